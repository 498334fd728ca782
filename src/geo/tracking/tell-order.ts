/**
 * The order in which this process writes what its watchers decided. An engine decides what a part
 * of its release shows in memory, with no transaction open (the zone index, the paths, the
 * detectors), and writes it afterwards in a short transaction of its own (geo/engine); the timers
 * decide in memory too (a dwell run out, a silence, an episode gone stale) and write after. The
 * ledger (ledger-rules.ts) is what makes a finding told once, and it takes findings of one watch
 * and subject in the order they are noted: an exit noted before the entry that precedes it keeps
 * that entry from ever being told. So what was decided first is written first: each decision takes
 * its place when it is made, in memory, and its write waits for the places before it.
 *
 * On SQLite the one connection already puts transactions in the order they asked for it; on
 * PostgreSQL a timer's transaction on another connection could reach the ledger's rows first.
 */
import type { Executor } from '../../store/store.ts';

/** What a decision made in memory writes (the ledger, events, visits), in the transaction handed to it. */
export type Telling = (db: Executor) => Promise<void>;

/** Runs `work` once every place taken before this one has been written (or given up). */
export type Turn = <T>(work: () => Promise<T>) => Promise<T>;

export interface TellOrder {
  /**
   * Takes the next place, now: take it in the same turn of the event loop as the decision in
   * memory, and run the turn (once) right after, so that no place is left waiting for ever.
   */
  take(): Turn;
}

export function createTellOrder(): TellOrder {
  let last: Promise<void> = Promise.resolve();
  return {
    take() {
      const before = last;
      let release = () => {};
      last = new Promise<void>((resolve) => {
        release = resolve;
      });
      return async (work) => {
        await before;
        try {
          return await work();
        } finally {
          release();
        }
      };
    },
  };
}
