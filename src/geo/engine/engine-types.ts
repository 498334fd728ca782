/**
 * What an engine runs: the tracking watchers of its process (zones, dark watch, track detectors),
 * seen through the four things an engine does with them.
 */
import type { Executor } from '../../store/store.ts';
import type { StoredPosition } from '../ingest/index.ts';
import type { Decided, PrimeScope } from '../tracking/index.ts';

export interface EngineWatchers {
  /**
   * Judges positions, oldest first, in memory with no transaction open (`reader` for what it
   * reads); the answer writes what they show (events, detections, ledger) in the engine's
   * transaction, run in its turn (geo/tracking tell-order.ts).
   */
  decide(reader: Executor, positions: readonly StoredPosition[]): Promise<Decided>;
  /** Rebuilds the state of the assets the scope owns, from what was judged and told. */
  prime(scope: PrimeScope): Promise<void>;
  /** Drops the state of the assets `which` picks. */
  forget(which: (assetId: string) => boolean): void;
  /** Which assets the watchers judge (their timers too). */
  setOwnership(owns: (assetId: string) => boolean): void;
}

export interface EngineLogger {
  info(o: object, m: string): void;
  warn(o: object, m: string): void;
  error(o: object, m: string): void;
}

/** What an engine tells the service's health and metrics about itself (app/readiness-checks.ts). */
export interface EngineStatus {
  /** The partitions this process holds; undefined for an engine that holds everything (SQLite). */
  held: readonly number[] | undefined;
  /** When the oldest position this process holds and has not judged yet was stored. */
  oldestHeldAt: number | undefined;
}

/**
 * The most positions one judging transaction takes (about: one asset's reports of one instant are
 * not cut apart). A release due at once (up to the feed's read-ahead, 200 rows of up to 1,024
 * positions; thousands in a busy stretch) is judged in parts of this size, each in its own
 * transaction, with a turn of the event loop between them: while a part is judged the process
 * answers no request, and while what it found is written it holds the store's write lock (SQLite:
 * the screening audit writer waits, up to its 5 s busy timeout; PostgreSQL: row locks); the part is
 * decided before, with no transaction open (local-engine.ts). Measured on the geofence bench's reduced
 * scene at load 5 on two cores: a part of 1,000 took 70 ms (median; 181 ms p90), where a release
 * of 4,744 held the process over 2 s. Parts of 250 were shorter (36 ms; 46 ms p90) but tripled the
 * commits of a run and cost 7–18 % more CPU a position; at 1,000 a steady stream's releases, a few
 * hundred positions, are not cut at all, and only a backlog pays a commit a part
 * (docs/scaling.md, "The reorder window").
 */
export const RELEASE_LIMIT = 1_000;

/** A turn of the event loop: requests waiting are answered before the next part is judged. */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** How many of the positions were stored late (the ingest saw them behind their asset): `EngineMonitor.judged`'s `late`. */
export function lateAmong(positions: readonly StoredPosition[]): number {
  let late = 0;
  for (const position of positions) if (position.late === true) late += 1;
  return late;
}

/** Told of positions as they are judged, for the metrics. */
export interface EngineMonitor {
  /**
   * `count` positions were judged, `late` of them after their asset's reorder window (judged late,
   * their events marked so); every engine reports each batch it judges.
   */
  judged(count: number, late: number): void;
}

/** A running engine, whichever kind. */
export interface Engine {
  /** Starts judging (or waiting for its turn to, when another process holds the engine). */
  start(): Promise<void>;
  /** Stops, finishing the batch in hand; what is not judged stays in the feed for the next owner. */
  stop(): Promise<void>;
  /** Something was stored: look at the feed now rather than at the next poll. */
  wake(): void;
  /**
   * Judges everything due now and resolves when done (with no reorder window: everything stored
   * so far). What the ingest waits on when the window is 0, and what tests use.
   */
  drain(): Promise<void>;
  status(): EngineStatus;
}
