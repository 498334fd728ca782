/**
 * The tracking check's interval (`VIGIL_TRACKING_CHECK_S`): how often each engine process looks
 * for silences that passed their threshold (`asset.dark`), ends loitering and speed episodes whose
 * vessel stopped reporting, and confirms zone crossings whose dwell ran out with no position since
 * (geo-part.ts runs them on one timer). What the check finds is told up to this late: a vessel
 * silent for its threshold is called dark within one interval after. A leaf: the configuration
 * reads the interval from here.
 */

/**
 * Ten seconds: a silence is told at most a sixth late at the shortest threshold a setting allows
 * (`VIGIL_DARK_FLOOR_S=60`), and 1 % late at the default floor (900 s).
 */
export const DEFAULT_TRACKING_CHECK_MS = 10_000;
/**
 * A second at least: each check reads the store (the sources' states, the newest positions of
 * every vessel it finds silent), and the timer does not wait for a run to finish before the next.
 */
export const MIN_TRACKING_CHECK_MS = 1_000;
/**
 * A minute at most: the shortest dark threshold (`VIGIL_DARK_FLOOR_S=60`); a longer interval could
 * tell a silence twice as late as it began.
 */
export const MAX_TRACKING_CHECK_MS = 60_000;

/** Reads whole seconds, 1 to 60; the default with a problem noted otherwise. */
export function readTrackingCheck(text: string | undefined, problems: string[]): number {
  if (text === undefined || text === '') return DEFAULT_TRACKING_CHECK_MS;
  const ms = Number(text) * 1000;
  if (!/^\d+$/.test(text) || ms < MIN_TRACKING_CHECK_MS || ms > MAX_TRACKING_CHECK_MS) {
    problems.push(
      `VIGIL_TRACKING_CHECK_S must be whole seconds from ${MIN_TRACKING_CHECK_MS / 1000} to ${MAX_TRACKING_CHECK_MS / 1000} (e.g. 10), got '${text}'`,
    );
    return DEFAULT_TRACKING_CHECK_MS;
  }
  return ms;
}
