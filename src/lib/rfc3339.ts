/**
 * Times as they are given to Vigil: RFC 3339 read strictly, and the bounds a time of an observation
 * (a position, a detection) must keep. `Date.parse` alone takes other shapes, rolls 30 February
 * over into 2 March and reads `T24:00` as the next midnight; here each is refused instead.
 */

const RFC_3339 = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|([+-])(\d{2}):(\d{2}))$/;

/**
 * The earliest time an observation may carry: the GPS epoch, 1980-01-06T00:00:00Z (IS-GPS-200,
 * where GPS time begins). Every position Vigil takes is a GNSS fix (AIS and ADS-B transponders
 * fix by GNSS, and JSON feeds relay them), and detections are read from those tracks or from
 * imagery of the same era; a time before it is a placeholder of an unset clock (0001-01-01,
 * 1900-01-01, 1970-01-01), never an observation.
 */
export const EARLIEST_OBSERVATION_MS = Date.UTC(1980, 0, 6);
export const EARLIEST_OBSERVATION_TEXT = '1980-01-06T00:00:00Z';

/**
 * Feeds' clocks run a little ahead of ours; further ahead is a mistake worth refusing. Five
 * minutes covers a receiver whose clock is not disciplined by GNSS or NTP.
 */
export const FUTURE_TOLERANCE_MS = 5 * 60 * 1000;

/** Milliseconds of a strict RFC 3339 time, or undefined when it is not one (or names no real instant). */
export function parseRfc3339(text: string): number | undefined {
  const parts = RFC_3339.exec(text);
  if (parts === null) return undefined;
  const [year, month, day, hour, minute, second] = parts.slice(1, 7).map(Number);
  const offsetHour = Number(parts[10] ?? 0);
  const offsetMinute = Number(parts[11] ?? 0);
  if (
    year === undefined ||
    month === undefined ||
    day === undefined ||
    hour === undefined ||
    minute === undefined ||
    second === undefined
  )
    return undefined;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const valid =
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth &&
    hour <= 23 &&
    minute <= 59 &&
    // A leap second (`:60`) names an instant JavaScript's time cannot hold.
    second <= 59 &&
    offsetHour <= 23 &&
    offsetMinute <= 59;
  if (!valid) return undefined;
  const ms = Date.parse(text.toUpperCase().replace(' ', 'T'));
  return Number.isNaN(ms) ? undefined : ms;
}

/** Days in each month of a common year, January first. */
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The number of the two to four digits of `text` from `from` to `to`, or -1 if one is not a digit. */
function digits(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) {
    const d = text.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return -1;
    n = n * 10 + d;
  }
  return n;
}

/**
 * Whether `text` is a real instant in the one shape `toRfc3339` makes (`2026-11-23T10:00:00.000Z`:
 * UTC, milliseconds, no leap second), read by its characters. Every text it takes is an RFC 3339
 * date-time by the JSON Schema format too; a text it refuses may still be one (an offset, another
 * fraction): the `date-time` format asks this first and the full check only then (schemas.ts),
 * because the outbox checks every event's times, and the full check's regular expressions were
 * about a per cent of the geofence bench's CPU.
 */
export function isCanonicalUtc(text: string): boolean {
  if (text.length !== 24) return false;
  if (text[4] !== '-' || text[7] !== '-' || text[10] !== 'T' || text[13] !== ':' || text[16] !== ':')
    return false;
  if (text[19] !== '.' || text[23] !== 'Z' || digits(text, 20, 23) < 0) return false;
  const year = digits(text, 0, 4);
  const month = digits(text, 5, 7);
  const day = digits(text, 8, 10);
  if (year < 0 || month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  if (day > (month === 2 && leap ? 29 : (MONTH_DAYS[month - 1] as number))) return false;
  const hour = digits(text, 11, 13);
  const minute = digits(text, 14, 16);
  const second = digits(text, 17, 19);
  return hour >= 0 && hour <= 23 && minute >= 0 && minute <= 59 && second >= 0 && second <= 59;
}

/**
 * What is wrong with `at` as the time of an observation made by `now`, or null: before the GPS
 * epoch, or more than the tolerance in the future.
 */
export function observationTimeProblem(at: number, now: number): string | null {
  // Beyond ±8.64e15 ms a Date holds no time at all.
  if (!Number.isFinite(at) || Math.abs(at) > 8.64e15) return 'is not a time that can be represented';
  if (at < EARLIEST_OBSERVATION_MS) {
    return `${new Date(at).toISOString()} is before ${EARLIEST_OBSERVATION_TEXT}, the earliest time Vigil takes (the GPS epoch): a placeholder, not an observation`;
  }
  if (at > now + FUTURE_TOLERANCE_MS) return `${new Date(at).toISOString()} is in the future`;
  return null;
}
