// Every AIS message a vessel or aircraft sends: a search-and-rescue aircraft (message 9) becomes an
// aircraft known by its MMSI, with its altitude; a long-range report (message 27) with a course the
// standard leaves unused (363°, 444°) is stored with the course not available.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/lib/clock.ts';
import { startApp, type TestApp } from '../../harness.ts';
import { readCorpus } from '../feeds/ais/corpus-files.ts';

let t: TestApp;
const clock = new ManualClock(Date.parse('2026-11-23T10:00:00Z'));
beforeAll(async () => {
  t = await startApp({ startWorker: false, clock });
});
afterAll(async () => {
  await t.close();
});

/** The corpus line that carries `payload`. */
function lineWith(file: string, payload: string): string {
  const line = readCorpus(file)
    .split('\n')
    .find((l) => l.includes(payload));
  if (line === undefined) throw new Error(`no line with ${payload} in ${file}`);
  return line;
}

async function nmea(text: string) {
  const response = await t.request({
    method: 'POST',
    url: '/v1/ingest/nmea',
    payload: text,
    headers: { 'content-type': 'text/plain' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function found(q: string, kind?: string) {
  const url = `/v1/assets/search?q=${q}${kind ? `&kind=${kind}` : ''}`;
  return (await t.request({ method: 'GET', url })).json().data;
}

describe('message 9, search-and-rescue aircraft', () => {
  it('becomes an aircraft asset known by its MMSI, with its altitude in feet', async () => {
    // gpsd's sample: MMSI 111232511 at 303 m, 42 kn (gpsd's hand-checked comment on the line).
    const result = await nmea(lineWith('gpsd/sample.aivdm', '91b55wi;hbOS@OdQAC062Ch2089h'));
    expect(result).toMatchObject({ accepted: 1, ignored: 0 });
    const [aircraft] = await found('111232511', 'aircraft');
    expect(aircraft).toMatchObject({
      kind: 'aircraft',
      identifiers: { mmsi: '111232511' },
      last_position: { speed_kn: 42, course_deg: 154.5, altitude_ft: expect.closeTo(303 / 0.3048, 6) },
    });
    expect(await found('111232511', 'vessel')).toEqual([]);
    // An aircraft: the vessel track endpoint does not serve it.
    const track = await t.request({ method: 'GET', url: '/v1/vessels/mmsi:111232511/track' });
    expect(track.statusCode).toBe(404);
  });
});

describe('message 27, long-range broadcast', () => {
  it.each([
    ['787477898', 'KsfwmRWn>Dw76undWn8VCeESDnQJ', 363],
    ['980900281', 'KvWMIfCNvoNqRAsh', 444],
  ])('stores vessel %s with its course (%s says %i°) not available', async (mmsi, payload) => {
    expect((await nmea(lineWith('libais/test.aivdm', payload))).accepted).toBe(1);
    const [vessel] = await found(mmsi);
    expect(vessel.last_position).toMatchObject({ course_deg: null });
  });

  it('refuses a payload of another length than 96 or 168 bits', async () => {
    const result = await nmea(lineWith('libais/test.aivdm', 'Kuk?UdoRoruEj=FLmp0<aqjNscolfMckwP'));
    expect(result).toMatchObject({ accepted: 0, rejected: 1 });
    expect(result.errors[0].detail).toMatch(/type 27 has 200 bits/);
  });
});
