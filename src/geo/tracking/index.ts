/**
 * Tracking detectors (API.md §3 `asset.dark`; §4 `dark`, `loitering`, `encounter` and
 * `speed_above` rules; sites' built-in track detections): pure and in memory, fed vessel fixes
 * in each asset's time order. No HTTP, no database: callers record what they return.
 */
export {
  createDarkWatch,
  type DarkEvent,
  type DarkWatch,
  type DarkWatchOptions,
  type SilenceEnded,
} from './dark-watch.ts';
export { type DarkWatchSettings, DEFAULT_DARK_WATCH } from './dark-watch-config.ts';
export { createLateJudging, type Judging, type LateCounts } from './late-judging.ts';
export { adaptiveThresholdS, expectedIntervalS, median, nominalIntervalS } from './reporting-interval.ts';
export { createSilenceLookup } from './silence-lookup.ts';
export type { SilenceRow } from './silences-repo.ts';
export { createTrackDetectors, type TrackDetectors, type TrackDetectorsOptions } from './track-detectors.ts';
export { presenceConfidence } from './track-evidence.ts';
export {
  DEFAULT_ENCOUNTER,
  DEFAULT_LOITERING,
  DEFAULT_SPEED_ABOVE_MIN_DURATION_S,
} from './tracking-defaults.ts';
export type {
  AisClass,
  AssetFilter,
  DetectorKind,
  DetectorSpec,
  EncounterParams,
  EpisodePhase,
  LoiteringParams,
  ObserveOptions,
  SpeedAboveParams,
  TrackEvent,
  TrackFix,
  WithinArea,
} from './tracking-types.ts';
export { type PrimeScope, type WatcherShare, WHOLE_STORE } from './tracking-types.ts';
export {
  createTrackingWatcher,
  TRACKING_CHECK_INTERVAL_MS,
  type TrackingWatcher,
} from './tracking-watcher.ts';
export {
  type Affected,
  createWatchInputs,
  WATCHED_BEHAVIOURS,
  type WatchChange,
  type WatchInputs,
} from './watch-inputs.ts';
export { createZoneWatcher, SYNC_INTERVAL_MS, type ZoneWatcher } from './zone-watcher.ts';
