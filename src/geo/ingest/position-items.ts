/**
 * Checks the items of `POST /v1/ingest/positions` one by one, so that a bad item is reported with
 * its index and what is wrong, and the good ones are kept (API.md §4).
 */
import { observationTimeProblem, parseRfc3339 } from '../../lib/rfc3339.ts';
import type { PositionReport } from './ingest-types.ts';
import { kindOfMmsi } from './station-kinds.ts';

export interface ItemProblem {
  index: number;
  detail: string;
}

const KNOWN_FIELDS = new Set([
  'mmsi',
  'icao24',
  'at',
  'lon',
  'lat',
  'speed_kn',
  'course_deg',
  'heading_deg',
  'altitude_ft',
  'name',
]);
const MMSI = /^[0-9]{9}$/;
const ICAO24 = /^[0-9a-fA-F]{6}$/;

type Reading = { ok: true; value: number | null } | { ok: false; detail: string };

function optionalNumber(item: Record<string, unknown>, field: string, min: number, max: number): Reading {
  const value = item[field];
  if (value === undefined || value === null) return { ok: true, value: null };
  if (typeof value !== 'number' || !Number.isFinite(value))
    return { ok: false, detail: `${field} must be a number` };
  if (value < min || value > max) return { ok: false, detail: `${field} must be from ${min} to ${max}` };
  return { ok: true, value };
}

/** The report an item stands for, or what is wrong with it. */
export function readPositionItem(
  item: unknown,
  now: number,
): { ok: true; report: PositionReport } | { ok: false; detail: string } {
  if (typeof item !== 'object' || item === null || Array.isArray(item))
    return { ok: false, detail: 'must be an object' };
  const fields = item as Record<string, unknown>;
  const unknown = Object.keys(fields).filter((key) => !KNOWN_FIELDS.has(key));
  if (unknown.length > 0)
    return { ok: false, detail: `unknown field ${unknown.join(', ')}; check its spelling` };
  const mmsi = fields.mmsi;
  const icao24 = fields.icao24;
  if ((mmsi === undefined) === (icao24 === undefined)) {
    return { ok: false, detail: 'give exactly one of mmsi (a vessel) or icao24 (an aircraft)' };
  }
  const mmsiText = typeof mmsi === 'number' ? String(mmsi).padStart(9, '0') : mmsi;
  if (mmsi !== undefined && (typeof mmsiText !== 'string' || !MMSI.test(mmsiText))) {
    return { ok: false, detail: 'mmsi must be 9 digits' };
  }
  if (icao24 !== undefined && (typeof icao24 !== 'string' || !ICAO24.test(icao24))) {
    return { ok: false, detail: 'icao24 must be 6 hexadecimal digits' };
  }
  const at = typeof fields.at === 'string' ? parseRfc3339(fields.at) : undefined;
  if (at === undefined) {
    return {
      ok: false,
      detail: 'at must be a real RFC 3339 time, e.g. 2026-11-23T10:00:00Z (no 30 February, no 24:00)',
    };
  }
  const timeProblem = observationTimeProblem(at, now);
  if (timeProblem !== null) return { ok: false, detail: `at ${timeProblem}` };
  const lon = optionalNumber(fields, 'lon', -180, 180);
  const lat = optionalNumber(fields, 'lat', -90, 90);
  const readings = {
    speed: optionalNumber(fields, 'speed_kn', 0, 2000),
    course: optionalNumber(fields, 'course_deg', 0, 360),
    heading: optionalNumber(fields, 'heading_deg', 0, 360),
    altitude: optionalNumber(fields, 'altitude_ft', -2000, 100_000),
  };
  for (const reading of [lon, lat, ...Object.values(readings)]) if (!reading.ok) return reading;
  if (!lon.ok || !lat.ok || lon.value === null || lat.value === null)
    return { ok: false, detail: 'lon and lat are required' };
  const name = fields.name;
  if (name !== undefined && (typeof name !== 'string' || name.length > 120)) {
    return { ok: false, detail: 'name must be a string of at most 120 characters' };
  }
  const value = (r: Reading) => (r.ok ? r.value : null);
  return {
    ok: true,
    report: {
      kind: mmsi !== undefined ? kindOfMmsi(String(mmsiText)) : 'aircraft',
      key: mmsi !== undefined ? String(mmsiText) : String(icao24).toLowerCase(),
      at,
      lon: lon.value,
      lat: lat.value,
      speedKn: value(readings.speed),
      courseDeg: value(readings.course),
      headingDeg: value(readings.heading),
      altitudeFt: value(readings.altitude),
      ...(typeof name === 'string' && name.trim() ? { name: name.trim() } : {}),
    },
  };
}
