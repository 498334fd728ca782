/**
 * One-vessel episodes: `loitering` (slower than `max_speed_kn`, Global Fishing Watch's loitering
 * event) and `speed_above` (faster than `speed_kn`). An episode runs while every fix meets the
 * condition, without a gap longer than MAX_BRIDGED_GAP_S; it is reported once when it has lasted
 * `min_duration_s`, and again when it ends. A fix without a known speed neither extends nor
 * breaks an episode; a fix outside the rule's area breaks it.
 */
import { addToMean, meanPosition, type PositionMean, startMean } from './track-kinematics.ts';
import { MAX_BRIDGED_GAP_S } from './tracking-defaults.ts';
import type {
  AssetFilter,
  AssetTest,
  LoiteringParams,
  SpeedAboveParams,
  TrackEvent,
  TrackFix,
  WithinArea,
} from './tracking-types.ts';
import { watchesAsset } from './tracking-types.ts';

export type EpisodeRule =
  | {
      kind: 'loitering';
      key: string;
      params: LoiteringParams;
      assets: AssetFilter;
      test?: AssetTest | undefined;
      within?: WithinArea;
    }
  | {
      kind: 'speed_above';
      key: string;
      params: SpeedAboveParams;
      assets: AssetFilter;
      test?: AssetTest | undefined;
      within?: WithinArea;
    };

interface Episode {
  startedAt: number;
  lastAt: number;
  mean: PositionMean;
  speedSumKn: number;
  maxSpeedKn: number;
  fired: boolean;
}

export interface EpisodeDetectors {
  /** Adds or replaces a rule; a replacement keeps running episodes (judged by the new params). */
  set(rule: EpisodeRule): void;
  /** Removes a rule and its episodes, reporting nothing. */
  remove(key: string): void;
  /** Judges one fix (already known to be the asset's newest) with its effective speed. */
  observe(fix: TrackFix, speedKn: number | null): TrackEvent[];
  /** Ends episodes whose newest fix is more than MAX_BRIDGED_GAP_S before `now`. */
  expire(now: number): TrackEvent[];
  /** Drops the running episodes of the assets `which` picks, reporting nothing. */
  forget(which: (assetId: string) => boolean): void;
  /** Drops one asset's running episodes, reporting nothing. */
  forgetAsset(assetId: string): void;
  size(): number;
}

const BRIDGED_GAP_MS = MAX_BRIDGED_GAP_S * 1000;

function applies(rule: EpisodeRule, assetId: string): boolean {
  return watchesAsset(rule.assets, rule.test, assetId);
}

function meetsCondition(rule: EpisodeRule, speedKn: number): boolean {
  return rule.kind === 'loitering' ? speedKn < rule.params.maxSpeedKn : speedKn > rule.params.speedKn;
}

function toEvent(
  rule: EpisodeRule,
  assetId: string,
  episode: Episode,
  phase: 'started' | 'ended',
): TrackEvent {
  const base = { phase, key: rule.key, assetId, startedAt: episode.startedAt, at: episode.lastAt };
  if (rule.kind === 'speed_above') return { kind: 'speed_above', ...base, maxSpeedKn: episode.maxSpeedKn };
  return {
    kind: 'loitering',
    ...base,
    center: meanPosition(episode.mean),
    meanSpeedKn: episode.speedSumKn / episode.mean.count,
  };
}

export function createEpisodeDetectors(): EpisodeDetectors {
  const rules = new Map<string, EpisodeRule>();
  /** rule key → asset id → its running episode. */
  const episodes = new Map<string, Map<string, Episode>>();

  function end(rule: EpisodeRule, running: Map<string, Episode>, assetId: string, out: TrackEvent[]): void {
    const episode = running.get(assetId);
    if (episode === undefined) return;
    running.delete(assetId);
    if (episode.fired) out.push(toEvent(rule, assetId, episode, 'ended'));
  }

  return {
    set(rule) {
      const previous = rules.get(rule.key);
      rules.set(rule.key, rule);
      const running = episodes.get(rule.key);
      if (previous?.kind !== rule.kind || running === undefined) {
        episodes.set(rule.key, new Map());
        return;
      }
      // Assets the new rule no longer watches would never see their episode end: drop them.
      for (const assetId of running.keys()) if (!applies(rule, assetId)) running.delete(assetId);
    },

    remove(key) {
      rules.delete(key);
      episodes.delete(key);
    },

    observe(fix, speedKn) {
      const out: TrackEvent[] = [];
      if (speedKn === null) return out;
      for (const rule of rules.values()) {
        if (!applies(rule, fix.assetId)) continue;
        const running = episodes.get(rule.key);
        if (running === undefined) continue;
        let episode = running.get(fix.assetId);
        if (episode !== undefined && fix.at - episode.lastAt > BRIDGED_GAP_MS) {
          end(rule, running, fix.assetId, out);
          episode = undefined;
        }
        const inside = rule.within === undefined || rule.within(fix.lon, fix.lat);
        if (!inside || !meetsCondition(rule, speedKn)) {
          end(rule, running, fix.assetId, out);
          continue;
        }
        if (episode === undefined) {
          episode = {
            startedAt: fix.at,
            lastAt: fix.at,
            mean: startMean(fix.lon, fix.lat),
            speedSumKn: speedKn,
            maxSpeedKn: speedKn,
            fired: false,
          };
          running.set(fix.assetId, episode);
        } else {
          episode.lastAt = fix.at;
          addToMean(episode.mean, fix.lon, fix.lat);
          episode.speedSumKn += speedKn;
          episode.maxSpeedKn = Math.max(episode.maxSpeedKn, speedKn);
        }
        if (!episode.fired && episode.lastAt - episode.startedAt >= rule.params.minDurationS * 1000) {
          episode.fired = true;
          out.push(toEvent(rule, fix.assetId, episode, 'started'));
        }
      }
      return out;
    },

    expire(now) {
      const out: TrackEvent[] = [];
      for (const [key, running] of episodes) {
        const rule = rules.get(key);
        if (rule === undefined) continue;
        for (const [assetId, episode] of running) {
          if (now - episode.lastAt > BRIDGED_GAP_MS) end(rule, running, assetId, out);
        }
      }
      return out;
    },

    forget(which) {
      for (const running of episodes.values())
        for (const assetId of running.keys()) if (which(assetId)) running.delete(assetId);
    },

    forgetAsset(assetId) {
      for (const running of episodes.values()) running.delete(assetId);
    },

    size() {
      let total = 0;
      for (const running of episodes.values()) total += running.size;
      return total;
    },
  };
}
