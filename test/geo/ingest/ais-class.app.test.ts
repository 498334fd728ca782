// A vessel's AIS class is known from what it sends, position or not: only Class A sends static
// and voyage data (type 5), only Class B sends static data reports (type 24) and extended
// position reports (type 19), ITU-R M.1371-5 Annex 2 and Annex 7.
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

/** The corpus line that carries `payload`, and the line after it when the message has two parts. */
function linesWith(file: string, payload: string, count = 1): string {
  const lines = readCorpus(file).split('\n');
  const at = lines.findIndex((l) => l.includes(payload));
  if (at < 0) throw new Error(`no line with ${payload} in ${file}`);
  return lines.slice(at, at + count).join('\n');
}

async function assetByMmsi(mmsi: string) {
  const found = (await t.request({ method: 'GET', url: `/v1/assets/search?q=${mmsi}` })).json().data;
  expect(found).toHaveLength(1);
  return found[0];
}

async function ingest(text: string) {
  const response = await t.request({
    method: 'POST',
    url: '/v1/ingest/nmea',
    payload: text,
    headers: { 'content-type': 'text/plain' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('ais_class from static messages', () => {
  it('is A for a vessel known only by its static and voyage data (type 5)', async () => {
    // gpsd's sample: EVER DIADEM, MMSI 351759000, in two parts.
    const result = await ingest(
      linesWith('gpsd/sample.aivdm', '55?MbV02;H;s<HtKR20EHE:0@T4@Dn2222222216L961O5Gf0NSQEp6ClRp8', 2),
    );
    expect(result).toMatchObject({ accepted: 2, rejected: 0 });
    const asset = await assetByMmsi('351759000');
    expect(asset.details.ais_class).toBe('A');
    expect(asset.last_position).toBeNull();
  });

  it('is B for a vessel known only by its static data reports (type 24, parts A and B)', async () => {
    const result = await ingest(
      [
        linesWith('gpsd/sample.aivdm', 'H42O55i18tMET00000000000000'),
        linesWith('gpsd/sample.aivdm', 'H42O55lti4hhhilD3nink000?050'),
      ].join('\n'),
    );
    expect(result).toMatchObject({ accepted: 2, rejected: 0 });
    const asset = await assetByMmsi('271041815');
    expect(asset.details.ais_class).toBe('B');
  });
});
