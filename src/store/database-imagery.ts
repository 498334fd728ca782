/**
 * The tables of imagery change detection (issue 33), as the `Database` interface of `database.ts`
 * names them: scans and the scenes they read, each scene's stored observation, findings, a site's
 * tuning from feedback with its log and mutes, and the revisions and chips of the detections made.
 */

/** Each change of a detection's confidence after it was recorded. */
export interface DetectionRevisionsTable {
  id: string;
  workspace_id: string;
  detection_id: string;
  confidence_before: number;
  confidence_after: number;
  reason: string;
  /** JSON array of the evidence items the revision added. */
  evidence: string;
  revised_at: number;
}

/** Images that are a detection's evidence, served at /v1/detections/:id/chips/:name. */
export interface DetectionChipsTable {
  detection_id: string;
  name: string;
  media_type: string;
  width: number;
  height: number;
  data_base64: string;
}

export interface ImageryScansTable {
  id: string;
  workspace_id: string;
  site_id: string;
  reason: 'baseline' | 'periodic' | 'demand';
  /** queued → searching → searched (its scenes then run one by one) | failed. */
  status: 'queued' | 'searching' | 'searched' | 'failed';
  stac_url: string;
  collection: string;
  search_from: number;
  search_to: number;
  scenes_found: number | null;
  /** JSON array of why items were not usable as scenes. */
  skipped: string | null;
  bytes_read: number;
  error: string | null;
  created_at: number;
  searched_at: number | null;
}

export interface ImageryScenesTable {
  id: string;
  workspace_id: string;
  site_id: string;
  /** The scan that found it (or found it again after a failure). */
  scan_id: string;
  item_id: string;
  /** JSON of the scene as read from its STAC item. */
  item: string;
  datetime: number;
  status: 'pending' | 'running' | 'done';
  outcome:
    | 'detections'
    | 'no_change'
    | 'no_usable_observation'
    | 'baseline'
    | 'rejected'
    | 'error'
    | 'skipped'
    | null;
  detail: string | null;
  clear_fraction: number | null;
  /** JSON of what the scan of this scene found (detections, confirmations, what was left out). */
  result: string | null;
  bytes_read: number;
  requests: number;
  attempts: number;
  created_at: number;
  finished_at: number | null;
}

export interface ImageryObservationsTable {
  scene_id: string;
  site_id: string;
  item_id: string;
  grid_code: string;
  relative_orbit: number | null;
  datetime: number;
  /** JSON of the 20 m grid window. */
  grid_window: string;
  clear_fraction: number;
  /** Reflectance per band, Int16 ×10,000, deflated, base64. */
  pixels: string;
}

export interface ImageryFindingsTable {
  detection_id: string;
  workspace_id: string;
  site_id: string;
  type: string;
  grid_code: string;
  grid_window: string;
  /** JSON array of window pixel indices. */
  pixels: string;
  delta_mean: number;
  area_m2: number;
  threshold: number;
  observed_at: number;
  stage: 'low' | 'high' | 'highest';
  /** Later clear scenes that looked at it. */
  looks: number;
  suppressed: number;
  /** The detection's feedback as imagery last heard it: 1 useful, 0 not, null none. */
  useful: number | null;
}

export interface ImageryTuningTable {
  site_id: string;
  type: string;
  threshold: number;
  mmu_m2: number;
  updated_at: number;
}

export interface ImageryMutesTable {
  id: string;
  workspace_id: string;
  site_id: string;
  type: string;
  detection_id: string;
  grid_code: string;
  grid_window: string;
  pixels: string;
  delta_mean: number;
  geometry: string | null;
  created_at: number;
  expires_at: number;
  lifted_at: number | null;
}

export interface ImageryTuningLogTable {
  id: string;
  workspace_id: string;
  site_id: string;
  type: string;
  change: 'threshold' | 'mmu' | 'mute' | 'unmute';
  before: number | null;
  after: number | null;
  mute_id: string | null;
  reason: string;
  /** JSON array of the detection ids whose feedback made the change. */
  feedback: string;
  created_at: number;
}
