/**
 * Where the tracking detectors' findings meet the ledger: each one is checked in the caller's
 * transaction (see ledger-rules.ts) and handed to the publisher only if it is news, so a silence,
 * an episode or a crossing found again after a restart, or by a second process, is not told twice.
 */
import type { Executor } from '../../store/store.ts';
import type { DarkEvent } from './dark-watch.ts';
import { note } from './ledger-repo.ts';
import { openSilence } from './silences-repo.ts';
import type { Routes, TrackingPublisher } from './tracking-publish.ts';
import type { TrackEvent, TrackFix } from './tracking-types.ts';

/** The ledger's subject of an episode: its asset, or an encounter's two assets. */
export function episodeSubject(event: TrackEvent): string {
  return event.kind === 'encounter' ? event.assetIds.join('+') : event.assetId;
}

export interface TrackingTeller {
  /** Tells a silence unless it was told; true when it was news. */
  silence(db: Executor, event: DarkEvent, routes: Routes, now: number): Promise<boolean>;
  /** Tells an episode that started unless one is running; records one that ended. */
  episode(
    db: Executor,
    event: TrackEvent,
    fix: TrackFix | undefined,
    routes: Routes,
    now: number,
  ): Promise<void>;
}

export function createTrackingTeller(deps: {
  rowLocks: boolean;
  publisher: TrackingPublisher;
}): TrackingTeller {
  const { rowLocks, publisher } = deps;
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
      await publisher.dark(db, event, routes);
      return true;
    },

    async episode(db, event, fix, routes, now) {
      const finding =
        event.phase === 'started'
          ? ({ kind: 'episode_started', since: event.startedAt } as const)
          : ({ kind: 'episode_ended', since: event.at } as const);
      const decision = await note(
        db,
        { rowLocks, now },
        `episode:${event.key}`,
        episodeSubject(event),
        finding,
      );
      if (decision.tell && fix !== undefined) await publisher.episode(db, event, fix, routes);
    },
  };
}
