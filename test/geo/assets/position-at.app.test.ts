// GET /v1/assets/:id/position?at=: the fix at that time, or a point interpolated along the
// geodesic between the fixes either side, saying so; no guess across a long gap. Tracks built from
// real port coordinates (the World Port Index's Europoort and Rotterdam; Levuka, Fiji, by the
// antimeridian).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { geodesicDistanceM } from '../../../src/geo/geometry/index.ts';
import { ManualClock } from '../../../src/lib/clock.ts';
import { newId } from '../../../src/lib/ids.ts';
import { problemOf, startApp, type TestApp } from '../../harness.ts';

let t: TestApp;
const clock = new ManualClock(Date.parse('2026-11-23T16:00:00Z'));
beforeAll(async () => {
  t = await startApp({ startWorker: false, clock, env: { VIGIL_LATE_HORIZON_S: '604800' } });
});
afterAll(async () => {
  await t.close();
});

const iso = (ms: number) => new Date(ms).toISOString();
const at = (hhmm: string) => Date.parse(`2026-11-23T${hhmm}:00Z`);

async function vessel(mmsi: string, fixes: object[]): Promise<string> {
  const response = await t.request({
    method: 'POST',
    url: '/v1/ingest/positions',
    payload: fixes.map((fix) => ({ mmsi, ...fix })),
  });
  expect(response.json(), response.body).toMatchObject({ rejected: 0 });
  const search = await t.request({ method: 'GET', url: `/v1/assets/search?q=${mmsi}` });
  return search.json().data[0].id;
}

async function position(id: string, query: string) {
  const response = await t.request({ method: 'GET', url: `/v1/assets/${id}/position?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const europoort: [number, number] = [4.116667, 51.95];
const rotterdam: [number, number] = [4.483333, 51.9];

describe('position at a time', () => {
  let id: string;
  beforeAll(async () => {
    id = await vessel('244000031', [
      { at: iso(at('10:00')), lon: europoort[0], lat: europoort[1], speed_kn: 12, course_deg: 100 },
      { at: iso(at('11:00')), lon: rotterdam[0], lat: rotterdam[1], speed_kn: 11, course_deg: 95 },
      // Three hours dark, then a last fix.
      { at: iso(at('14:00')), lon: 4.5, lat: 51.89 },
    ]);
  });

  it('gives the stored fix at that instant, not interpolated', async () => {
    const answer = await position(id, `at=${iso(at('10:00'))}`);
    expect(answer).toMatchObject({
      asset_id: id,
      interpolated: false,
      reason: null,
      position: { at: iso(at('10:00')), lon: europoort[0], lat: europoort[1], speed_kn: 12, course_deg: 100 },
    });
  });

  it('interpolates along the geodesic in proportion to time, naming both fixes', async () => {
    const answer = await position(id, `at=${iso(at('10:15'))}`);
    expect(answer.interpolated).toBe(true);
    expect(answer.before.at).toBe(iso(at('10:00')));
    expect(answer.after.at).toBe(iso(at('11:00')));
    const p: [number, number] = [answer.position.lon, answer.position.lat];
    const leg = geodesicDistanceM(europoort, rotterdam);
    // A quarter of the way in time is a quarter of the way along the leg, to the centimetre.
    expect(geodesicDistanceM(europoort, p)).toBeCloseTo(leg / 4, 1);
    expect(geodesicDistanceM(p, rotterdam)).toBeCloseTo((3 * leg) / 4, 1);
    // The leg's mean speed: its length in an hour, in knots.
    expect(answer.position.speed_kn).toBeCloseTo(leg / 1852, 2);
    expect(answer.position.course_deg).toBeGreaterThan(90);
    expect(answer.position.course_deg).toBeLessThan(110);
    expect(answer.position.heading_deg).toBeNull();
  });

  it('does not guess across a gap longer than max_gap_s, unless asked to', async () => {
    const dark = await position(id, `at=${iso(at('12:30'))}`);
    expect(dark).toMatchObject({ position: null, interpolated: false, reason: 'gap_too_long' });
    expect(dark.before.at).toBe(iso(at('11:00')));
    expect(dark.after.at).toBe(iso(at('14:00')));
    const wider = await position(id, `at=${iso(at('12:30'))}&max_gap_s=14400`);
    expect(wider).toMatchObject({ interpolated: true, reason: null });
  });

  it('says when the time is outside the track, or nothing is stored', async () => {
    expect(await position(id, `at=${iso(at('09:00'))}`)).toMatchObject({
      position: null,
      reason: 'before_first_fix',
      before: null,
      after: { at: iso(at('10:00')) },
    });
    expect(await position(id, `at=${iso(at('15:00'))}`)).toMatchObject({
      position: null,
      reason: 'after_last_fix',
      after: null,
    });
    const silent = await t.request({
      method: 'POST',
      url: '/v1/ingest/nmea',
      headers: { 'content-type': 'text/plain' },
      // gpsd's type 5 sample (EVER DIADEM, MMSI 351759000): a static report, no position.
      payload:
        '!AIVDM,2,1,1,A,55?MbV02;H;s<HtKR20EHE:0@T4@Dn2222222216L961O5Gf0NSQEp6ClRp8,0*1C\n!AIVDM,2,2,1,A,88888888880,2*25\n',
    });
    expect(silent.statusCode, silent.body).toBe(200);
    const search = await t.request({ method: 'GET', url: '/v1/assets/search?q=351759000' });
    const unplaced = search.json().data[0].id;
    expect(await position(unplaced, `at=${iso(at('10:00'))}`)).toMatchObject({
      position: null,
      reason: 'no_positions',
      before: null,
      after: null,
    });
  });

  it('passes over a fix stored as suspect', async () => {
    const id2 = await vessel('244000033', [
      { at: iso(at('10:00')), lon: europoort[0], lat: europoort[1] },
      // Null Island: a receiver's empty fix, stored as suspect.
      { at: iso(at('10:30')), lon: 0, lat: 0 },
      { at: iso(at('11:00')), lon: rotterdam[0], lat: rotterdam[1] },
    ]);
    const answer = await position(id2, `at=${iso(at('10:30'))}`);
    expect(answer).toMatchObject({
      interpolated: true,
      before: { at: iso(at('10:00')) },
      after: { at: iso(at('11:00')) },
    });
    expect(answer.position.lon).toBeGreaterThan(4.1);
  });

  it('takes the short way across the antimeridian', async () => {
    const fiji = await vessel('520000032', [
      { at: iso(at('10:00')), lon: 179.9, lat: -17.68 },
      { at: iso(at('11:00')), lon: -179.9, lat: -17.68 },
    ]);
    const answer = await position(fiji, `at=${iso(at('10:30'))}`);
    expect(answer.interpolated).toBe(true);
    expect(Math.abs(answer.position.lon)).toBeGreaterThan(179.99);
    expect(answer.position.lat).toBeCloseTo(-17.68, 3);
  });

  it('refuses a time that is not one, and answers 404 for an unknown asset', async () => {
    const bad = await t.request({ method: 'GET', url: `/v1/assets/${id}/position?at=2026-02-30T10:00:00Z` });
    expect(bad.statusCode).toBe(400);
    expect(problemOf(bad).detail).toMatch(/at/);
    const missing = await t.request({ method: 'GET', url: `/v1/assets/${id}/position` });
    expect(missing.statusCode).toBe(400);
    const unknown = await t.request({
      method: 'GET',
      url: `/v1/assets/${newId('asset')}/position?at=${iso(at('10:00'))}`,
    });
    expect(unknown.statusCode).toBe(404);
  });
});
