/**
 * What the built-in track detectors put in a site's detections: the confidence of each type (the
 * meanings are the table in docs/monitoring.md) and `track` evidence, the stretch of the asset's
 * stored track the detection rests on.
 */
import { toRfc3339 } from '../../lib/clock.ts';
import type { Executor } from '../../store/store.ts';
import type { AssetsService } from '../assets/index.ts';
import type { EvidenceItem } from '../detections/index.ts';
import type { AssetKind } from '../ingest/index.ts';

/** Points of track evidence at most: enough to draw the episode, small enough to read. */
const EVIDENCE_MAX_POINTS = 120;
/** Track shown before a silence began, so the reader sees where the vessel was heading. */
const DARK_LEAD_IN_MS = 60 * 60 * 1000;
/** A presence found on the path between fixes this close in time is as sure as a fix… */
const CLOSE_GAP_MS = 10 * 60 * 1000;
/** …and between fixes this far apart says only half as much. */
const HALF_TRUST_GAP_MS = 6 * 60 * 60 * 1000;

const round2 = (x: number) => Math.round(x * 100) / 100;
const clamp = (x: number, low: number, high: number) => Math.min(high, Math.max(low, x));

/**
 * `vessel_presence` / `aircraft_presence`: how sure the position is. A class A transponder (or
 * ADS-B) fixes its position by GNSS at least every 10 s under way; class B units are cheaper and
 * less often checked (spoofed and mis-set class B positions are the common case in the literature),
 * and a position of unknown class could be either. An entry found on the straight path between two
 * fixes (`gapMs`, null for a fix inside) is surer the closer the fixes: the asset may have strayed
 * from the line between them. How late Vigil judged it does not matter: what the fixes show holds
 * whenever they arrive.
 */
export function presenceConfidence(kind: AssetKind, aisClass: string | null, gapMs: number | null) {
  const base = kind === 'aircraft' || aisClass === 'A' ? 1 : aisClass === 'B' ? 0.9 : 0.8;
  const gap = gapMs ?? 0;
  const along =
    gap <= CLOSE_GAP_MS
      ? 1
      : clamp(1 - (0.5 * (gap - CLOSE_GAP_MS)) / (HALF_TRUST_GAP_MS - CLOSE_GAP_MS), 0.5, 1);
  return round2(base * along);
}

/** `loitering`: slower than the threshold by more is surer (0.6 at the threshold, 1 when still). */
export function loiteringConfidence(meanSpeedKn: number, maxSpeedKn: number): number {
  return round2(clamp(0.6 + 0.4 * (1 - meanSpeedKn / maxSpeedKn), 0.6, 1));
}

/** `encounter`: closer than the threshold by more is surer (0.6 at the threshold, 1 alongside). */
export function encounterConfidence(minDistanceM: number, maxDistanceM: number): number {
  return round2(clamp(0.6 + 0.4 * (1 - minDistanceM / maxDistanceM), 0.6, 1));
}

/**
 * `dark_activity`: how unusual the gap is for this vessel — the share of the silence its own
 * expected interval would not explain (a gap of ten intervals gives 0.9).
 */
export function darkConfidence(silentForS: number, expectedIntervalS: number): number {
  return round2(clamp(1 - expectedIntervalS / Math.max(silentForS, 1), 0.5, 0.99));
}

/** Where evidence reads tracks from: the asset registry. */
export type TrackSource = Pick<AssetsService, 'thinnedTrack'>;

/** The asset's stored track between two times as a `track` evidence item. */
export async function trackEvidence(
  assets: TrackSource,
  db: Executor,
  assetId: string,
  range: { from: number; to: number },
  extra: Record<string, unknown> = {},
): Promise<EvidenceItem> {
  const { points } = await assets.thinnedTrack(
    assetId,
    { from: range.from, to: range.to + 1 },
    EVIDENCE_MAX_POINTS,
    db,
  );
  return {
    kind: 'track',
    asset_id: assetId,
    from: toRfc3339(range.from),
    to: toRfc3339(range.to),
    ...extra,
    points: points.map((p) => ({
      at: toRfc3339(p.at),
      lon: p.lon,
      lat: p.lat,
      speed_kn: p.speed_kn,
      course_deg: p.course_deg,
    })),
  };
}

/** The hour of track before a silence, ending at the last fix. */
export function darkEvidence(
  assets: TrackSource,
  db: Executor,
  assetId: string,
  lastAt: number,
  extra: Record<string, unknown>,
) {
  return trackEvidence(assets, db, assetId, { from: lastAt - DARK_LEAD_IN_MS, to: lastAt }, extra);
}
