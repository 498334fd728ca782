/**
 * Where the tracking detectors' findings meet the ledger: each one is checked in the caller's
 * transaction (see ledger-rules.ts) and handed to the publisher only if it is news, so a silence,
 * an episode or a crossing found again after a restart, or by a second process, is not told twice.
 */
import type { Executor } from '../../store/store.ts';
import { endAssetEvents } from '../history/index.ts';
import { containsPoint } from '../zones/index.ts';
import type { DarkEvent } from './dark-watch.ts';
import { recordEpisodeEnd, recordEpisodeStart } from './episodes-repo.ts';
import type { LateFinding, LateReplay } from './late-news.ts';
import { type LedgerItem, note, peekMany } from './ledger-repo.ts';
import { openSilence, silenceOverlaps } from './silences-repo.ts';
import { FOLLOW_KEY } from './tracking-plan.ts';
import type { Routes, TrackingPublisher } from './tracking-publish.ts';
import type { TrackEvent, TrackFix } from './tracking-types.ts';

/** The ledger's subject of an episode: its asset, or an encounter's two assets. */
export function episodeSubject(event: TrackEvent): string {
  return event.kind === 'encounter' ? event.assetIds.join('+') : event.assetId;
}

/** How a finding judged late (from positions that arrived after newer ones) is told. */
export interface Lateness {
  /** A started episode's end, when the replay saw it end (null: it goes on). */
  until: number | null;
  /** What of a time before a rule or site was made is its news (late-news.ts). */
  replay: LateReplay;
}

export interface TrackingTeller {
  /** Tells a silence unless it was told; true when it was news. */
  silence(db: Executor, event: DarkEvent, routes: Routes, now: number): Promise<boolean>;
  /**
   * Tells a silence found late between two stored fixes (`after` the second) unless it
   * was told, or one told overlaps it.
   */
  gap(
    db: Executor,
    event: DarkEvent,
    after: TrackFix,
    routes: Routes,
    now: number,
    replay: LateReplay,
  ): Promise<void>;
  /**
   * Tells an episode that started unless one told overlaps it; records one that ended. `late`: it
   * was found by judging the asset again from an earlier time.
   */
  episode(
    db: Executor,
    event: TrackEvent,
    fix: TrackFix | undefined,
    routes: Routes,
    now: number,
    late?: Lateness,
  ): Promise<void>;
}

/**
 * Whether the rule or site of `key` leaves out a finding judged late (late-news.ts): from before it
 * was made, and not its news. A follow has no such time; a silence that did not begin inside the
 * rule's or site's area is not theirs at all (the publisher tells it to none).
 */
function leftOutBy(
  routes: Routes,
  key: string,
  replay: LateReplay,
  finding: LateFinding,
  place?: TrackFix,
): boolean {
  if (key === FOLLOW_KEY) return false;
  const target = routes.targets.get(key);
  if (target === undefined || finding.at >= target.since) return false;
  if (place !== undefined && !containsPoint(target.prepared, place.lon, place.lat)) return false;
  return !replay.isNews(target.since, finding);
}

export function createTrackingTeller(deps: {
  rowLocks: boolean;
  publisher: TrackingPublisher;
  /** How far back the ledger keeps the episodes it told (the late horizon), ms. */
  lateHorizonMs: number;
}): TrackingTeller {
  const { rowLocks, publisher, lateHorizonMs } = deps;

  /**
   * A finding left out is neither told nor noted in the ledger (it was not told: a later judging
   * whose positions make it news tells it); it is counted if the ledger would have told it.
   */
  async function leaveOut(
    db: Executor,
    replay: LateReplay,
    item: LedgerItem,
    kind: 'silence' | 'episode',
    now: number,
  ): Promise<void> {
    const [would] = await peekMany(db, now - lateHorizonMs, [item]);
    if (would?.tell === true) replay.count(kind);
  }

  return {
    async silence(db, event, routes, now) {
      const last = event.lastFix;
      const decision = await note(db, { rowLocks, now }, `dark:${event.key}`, event.assetId, {
        kind: 'silence',
        since: last.at,
      });
      if (!decision.tell) return false;
      await openSilence(db, {
        assetId: event.assetId,
        lastAt: last.at,
        lon: last.lon,
        lat: last.lat,
        thresholdS: event.thresholdS,
        now,
      });
      await publisher.dark(db, event, routes, { late: false, now });
      return true;
    },

    async gap(db, event, after, routes, now, replay) {
      const last = event.lastFix;
      const endedAt = after.at;
      if (await silenceOverlaps(db, event.assetId, last.at, endedAt)) return;
      const watch = `dark:${event.key}`;
      const finding = { kind: 'gap', since: last.at } as const;
      // A silence is shown by its two fixes.
      const shown = {
        kind: 'silence',
        at: last.at,
        from: last.at,
        to: endedAt,
        assetIds: [event.assetId],
      } as const;
      if (leftOutBy(routes, event.key, replay, shown, last)) {
        await leaveOut(db, replay, { watch, subject: event.assetId, finding }, 'silence', now);
        return;
      }
      const decision = await note(db, { rowLocks, now }, watch, event.assetId, finding);
      if (!decision.tell) return;
      await openSilence(db, {
        assetId: event.assetId,
        lastAt: last.at,
        lon: last.lon,
        lat: last.lat,
        thresholdS: event.thresholdS,
        now,
        endedAt,
      });
      await publisher.dark(db, event, routes, { late: true, after, now });
    },

    async episode(db, event, fix, routes, now, late) {
      const finding =
        event.phase === 'started'
          ? ({
              kind: 'episode_started',
              since: event.startedAt,
              ...(late === undefined ? {} : { until: late.until }),
            } as const)
          : ({ kind: 'episode_ended', since: event.at } as const);
      const watch = `episode:${event.key}`;
      const subject = episodeSubject(event);
      // An episode is shown by its fixes from its start to its confirmation (an encounter's, of both).
      const shown = {
        kind: 'episode',
        at: event.startedAt,
        from: event.startedAt,
        to: event.at,
        assetIds: event.kind === 'encounter' ? event.assetIds : [event.assetId],
      } as const;
      if (
        late !== undefined &&
        event.phase === 'started' &&
        leftOutBy(routes, event.key, late.replay, shown)
      ) {
        await leaveOut(db, late.replay, { watch, subject, finding }, 'episode', now);
        return;
      }
      const options = { rowLocks, now, keepFrom: now - lateHorizonMs };
      const decision = await note(db, options, watch, subject, finding);
      if (event.phase === 'ended') {
        if (decision.next === undefined) return;
        await recordEpisodeEnd(db, watch, subject, event.at);
        await endAssetEvents(db, { watch, subject, endedAt: event.at, now });
        return;
      }
      if (!decision.tell || fix === undefined) return;
      await recordEpisodeStart(db, {
        watch,
        subject,
        kind: event.kind,
        startedAt: event.startedAt,
        confirmedAt: event.at,
        late: late !== undefined,
        now,
      });
      await publisher.episode(db, event, fix, routes, { late: late !== undefined, until: late?.until, now });
    },
  };
}
