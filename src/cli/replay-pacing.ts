/**
 * Replay speed: how long to wait before sending a line so that the file's own times play out at
 * `speed` times real time. The first timed line anchors the file's clock to ours; lines without a
 * time go out at once. The clock and the sleep are passed in so that tests run on a fake clock.
 */

export interface PaceClock {
  now(): number;
}

export type Sleep = (ms: number) => Promise<void>;

export const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A file that jumps back further than this (two recordings joined, a receiver whose clock was
 * reset) starts a new anchor; smaller steps back are ordinary: AIS receivers and aggregators
 * interleave stations whose `c:` times disagree by seconds.
 */
export const REANCHOR_BACKWARDS_MS = 60_000;

export interface Pacer {
  /** Milliseconds to wait, from now, before sending a line of file time `fileTime` (ms), or 0. */
  delayFor(fileTime: number | null): number;
}

/** `speed` 1 is real time, 10 ten times faster; 0 never waits. */
export function createPacer(speed: number, clock: PaceClock): Pacer {
  let anchor: { file: number; wall: number } | null = null;
  let latest = Number.NEGATIVE_INFINITY;
  return {
    delayFor(fileTime) {
      if (speed === 0 || fileTime === null) return 0;
      const now = clock.now();
      if (anchor === null || fileTime < latest - REANCHOR_BACKWARDS_MS) {
        anchor = { file: fileTime, wall: now };
        latest = fileTime;
        return 0;
      }
      latest = Math.max(latest, fileTime);
      const due = anchor.wall + (fileTime - anchor.file) / speed;
      return Math.max(0, Math.round(due - now));
    },
  };
}
