/**
 * The track detectors behind `loitering`, `encounter` and `speed_above` rules and sites'
 * built-in detections (API.md §4): one object the caller feeds every vessel fix to, holding any
 * number of parameter sets by key (a rule id, `site:<id>`…). It drops late fixes, works out a
 * speed for fixes without one, and hands each fix to the episode and encounter detectors.
 */
import { createEncounterDetector, type EncounterRule } from './encounter-detector.ts';
import { createEpisodeDetectors } from './episode-detectors.ts';
import { effectiveSpeedKn } from './track-kinematics.ts';
import { GRID_CELL_M, MAX_BRIDGED_GAP_S } from './tracking-defaults.ts';
import type { DetectorKind, DetectorSpec, ObserveOptions, TrackEvent, TrackFix } from './tracking-types.ts';

export interface TrackDetectors {
  /** Adds a parameter set, or replaces the one with this key (running episodes of the same kind carry on). */
  setDetector(key: string, spec: DetectorSpec): void;
  /** Removes a parameter set and its running episodes, reporting nothing. */
  removeDetector(key: string): void;
  /**
   * Judges one fix. A fix no newer than the asset's newest changes nothing and returns []: late
   * or duplicate data must not split or restart an episode. Episodes that end come before those
   * that start.
   */
  observe(fix: TrackFix, options?: ObserveOptions): TrackEvent[];
  /**
   * Ends episodes with no fix for MAX_BRIDGED_GAP_S before `now` and forgets quiet vessels, so
   * memory follows the active fleet; call it on a timer. A vessel forgotten this way has its
   * next fix judged afresh, however old.
   */
  expire(now: number, options?: ObserveOptions): TrackEvent[];
  /**
   * Drops the loitering and speed state of the assets `which` picks (another engine process owns
   * them now), reporting nothing. Encounters pair any two vessels, so a detector set that runs
   * them is never split this way (see geo/engine).
   */
  forget(which: (assetId: string) => boolean): void;
  /**
   * Judges one asset's loitering and speed again over `fixes` (oldest first, its stored track up to
   * the newest judged), as if they came in order: the state from the first fix, the events of the
   * fixes from `from` on. Encounters are judged again by `rejudgeEncounters`.
   */
  rejudge(assetId: string, fixes: readonly TrackFix[], from: number): TrackEvent[];
  /**
   * Judges one vessel's encounters again, as the live path would have: its stored track and the
   * stored tracks of the vessels near it then (`tracks`, every one oldest first, its own among them)
   * go in time order through encounter detectors of their own with the rules in force; the events of
   * its pairs from the fixes from `from` on are returned. The live pairs are left as they are.
   */
  rejudgeEncounters(
    assetId: string,
    tracks: ReadonlyMap<string, readonly TrackFix[]>,
    from: number,
  ): TrackEvent[];
  /** The widest `max_distance_m` of the encounter rules in force; 0 with none. */
  encounterReachM(): number;
  detectorCount(): number;
}

export interface TrackDetectorsOptions {
  /** Spatial hash cell side for encounters, metres (default GRID_CELL_M). */
  cellM?: number;
}

const BRIDGED_GAP_MS = MAX_BRIDGED_GAP_S * 1000;

function endsFirst(events: TrackEvent[]): TrackEvent[] {
  return events.length < 2
    ? events
    : [...events].sort((a, b) => (a.phase === b.phase ? 0 : a.phase === 'ended' ? -1 : 1));
}

