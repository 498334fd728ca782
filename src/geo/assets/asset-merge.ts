/**
 * How one report changes an asset: the registry merges what each source says. A stored position
 * moves the "last" fields unless it is older than the last one (a report of the same instant came
 * later, so it is the latest received); static facts (names, identifiers,
 * type and dimensions) replace what was known when the source gives them, whatever their age,
 * since AIS sends them every few minutes and a newer message is the better one.
 */
import type { AssetKind, PositionReport, StaticReport } from '../ingest/index.ts';
import type { AssetRow } from './assets-repo.ts';

export type AssetChanges = Partial<Omit<AssetRow, 'id' | 'kind' | 'created_at'>>;

/** Upper case, runs of anything but letters and digits as one space: "Nordic  star." → "NORDIC STAR". */
export function normaliseName(name: string): string {
  return name
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A new asset known only by the identifier it was first reported under. */
export function blankAsset(
  id: string,
  kind: AssetKind,
  known: { mmsi?: string; icao24?: string },
  now: number,
): AssetRow {
  return {
    id,
    kind,
    name: null,
    name_norm: null,
    mmsi: known.mmsi ?? null,
    imo: null,
    call_sign: null,
    icao24: known.icao24 ?? null,
    registration: null,
    flight: null,
    ais_class: null,
    ship_type: null,
    length_m: null,
    beam_m: null,
    destination: null,
    last_nav_status: null,
    last_at: null,
    last_lon: null,
    last_lat: null,
    last_speed_kn: null,
    last_course_deg: null,
    last_heading_deg: null,
    last_altitude_ft: null,
    last_stored_at: null,
    created_at: now,
    updated_at: now,
  };
}

function nameChanges(asset: AssetRow, name: string | undefined): AssetChanges {
  const trimmed = name?.trim();
  if (!trimmed || trimmed === asset.name) return {};
  return { name: trimmed, name_norm: normaliseName(trimmed) };
}

/**
 * Of a stored report, stored at `now`: one of the same instant as the last position was received
 * after it. A fix that is not believed (`good` false) never becomes the last position.
 */
export function positionChanges(
  asset: AssetRow,
  report: PositionReport,
  now: number,
  good = true,
): AssetChanges {
  // Built field by field: this runs for every position stored.
  const changes: AssetChanges = {};
  if (good && (asset.last_at === null || report.at >= asset.last_at)) {
    changes.last_at = report.at;
    changes.last_lon = report.lon;
    changes.last_lat = report.lat;
    changes.last_speed_kn = report.speedKn ?? null;
    changes.last_course_deg = report.courseDeg ?? null;
    changes.last_heading_deg = report.headingDeg ?? null;
    changes.last_altitude_ft = report.altitudeFt ?? null;
    changes.last_stored_at = now;
    // A report that gives none (class B, aircraft) leaves the last one given standing.
    if (report.navStatus !== undefined && report.navStatus !== null)
      changes.last_nav_status = report.navStatus;
  }
  if (report.name !== undefined) Object.assign(changes, nameChanges(asset, report.name));
  if (report.aisClass && report.aisClass !== asset.ais_class) changes.ais_class = report.aisClass;
  return changes;
}

export function staticChanges(asset: AssetRow, report: StaticReport): AssetChanges {
  const changes: AssetChanges = { ...nameChanges(asset, report.name) };
  const set = <K extends keyof AssetChanges>(key: K, value: AssetChanges[K] | undefined) => {
    if (value !== undefined && value !== null && value !== asset[key as keyof AssetRow]) changes[key] = value;
  };
  set('imo', report.imo);
  set('call_sign', report.callSign);
  set('registration', report.registration);
  set('flight', report.flight);
  set('ship_type', report.shipType);
  set('length_m', report.lengthM);
  set('beam_m', report.beamM);
  set('destination', report.destination);
  set('ais_class', report.aisClass);
  return changes;
}

export type AssetIdentifiers = Partial<
  Record<'mmsi' | 'imo' | 'call_sign' | 'icao24' | 'registration' | 'flight', string>
>;

/** The identifiers an asset has, without the ones no source has given. */
export function identifiersOf(asset: AssetRow): AssetIdentifiers {
  const identifiers: AssetIdentifiers = {};
  for (const key of ['mmsi', 'imo', 'call_sign', 'icao24', 'registration', 'flight'] as const) {
    const value = asset[key];
    if (value !== null) identifiers[key] = value;
  }
  return identifiers;
}
