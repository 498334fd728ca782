/**
 * Tracking (API.md §3 `asset.dark`; §4 `dark`, `loitering`, `encounter` and `speed_above` rules;
 * sites' built-in track detections): the detectors, pure and in memory, fed vessel fixes in each
 * asset's time order, and the watcher that runs them on stored positions and tells what they find.
 * Also what it shares with geofencing (`geo/geofencing`): the ledger of what was told
 * (`tracking_ledger`, so that a restart or a second process tells nothing twice) and the watch
 * inputs (the rules, sites and follows both engines watch).
 */
export {
  createDarkWatch,
  type DarkEvent,
  type DarkWatch,
  type DarkWatchOptions,
  type SilenceEnded,
} from './dark-watch.ts';
export { type DarkWatchSettings, DEFAULT_DARK_WATCH } from './dark-watch-config.ts';
export {
  createLateJudging,
  type Decided,
  type Judging,
  type LateCounts,
  type ZoneJudge,
} from './late-judging.ts';
export { createLateReplay, type LateFinding, type LateReplay, type LeftOutKind } from './late-news.ts';
export { type LedgerRow, listLedger, listLedgerOf, noteMany, peekMany, spansOfRow } from './ledger-repo.ts';
export { adaptiveThresholdS, expectedIntervalS, median, nominalIntervalS } from './reporting-interval.ts';
export { createSilenceLookup } from './silence-lookup.ts';
export type { SilenceRow } from './silences-repo.ts';
export { createSlowVesselGrid, type GridEntry, type SlowVesselGrid } from './slow-vessel-grid.ts';
export { createTellOrder, type Telling, type TellOrder, type Turn } from './tell-order.ts';
export { createTrackDetectors, type TrackDetectors, type TrackDetectorsOptions } from './track-detectors.ts';
export { presenceConfidence } from './track-evidence.ts';
export { effectiveSpeedKn, interpolatePosition, localDistanceM } from './track-kinematics.ts';
export {
  DEFAULT_ENCOUNTER,
  DEFAULT_LOITERING,
  DEFAULT_SPEED_ABOVE_MIN_DURATION_S,
  PAIR_MIN_SPEED_KN,
} from './tracking-defaults.ts';
export { TRACKING_EVENTS } from './tracking-events.ts';
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
export { createTrackingWatcher, type TrackingWatcher } from './tracking-watcher.ts';
export {
  type Affected,
  createWatchInputs,
  type OperatorPorts,
  onFollowedAssets,
  WATCHED_BEHAVIOURS,
  type WatchChange,
  type WatchInputs,
} from './watch-inputs.ts';
export { backfillZoneLedger } from './zone-backfill.ts';
