/**
 * How often a vessel should be heard from, and so how long a silence means it went dark
 * (API.md §3 `asset.dark`: "longer than its expected interval allows"). Two views are combined:
 * what its transponder must send (ITU-R M.1371-5, Annex 1, Tables 1 and 2) and what we actually
 * receive from it (its recent gaps), which also covers reception: a ship seen only on satellite
 * passes has gaps of tens of minutes whatever its transponder does.
 */
import type { DarkWatchSettings } from './dark-watch-config.ts';
import type { AisClass } from './tracking-types.ts';

const MINUTE_S = 60;

/**
 * ITU-R M.1371-5 Table 1 (class A) and Table 2 (class B "CS"), seconds. We do not know the
 * navigational status, so a class A under 3 kn is taken as at anchor or moored (3 min) rather than
 * under way (10 s); class B "SO" reports faster than "CS" above 14 kn, and we cannot tell them
 * apart, so the slower "CS" figures stand for both. Whenever unsure, the longer interval: it can
 * only make a dark alert later, never false.
 */
const CLASS_A_SLOW_MAX_KN = 3;
const CLASS_A_SLOW_S = 3 * MINUTE_S;
const CLASS_A_BANDS: readonly { upToKn: number; intervalS: number }[] = [
  { upToKn: 14, intervalS: 10 },
  { upToKn: 23, intervalS: 6 },
  { upToKn: Number.POSITIVE_INFINITY, intervalS: 2 },
];
const CLASS_B_SLOW_MAX_KN = 2;
const CLASS_B_SLOW_S = 3 * MINUTE_S;
const CLASS_B_UNDER_WAY_S = 30;

/** The interval the transponder must keep at this speed, seconds; unknowns take the slowest case. */
export function nominalIntervalS(aisClass: AisClass | null, speedKn: number | null): number {
  if (speedKn === null || !Number.isFinite(speedKn)) return Math.max(CLASS_A_SLOW_S, CLASS_B_SLOW_S);
  const classA = aisClass === 'B' ? undefined : classAIntervalS(speedKn);
  const classB = aisClass === 'A' ? undefined : classBIntervalS(speedKn);
  return Math.max(classA ?? 0, classB ?? 0);
}

function classAIntervalS(speedKn: number): number {
  if (speedKn < CLASS_A_SLOW_MAX_KN) return CLASS_A_SLOW_S;
  for (const band of CLASS_A_BANDS) if (speedKn <= band.upToKn) return band.intervalS;
  return CLASS_A_SLOW_S;
}

function classBIntervalS(speedKn: number): number {
  return speedKn <= CLASS_B_SLOW_MAX_KN ? CLASS_B_SLOW_S : CLASS_B_UNDER_WAY_S;
}

/** The median, robust to the odd long gap (a lost burst) or short one (a double reception). */
export function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const upper = sorted[mid];
  const lower = sorted[sorted.length % 2 === 1 ? mid : mid - 1];
  return upper === undefined || lower === undefined ? undefined : (upper + lower) / 2;
}

/**
 * Expected seconds between fixes: the nominal interval for the newest fix's class and speed, or
 * the vessel's own median recent gap when that is longer and there are enough gaps to trust it.
 * Never shorter than nominal: a vessel heard more often than it must report (two receivers, a
 * burst while turning) may still fall back to its nominal rate at any time.
 */
export function expectedIntervalS(
  newest: { aisClass: AisClass | null; speedKn: number | null },
  recentGapsS: readonly number[],
  settings: Pick<DarkWatchSettings, 'cadenceMinGaps'>,
): number {
  const nominal = nominalIntervalS(newest.aisClass, newest.speedKn);
  if (recentGapsS.length < settings.cadenceMinGaps) return nominal;
  return Math.max(nominal, median(recentGapsS) ?? 0);
}

/** Seconds of silence before a vessel counts as dark, from its expected interval. */
export function adaptiveThresholdS(
  expectedS: number,
  settings: Pick<DarkWatchSettings, 'intervalMultiple' | 'floorS' | 'ceilingS'>,
): number {
  return Math.min(settings.ceilingS, Math.max(settings.floorS, settings.intervalMultiple * expectedS));
}
