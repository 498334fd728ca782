/**
 * SBS timestamps are wall-clock readings with no zone: BaseStation and dump1090 print the
 * receiver's local time. This module turns such a reading into an instant, given the zone the
 * receiver ran in: an IANA name ('Europe/Amsterdam') or a fixed offset ('+02:00').
 */

export interface WallClock {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  ms: number;
}

export interface WallClockZone {
  name: string;
  /** Milliseconds since the Unix epoch for a wall-clock reading in this zone. */
  toEpochMs(clock: WallClock): number;
}

export type ZoneResolution = { ok: true; zone: WallClockZone } | { ok: false; detail: string };

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** Real offsets run from -12:00 to +14:00 (Line Islands). */
const MAX_OFFSET_HOURS = 14;

const FIXED_OFFSET = /^([+-])(\d{2})(?::?(\d{2}))?$/;

/** Resolving a zone builds an Intl formatter; a feed of thousands of lines needs it once. */
const resolved = new Map<string, ZoneResolution>();

export function resolveTimeZone(timeZone: string): ZoneResolution {
  const cached = resolved.get(timeZone);
  if (cached !== undefined) return cached;
  const resolution = resolveUncached(timeZone.trim());
  resolved.set(timeZone, resolution);
  return resolution;
}

/** A sentence saying why the zone cannot be used, or null: for validating a request up front. */
export function timeZoneProblem(timeZone: string): string | null {
  const resolution = resolveTimeZone(timeZone);
  return resolution.ok ? null : resolution.detail;
}

function resolveUncached(timeZone: string): ZoneResolution {
  if (timeZone === 'Z' || timeZone.toUpperCase() === 'UTC') return { ok: true, zone: fixedZone('UTC', 0) };
  const match = FIXED_OFFSET.exec(timeZone);
  if (match !== null) {
    const [, sign, hours = '0', minutes = '0'] = match;
    const h = Number(hours);
    const m = Number(minutes);
    if (h > MAX_OFFSET_HOURS || m > 59 || (h === MAX_OFFSET_HOURS && m > 0)) {
      return { ok: false, detail: `timeZone offset ${JSON.stringify(timeZone)} is beyond ±14:00` };
    }
    const offsetMs = (sign === '-' ? -1 : 1) * (h * 60 + m) * MINUTE_MS;
    return { ok: true, zone: fixedZone(timeZone, offsetMs) };
  }
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
  } catch {
    return {
      ok: false,
      detail: `timeZone ${JSON.stringify(timeZone)} is neither an IANA time zone nor an offset like +02:00`,
    };
  }
  return { ok: true, zone: ianaZone(timeZone, format) };
}

function fixedZone(name: string, offsetMs: number): WallClockZone {
  return { name, toEpochMs: (clock) => clockAsUtc(clock) - offsetMs };
}

/**
 * A wall-clock reading can fall in a DST gap (never shown) or overlap (shown twice). Like
 * Temporal's 'compatible' disambiguation, an overlap takes the earlier instant and a gap reads
 * the time with the offset in force before it, which lands just after the gap.
 */
function ianaZone(name: string, format: Intl.DateTimeFormat): WallClockZone {
  const offsetAt = (epochMs: number): number => {
    const whole = Math.floor(epochMs / 1000) * 1000;
    const parts: Record<string, number> = {};
    for (const part of format.formatToParts(whole)) parts[part.type] = Number(part.value);
    const shown = Date.UTC(
      parts.year ?? 1970,
      (parts.month ?? 1) - 1,
      parts.day ?? 1,
      parts.hour ?? 0,
      parts.minute ?? 0,
      parts.second ?? 0,
    );
    return shown - whole;
  };
  return {
    name,
    toEpochMs(clock) {
      const local = clockAsUtc(clock);
      // Offsets a day either side bracket any transition near this reading.
      const before = offsetAt(local - DAY_MS);
      const after = offsetAt(local + DAY_MS);
      const fits = [before, after]
        .filter((offset) => offsetAt(local - offset) === offset)
        .map((offset) => local - offset);
      return fits.length > 0 ? Math.min(...fits) : local - before;
    },
  };
}

function clockAsUtc(clock: WallClock): number {
  return Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second, clock.ms);
}
