/**
 * What becomes of each position report in a batch, decided before anything is written: stored
 * (with its place among the asset's reports of the same instant) or a duplicate; whether it is
 * believed (position-quality.ts); and whether it is late: older than the asset's newest position,
 * which arrived longer ago than the reorder window. Within the window the engines still put it in
 * its place in time (they hold positions that long); past it the newer one may have been judged
 * already, so a late position is judged again from its time (the engines replay the asset; the
 * ingest leaves out what is beyond the late horizon, geo/ingest `oldestJudged`). Pure: the
 * registry reads the assets and any stored rows the batch could collide with, asks this, then writes.
 */
import type { PositionReport } from '../ingest/index.ts';
import type { PositionRow } from './assets-repo.ts';
import { type PositionQuality, type QualityFix, qualityOf, relocates } from './position-quality.ts';

export interface PlannedPosition {
  status: 'stored' | 'duplicate';
  /** Older than the asset's newest position before the batch, which arrived before the reorder window. */
  late: boolean;
  /** Why it is not believed; null when it is (meaningful when stored). */
  quality: PositionQuality | null;
  /** Its place among the asset's reports of this instant, from 0 (meaningful when stored). */
  seq: number;
}

/** The asset as the plan sees it: its newest good position, and when that arrived. */
export interface PlanAsset {
  id: string;
  last_at: number | null;
  last_lon: number | null;
  last_lat: number | null;
  last_stored_at: number | null;
}

export interface PlanSettings {
  now: number;
  reorderWindowMs: number;
  /**
   * Per asset, its newest stored positions before the batch (any quality, oldest first): read only
   * for assets a first plan found jumping, to see whether the jumps agree (position-quality.ts).
   */
  recent?: ReadonlyMap<string, readonly (QualityFix & { quality: string | null })[]>;
}

type Values = Pick<PositionRow, 'lon' | 'lat' | 'speed_kn' | 'course_deg' | 'heading_deg' | 'altitude_ft'>;

export const instantKey = (assetId: string, at: number) => `${assetId}|${at}`;

function valuesOf(report: PositionReport): Values {
  return {
    lon: report.lon,
    lat: report.lat,
    speed_kn: report.speedKn ?? null,
    course_deg: report.courseDeg ?? null,
    heading_deg: report.headingDeg ?? null,
    altitude_ft: report.altitudeFt ?? null,
  };
}

function sameValues(a: Values, b: Values): boolean {
  return (
    a.lon === b.lon &&
    a.lat === b.lat &&
    a.speed_kn === b.speed_kn &&
    a.course_deg === b.course_deg &&
    a.heading_deg === b.heading_deg &&
    a.altitude_ft === b.altitude_ft
  );
}

/**
 * `assetOf` gives each report's asset as it was before the batch (its `last_at` decides lateness);
 * `stored` holds the rows already stored at the instants of reports no newer than their asset's
 * last position (no other report can meet a stored row).
 *
 * A report is a duplicate when it is the same AIS transmission as an earlier one of the batch (its
 * `identity`), or when it carries its own time and a report with that time and the same values is
 * stored. Reports timed by their arrival are never matched by values: a moored vessel sends the
 * same values again and again, and each is a report of its own.
 */
export function planPositions(
  reports: readonly PositionReport[],
  assetOf: (report: PositionReport) => PlanAsset,
  stored: ReadonlyMap<string, readonly (Values & { seq: number })[]>,
  settings: PlanSettings,
): PlannedPosition[] {
  const instants = new Map<string, (Values & { seq: number })[]>();
  const transmissions = new Set<string>();
  /** Each asset's newest good fix so far: its row's, then the batch's. */
  const references = new Map<string, QualityFix | undefined>();
  /** Each asset's fixes so far, any quality, oldest first: the stored ones given, then the batch's. */
  const runs = new Map<string, (QualityFix & { quality: string | null })[]>();
  return reports.map((report) => {
    const asset = assetOf(report);
    const key = instantKey(asset.id, report.at);
    let rows = instants.get(key);
    if (rows === undefined) {
      rows = [...(stored.get(key) ?? [])];
      instants.set(key, rows);
    }
    const values = valuesOf(report);
    const transmission = report.identity === undefined ? undefined : `${asset.id}|${report.identity}`;
    const duplicate =
      (transmission !== undefined && transmissions.has(transmission)) ||
      (report.arrivalTime !== true && rows.some((row) => sameValues(row, values)));
    if (transmission !== undefined) transmissions.add(transmission);
    const late =
      asset.last_at !== null &&
      report.at < asset.last_at &&
      (asset.last_stored_at === null || settings.now - asset.last_stored_at >= settings.reorderWindowMs);
    if (duplicate) return { status: 'duplicate', late: false, quality: null, seq: -1 };
    const seq = rows.reduce((max, row) => Math.max(max, row.seq), -1) + 1;
    rows.push({ ...values, seq });
    const quality = judgeQuality(report, asset, references, runs, settings);
    return { status: 'stored', late, quality, seq };
  });
}

/** The report's quality, the asset's reference and run moved on. */
function judgeQuality(
  report: PositionReport,
  asset: PlanAsset,
  references: Map<string, QualityFix | undefined>,
  runs: Map<string, (QualityFix & { quality: string | null })[]>,
  settings: PlanSettings,
): PositionQuality | null {
  if (!references.has(asset.id)) {
    const { last_at: at, last_lon: lon, last_lat: lat } = asset;
    references.set(asset.id, at === null || lon === null || lat === null ? undefined : { at, lon, lat });
  }
  let run = runs.get(asset.id);
  if (run === undefined) {
    run = [...(settings.recent?.get(asset.id) ?? [])];
    runs.set(asset.id, run);
  }
  const reference = references.get(asset.id);
  let quality = qualityOf(report, reference);
  if (quality === 'impossible_jump' && relocates(report, run)) quality = null;
  const fix = { at: report.at, lon: report.lon, lat: report.lat };
  run.push({ ...fix, quality });
  if (quality === null && (reference === undefined || report.at >= reference.at))
    references.set(asset.id, fix);
  return quality;
}
