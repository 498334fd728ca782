/**
 * The order in which this process writes what its watchers decided. An engine decides what a part
 * of its release shows in memory, with no transaction open (the zone index, the paths, the
 * detectors), and writes it afterwards in a short transaction of its own (geo/engine); the timers
 * decide in memory too (a dwell run out, a silence, an episode gone stale) and write after. The
 * ledger (ledger-rules.ts) is what makes a finding told once, and it takes findings of one watch
 * and subject in the order they are noted: an exit noted before the entry that precedes it keeps
 * that entry from ever being told. So a place is taken when a decision is made, in memory, and its
 * write waits for the places before it that can touch what it touches:
 *
 * - a timer's findings span every asset of the process: they wait for everything decided before;
 * - a part an engine decided waits for the timers' findings decided before it, not for the other
 *   parts in flight: those are of other partitions, whose assets (and so ledger rows) are theirs
 *   alone (the encounter partition's roaming zones and pairs are judged by it alone), and one
 *   partition, or the one-process engine, decides its next part after its last one is written.
 *
 * On SQLite the one connection already puts transactions in the order they asked for it; on
 * PostgreSQL a timer's transaction on another connection could reach the ledger's rows first.
 */
import type { Executor } from '../../store/store.ts';

/** What a decision made in memory writes (the ledger, events, visits), in the transaction handed to it. */
export type Telling = (db: Executor) => Promise<void>;

/** Runs `work` once the places it waits for have been written (or given up); run it once. */
export type Turn = <T>(work: () => Promise<T>) => Promise<T>;

export interface TellOrder {
  /**
   * A place for a part an engine decided: take it in the same turn of the event loop as the
   * decision in memory, and run it right after, so that no later place waits for ever.
   */
  forPart(): Turn;
  /** A place for what a timer found in memory (taken and run as `forPart`'s). */
  forTimer(): Turn;
}

export function createTellOrder(): TellOrder {
  /** Settles once every place taken so far is written or given up. */
  let everything: Promise<unknown> = Promise.resolve();
  /** Settles once every timer's place taken so far is. */
  let timers: Promise<unknown> = Promise.resolve();

  function place(after: Promise<unknown>, isTimer: boolean): Turn {
    let release = () => {};
    const done = new Promise<void>((resolve) => {
      release = resolve;
    });
    everything = Promise.all([everything, done]);
    if (isTimer) timers = Promise.all([timers, done]);
    return async (work) => {
      await after;
      try {
        return await work();
      } finally {
        release();
      }
    };
  }

  return {
    forPart: () => place(timers, false),
    forTimer: () => place(everything, true),
  };
}
