/**
 * Dark watch (API.md §3 `asset.dark`, §4 `dark` rules): notices when a watched vessel stops
 * reporting for longer than it should. Each watch key (a rule id, or one key for "followed") gets
 * its own threshold: the rule's explicit `quiet_s`, or one adapted to the vessel (see
 * `reporting-interval.ts`). A silence fires once per key while this memory lasts; the next fix
 * closes it. Pure and in memory: the caller feeds fixes, calls `check` on a timer and records what
 * comes back (the tracking ledger keeps a silence from being told twice across restarts).
 */

import { type DarkWatchSettings, DEFAULT_DARK_WATCH } from './dark-watch-config.ts';
import { adaptiveThresholdS, expectedIntervalS } from './reporting-interval.ts';
import type { TrackFix } from './tracking-types.ts';

export interface DarkWatchOptions {
  /** What the silence is reported against, e.g. a rule id; one asset may have several. */
  key: string;
  /** A rule's explicit `quiet_s`: used as the threshold instead of the adaptive one. */
  quietS?: number;
}

export interface DarkEvent {
  key: string;
  assetId: string;
  lastFix: TrackFix;
  /** Whole seconds from the last fix to `now`. */
  silentForS: number;
  thresholdS: number;
  /** When the silence began: the last fix's time. */
  startedAt: number;
}

export interface SilenceEnded {
  assetId: string;
  key: string;
  startedAt: number;
  /** The time of the first fix after the silence. */
  endedAt: number;
  silentForS: number;
}

export interface DarkWatch {
  /** Starts watching, or changes the `quietS` of an existing key (keeping whether it fired). */
  watch(assetId: string, options: DarkWatchOptions): void;
  /** Stops one key, or every key of the asset when `key` is omitted, dropping its state. */
  unwatch(assetId: string, key?: string): void;
  /**
   * Takes a fix of a watched asset (others are ignored). A fix no newer than the asset's newest
   * changes nothing. Returns the silences this fix ends, one per key that had fired.
   */
  observe(fix: TrackFix): SilenceEnded[];
  /** Forgets the fixes of the assets `which` picks (still watched, as if never seen). */
  forget(which: (assetId: string) => boolean): void;
  /**
   * Silences that passed their threshold by `now` (ms), each key once per silence. `countsFrom`
   * says from when an asset's silence counts (its last fix, or later: when the source it was heard
   * through came back after a silence of its own), or null while it is not judged at all (every
   * such source is silent): the feed's silence is not the vessel's.
   */
  check(now: number, countsFrom?: (assetId: string, lastAt: number) => number | null): DarkEvent[];
  /**
   * Rebuilds a watched asset after a restart from its stored recent fixes (any order), firing
   * nothing. A silence under way is found again by `check`: whether it was told already is the
   * caller's to know (the tracking ledger), not this memory's.
   */
  restore(assetId: string, fixes: readonly TrackFix[]): void;
  /** The threshold in force for a key, seconds; undefined before the asset's first fix. */
  thresholdS(assetId: string, key: string): number | undefined;
  /**
   * The threshold a key with this `quietS` (undefined: adaptive) has for the asset, seconds, whether
   * or not it is watched under it now; undefined when its cadence is not known.
   */
  thresholdWith(assetId: string, quietS: number | undefined): number | undefined;
  /** The asset's expected reporting interval, seconds; undefined before its first fix. */
  expectedIntervalS(assetId: string): number | undefined;
  watchedCount(): number;
}

interface KeyState {
  quietS: number | undefined;
  /** `at` of the last fix before the silence this key fired for; it is open while that is `last.at`. */
  firedAfter: number | undefined;
}

interface AssetState {
  keys: Map<string, KeyState>;
  last: TrackFix | undefined;
  /** The newest gaps between fixes, seconds, oldest first. */
  gapsS: number[];
  expectedS: number | undefined;
}

