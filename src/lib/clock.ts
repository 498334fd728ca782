/**
 * Time as a dependency. Services read the time from a Clock so that tests can move it
 * (key expiry, grace periods, cache lifetimes) without sleeping.
 */
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock that only moves when told to. */
export class ManualClock implements Clock {
  #now: number;
  constructor(start = Date.parse('2026-11-23T10:00:00.000Z')) {
    this.#now = start;
  }
  now(): number {
    return this.#now;
  }
  advance(ms: number): void {
    this.#now += ms;
  }
  set(ms: number): void {
    this.#now = ms;
  }
}

let lastMs = Number.NaN;
let lastText = '';

/**
 * RFC 3339 in UTC with milliseconds, the one format responses use. The last one made is kept: a
 * busy service formats the same millisecond for several answers (a screening took about 4 µs to
 * format its time under load, a Date made and turned into text each time).
 */
export function toRfc3339(ms: number): string {
  if (ms !== lastMs) {
    lastText = new Date(ms).toISOString();
    lastMs = ms;
  }
  return lastText;
}
