/**
 * The geospatial monitoring's tables: sites and their detections, alert rules, drawn ports, and the
 * assets with their positions, identities and follows (see database.ts for the conventions).
 */

/** A port or anchorage a workspace drew; the gazetteer's ports are a shipped file, not rows. */
export interface PortsTable {
  id: string;
  workspace_id: string;
  name: string;
  kind: 'port' | 'anchorage';
  unlocode: string | null;
  country: string | null;
  /** JSON of the normalised GeoJSON Polygon or MultiPolygon (right-hand, split at the antimeridian). */
  boundary: string;
  /** JSON `[west, south, east, north]`; west > east when it crosses the antimeridian. */
  bbox: string;
  center_lon: number;
  center_lat: number;
  area_km2: number;
  created_at: number;
}

/** An area a workspace monitors. Its state counters change in the transaction of the change. */
export interface SitesTable {
  id: string;
  workspace_id: string;
  name: string | null;
  /** JSON of the normalised GeoJSON Polygon or MultiPolygon (right-hand, split at the antimeridian). */
  boundary: string;
  /** JSON `[west, south, east, north]`; west > east when the site crosses the antimeridian. */
  bbox: string;
  center_lon: number;
  center_lat: number;
  area_km2: number;
  /** For a site made from coordinates: the circle's radius. */
  radius_m: number | null;
  /** JSON array of the detection types the site accepts, or null for any. */
  detection_types: string | null;
  /** JSON object of the caller's own keys and values. */
  metadata: string | null;
  status: 'active' | 'stopped';
  detections_total: number;
  last_detection_at: number | null;
  useful_count: number;
  not_useful_count: number;
  created_at: number;
  stopped_at: number | null;
  /** JSON `{enabled, stac_url, collection}`, or null when imagery was never set. */
  imagery: string | null;
}

export interface DetectionsTable {
  id: string;
  workspace_id: string;
  site_id: string;
  type: string;
  /** 0–1. */
  confidence: number;
  observed_at: number;
  /** JSON GeoJSON geometry, or null when the detector gave none. */
  geometry: string | null;
  /** JSON array of evidence items, each with a `kind`. */
  evidence: string;
  /** `api` for external detectors, or the built-in detector's name. */
  source: string;
  /** Feedback: 1 useful, 0 not useful, null none yet. */
  useful: number | null;
  feedback_comment: string | null;
  feedback_at: number | null;
  created_at: number;
  /** Why the detection is kept but announced to no one (e.g. the mute zone it repeats); null: it was announced. */
  suppressed_by: string | null;
  /** The vessel or aircraft the detection is, when it was matched to one (migration 0103). */
  asset_id: string | null;
}

export interface AlertRulesTable {
  id: string;
  workspace_id: string;
  name: string | null;
  behaviour: string;
  /** JSON of `where` as the API returns it (a zone normalised). */
  where_spec: string;
  /** With `where: {site_id}`. */
  site_id: string | null;
  /** JSON of the zone polygon for `where: {zone}` and `{coordinates, radius_m}`. */
  zone: string | null;
  /** JSON of `what`: the behaviour and its parameters, defaults filled in. */
  what: string;
  min_confidence: number | null;
  /** JSON of `channel`. */
  channel: string;
  created_at: number;
  /** `paused`: kept, but evaluated by no engine until it is `active` again. */
  status: 'active' | 'paused';
}

/**
 * A vessel, an aircraft, or an AIS station that is neither (a distress device, an aid to
 * navigation: geo/ingest station-kinds.ts): shared reference data, the same for every workspace.
 */
export interface AssetsTable {
  id: string;
  kind: 'vessel' | 'aircraft' | 'sart' | 'mob' | 'epirb' | 'aton';
  name: string | null;
  mmsi: string | null;
  imo: string | null;
  call_sign: string | null;
  icao24: string | null;
  registration: string | null;
  flight: string | null;
  /** The newest position, copied here so "what is where now" needs no scan of positions. */
  last_at: number | null;
  last_lon: number | null;
  last_lat: number | null;
  last_speed_kn: number | null;
  last_course_deg: number | null;
  last_heading_deg: number | null;
  last_altitude_ft: number | null;
  /** When the newest position arrived (the store's clock): the reorder window counts from it. */
  last_stored_at: number | null;
  /** The name upper-cased with runs of non-alphanumerics as one space: what name search compares. */
  name_norm: string | null;
  /** AIS: `A`, `B`, `SAR` (aircraft), `base` (station) or `aton` (aid to navigation). */
  ais_class: string | null;
  /** AIS ship and cargo type (ITU-R M.1371 table 53). */
  ship_type: number | null;
  length_m: number | null;
  beam_m: number | null;
  destination: string | null;
  /** The navigational status of the newest position that gave one (ITU-R M.1371 Table 45, 0-15). */
  last_nav_status: number | null;
  created_at: number;
  updated_at: number;
}

export interface PositionsTable {
  asset_id: string;
  at: number;
  /** Orders the reports of one asset in one instant as they were received, from 0. */
  seq: number;
  lon: number;
  lat: number;
  speed_kn: number | null;
  course_deg: number | null;
  heading_deg: number | null;
  altitude_ft: number | null;
  /**
   * Why the fix is not believed (`geo/assets/position-quality.ts`): `null_island`,
   * `impossible_jump`, `impossible_speed`; null for a good fix. Suspect fixes are kept, never judged.
   */
  quality: string | null;
  /** The position's cell of a 0.1° grid (`geo/assets/position-cells.ts`): what area queries seek on. */
  cell: number;
}

/**
 * One run of an identifying value of an asset: `field` held `value` from `from_at` (the time of the
 * first report of it) until the next run of that field (geo/assets/identity-history.ts).
 */
export interface AssetIdentityTable {
  asset_id: string;
  /** `name`, `call_sign`, `imo`, `ship_type`, `destination`, `registration` or `flight`. */
  field: string;
  value: string;
  /** The value as search compares it (names: upper case, punctuation as one space). */
  value_norm: string;
  from_at: number;
}

/** A workspace following an asset. */
export interface AssetFollowsTable {
  workspace_id: string;
  asset_id: string;
  created_at: number;
}
