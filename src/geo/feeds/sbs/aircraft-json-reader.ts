/**
 * Reader for the aircraft.json snapshot that dump1090 (mutability and FlightAware) and readsb
 * write for their web maps: `{now, messages, aircraft: [...]}` with ages in seconds before
 * `now`. The two schemas name some fields differently (mutability `altitude`/`speed`, readsb
 * `alt_baro`/`gs`); both are read. One bad aircraft is reported by index and skipped; the rest
 * still come through.
 */
import type { AircraftUpdate } from './adsb-types.ts';
import {
  ADDRESS_RULE,
  cleanCallsign,
  LIMITS,
  parseAddress,
  rangeProblem,
  squawkProblem,
} from './adsb-values.ts';

export interface AircraftJsonResult {
  updates: AircraftUpdate[];
  /** `index` is the position in `aircraft`, or -1 when the document itself is unusable. */
  errors: { index: number; detail: string }[];
}

type Entry = Record<string, unknown>;

function isRecord(value: unknown): value is Entry {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'string' ? JSON.stringify(value) : typeof value;
}

export function readAircraftJson(json: unknown): AircraftJsonResult {
  if (!isRecord(json)) {
    return { updates: [], errors: [{ index: -1, detail: `expected an object, got ${describe(json)}` }] };
  }
  const { now, aircraft } = json;
  const problems: string[] = [];
  if (typeof now !== 'number' || !Number.isFinite(now)) {
    problems.push(`now must be seconds since the Unix epoch, got ${describe(now)}`);
  }
  if (!Array.isArray(aircraft)) problems.push(`aircraft must be an array, got ${describe(aircraft)}`);
  if (typeof now !== 'number' || !Array.isArray(aircraft) || problems.length > 0) {
    return { updates: [], errors: problems.map((detail) => ({ index: -1, detail })) };
  }

  const result: AircraftJsonResult = { updates: [], errors: [] };
  aircraft.forEach((entry: unknown, index) => {
    const read = readAircraft(entry, now);
    if (typeof read === 'string') result.errors.push({ index, detail: read });
    else result.updates.push(read);
  });
  return result;
}

function readAircraft(entry: unknown, nowSeconds: number): AircraftUpdate | string {
  if (!isRecord(entry)) return `expected an aircraft object, got ${describe(entry)}`;
  const problems: string[] = [];

  const hex = entry.hex;
  const address = typeof hex === 'string' ? parseAddress(hex.trim()) : null;
  if (address === null) problems.push(`hex ${describe(hex)} is not ${ADDRESS_RULE}`);

  const number = (key: string, limit?: { min: number; max: number }): number | null => {
    const value = entry[key];
    if (value === undefined || value === null) return null;
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      problems.push(`${key} ${describe(value)} is not a number`);
      return null;
    }
    const outside = limit === undefined ? null : rangeProblem(key, value, limit);
    if (outside !== null) problems.push(outside);
    return value;
  };
  const text = (key: string): string | null => {
    const value = entry[key];
    if (value === undefined || value === null) return null;
    if (typeof value === 'string') return value;
    problems.push(`${key} ${describe(value)} is not a string`);
    return null;
  };

  const lat = number('lat', LIMITS.latDeg);
  const lon = number('lon', LIMITS.lonDeg);
  const positioned = lat !== null && lon !== null;
  const altitude = readAltitude(entry, problems);
  // readsb's `gs` is ground speed; mutability's `speed` is usually ground speed, sometimes IAS.
  const speedKn = number('gs', LIMITS.speedKn) ?? number('speed', LIMITS.speedKn);
  const trackDeg = number('track', LIMITS.trackDeg);
  const flight = text('flight');
  const squawk = text('squawk');
  const badSquawk = squawk === null ? null : squawkProblem(squawk);
  if (badSquawk !== null) problems.push(badSquawk);
  const seen = number('seen', { min: 0, max: Number.POSITIVE_INFINITY });
  const seenPos = number('seen_pos', { min: 0, max: Number.POSITIVE_INFINITY });

  if (address === null || problems.length > 0) return problems.join('; ');
  // A position is as old as seen_pos; without one, the update is as old as the last message.
  const ageSeconds = (positioned ? (seenPos ?? seen) : seen) ?? 0;
  return {
    icao24: address.icao24,
    nonIcao: address.nonIcao,
    at: Math.round((nowSeconds - ageSeconds) * 1000),
    lon: positioned ? lon : null,
    lat: positioned ? lat : null,
    altitudeFt: altitude.feet,
    speedKn,
    trackDeg,
    callsign: flight === null ? null : cleanCallsign(flight),
    squawk,
    onGround: altitude.onGround,
  };
}

/**
 * Barometric altitude: readsb `alt_baro`, mutability `altitude`. Both write "ground" instead of
 * a number when the aircraft reports it is on the ground; a number means it reports airborne.
 */
function readAltitude(entry: Entry, problems: string[]): { feet: number | null; onGround: boolean | null } {
  const key = entry.alt_baro !== undefined ? 'alt_baro' : 'altitude';
  const value = entry[key];
  if (value === undefined || value === null) return { feet: null, onGround: null };
  if (value === 'ground') return { feet: null, onGround: true };
  if (typeof value === 'number' && Number.isFinite(value)) return { feet: value, onGround: false };
  problems.push(`${key} ${describe(value)} is neither a number of feet nor "ground"`);
  return { feet: null, onGround: null };
}
