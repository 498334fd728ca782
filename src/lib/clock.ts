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

/** RFC 3339 in UTC with milliseconds, the one format responses use. */
export function toRfc3339(ms: number): string {
  return new Date(ms).toISOString();
}
