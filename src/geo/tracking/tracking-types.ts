/**
 * The vocabulary of the tracking detectors (API.md §3 `asset.dark`, §4 alert rules `dark`,
 * `loitering`, `encounter`, `speed_above`; sites' built-in `loitering` / `encounter` /
 * `dark_activity` detections). The detectors are pure and in memory: callers feed them fixes in
 * each asset's time order and turn what they return into events and detections.
 */

export type AisClass = 'A' | 'B';

/** One position report of a vessel. */
export interface TrackFix {
  assetId: string;
  /** Observation time, ms since the epoch. */
  at: number;
  lon: number;
  lat: number;
  /** Speed over ground, knots; null when not reported (AIS 102.3, or a feed without it). */
  speedKn: number | null;
  /** Course over ground, degrees clockwise from north; null when not reported. */
  courseDeg: number | null;
  /** The transponder class when known; it sets the nominal reporting interval (ITU-R M.1371). */
  aisClass: AisClass | null;
}

/** Which assets a detector watches: the caller resolves `followed` and groups to a set. */
export type AssetFilter = 'all' | ReadonlySet<string>;

/** A rule's filters on what an asset is (ship type, flag, size), answered from memory. */
export type AssetTest = (assetId: string) => boolean;

/** Whether a detector watches the asset: in its set, and passing its filters if it has any. */
export function watchesAsset(assets: AssetFilter, test: AssetTest | undefined, assetId: string): boolean {
  return (assets === 'all' || assets.has(assetId)) && (test?.(assetId) ?? true);
}

/** Is `[lon, lat]` inside the rule's `where`? Omitted: everywhere counts. */
export type WithinArea = (lon: number, lat: number) => boolean;

export interface LoiteringParams {
  /** Slower than this counts as loitering (rule `max_speed_kn`). */
  maxSpeedKn: number;
  /** How long it must last before the event (rule `min_duration_s`). */
  minDurationS: number;
}

export interface EncounterParams {
  /** Both within this distance, metres (rule `max_distance_m`). */
  maxDistanceM: number;
  /** Both slower than this (rule `max_speed_kn`). */
  maxSpeedKn: number;
  /** How long they stay together (rule `min_duration_s`). */
  minDurationS: number;
}

export interface SpeedAboveParams {
  /** Faster than this (rule `speed_kn`). */
  speedKn: number;
  /** How long it must last before the event (rule `min_duration_s`; 0: the first fast fix). */
  minDurationS: number;
}

interface DetectorScope {
  /** Omitted: every asset. For an encounter, one of the two being watched is enough. */
  assets?: AssetFilter;
  /** A rule's filters on what the asset is; omitted: none. */
  test?: AssetTest;
  /** Fixes outside do not count (they end an episode); for an encounter, both must be inside. */
  within?: WithinArea;
}

export type DetectorSpec =
  | ({ kind: 'loitering'; params: LoiteringParams } & DetectorScope)
  | ({ kind: 'encounter'; params: EncounterParams } & DetectorScope)
  | ({ kind: 'speed_above'; params: SpeedAboveParams } & DetectorScope);

export type DetectorKind = DetectorSpec['kind'];

/**
 * `started` once an episode has lasted the minimum duration, `ended` when an episode that had
 * started stops. `at` is the newest instant the behaviour was seen (the end so far, or the end).
 */
export type EpisodePhase = 'started' | 'ended';

export type TrackEvent =
  | {
      kind: 'loitering';
      phase: EpisodePhase;
      key: string;
      assetId: string;
      startedAt: number;
      at: number;
      /** Mean position of the episode's fixes, `[lon, lat]`. */
      center: [number, number];
      /** Mean of the episode's fix speeds, knots. */
      meanSpeedKn: number;
    }
  | {
      kind: 'encounter';
      phase: EpisodePhase;
      key: string;
      /** Sorted, so the same pair always reads the same. */
      assetIds: [string, string];
      startedAt: number;
      at: number;
      /** Mean of the pair's midpoints, `[lon, lat]`. */
      center: [number, number];
      minDistanceM: number;
    }
  | {
      kind: 'speed_above';
      phase: EpisodePhase;
      key: string;
      assetId: string;
      startedAt: number;
      at: number;
      maxSpeedKn: number;
    };

export interface ObserveOptions {
  /** Change state exactly as usual but return no events (replaying stored fixes after a restart). */
  silent?: boolean;
}

/**
 * What a watcher rebuilds its state for (at start, or when its engine takes partitions over): the
 * assets it owns, from the positions the engine has judged. A position stored but not judged yet
 * (still on its way through the engine's feed) is left out of the replay, so it is judged, and told
 * if it is news, when it arrives, instead of being absorbed silently.
 */
export interface PrimeScope {
  owns(assetId: string): boolean;
  /** Per asset, the time of its oldest position not judged yet: the replay stops before it. */
  unjudgedFrom: ReadonlyMap<string, number>;
}

/** Every asset, every position judged: one engine starting after a clean stop. */
export const WHOLE_STORE: PrimeScope = { owns: () => true, unjudgedFrom: new Map() };

/**
 * What a tracking watcher runs: `whole`, everything; `partition`, all but encounters, for the assets
 * of the partitions its engine holds; `encounters`, encounters only, for every vessel.
 */
export type WatcherShare = 'whole' | 'partition' | 'encounters';