export function createTrackDetectors(
  detectors: Readonly<Record<string, DetectorSpec>> = {},
  options: TrackDetectorsOptions = {},
): TrackDetectors {
  const episodes = createEpisodeDetectors();
  const encounters = createEncounterDetector(options.cellM ?? GRID_CELL_M);
  const kinds = new Map<string, DetectorKind>();
  /** The encounter rules in force, for judging a vessel's encounters again from stored tracks. */
  const encounterRules = new Map<string, EncounterRule>();
  /** Each asset's newest fix: for lateness and for speeds derived from positions. */
  const newest = new Map<string, TrackFix>();

  function removeDetector(key: string): void {
    const kind = kinds.get(key);
    if (kind === undefined) return;
    kinds.delete(key);
    if (kind === 'encounter') {
      encounters.remove(key);
      encounterRules.delete(key);
    } else episodes.remove(key);
  }

  function setDetector(key: string, spec: DetectorSpec): void {
    if (kinds.get(key) !== spec.kind) removeDetector(key);
    kinds.set(key, spec.kind);
    const assets = spec.assets ?? 'all';
    const within = spec.within;
    const test = spec.test;
    if (spec.kind === 'encounter') {
      const rule: EncounterRule = { key, params: spec.params, assets, test, ...(within ? { within } : {}) };
      encounters.set(rule);
      encounterRules.set(key, rule);
    } else if (spec.kind === 'loitering')
      episodes.set({ kind: 'loitering', key, params: spec.params, assets, test, within });
    else episodes.set({ kind: 'speed_above', key, params: spec.params, assets, test, within });
  }

  for (const [key, spec] of Object.entries(detectors)) setDetector(key, spec);

  return {
    setDetector,
    removeDetector,

    observe(fix, observeOptions = {}) {
      const previous = newest.get(fix.assetId);
      if (previous !== undefined && fix.at <= previous.at) return [];
      newest.set(fix.assetId, fix);
      // No rule, nothing to find (both detectors return at once): no speed to work out, which for
      // a fix without one is a geodesic from the previous fix.
      if (kinds.size === 0) return [];
      const speedKn = effectiveSpeedKn(previous, fix);
      const events = [...episodes.observe(fix, speedKn), ...encounters.observe(fix, previous, speedKn)];
      return observeOptions.silent === true ? [] : endsFirst(events);
    },

    expire(now, observeOptions = {}) {
      const events = [...episodes.expire(now), ...encounters.expire(now)];
      for (const [assetId, fix] of newest) if (now - fix.at > BRIDGED_GAP_MS) newest.delete(assetId);
      return observeOptions.silent === true ? [] : events;
    },

    forget(which) {
      episodes.forget(which);
      for (const assetId of newest.keys()) if (which(assetId)) newest.delete(assetId);
    },

    rejudge(assetId, fixes, from) {
      const live = newest.get(assetId);
      episodes.forgetAsset(assetId);
      const out: TrackEvent[] = [];
      let previous: TrackFix | undefined;
      for (const fix of fixes) {
        if (previous !== undefined && fix.at <= previous.at) continue;
        const events = episodes.observe(fix, effectiveSpeedKn(previous, fix));
        if (fix.at >= from) out.push(...endsFirst(events));
        previous = fix;
      }
      const last = previous !== undefined && (live === undefined || previous.at >= live.at) ? previous : live;
      if (last !== undefined) newest.set(assetId, last);
      return out;
    },

    rejudgeEncounters(assetId, tracks, from) {
      if (encounterRules.size === 0) return [];
      const replay = createEncounterDetector(options.cellM ?? GRID_CELL_M);
      for (const rule of encounterRules.values()) replay.set(rule);
      const fixes = [...tracks.values()].flat().sort((a, b) => a.at - b.at);
      const previous = new Map<string, TrackFix>();
      const out: TrackEvent[] = [];
      for (const fix of fixes) {
        const before = previous.get(fix.assetId);
        if (before !== undefined && fix.at <= before.at) continue;
        previous.set(fix.assetId, fix);
        const events = replay.observe(fix, before, effectiveSpeedKn(before, fix));
        if (fix.at < from) continue;
        for (const event of endsFirst(events))
          if (event.kind === 'encounter' && event.assetIds.includes(assetId)) out.push(event);
      }
      return out;
    },

    encounterReachM() {
      let reach = 0;
      for (const rule of encounterRules.values()) reach = Math.max(reach, rule.params.maxDistanceM);
      return reach;
    },

    detectorCount() {
      return kinds.size;
    },
  };
}
