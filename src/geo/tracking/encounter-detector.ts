/**
 * Encounters (Global Fishing Watch's definition): two vessels within `max_distance_m`, both
 * slower than `max_speed_kn`, for at least `min_duration_s`. Each slow fix looks up its
 * neighbours in a spatial hash and compares positions at the fix's instant: the neighbour's
 * position is interpolated between its fixes on either side, or else its nearest fix is used, as
 * far in time as its speed lets it say where it is (pair-alignment.ts). A pair is judged again on every fix of either
 * vessel; it ends when one of them is seen too fast, too far or outside the area, or when neither
 * has kept it alive for MAX_BRIDGED_GAP_S.
 */
import { alignedAt } from './pair-alignment.ts';
import { createSlowVesselGrid } from './slow-vessel-grid.ts';
import {
  addToMean,
  localDistanceM,
  lonDelta,
  meanPosition,
  type PositionMean,
  startMean,
  wrapLon,
} from './track-kinematics.ts';
import { GRID_CELL_M, MAX_BRIDGED_GAP_S } from './tracking-defaults.ts';
import {
  type AssetFilter,
  type AssetTest,
  type EncounterParams,
  type TrackEvent,
  type TrackFix,
  type WithinArea,
  watchesAsset,
} from './tracking-types.ts';

export interface EncounterRule {
  key: string;
  params: EncounterParams;
  assets: AssetFilter;
  /** A rule's filters: one of the two passing them (and in `assets`) is enough. */
  test?: AssetTest | undefined;
  within?: WithinArea;
}

export interface EncounterDetector {
  /** Adds or replaces a rule; a replacement keeps running pairs (judged by the new params). */
  set(rule: EncounterRule): void;
  /** Removes a rule and its pairs, reporting nothing. */
  remove(key: string): void;
  /** Judges one fix (already known to be the asset's newest) with its effective speed. */
  observe(fix: TrackFix, previous: TrackFix | undefined, speedKn: number | null): TrackEvent[];
  /** Ends pairs and forgets vessels not seen for MAX_BRIDGED_GAP_S before `now`. */
  expire(now: number): TrackEvent[];
  pairCount(): number;
}

interface Pair {
  key: string;
  /** The two asset ids, a < b. */
  a: string;
  b: string;
  startedAt: number;
  lastAt: number;
  mean: PositionMean;
  minDistanceM: number;
  fired: boolean;
  /** The `observe` call that last kept it alive. */
  stamp: number;
}

/** The pairs of two vessels, one per rule key; held under both vessels' ids. */
type Link = Map<string, Pair>;

const BRIDGED_GAP_MS = MAX_BRIDGED_GAP_S * 1000;

function watches(rule: EncounterRule, a: string, b: string): boolean {
  return watchesAsset(rule.assets, rule.test, a) || watchesAsset(rule.assets, rule.test, b);
}

function toEvent(pair: Pair, phase: 'started' | 'ended'): TrackEvent {
  return {
    kind: 'encounter',
    phase,
    key: pair.key,
    assetIds: [pair.a, pair.b],
    startedAt: pair.startedAt,
    at: pair.lastAt,
    center: meanPosition(pair.mean),
    minDistanceM: pair.minDistanceM,
  };
}