export function createDarkWatch(overrides: Partial<DarkWatchSettings> = {}): DarkWatch {
  const settings: DarkWatchSettings = { ...DEFAULT_DARK_WATCH, ...overrides };
  const assets = new Map<string, AssetState>();

  function thresholdFor(state: AssetState, key: KeyState): number | undefined {
    if (key.quietS !== undefined) return key.quietS;
    return state.expectedS === undefined ? undefined : adaptiveThresholdS(state.expectedS, settings);
  }

  /** Moves the asset on to `fix` and returns the fired keys whose silence it ends. */
  function advance(assetId: string, state: AssetState, fix: TrackFix): SilenceEnded[] {
    const previous = state.last;
    if (previous !== undefined && fix.at <= previous.at) return [];
    const ended: SilenceEnded[] = [];
    if (previous !== undefined) {
      for (const [key, keyState] of state.keys) {
        if (keyState.firedAfter !== previous.at) continue;
        ended.push({
          assetId,
          key,
          startedAt: previous.at,
          endedAt: fix.at,
          silentForS: Math.floor((fix.at - previous.at) / 1000),
        });
        keyState.firedAfter = undefined;
      }
      // Every gap counts, long ones too: a vessel that moved out of terrestrial range into
      // satellite-only coverage must raise its own cadence, not fire on every pass.
      state.gapsS.push((fix.at - previous.at) / 1000);
      if (state.gapsS.length > settings.cadenceWindow) state.gapsS.shift();
    }
    state.last = fix;
    state.expectedS = expectedIntervalS(fix, state.gapsS, settings);
    return ended;
  }

  return {
    watch(assetId, options) {
      let state = assets.get(assetId);
      if (state === undefined) {
        state = { keys: new Map(), last: undefined, gapsS: [], expectedS: undefined };
        assets.set(assetId, state);
      }
      const existing = state.keys.get(options.key);
      if (existing !== undefined) existing.quietS = options.quietS;
      else state.keys.set(options.key, { quietS: options.quietS, firedAfter: undefined });
    },

    unwatch(assetId, key) {
      const state = assets.get(assetId);
      if (state === undefined) return;
      if (key !== undefined) state.keys.delete(key);
      if (key === undefined || state.keys.size === 0) assets.delete(assetId);
    },

    forget(which) {
      for (const [assetId, state] of assets) {
        if (!which(assetId)) continue;
        state.last = undefined;
        state.gapsS = [];
        state.expectedS = undefined;
        for (const key of state.keys.values()) key.firedAfter = undefined;
      }
    },

    observe(fix) {
      const state = assets.get(fix.assetId);
      return state === undefined ? [] : advance(fix.assetId, state, fix);
    },

    check(now, countsFrom) {
      const events: DarkEvent[] = [];
      for (const [assetId, state] of assets) {
        const last = state.last;
        if (last === undefined) continue;
        const from = countsFrom === undefined ? last.at : countsFrom(assetId, last.at);
        if (from === null) continue;
        const silentMs = now - from;
        for (const [key, keyState] of state.keys) {
          if (keyState.firedAfter === last.at) continue;
          const thresholdS = thresholdFor(state, keyState);
          if (thresholdS === undefined || silentMs <= thresholdS * 1000) continue;
          keyState.firedAfter = last.at;
          events.push({
            key,
            assetId,
            lastFix: last,
            silentForS: Math.floor((now - last.at) / 1000),
            thresholdS: Math.ceil(thresholdS),
            startedAt: last.at,
          });
        }
      }
      return events;
    },

    restore(assetId, fixes) {
      const state = assets.get(assetId);
      if (state === undefined) return;
      for (const fix of [...fixes].sort((a, b) => a.at - b.at)) advance(assetId, state, fix);
    },

    thresholdS(assetId, key) {
      const state = assets.get(assetId);
      const keyState = state?.keys.get(key);
      if (state === undefined || keyState === undefined) return undefined;
      if (state.last === undefined) return undefined;
      return thresholdFor(state, keyState);
    },

    thresholdWith(assetId, quietS) {
      if (quietS !== undefined) return quietS;
      const expectedS = assets.get(assetId)?.expectedS;
      return expectedS === undefined ? undefined : adaptiveThresholdS(expectedS, settings);
    },

    expectedIntervalS(assetId) {
      return assets.get(assetId)?.expectedS;
    },

    watchedCount() {
      return assets.size;
    },
  };
}
