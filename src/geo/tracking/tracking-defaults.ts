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
 * seconds. Closer, GPS jitter (~10 m) dominates: 10 m over 30 s is already 0.65 kn. Up to the
 * longest gap an episode bridges: a vessel seen only by satellite, every 40 minutes or so, has no
 * other speed when its positions carry none (Global Fishing Watch's loitering and encounters use
 * the speed implied between consecutive positions, Miller et al. 2018). The straight line is the
 * shortest way between the fixes, so the speed it gives is the least the vessel went: a fast
 * episode it shows is certain, a slow one the likely reading.
 */
export const DERIVED_SPEED_MIN_GAP_S = 30;
export const DERIVED_SPEED_MAX_GAP_S = MAX_BRIDGED_GAP_S;

/**
 * Encounters compare the two vessels at the same instant. The other vessel's position at that
 * instant is its fix nearest in time, or a point interpolated between its fixes on either side,
 * as long as it cannot have strayed more than PAIR_DRIFT_M from it meanwhile at the speed it was
 * going: the tolerance depends on speed. At 2 kn (the encounter limit) a vessel covers 250 m in 4
 * minutes; lying at anchor (swinging on its chain, 0.1–0.3 kn reported) in 40 minutes or more,
 * which is what lets two vessels seen only by satellite every 40 minutes be paired. Global Fishing
 * Watch resamples tracks to 10 minutes for its encounters (Miller et al. 2018); that is the floor,
 * and the longest gap an episode bridges (MAX_BRIDGED_GAP_S) the ceiling.
 */
export const PAIR_DRIFT_M = 250;
/** Speeds under this are taken as this: a vessel at anchor reporting 0 kn still swings on its chain. */
export const PAIR_MIN_SPEED_KN = 0.2;
export const PAIR_MIN_TOLERANCE_S = 10 * MINUTE_S;

/** Spatial hash cell side, metres: ~1 km, so a 500 m encounter looks at 3 × 3 cells. */
export const GRID_CELL_M = 1000;
