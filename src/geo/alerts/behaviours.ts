/**
 * The alert behaviours and the parameters each takes, with their ranges and defaults: the one
 * table rule validation, the docs and the engines read. Only `detection` is evaluated here (on
 * each new detection); the tracking engine evaluates the others from positions.
 */

export const BEHAVIOURS = [
  'zone_entry',
  'zone_exit',
  'dark',
  'detection',
  'loitering',
  'encounter',
  'speed_above',
] as const;
export type Behaviour = (typeof BEHAVIOURS)[number];

/**
 * The behaviours whose findings carry a confidence, so that a rule's `min_confidence` means
 * something: detections have one (0–1). Zone crossings, dark periods, loitering, encounters and
 * speed are told as facts of the track and carry none, so `min_confidence` on those rules is
 * refused rather than stored and ignored.
 */
export const TAKES_MIN_CONFIDENCE: ReadonlySet<Behaviour> = new Set<Behaviour>(['detection']);

/** Why `min_confidence` does not apply to a rule of `behaviour`. */
export function minConfidenceProblem(behaviour: Behaviour): string | null {
  return TAKES_MIN_CONFIDENCE.has(behaviour)
    ? null
    : `applies only to detection rules: '${behaviour}' events carry no confidence to compare with`;
}

export type ParameterSpec =
  | {
      kind: 'number';
      min: number;
      max: number;
      default?: number;
      integer?: boolean;
      /** Omitted: no default and not required (a filter not applied). */
      optional?: boolean;
      description: string;
    }
  /** `followed` | `all` | a list of asset ids | `{group_id}`. */
  | { kind: 'assets'; description: string }
  /** Filters on what the asset is (rule-filters.ts); omitted: no filter. */
  | { kind: 'ship_types' | 'flags'; description: string }
  /** A list of detection types; omitted: every type. */
  | { kind: 'types'; description: string };

const HOUR_S = 3600;
const DAY_S = 24 * HOUR_S;

const assets: ParameterSpec = {
  kind: 'assets',
  description:
    '`followed` (default): the workspace’s followed assets (followed groups’ members included); `all`; a list of asset ids; or `{group_id}`: the members of one of the workspace’s groups, as they are when each position is judged.',
};

/**
 * Filters on what the asset is, narrowing `assets`. A filter never matches an asset whose value it
 * reads is unknown (no static data yet, ship type 0, a MID naming several countries).
 */
const size = (name: string): ParameterSpec => ({
  kind: 'number',
  min: 0,
  max: 1000,
  optional: true,
  description: `AIS static data's ${name} (dimensions A+B or C+D), metres; an asset whose ${name} is unknown does not match.`,
});
const filters: Record<string, ParameterSpec> = {
  ship_types: {
    kind: 'ship_types',
    description:
      'AIS ship and cargo types (ITU-R M.1371 Table 53): codes 1–99 or categories (`tanker` 80–89, `cargo` 70–79, `passenger` 60–69, `fishing` 30, …); an asset of unknown type does not match.',
  },
  flags: {
    kind: 'flags',
    description:
      'ISO 3166-1 alpha-2 codes of the flag the MMSI’s MID names (ITU’s table, as the identity history shows it); an asset without an MMSI, or whose MID names several countries (306), does not match.',
  },
  min_length_m: size('length'),
  max_length_m: size('length'),
  min_beam_m: size('beam'),
  max_beam_m: size('beam'),
};
const dwell: ParameterSpec = {
  kind: 'number',
  min: 0,
  max: DAY_S,
  default: 0,
  integer: true,
  description: 'Seconds an asset must stay on the new side before the crossing counts.',
};
/** AIS positions jitter by tens of metres at anchor; 50 m keeps a moored ship from flapping. */
export const DEFAULT_HYSTERESIS_M = 50;

const hysteresis: ParameterSpec = {
  kind: 'number',
  min: 0,
  max: 10_000,
  default: DEFAULT_HYSTERESIS_M,
  description: 'Metres past the edge a position must be before a crossing counts.',
};

/**
 * Two hours: satellite AIS revisits most waters within that, and the track detectors bridge no
 * longer a gap; a straight line between fixes further apart says too little of where a ship went.
 */
export const DEFAULT_MAX_GAP_S = 2 * HOUR_S;

const maxGap: ParameterSpec = {
  kind: 'number',
  min: 0,
  max: DAY_S,
  default: DEFAULT_MAX_GAP_S,
  integer: true,
  description:
    'The longest time between two fixes whose straight path between them is judged, seconds: a crossing between them is told with an interpolated `crossed_at`. Further apart (or 0), only the fixes are judged.',
};

/**
 * A roaming zone's radius (`where: {near_asset, radius_m}`), metres: AIS positions are good to about
 * 10 m and ships are up to 400 m long, so closer than 100 m says more of antennas than of ships; past
 * 20 km the zone is a region, better drawn as one.
 */
export const ROAMING_MIN_RADIUS_M = 100;
export const ROAMING_MAX_RADIUS_M = 20_000;
/** The behaviours a roaming zone takes: it is a zone, entered and left. */
export const ROAMING_BEHAVIOURS: ReadonlySet<Behaviour> = new Set<Behaviour>(['zone_entry', 'zone_exit']);

export const BEHAVIOUR_PARAMETERS: Record<Behaviour, Record<string, ParameterSpec>> = {
  zone_entry: { assets, ...filters, hysteresis_m: hysteresis, dwell_s: dwell, max_gap_s: maxGap },
  zone_exit: { assets, ...filters, hysteresis_m: hysteresis, dwell_s: dwell, max_gap_s: maxGap },
  dark: {
    assets,
    ...filters,
    quiet_s: {
      kind: 'number',
      min: 300,
      max: 30 * DAY_S,
      // Global Fishing Watch counts an AIS gap from 12 hours.
      default: 12 * HOUR_S,
      integer: true,
      description: 'Seconds without a position before a vessel inside the zone counts as dark.',
    },
  },
  detection: {
    types: {
      kind: 'types',
      description: 'Detection types that trigger the rule; omitted: every type.',
    },
  },
  loitering: {
    assets,
    ...filters,
    // Global Fishing Watch's loitering events: under 2 knots for at least an hour.
    max_speed_kn: {
      kind: 'number',
      min: 0,
      max: 20,
      default: 2,
      description: 'Slower than this counts as loitering.',
    },
    min_duration_s: {
      kind: 'number',
      min: 300,
      max: 7 * DAY_S,
      default: HOUR_S,
      integer: true,
      description: 'How long the asset must loiter.',
    },
  },
  encounter: {
    assets,
    ...filters,
    // Global Fishing Watch's encounters: two vessels within 500 m, under 2 knots, for 2 hours.
    max_distance_m: {
      kind: 'number',
      min: 10,
      max: 10_000,
      default: 500,
      description: 'How close the two assets are.',
    },
    max_speed_kn: { kind: 'number', min: 0, max: 20, default: 2, description: 'Both slower than this.' },
    min_duration_s: {
      kind: 'number',
      min: 300,
      max: 7 * DAY_S,
      default: 2 * HOUR_S,
      integer: true,
      description: 'How long they stay together.',
    },
  },
  speed_above: {
    assets,
    ...filters,
    speed_kn: { kind: 'number', min: 0.1, max: 2000, description: 'The speed to exceed, knots (required).' },
    min_duration_s: {
      kind: 'number',
      min: 0,
      max: DAY_S,
      default: 0,
      integer: true,
      description: 'How long the speed must be exceeded.',
    },
  },
};
