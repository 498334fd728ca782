/**
 * How many lines (or items) of a large body to read and store in the next slice, so that each
 * slice holds the event loop for about `SLICE_TARGET_MS` however costly its lines are and however
 * much CPU the process gets. A fixed 1,000 lines did not: on the loaded benchmark machine (load
 * 15–17 on two cores) such a slice of a 16 MB NMEA body held the loop 49 ms at the median and
 * 174 ms at p99, every millisecond of it a wait for every other request (bench/large-bodies.ts).
 * The pace is the time the slice kept the event loop busy (its utilisation, Node's
 * `eventLoopUtilization`): on SQLite, whose statements run on the loop, that is nearly all its wall
 * time, a process short of CPU included, so such a process takes smaller slices; on PostgreSQL the
 * loop is free while a query is out, and a slice's round trips and commit do not shrink it (with
 * slices sized by wall time, the 16 MB test on PostgreSQL did not finish in 300 s).
 */
import { type EventLoopUtilization, performance } from 'node:perf_hooks';

/** What one slice may hold the event loop: well under a health check's aim of 100 ms at p99. */
const SLICE_TARGET_MS = 15;

/**
 * The first slice of every body, before its lines' cost is known. A fixed first slice also keeps
 * where it ends the same from run to run (the tests of a message split across slices rely on it).
 */
export const FIRST_SLICE = 256;

/** Whether a text body has more lines than its first slice takes, so that it is read in several. */
export function longerThanFirstSlice(text: string): boolean {
  let at = -1;
  for (let lines = 0; lines < FIRST_SLICE; lines++) {
    at = text.indexOf('\n', at + 1);
    if (at === -1) return false;
  }
  // FIRST_SLICE line ends seen: more follows them, or the body ends there.
  return text.slice(at + 1).trim() !== '';
}

/**
 * The fewest lines in a slice. A slice has a cost of its own beside its lines' 20 µs each (its
 * transaction's commit writes every page it touched again, the asset lookups, the engine's turn
 * after it), some 2–3 ms of CPU: a 16 MB body took 5.3 s of CPU in slices of 1,000 lines, 16.7 s in
 * slices of 32, and 8.3–8.9 s paced with this floor, all on the same loaded machine.
 */
const FEWEST = 128;

/** The most lines in a slice, and how fast a slice may grow after a cheap one. */
const MOST = 1_024;
const GROWTH = 2;

export interface SlicePace {
  /** How many lines the next slice should take. */
  readonly lines: () => number;
  /** Marks the start of a slice's work (reading its lines included). */
  start(): void;
  /** The slice started last is stored: sizes the next one from how long it took. */
  done(): void;
}

export function createSlicePace(): SlicePace {
  let size = FIRST_SLICE;
  let startedAt: EventLoopUtilization | undefined;
  return {
    lines: () => size,
    start() {
      startedAt = performance.eventLoopUtilization();
    },
    done() {
      const busyMs = startedAt === undefined ? 0 : performance.eventLoopUtilization(startedAt).active;
      const perLine = Math.max(busyMs, 0.01) / size;
      const fits = Math.min(MOST, size * GROWTH, Math.max(FEWEST, SLICE_TARGET_MS / perLine));
      // A power of two: the INSERT of n rows is prepared once per n and kept (store/insert-rows.ts),
      // and a few sizes keep those statements in the cache.
      size = 2 ** Math.floor(Math.log2(fits));
    },
  };
}
