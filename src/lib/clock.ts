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

const DAY_MS = 86_400_000;
/** The first time whose year has five digits: from there (and before 1970) `Date` formats. */
const HAND_FORMAT_END_MS = Date.UTC(10_000, 0, 1);
const TWO_DIGITS = Array.from({ length: 60 }, (_, n) => String(n).padStart(2, '0'));
const THREE_DIGITS = Array.from({ length: 1000 }, (_, n) => String(n).padStart(3, '0'));
/** Each day's `YYYY-MM-DDT`, for the days formatted lately (cleared when it holds MAX_DAYS). */
const dayPrefixes = new Map<number, string>();
const MAX_DAYS = 4096;

/**
 * RFC 3339 in UTC with milliseconds, the one format responses use, as `Date#toISOString` gives it.
 * A screening formats several times (its own, its coverage's, each traced match's first and last
 * transfer): making a Date and its text for each took about 1 µs, so the time of day is put together
 * from tables and the date kept per day. The last one made is also kept: a busy service formats the
 * same millisecond for several answers.
 */
export function toRfc3339(ms: number): string {
  if (ms === lastMs) return lastText;
  let text: string;
  if (Number.isInteger(ms) && ms >= 0 && ms < HAND_FORMAT_END_MS) {
    const day = Math.floor(ms / DAY_MS);
    let prefix = dayPrefixes.get(day);
    if (prefix === undefined) {
      if (dayPrefixes.size >= MAX_DAYS) dayPrefixes.clear();
      prefix = new Date(day * DAY_MS).toISOString().slice(0, 11);
      dayPrefixes.set(day, prefix);
    }
    const inDay = ms - day * DAY_MS;
    const milli = inDay % 1000;
    const seconds = (inDay - milli) / 1000;
    const second = seconds % 60;
    const minutes = (seconds - second) / 60;
    const minute = minutes % 60;
    const hour = (minutes - minute) / 60;
    text = `${prefix}${TWO_DIGITS[hour]}:${TWO_DIGITS[minute]}:${TWO_DIGITS[second]}.${THREE_DIGITS[milli]}Z`;
  } else {
    // A fraction of a millisecond, a time before 1970 or after 9999, or not a time at all (which
    // throws a RangeError, as it always did).
    text = new Date(ms).toISOString();
  }
  lastText = text;
  lastMs = ms;
  return text;
}
