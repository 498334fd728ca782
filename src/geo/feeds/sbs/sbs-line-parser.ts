/**
 * Decoder for one SBS-1 (BaseStation, TCP port 30003) line, as written by BaseStation, dump1090
 * and readsb: 22 comma-separated fields, of which only MSG lines carry aircraft state. Lines are
 * read leniently where feeds differ (short lines, padded callsigns, CRLF) and strictly where a
 * value would be wrong (bad address, impossible position), so that an API caller gets one
 * clear sentence per refused line.
 */

import { resolveTimeZone, type WallClock, type WallClockZone } from '../../../lib/wall-clock.ts';
import type { SbsMessage, SbsParseResult, SbsTransmission } from './adsb-types.ts';
import {
  ADDRESS_RULE,
  cleanCallsign,
  LIMITS,
  parseAddress,
  rangeProblem,
  squawkProblem,
} from './adsb-values.ts';

export interface SbsParseOptions {
  /** Zone of the receiver's clock: IANA name or fixed offset like '+02:00'. Default 'UTC'. */
  timeZone?: string;
}

/** Field positions in a BaseStation line (0-based). */
const FIELD = {
  kind: 0,
  transmission: 1,
  hexIdent: 4,
  dateGenerated: 6,
  timeGenerated: 7,
  dateLogged: 8,
  timeLogged: 9,
  callsign: 10,
  altitude: 11,
  groundSpeed: 12,
  track: 13,
  lat: 14,
  lon: 15,
  verticalRate: 16,
  squawk: 17,
  alert: 18,
  emergency: 19,
  spi: 20,
  onGround: 21,
} as const;
const FIELD_COUNT = 22;

/** BaseStation's other line kinds describe the session or the operator's UI, not an aircraft. */
const STATELESS_KINDS: Record<string, string> = {
  SEL: 'selection change',
  ID: 'new id',
  AIR: 'new aircraft',
  STA: 'status change',
  CLK: 'clock',
};

const TRANSMISSIONS: readonly SbsTransmission[] = [1, 2, 3, 4, 5, 6, 7, 8];

/** Plain decimals only: Number() would also take '', '0x1f', '1e3' and 'Infinity'. */
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;
const DATE = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})$/;
const TIME = /^(\d{1,2}):(\d{2}):(\d{2})(?:\.(\d+))?$/;

