// Dates mean what they say, wherever a time comes in: a day the calendar does not have (30
// February), 24:00 and leap seconds are refused with a pointer (or the line) instead of rolled
// over; an observation before the GPS epoch (0001-01-01, 1900, a zero clock's 1970) is a
// placeholder, refused; nothing refused is stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/lib/clock.ts';
import { problemOf, startApp, type TestApp } from '../../harness.ts';
import { sentence, tagBlockText } from '../feeds/ais/sentence-factory.ts';

let t: TestApp;
const clock = new ManualClock(Date.parse('2026-11-23T10:00:00Z'));
beforeAll(async () => {
  t = await startApp({ startWorker: false, clock });
});
afterAll(async () => {
  await t.close();
});

async function post(url: string, payload: unknown, contentType = 'application/json') {
  const response = await t.request({
    method: 'POST',
    url,
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    headers: { 'content-type': contentType },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function trackOf(mmsi: string) {
  const response = await t.request({
    method: 'GET',
    url: `/v1/vessels/mmsi:${mmsi}/track?from=1980-01-06T00:00:00Z`,
  });
  return response.statusCode === 404 ? [] : response.json().points;
}

describe('JSON positions', () => {
  it.each([
    ['30 February', '2026-02-30T00:00:00Z', /real RFC 3339 time/],
    ['24:00', '2026-01-01T24:00:00Z', /real RFC 3339 time/],
    ['a leap second', '2016-12-31T23:59:60Z', /real RFC 3339 time/],
    ['year 0001', '0001-01-01T00:00:00Z', /before 1980-01-06T00:00:00Z/],
    ['year 1900', '1900-01-01T00:00:00Z', /before 1980-01-06T00:00:00Z/],
    ['a zero clock', '1970-01-01T00:00:00Z', /before 1980-01-06T00:00:00Z/],
  ])('refuses %s and stores nothing of it', async (_name, at, detail) => {
    const mmsi = String(211000000 + Math.floor(Math.random() * 999_999));
    const result = await post('/v1/ingest/positions', [{ mmsi, at, lon: 4.3, lat: 51.9 }]);
    expect(result).toMatchObject({ accepted: 0, rejected: 1 });
    expect(result.errors[0]).toMatchObject({ index: 0, detail: expect.stringMatching(detail) });
    expect(await trackOf(mmsi)).toEqual([]);
  });

  it('keeps the good items beside a refused one', async () => {
    const result = await post('/v1/ingest/positions', [
      { mmsi: '211999001', at: '2026-02-30T00:00:00Z', lon: 4.3, lat: 51.9 },
      { mmsi: '211999001', at: '2026-02-28T00:00:00Z', lon: 4.3, lat: 51.9 },
    ]);
    expect(result).toMatchObject({ accepted: 1, rejected: 1, errors: [{ index: 0 }] });
    const track = await t.request({
      method: 'GET',
      url: '/v1/vessels/mmsi:211999001/track?from=2026-02-01T00:00:00Z&to=2026-03-05T00:00:00Z',
    });
    expect(track.json().points.map((p: { at: string }) => p.at)).toEqual(['2026-02-28T00:00:00.000Z']);
  });
});

describe('times carried by feeds', () => {
  it('refuses an AIS line whose tag block time is a zero clock', async () => {
    const payload = '13HOI:0P0000VOHLCnHQKwvL05Ip';
    const result = await post(
      '/v1/ingest/nmea',
      sentence(payload, { tagBlock: 'c:0' }).replace(/^\\[^\\]*\\/, tagBlockText('c:0')),
      'text/plain',
    );
    expect(result).toMatchObject({ accepted: 0, rejected: 1 });
    expect(result.errors[0].detail).toMatch(/1970-01-01T00:00:00.000Z is before 1980-01-06/);
  });

  it('refuses an SBS line dated 1 January 1970 and one dated 30 February', async () => {
    const line = (date: string) =>
      `MSG,3,1,1,4840D6,1,${date},10:00:00.000,${date},10:00:00.000,,38000,,,52.26578,3.93891,,,0,0,0,0`;
    const result = await post(
      '/v1/ingest/sbs',
      [line('1970/01/01'), line('2026/02/30')].join('\n'),
      'text/plain',
    );
    expect(result).toMatchObject({ accepted: 0, rejected: 2 });
    expect(result.errors.map((e: { line: number }) => e.line)).toEqual([1, 2]);
    expect(result.errors[0].detail).toMatch(/before 1980-01-06/);
    expect(result.errors[1].detail).toMatch(/not a real date/);
  });
});

describe('times in requests', () => {
  async function siteAndKey() {
    const key = await t.key(['sites:write', 'detections:write', 'detections:read', 'reports:write'], {
      workspace: `times-${Math.random().toString(36).slice(2, 8)}`,
    });
    const site = await t.request({
      method: 'POST',
      url: '/v1/sites',
      key,
      payload: { coordinates: [4.3, 51.95], radius_m: 5000 },
    });
    return { key, siteId: site.json().id as string };
  }

  it.each([
    ['0001-01-01T00:00:00Z', /before 1980-01-06/],
    ['1900-01-01T00:00:00Z', /before 1980-01-06/],
    ['2026-02-30T00:00:00Z', /.+/],
    ['2026-01-01T24:00:00Z', /.+/],
  ])(
    'a detection observed at %s is 400 pointing at /observed_at, and is not stored',
    async (observedAt, detail) => {
      const { key, siteId } = await siteAndKey();
      const response = await t.request({
        method: 'POST',
        url: '/v1/detections',
        key,
        payload: { site_id: siteId, type: 'vessel_detection', confidence: 0.5, observed_at: observedAt },
      });
      expect(response.statusCode).toBe(400);
      expect(problemOf(response).errors).toEqual([
        expect.objectContaining({ pointer: '/observed_at', detail: expect.stringMatching(detail) }),
      ]);
      const listed = await t.request({ method: 'GET', url: `/v1/detections?site_id=${siteId}`, key });
      expect(listed.json().data).toEqual([]);
    },
  );

  it.each([
    ['/v1/detections?from=2026-02-30T00:00:00Z', '/query/from'],
    ['/v1/detections?to=2026-01-01T24:00:00Z', '/query/to'],
  ])('GET %s is 400 pointing at %s', async (url, pointer) => {
    const { key } = await siteAndKey();
    const response = await t.request({ method: 'GET', url, key });
    expect(response.statusCode).toBe(400);
    expect(problemOf(response).errors?.[0]?.pointer).toBe(pointer);
  });

  it('a track asked from 30 February is 400 pointing at /query/from', async () => {
    await post('/v1/ingest/positions', [
      { mmsi: '211999002', at: '2026-11-23T09:00:00Z', lon: 4.3, lat: 51.9 },
    ]);
    const response = await t.request({
      method: 'GET',
      url: '/v1/vessels/mmsi:211999002/track?from=2026-02-30T00:00:00Z',
    });
    expect(response.statusCode).toBe(400);
    expect(problemOf(response).errors?.[0]?.pointer).toBe('/query/from');
  });

  it('a report from 31 April is 400 pointing at /from', async () => {
    const { key, siteId } = await siteAndKey();
    const response = await t.request({
      method: 'POST',
      url: '/v1/reports',
      key,
      payload: { subject: { kind: 'site', id: siteId }, from: '2026-04-31T00:00:00Z' },
    });
    expect(response.statusCode).toBe(400);
    expect(problemOf(response).errors?.[0]?.pointer).toBe('/from');
  });
});
