/**
 * The reorder window (`VIGIL_REORDER_WINDOW_S`): positions of one asset that arrive within it of
 * each other are judged in the order of their times, whatever order they arrived in (two clients
 * sending at once, feeds that batch, a relay that lags). Each position waits that long after it
 * arrived before the engines judge it. A position that arrives later than that after a newer one
 * of its asset is late: stored, counted as `late`, and its asset judged again from its time. Any
 * position further behind the clock than the late horizon (below), late or not, is stored and
 * counted as `unjudged`, not judged.
 */

/** Two seconds: what concurrent clients and batching feeds need, and what each alert waits. */
export const DEFAULT_REORDER_WINDOW_MS = 2_000;
/** A minute at most: alerts would wait as long. */
export const MAX_REORDER_WINDOW_MS = 60_000;

/** Reads seconds (decimals allowed; 0: judge at once, in arrival order); undefined with a problem noted. */
export function readReorderWindow(text: string | undefined, problems: string[]): number {
  if (text === undefined || text === '') return DEFAULT_REORDER_WINDOW_MS;
  const seconds = Number(text);
  const ms = Math.round(seconds * 1000);
  if (!/^\d+(\.\d+)?$/.test(text) || ms > MAX_REORDER_WINDOW_MS) {
    problems.push(
      `VIGIL_REORDER_WINDOW_S must be seconds from 0 to ${MAX_REORDER_WINDOW_MS / 1000} (e.g. 2 or 0.5), got '${text}'`,
    );
    return DEFAULT_REORDER_WINDOW_MS;
  }
  return ms;
}

/**
 * The late horizon (`VIGIL_LATE_HORIZON_S`): a position whose time is further behind the clock than
 * this is stored and not judged, and counted as `unjudged`. A day: satellite AIS arrives tens of
 * minutes to hours behind terrestrial AIS, and a receiver that was offline sends its backlog within
 * a day; an archive older than that (a 2012 USCG recording replayed) is history, not live traffic,
 * and raises no alerts unless replayed `--as-live`. The rule itself is geo/ingest `oldestJudged`.
 */
export const DEFAULT_LATE_HORIZON_MS = 24 * 3600 * 1000;
/** A week: positions are kept on the engines' stream that long (geo/engine STREAM_MAX_AGE_MS). */
export const MAX_LATE_HORIZON_MS = 7 * 24 * 3600 * 1000;
/**
 * An hour at least: every position's time is behind the clock by the time it is judged (a relay's
 * lag, a broker outage of minutes, a satellite pass), so a shorter horizon would leave live traffic
 * unjudged (0 would judge nothing at all).
 */
export const MIN_LATE_HORIZON_MS = 3600 * 1000;

/** Reads seconds (whole, an hour to a week). */
export function readLateHorizon(text: string | undefined, problems: string[]): number {
  if (text === undefined || text === '') return DEFAULT_LATE_HORIZON_MS;
  const ms = Number(text) * 1000;
  if (!/^\d+$/.test(text) || ms < MIN_LATE_HORIZON_MS || ms > MAX_LATE_HORIZON_MS) {
    problems.push(
      `VIGIL_LATE_HORIZON_S must be whole seconds from ${MIN_LATE_HORIZON_MS / 1000} to ${MAX_LATE_HORIZON_MS / 1000} (e.g. 86400), got '${text}'`,
    );
    return DEFAULT_LATE_HORIZON_MS;
  }
  return ms;
}