export function parseSbsLine(line: string, options: SbsParseOptions = {}): SbsParseResult {
  const text = line.trim();
  if (text === '') return { kind: 'ignored', reason: 'blank line' };
  const fields = text.split(',').map((field) => field.trim());
  const kind = fields[FIELD.kind] ?? '';
  if (kind !== 'MSG') {
    const what = STATELESS_KINDS[kind];
    if (what !== undefined) {
      return { kind: 'ignored', reason: `${kind} (${what}) lines carry no aircraft state` };
    }
    return {
      kind: 'error',
      detail: `line starts with ${JSON.stringify(kind)}, not MSG, SEL, ID, AIR, STA or CLK`,
    };
  }

  // A stray comma (a callsign or number written with one) shifts every later field into the
  // wrong column, where it still looks plausible: refuse rather than guess.
  if (fields.length > FIELD_COUNT) {
    return { kind: 'error', detail: `line has ${fields.length} fields, BaseStation has ${FIELD_COUNT}` };
  }
  const zone = resolveTimeZone(options.timeZone ?? 'UTC');
  if (!zone.ok) return { kind: 'error', detail: zone.detail };

  const problems: string[] = [];
  const field = (index: number): string => fields[index] ?? '';

  const transmissionText = field(FIELD.transmission);
  const transmission = TRANSMISSIONS.find((type) => String(type) === transmissionText) ?? null;
  if (transmission === null) {
    problems.push(`transmission type ${JSON.stringify(transmissionText)} is not 1-8`);
  }

  const hexText = field(FIELD.hexIdent);
  const address = parseAddress(hexText);
  if (address === null) problems.push(`hex ident ${JSON.stringify(hexText)} is not ${ADDRESS_RULE}`);

  const at = readInstant(field, zone.zone, problems);

  const number = (index: number, name: string, limit?: { min: number; max: number }): number | null => {
    const raw = field(index);
    if (raw === '') return null;
    if (!DECIMAL.test(raw)) {
      problems.push(`${name} ${JSON.stringify(raw)} is not a number`);
      return null;
    }
    const value = Number(raw);
    const outside = limit === undefined ? null : rangeProblem(name, value, limit);
    if (outside !== null) problems.push(outside);
    return value;
  };
  const flag = (index: number, name: string): boolean | null => {
    const raw = field(index);
    if (raw === '') return null;
    // BaseStation writes -1 for true; dump1090 writes 1; both write 0 for false.
    if (raw === '-1' || raw === '1') return true;
    if (raw === '0') return false;
    problems.push(`${name} flag ${JSON.stringify(raw)} is not -1, 1 or 0`);
    return null;
  };

  const altitudeFt = number(FIELD.altitude, 'altitude');
  const groundSpeedKn = number(FIELD.groundSpeed, 'ground speed', LIMITS.speedKn);
  const trackDeg = number(FIELD.track, 'track', LIMITS.trackDeg);
  const lat = number(FIELD.lat, 'lat', LIMITS.latDeg);
  const lon = number(FIELD.lon, 'lon', LIMITS.lonDeg);
  const verticalRateFtMin = number(FIELD.verticalRate, 'vertical rate');
  const squawkText = field(FIELD.squawk);
  const squawk = squawkText === '' ? null : squawkText;
  const badSquawk = squawk === null ? null : squawkProblem(squawk);
  if (badSquawk !== null) problems.push(badSquawk);
  const alert = flag(FIELD.alert, 'alert');
  const emergency = flag(FIELD.emergency, 'emergency');
  const spi = flag(FIELD.spi, 'SPI');
  const onGround = flag(FIELD.onGround, 'is-on-ground');

  if (transmission === null || address === null || at === null || problems.length > 0) {
    return { kind: 'error', detail: problems.join('; ') };
  }
  const message: SbsMessage = {
    transmission,
    icao24: address.icao24,
    nonIcao: address.nonIcao,
    at,
    callsign: cleanCallsign(field(FIELD.callsign)),
    altitudeFt,
    groundSpeedKn,
    trackDeg,
    lat,
    lon,
    verticalRateFtMin,
    squawk,
    alert,
    emergency,
    spi,
    onGround,
  };
  return { kind: 'message', message };
}

/** The generated date/time is when the receiver heard the message; logged is when it was written. */
function readInstant(
  field: (index: number) => string,
  zone: WallClockZone,
  problems: string[],
): number | null {
  const pairs = [
    { name: 'generated', date: field(FIELD.dateGenerated), time: field(FIELD.timeGenerated) },
    { name: 'logged', date: field(FIELD.dateLogged), time: field(FIELD.timeLogged) },
  ];
  const pair = pairs.find((candidate) => candidate.date !== '' && candidate.time !== '');
  if (pair === undefined) {
    problems.push('no date and time (neither generated nor logged)');
    return null;
  }
  const clock = readWallClock(pair.date, pair.time);
  if (typeof clock === 'string') {
    problems.push(`date/time ${pair.name} ${clock}`);
    return null;
  }
  return zone.toEpochMs(clock);
}

function readWallClock(date: string, time: string): WallClock | string {
  const d = DATE.exec(date);
  const t = TIME.exec(time);
  if (d === null || t === null) {
    return `${JSON.stringify(`${date} ${time}`)} is not YYYY/MM/DD HH:MM:SS.sss`;
  }
  const [, year = '', month = '', day = ''] = d;
  const [, hour = '', minute = '', second = '', fraction = ''] = t;
  const clock: WallClock = {
    year: Number(year),
    month: Number(month),
    day: Number(day),
    hour: Number(hour),
    minute: Number(minute),
    second: Number(second),
    ms: Number(fraction.padEnd(3, '0').slice(0, 3)),
  };
  // Date.UTC rolls 31 April over to 1 May; a reading that does not survive the trip is not a date.
  const probe = new Date(
    Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second),
  );
  const exists =
    probe.getUTCFullYear() === clock.year &&
    probe.getUTCMonth() === clock.month - 1 &&
    probe.getUTCDate() === clock.day &&
    probe.getUTCHours() === clock.hour &&
    probe.getUTCMinutes() === clock.minute &&
    probe.getUTCSeconds() === clock.second;
  return exists ? clock : `${JSON.stringify(`${date} ${time}`)} is not a real date and time`;
}
