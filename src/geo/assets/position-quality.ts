/**
 * Which fixes are not believed (API.md §9 `suspect`): a fix at Null Island, one whose reported speed
 * no asset of its kind reaches, or one its asset could not have reached from its last good fix in
 * the time between. Such a fix is stored with its quality, counted `suspect` in the ingest answer,
 * shown in tracks only on request, and never judged: it would raise spurious exits and entries, and
 * speeds of tens of thousands of knots. Pure: the asset writer asks it about each report.
 *
 * A jump is judged by distance against what the asset's kind can cover in the time between the two
 * fixes, plus room for position noise. A report without a time of its own (stamped on arrival) has
 * no real time between it and the last: it is judged by distance alone, against what the kind covers
 * in ARRIVAL_SLACK_S, so GNSS jitter between reports of one instant is never a jump.
 *
 * A vessel whose true position is far from its last good fix (a wrong first fix, a long silence with
 * a relay that re-stamped) would otherwise stay suspect for ever: RELOCATE_AFTER reports in a row
 * that agree with each other but not with the last good fix move the asset there.
 */
import { greatCircleM, MPS_PER_KNOT } from '../../lib/earth.ts';

export type PositionQuality = 'null_island' | 'impossible_jump' | 'impossible_speed';

/**
 * The fastest an asset of each kind goes, knots. Vessels: the fastest high-speed craft in service
 * run at 40–45 kn, and ITU-R M.1371's speed field tops out at 102.2 kn ("or more"); 60 kn leaves
 * room for current and for the odd fast patrol craft, and is more than twice the 25 kn Global
 * Fishing Watch's track segmenter (gpsdio-segment) expects between fixes. Aircraft: airliners cruise
 * at 450–550 kn true and jet-stream tailwinds add up to 200 kn; 1,200 kn is past Mach 2 at altitude.
 */
export const SPEED_LIMIT_KN = { vessel: 60, aircraft: 1_200 } as const;

/**
 * Metres of disagreement between two fixes that are never a jump, however close in time: AIS
 * positions of low accuracy are only good to tens of metres, two receivers' fixes of one instant
 * differ by that much, and gpsdio-segment likewise forgives short distances ("buffer_nm").
 */
export const POSITION_NOISE_M = 500;

/**
 * A report stamped on arrival may have been sent this long before it arrived (a feed that batches,
 * a relay that lags): the time it may stand for when judging its distance from the last fix.
 */
export const ARRIVAL_SLACK_S = 60;

/** Agreeing reports in a row, away from the last good fix, that move the asset to them. */
export const RELOCATE_AFTER = 3;

/** Within this many degrees of (0, 0): a receiver with no fix reporting zeros, not a place. */
const NULL_ISLAND_DEG = 1e-4;

export interface QualityFix {
  at: number;
  lon: number;
  lat: number;
}

export interface QualityReport extends QualityFix {
  kind: string;
  speedKn?: number | null | undefined;
  arrivalTime?: boolean | undefined;
}

function limitKnOf(kind: string): number {
  return kind === 'aircraft' ? SPEED_LIMIT_KN.aircraft : SPEED_LIMIT_KN.vessel;
}

/** Could an asset of this kind have gone from `from` to `to`? */
export function plausibleMove(kind: string, from: QualityFix, to: QualityFix, arrivalTime: boolean): boolean {
  let seconds = Math.abs(to.at - from.at) / 1000;
  if (arrivalTime) seconds = Math.max(seconds, ARRIVAL_SLACK_S);
  const allowedM = POSITION_NOISE_M + limitKnOf(kind) * MPS_PER_KNOT * seconds;
  return greatCircleM(from.lon, from.lat, to.lon, to.lat) <= allowedM;
}

/**
 * The report's quality against its asset's last good fix (`reference`, none for a new asset): null
 * when it is believed.
 */
export function qualityOf(report: QualityReport, reference: QualityFix | undefined): PositionQuality | null {
  if (Math.abs(report.lon) <= NULL_ISLAND_DEG && Math.abs(report.lat) <= NULL_ISLAND_DEG)
    return 'null_island';
  const speed = report.speedKn;
  if (speed !== null && speed !== undefined && speed > limitKnOf(report.kind)) return 'impossible_speed';
  if (reference === undefined) return null;
  return plausibleMove(report.kind, reference, report, report.arrivalTime === true)
    ? null
    : 'impossible_jump';
}

/**
 * Whether a report judged a jump should move its asset after all: the RELOCATE_AFTER - 1 reports
 * before it (newest last, any quality) were jumps too, and the run agrees with itself.
 */
export function relocates(
  report: QualityReport,
  before: readonly (QualityFix & { quality: string | null })[],
): boolean {
  const run = before.slice(-(RELOCATE_AFTER - 1));
  if (run.length < RELOCATE_AFTER - 1 || run.some((fix) => fix.quality !== 'impossible_jump')) return false;
  const chain = [...run, report];
  for (let i = 1; i < chain.length; i++) {
    const from = chain[i - 1];
    const to = chain[i];
    if (from === undefined || to === undefined) return false;
    if (!plausibleMove(report.kind, from, to, report.arrivalTime === true)) return false;
  }
  return true;
}