export function createEncounterDetector(cellM = GRID_CELL_M): EncounterDetector {
  const rules = new Map<string, EncounterRule>();
  const grid = createSlowVesselGrid(cellM);
  /** asset id → other asset id → their pairs. */
  const links = new Map<string, Map<string, Link>>();
  let pairTotal = 0;
  let stamp = 0;
  /** The loosest speed and distance over all rules: what the grid holds and searches. */
  let maxSpeedKn = 0;
  let maxDistanceM = 0;

  function recomputeLimits(): void {
    maxSpeedKn = 0;
    maxDistanceM = 0;
    for (const rule of rules.values()) {
      maxSpeedKn = Math.max(maxSpeedKn, rule.params.maxSpeedKn);
      maxDistanceM = Math.max(maxDistanceM, rule.params.maxDistanceM);
    }
  }

  function linkOf(one: string, other: string, create: boolean): Link | undefined {
    let others = links.get(one);
    if (others === undefined) {
      if (!create) return undefined;
      others = new Map();
      links.set(one, others);
    }
    let link = others.get(other);
    if (link === undefined && create) {
      link = new Map();
      others.set(other, link);
      // The same Link object under the other vessel, so either side sees every change.
      let back = links.get(other);
      if (back === undefined) {
        back = new Map();
        links.set(other, back);
      }
      back.set(one, link);
    }
    return link;
  }

  function endPair(pair: Pair, out: TrackEvent[] | undefined): void {
    const link = links.get(pair.a)?.get(pair.b);
    if (link?.get(pair.key) !== pair) return;
    link.delete(pair.key);
    pairTotal -= 1;
    if (link.size === 0) {
      for (const [one, other] of [
        [pair.a, pair.b],
        [pair.b, pair.a],
      ] as const) {
        const others = links.get(one);
        others?.delete(other);
        if (others?.size === 0) links.delete(one);
      }
    }
    if (pair.fired && out !== undefined) out.push(toEvent(pair, 'ended'));
  }

  function touch(
    rule: EncounterRule,
    link: Link,
    one: string,
    other: string,
    at: number,
    mid: [number, number],
    distanceM: number,
    out: TrackEvent[],
  ): void {
    let pair = link.get(rule.key);
    if (pair !== undefined && at - pair.lastAt > BRIDGED_GAP_MS) {
      endPair(pair, out);
      pair = undefined;
    }
    if (pair === undefined) {
      const [a, b] = one < other ? [one, other] : [other, one];
      pair = {
        key: rule.key,
        a,
        b,
        startedAt: at,
        lastAt: at,
        mean: startMean(mid[0], mid[1]),
        minDistanceM: distanceM,
        fired: false,
        stamp,
      };
      // endPair may have dropped the link when it emptied: fetch it afresh.
      linkOf(one, other, true)?.set(rule.key, pair);
      pairTotal += 1;
    } else {
      pair.startedAt = Math.min(pair.startedAt, at);
      pair.lastAt = Math.max(pair.lastAt, at);
      addToMean(pair.mean, mid[0], mid[1]);
      pair.minDistanceM = Math.min(pair.minDistanceM, distanceM);
      pair.stamp = stamp;
    }
    if (!pair.fired && pair.lastAt - pair.startedAt >= rule.params.minDurationS * 1000) {
      pair.fired = true;
      out.push(toEvent(pair, 'started'));
    }
  }

  /** Whether the pair must end now that `fix` did not keep it alive. */
  function failed(pair: Pair, fix: TrackFix, speedKn: number): boolean {
    // If the other vessel was seen at about this time, the pair failed the test; if not, wait for
    // its next fix (or the gap limit) before deciding.
    const entry = grid.get(pair.a === fix.assetId ? pair.b : pair.a);
    if (entry === undefined || alignedAt(entry, fix.at) !== undefined) return true;
    const rule = rules.get(pair.key);
    if (rule === undefined || speedKn >= rule.params.maxSpeedKn) return true;
    if (rule.within !== undefined && !rule.within(fix.lon, fix.lat)) return true;
    return fix.at - pair.lastAt > BRIDGED_GAP_MS;
  }

  return {
    set(rule) {
      rules.set(rule.key, rule);
      recomputeLimits();
    },

    remove(key) {
      rules.delete(key);
      for (const others of [...links.values()]) {
        for (const link of [...others.values()]) {
          const pair = link.get(key);
          if (pair !== undefined) endPair(pair, undefined);
        }
      }
      recomputeLimits();
    },

    observe(fix, previous, speedKn) {
      const out: TrackEvent[] = [];
      if (rules.size === 0 || speedKn === null) return out;
      stamp += 1;
      const self = fix.assetId;
      if (speedKn < maxSpeedKn) {
        grid.put(fix, previous, speedKn);
        grid.near(fix.lon, fix.lat, maxDistanceM, (entry) => {
          if (entry.assetId === self) return;
          const other = alignedAt(entry, fix.at);
          if (other === undefined) return;
          const distanceM = localDistanceM(fix.lon, fix.lat, other.lon, other.lat);
          if (distanceM > maxDistanceM) return;
          const mid: [number, number] = [
            wrapLon(fix.lon + lonDelta(fix.lon, other.lon) / 2),
            (fix.lat + other.lat) / 2,
          ];
          let link: Link | undefined;
          for (const rule of rules.values()) {
            const { params } = rule;
            if (distanceM > params.maxDistanceM) continue;
            if (speedKn >= params.maxSpeedKn || other.speedKn >= params.maxSpeedKn) continue;
            if (!watches(rule, self, entry.assetId)) continue;
            if (
              rule.within !== undefined &&
              !(rule.within(fix.lon, fix.lat) && rule.within(other.lon, other.lat))
            ) {
              continue;
            }
            link ??= linkOf(self, entry.assetId, true);
            if (link !== undefined) touch(rule, link, self, entry.assetId, fix.at, mid, distanceM, out);
          }
        });
      } else {
        grid.remove(self);
      }
      const mine = links.get(self);
      if (mine === undefined) return out;
      // Deleting the entry being visited is safe while iterating a Map.
      for (const link of mine.values()) {
        for (const pair of link.values()) {
          if (pair.stamp !== stamp && failed(pair, fix, speedKn)) endPair(pair, out);
        }
      }
      return out;
    },

    expire(now) {
      const out: TrackEvent[] = [];
      for (const [one, others] of [...links]) {
        for (const [other, link] of [...others]) {
          if (one > other) continue;
          for (const pair of [...link.values()]) if (now - pair.lastAt > BRIDGED_GAP_MS) endPair(pair, out);
        }
      }
      for (const entry of [...grid.entries()])
        if (now - entry.last.at > BRIDGED_GAP_MS) grid.remove(entry.assetId);
      return out;
    },

    pairCount() {
      return pairTotal;
    },
  };
}
