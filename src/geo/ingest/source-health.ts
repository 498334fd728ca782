/**
 * Feed and receiver health (API.md §9 `feed.silent`, `feed.resumed`): where positions come from,
 * and whether it still sends. A source is a feed the service connects to (`VIGIL_FEEDS`) or a key
 * that ingests over HTTP (a receiver's uploader, an aggregator's relay, `vigil replay`). When a
 * whole source goes quiet, that is one event, not one `asset.dark` per vessel it carried: the
 * tracking watcher leaves the silence of vessels heard only through silent sources alone, and
 * counts it from when their source came back (geo/tracking).
 *
 * Each process notes the batches it stores per source in memory and writes them out every
 * FLUSH_INTERVAL_MS (off the ingest's path: one statement per source, not per batch); a check in
 * every process marks a source silent that has not been heard for SILENT_MULTIPLE of its usual gap
 * between batches (SILENT_FLOOR_S to SILENT_CEILING_S), and the flush that hears it again marks it
 * live. Each change is a conditional update with its event in one transaction, so whichever process
 * makes it, it is told once.
 */
import { type Clock, toRfc3339 } from '../../lib/clock.ts';
import type { EventToPublish, Outbox } from '../../platform/outbox/index.ts';
import type { Executor, Store } from '../../store/store.ts';
import type { FEED_EVENTS } from './feed-events.ts';
import type { IngestSource } from './ingest-types.ts';
import {
  listSources,
  markResumed,
  markSilent,
  notedHeard,
  type SourceRow,
  upsertHeard,
} from './sources-repo.ts';

/** How often each process writes out what it heard. */
export const FLUSH_INTERVAL_MS = 5_000;
/** Gaps between batches the cadence is the median of, and how many it needs to be trusted. */
const CADENCE_WINDOW = 15;
const CADENCE_MIN_GAPS = 5;
/**
 * Silent after this many usual gaps: as the dark watch counts a vessel's intervals (ten in a row
 * lost is past ordinary loss, dark-watch-config.ts), a source's batches.
 */
const SILENT_MULTIPLE = 10;
/** Never silent sooner than this: a TCP feed reconnects within a minute (feed runner's backoff). */
const SILENT_FLOOR_S = 120;
/** Before its cadence is known, a source is silent after this (a feed the runner replaced twice). */
const SILENT_UNKNOWN_S = 600;
/** Never later than this: GFW's AIS gap, and the dark rules' default. */
const SILENT_CEILING_S = 12 * 3600;

/** How long a source may be quiet before it is silent, seconds. */
export function silentAfterS(cadenceS: number | null): number {
  if (cadenceS === null) return SILENT_UNKNOWN_S;
  return Math.min(SILENT_CEILING_S, Math.max(SILENT_FLOOR_S, SILENT_MULTIPLE * cadenceS));
}

export interface SourceState {
  state: 'live' | 'silent';
  silentSince: number | null;
  resumedAt: number | null;
}

export interface SourceHealth {
  /** A batch from the source was stored (in memory; written out by `flush`). */
  heard(source: IngestSource, at: number): void;
  /** Writes out what this process heard; a silent source heard again is told `feed.resumed`. */
  flush(): Promise<void>;
  /** Marks sources not heard for longer than they should be silent, telling `feed.silent`. */
  check(): Promise<void>;
  /** Every source's state, by id: what the dark watch asks before calling a vessel dark. */
  states(): Promise<Map<string, SourceState>>;
}

interface Heard {
  source: IngestSource;
  first: number;
  last: number;
  gapsS: number[];
  /** Heard since the last flush. */
  dirty: boolean;
}

function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? (sorted[mid] ?? null) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

export function createSourceHealth(deps: {
  store: Store;
  clock: Clock;
  outbox: Outbox<typeof FEED_EVENTS>;
  /** Every workspace: a feed's silence is every workspace's news. */
  workspaceIds(db: Executor): Promise<string[]>;
}): SourceHealth {
  const { store, clock, outbox } = deps;
  const heard = new Map<string, Heard>();

  /** Publishes the event to the source's workspace, or for a feed to every workspace. */
  async function tell(
    db: Executor,
    row: SourceRow,
    event: EventToPublish<typeof FEED_EVENTS>,
  ): Promise<void> {
    const workspaces = row.workspace_id === null ? await deps.workspaceIds(db) : [row.workspace_id];
    for (const workspaceId of workspaces) await outbox.publishMany(db, workspaceId, [event]);
  }

  const about = (row: SourceRow) => ({
    source: { kind: row.kind, id: row.id, name: row.name },
    last_heard_at: toRfc3339(row.last_heard_at),
  });

  return {
    heard(source, at) {
      const entry = heard.get(source.id);
      if (entry === undefined) {
        heard.set(source.id, { source, first: at, last: at, gapsS: [], dirty: true });
        return;
      }
      if (at > entry.last) {
        entry.gapsS.push((at - entry.last) / 1000);
        if (entry.gapsS.length > CADENCE_WINDOW) entry.gapsS.shift();
        entry.last = at;
      }
      entry.dirty = true;
    },

    async flush() {
      const due = [...heard.values()].filter((entry) => entry.dirty);
      if (due.length === 0) return;
      for (const entry of due) entry.dirty = false;
      const now = clock.now();
      await store.db.transaction().execute(async (tx) => {
        for (const entry of due) {
          const cadenceS = entry.gapsS.length >= CADENCE_MIN_GAPS ? median(entry.gapsS) : null;
          await upsertHeard(tx, entry.source, { first: entry.first, last: entry.last, cadenceS, now });
          const resumed = await markResumed(tx, entry.source.id, entry.last, now);
          if (resumed === undefined) continue;
          await tell(tx, resumed, {
            type: 'feed.resumed',
            data: {
              ...about(resumed),
              silent_since: toRfc3339(resumed.silent_since ?? resumed.last_heard_at),
              resumed_at: toRfc3339(entry.last),
            },
          });
        }
      });
    },

    async check() {
      const now = clock.now();
      const quiet = (await listSources(store.db)).filter(
        (row) => row.state === 'live' && now - row.last_heard_at > silentAfterS(row.cadence_s) * 1000,
      );
      if (quiet.length === 0) return;
      // What this process heard and has not written out yet is not silence.
      const fresh = new Set(
        quiet.filter((row) => notedHeard(heard.get(row.id)?.last, row)).map((row) => row.id),
      );
      await store.db.transaction().execute(async (tx) => {
        for (const row of quiet) {
          if (fresh.has(row.id)) continue;
          const threshold = silentAfterS(row.cadence_s);
          const silenced = await markSilent(tx, row.id, now - threshold * 1000, now);
          if (silenced === undefined) continue;
          await tell(tx, silenced, {
            type: 'feed.silent',
            data: {
              ...about(silenced),
              silent_for_s: Math.floor((now - silenced.last_heard_at) / 1000),
              threshold_s: Math.ceil(threshold),
            },
          });
        }
      });
    },

    async states() {
      const states = new Map<string, SourceState>();
      for (const row of await listSources(store.db))
        states.set(row.id, { state: row.state, silentSince: row.silent_since, resumedAt: row.resumed_at });
      return states;
    },
  };
}
