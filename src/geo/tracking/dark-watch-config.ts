/**
 * How the dark watch decides a vessel has gone quiet: its settings and their defaults, with where
 * each number comes from. A leaf: the configuration reads the floor from here.
 */

const MINUTE_S = 60;
const HOUR_S = 3600;

export interface DarkWatchSettings {
  /** Threshold = this many expected intervals… */
  intervalMultiple: number;
  /** …but never less than this, seconds… */
  floorS: number;
  /** …nor more than this, seconds. A rule's explicit `quiet_s` is used as is. */
  ceilingS: number;
  /** Gaps the cadence median is taken over (odd, so the median is one of them). */
  cadenceWindow: number;
  /** Fewer gaps than this and the vessel's own cadence is not trusted yet: nominal only. */
  cadenceMinGaps: number;
}

export const DEFAULT_DARK_WATCH: Readonly<DarkWatchSettings> = {
  // The expected interval is already the larger of the nominal and the vessel's own median gap,
  // so it absorbs the vessel's usual reception losses; ten of those in a row is past ordinary
  // loss. Even with half the reports lost independently (slot collisions in busy waters) the
  // median gap is one or two nominal intervals, and ten to twenty straight losses happen at most
  // once in a thousand intervals. Six would allow several false alarms a day for a ship at anchor
  // there (0.5⁶ ≈ 1.6 % of its 3-min intervals).
  intervalMultiple: 10,
  // Class A under way reports every 2–10 s, so ten intervals is under two minutes: a receiver
  // restart or a feed that delivers in batches (aggregators poll every few minutes, and `check`
  // compares the clock with observation times) would fire. 15 min is 90 missed class A reports,
  // and still prompt next to the 12 h rules default to.
  floorS: 15 * MINUTE_S,
  // Global Fishing Watch counts an AIS gap from 12 h (the `dark` rule's default `quiet_s`): a
  // vessel seen only on rare satellite passes still goes dark after that long.
  ceilingS: 12 * HOUR_S,
  cadenceWindow: 15,
  cadenceMinGaps: 5,
};
