/**
 * Every number the tracking detectors use, with its unit and where it comes from. Rule parameter
 * defaults are read from the behaviour table (`alerts/behaviours.ts`), which the docs and rule
 * validation also read, so a site's built-in detector and a rule left at its defaults agree.
 */
import { BEHAVIOUR_PARAMETERS, type Behaviour } from '../alerts/index.ts';
import type { EncounterParams, LoiteringParams } from './tracking-types.ts';

const MINUTE_S = 60;
const HOUR_S = 3600;

function tableDefault(behaviour: Behaviour, name: string): number {
  const spec = BEHAVIOUR_PARAMETERS[behaviour][name];
  if (spec?.kind !== 'number' || spec.default === undefined) {
    throw new Error(`behaviours.ts gives no default for ${behaviour}.${name}`);
  }
  return spec.default;
}

/** Global Fishing Watch's loitering: under 2 kn for at least an hour. */
export const DEFAULT_LOITERING: Readonly<LoiteringParams> = {
  maxSpeedKn: tableDefault('loitering', 'max_speed_kn'),
  minDurationS: tableDefault('loitering', 'min_duration_s'),
};

/** Global Fishing Watch's encounters: within 500 m, both under 2 kn, for at least 2 hours. */
export const DEFAULT_ENCOUNTER: Readonly<EncounterParams> = {
  maxDistanceM: tableDefault('encounter', 'max_distance_m'),
  maxSpeedKn: tableDefault('encounter', 'max_speed_kn'),
  minDurationS: tableDefault('encounter', 'min_duration_s'),
};

/** `speed_above` has no default speed (the rule must give one), only a duration: 0 s. */
export const DEFAULT_SPEED_ABOVE_MIN_DURATION_S = tableDefault('speed_above', 'min_duration_s');

/**
 * Longest gap between two fixes that an episode (loitering, speed above, an encounter) bridges,
 * seconds: the vessel is assumed to have kept doing what it did on both sides. Chosen to cover
 * sparse satellite coverage without joining two visits to the same spot hours apart.
 */
export const MAX_BRIDGED_GAP_S = 2 * HOUR_S;

/**
 * When a fix has no speed, it is derived from the previous fix if they are this far apart,
 * seconds. Closer, GPS jitter (~10 m) dominates: 10 m over 30 s is already 0.65 kn. Farther, the
 * straight line between them says little about the speed at the fix.
 */
export const DERIVED_SPEED_MIN_GAP_S = 30;
export const DERIVED_SPEED_MAX_GAP_S = 30 * MINUTE_S;

/**
 * Encounters compare the two vessels at the same instant. The other vessel's position is
 * interpolated between its fixes on either side when they are at most MAX_INTERPOLATION_GAP_S
 * apart, else its nearest fix is used if within PAIR_TOLERANCE_S. Ten minutes is the step Global
 * Fishing Watch resamples tracks to for encounters (Miller et al. 2018); at 2 kn a vessel drifts
 * at most 620 m in that time, and a pair lying alongside drifts together.
 */
export const PAIR_TOLERANCE_S = 10 * MINUTE_S;
export const MAX_INTERPOLATION_GAP_S = 30 * MINUTE_S;

/** Spatial hash cell side, metres: ~1 km, so a 500 m encounter looks at 3 × 3 cells. */
export const GRID_CELL_M = 1000;
