/**
 * Readers for the fields many AIS messages share, each applying its sentinel and scale from
 * ais-units.ts, so that every message decoder says "not available" the same way.
 */

import type { AisDimensions, AisEta } from './ais-types.ts';
import {
  COURSE_TENTHS_MAX,
  DAY_NOT_AVAILABLE,
  EPFD_UNDEFINED,
  HEADING_MAX,
  HOUR_NOT_AVAILABLE,
  LAT_MAX_DEG,
  LON_MAX_DEG,
  MINUTE_NOT_AVAILABLE,
  MONTH_NOT_AVAILABLE,
  SECOND_FIRST_SPECIAL,
  SHIP_TYPE_NOT_AVAILABLE,
  SPEED_TENTHS_NOT_AVAILABLE,
} from './ais-units.ts';
import { type AisBits, readInt, readText, readUint } from './six-bit.ts';

/** The raw value, or null when it equals the field's "not available" value. */
export function unlessSentinel(value: number, sentinel: number): number | null {
  return value === sentinel ? null : value;
}

/**
 * The raw value, or null when it is beyond the field's range: ITU-R M.1371 names one value "not
 * available" and leaves the rest above the range unused, and a value nothing may send is no more
 * a reading than the sentinel is.
 */
export function withinRange(value: number, max: number): number | null {
  return value > max ? null : value;
}

/** Text that decodes to nothing (all '@' or spaces) is not available. */
export function textOrNull(bits: AisBits, start: number, chars: number): string | null {
  const text = readText(bits, start, chars);
  return text === '' ? null : text;
}

/**
 * lon then lat, signed, in `unitsPerDeg`. Compared as raw integers so that the 181°/91° sentinels
 * (and everything else beyond ±180°/±90°) are recognised exactly, without floating-point doubt.
 */
export function readLonLat(
  bits: AisBits,
  start: number,
  lonWidth: number,
  latWidth: number,
  unitsPerDeg: number,
): { lon: number | null; lat: number | null } {
  const lonRaw = readInt(bits, start, lonWidth);
  const latRaw = readInt(bits, start + lonWidth, latWidth);
  return {
    lon: Math.abs(lonRaw) > LON_MAX_DEG * unitsPerDeg ? null : lonRaw / unitsPerDeg,
    lat: Math.abs(latRaw) > LAT_MAX_DEG * unitsPerDeg ? null : latRaw / unitsPerDeg,
  };
}

/** 10-bit speed in tenths of a knot. */
export function readSpeedTenths(bits: AisBits, start: number): number | null {
  const raw = readUint(bits, start, 10);
  return raw === SPEED_TENTHS_NOT_AVAILABLE ? null : raw / 10;
}

/** 12-bit course in tenths of a degree: 3600 (not available) and above are null. */
export function readCourseTenths(bits: AisBits, start: number): number | null {
  const raw = readUint(bits, start, 12);
  return raw > COURSE_TENTHS_MAX ? null : raw / 10;
}

/** 9-bit true heading: 511 (not available) and 360-510 (unused) are null. */
export function readHeading(bits: AisBits, start: number): number | null {
  return withinRange(readUint(bits, start, 9), HEADING_MAX);
}

/** 6-bit UTC second; 60-63 are status codes, not seconds. */
export function readSecond(bits: AisBits, start: number): number | null {
  const raw = readUint(bits, start, 6);
  return raw >= SECOND_FIRST_SPECIAL ? null : raw;
}

export function readEpfd(bits: AisBits, start: number): number | null {
  return unlessSentinel(readUint(bits, start, 4), EPFD_UNDEFINED);
}

export function readShipType(bits: AisBits, start: number): number | null {
  return unlessSentinel(readUint(bits, start, 8), SHIP_TYPE_NOT_AVAILABLE);
}

/** 30 bits: to bow (9), to stern (9), to port (6), to starboard (6). */
export function readDimensions(bits: AisBits, start: number): AisDimensions {
  return {
    toBow: readUint(bits, start, 9),
    toStern: readUint(bits, start + 9, 9),
    toPort: readUint(bits, start + 18, 6),
    toStarboard: readUint(bits, start + 24, 6),
  };
}

/** 20 bits: month (4), day (5), hour (5), minute (6). */
export function readEta(bits: AisBits, start: number): AisEta {
  return {
    month: unlessSentinel(readUint(bits, start, 4), MONTH_NOT_AVAILABLE),
    day: unlessSentinel(readUint(bits, start + 4, 5), DAY_NOT_AVAILABLE),
    hour: unlessSentinel(readUint(bits, start + 9, 5), HOUR_NOT_AVAILABLE),
    minute: unlessSentinel(readUint(bits, start + 14, 6), MINUTE_NOT_AVAILABLE),
  };
}

export function readMmsi(bits: AisBits, start: number): string {
  return String(readUint(bits, start, 30));
}
