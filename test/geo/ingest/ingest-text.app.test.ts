// Text ingest over HTTP: AIS NMEA lines (tag blocks, multi-part static messages) and SBS-1 lines,
// each bad line reported by number, the good ones kept and merged into the registry.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/lib/clock.ts';
import { problemOf, startApp, type TestApp, type TestKey } from '../../harness.ts';

const DATA = new URL('../../../../shared/data/', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, DATA), 'utf8');

let t: TestApp;
let key: TestKey;
const clock = new ManualClock(Date.parse('2026-11-23T10:00:00Z'));
beforeAll(async () => {
  t = await startApp({ startWorker: false, clock });
  key = await t.key(['assets:read', 'ingest:write'], { workspace: 'ingest-text' });
});
afterAll(async () => {
  await t.close();
});

function send(path: string, body: string, contentType = 'text/plain') {
  return t.request({
    method: 'POST',
    url: path,
    key,
    payload: body,
    headers: { 'content-type': contentType },
  });
}

async function assetByQuery(q: string) {
  const response = await t.request({
    method: 'GET',
    url: `/v1/assets/search?q=${encodeURIComponent(q)}`,
    key,
  });
  return response.json().data[0];
}

describe('POST /v1/ingest/nmea', () => {
  it('decodes the libais tag block sample: times from c:, a two-part type 5 merged as static facts', async () => {
    const response = await send('/v1/ingest/nmea', read('ais/libais/tagblock.nmea'));
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result.rejected).toBe(0);
    expect(result.accepted).toBeGreaterThan(0);
    const position = await assetByQuery('224651000');
    expect(position?.last_position?.at).toBe('2014-12-10T00:41:53.000Z');
  });

  it('keeps the good lines of the gpsd sample and reports a bad checksum by line number', async () => {
    const text = `${read('ais/gpsd/sample.aivdm')}\n!AIVDM,1,1,,A,15RTgt0PAso;90TKcjM8h6g208CQ,0*4B\n`;
    const result = (await send('/v1/ingest/nmea', text)).json();
    // Lines whose message was stored: positions of types 1, 2, 3, 9 (SAR aircraft), 18, 19 and 27,
    // statics of 5, 19 and 24 (each part counts); binary messages, base stations and aids to
    // navigation store nothing.
    expect(result).toMatchObject({ accepted: 27, pending: 0, duplicates: 0 });
    expect(result.ignored).toBeGreaterThan(1000);
    const nonBlank = text.split('\n').filter((line) => line.trim() !== '').length;
    expect(result.accepted + result.rejected + result.ignored).toBe(nonBlank);
    const lines = text.split('\n').length;
    const last = result.errors.at(-1);
    expect(last.line).toBe(lines - 1);
    expect(last.detail).toMatch(/checksum/i);
    // Type 5 from the sample: EVER DIADEM, IMO 9134270.
    const ship = await assetByQuery('EVER DIADEM');
    expect(ship).toMatchObject({ identifiers: { mmsi: '351759000', imo: '9134270', call_sign: '3FOF8' } });
  });

  it('refuses JSON on a text endpoint with 415', async () => {
    const response = await send('/v1/ingest/nmea', '{"a":1}', 'application/json');
    expect(response.statusCode).toBe(415);
    expect(problemOf(response).code).toBe('unsupported_media_type');
  });
});

describe('POST /v1/ingest/sbs', () => {
  it('stores dump1090 positions with the speed and track carried from MSG 4 and the callsign from MSG 1', async () => {
    const text =
      read('adsb/derived/riddle_ident_velocity.dump1090-mutability.sbs.csv') +
      read('adsb/derived/riddle_position_pair.dump1090-mutability.sbs.csv');
    const result = (await send('/v1/ingest/sbs', text)).json();
    expect(result.rejected).toBe(0);
    const klm = await assetByQuery('4840d6');
    expect(klm.identifiers).toMatchObject({ icao24: '4840d6', flight: 'KLM1023' });
  });

  it('reads times in the zone asked for, and reports bad lines by number', async () => {
    const lines = [
      'MSG,3,1,1,ABCDEF,1,2026/11/23,10:30:00.000,2026/11/23,10:30:00.000,,38000,,,52.1,4.5,,,,,,0',
      'MSG,3,1,1,XYZ,1,2026/11/23,10:30:00.000,2026/11/23,10:30:00.000,,38000,,,52.1,4.5,,,,,,0',
    ].join('\n');
    const result = (await send('/v1/ingest/sbs?time_zone=Europe/Amsterdam', lines)).json();
    expect(result).toMatchObject({ accepted: 1, rejected: 1, errors: [{ line: 2 }] });
    const aircraft = await assetByQuery('abcdef');
    expect(aircraft.last_position).toMatchObject({
      at: '2026-11-23T09:30:00.000Z',
      lon: 4.5,
      lat: 52.1,
      altitude_ft: 38000,
    });
    const badZone = await send('/v1/ingest/sbs?time_zone=Mars/Olympus', lines);
    expect(problemOf(badZone).errors?.[0]?.pointer).toBe('/query/time_zone');
  });
});
