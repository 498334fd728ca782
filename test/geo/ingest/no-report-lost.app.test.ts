// No acknowledged position is lost: reports without a time of their own (AIS without tag blocks)
// are each stored in arrival order, `last_position` is the latest received, and the ingest answer
// counts what was stored: comments are not accepted, a lone first part is pending, a repeat is a
// duplicate, a report older than the asset's newest is late.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/lib/clock.ts';
import { startApp, type TestApp, type TestKey } from '../../harness.ts';

const DATA = new URL('../../../../shared/data/', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, DATA), 'utf8');

let t: TestApp;
let key: TestKey;
const clock = new ManualClock(Date.parse('2026-11-23T10:00:00Z'));
beforeAll(async () => {
  t = await startApp({ startWorker: false, clock });
  key = await t.key(['assets:read', 'ingest:write'], { workspace: 'no-report-lost' });
});
afterAll(async () => {
  await t.close();
});

function post(path: string, body: string | unknown[]) {
  const text = typeof body === 'string';
  return t.request({
    method: 'POST',
    url: path,
    key,
    payload: text ? body : JSON.stringify(body),
    headers: { 'content-type': text ? 'text/plain' : 'application/json' },
  });
}

async function assetOf(mmsi: string) {
  const found = (await t.request({ method: 'GET', url: `/v1/assets/search?q=${mmsi}`, key })).json().data;
  return found[0] as { id: string; last_position: { at: string; lon: number; lat: number } | null };
}

async function trackOf(id: string) {
  const url = `/v1/assets/${id}/track?from=2026-11-01T00:00:00Z&to=2026-11-24T00:00:00Z`;
  return (await t.request({ method: 'GET', url, key })).json().points as { lon: number; lat: number }[];
}

/** gpsdecode -j's reading of the same file: vessel 237836700's reports, in file order. */
function gpsdReports(mmsi: number) {
  return read('ais/derived/pyais_nmea_data_sample.gpsdecode-j.json')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as { mmsi: number; lon: number; lat: number })
    .filter((report) => report.mmsi === mmsi);
}

const nonBlank = (text: string) => text.split(/\r?\n/).filter((line) => line.trim() !== '').length;

describe('AIS without tag block times', () => {
  it('keeps every report of a recording posted in one body, in order, the last one last', async () => {
    const text = read('ais/pyais/nmea_data_sample.txt');
    const result = (await post('/v1/ingest/nmea', text)).json();
    // Every non-blank line counted once.
    expect(result.accepted + result.rejected + result.pending + result.ignored + result.duplicates).toBe(
      nonBlank(text),
    );
    // 100 sentences with an empty payload. The second parts of 20 two-part messages are among
    // them: 8 first parts are given up on when a new message takes their sequence id, 12 still wait.
    expect(result.rejected).toBe(108);
    expect(
      result.errors.filter((e: { detail: string }) => /other parts never came/.test(e.detail)),
    ).toHaveLength(8);
    expect(result.pending).toBe(12);
    // Base stations (6), type 15 (7) and 20 (1) interrogations, 4 type 1 without a position.
    expect(result.ignored).toBe(18);
    expect(result.late).toBe(0);

    const expected = gpsdReports(237836700);
    expect(expected).toHaveLength(32);
    const vessel = await assetOf('237836700');
    const points = await trackOf(vessel.id);
    // gpsdecode prints six decimals; AIS positions are in 1/10,000 minute.
    const near = (value: number) => expect.closeTo(value, 6);
    expect(points.map((p) => [p.lon, p.lat])).toEqual(expected.map((r) => [near(r.lon), near(r.lat)]));
    const last = expected.at(-1) ?? { lon: 0, lat: 0 };
    expect(vessel.last_position).toMatchObject({ lon: near(last.lon), lat: near(last.lat) });
  });

  it('keeps every report when the recording comes in several bodies at the same instant, as vigil replay sends it', async () => {
    clock.advance(3_600_000);
    const vesselLines = read('ais/pyais/nmea_data_sample.txt')
      .split('\n')
      .filter((line) => ['13RlIW?04F', '13RlIW'].some((p) => line.split(',')[5]?.startsWith(p)));
    const reports = vesselLines.length;
    expect(reports).toBeGreaterThan(10);
    let accepted = 0;
    for (let i = 0; i < reports; i += 5) {
      accepted += (await post('/v1/ingest/nmea', vesselLines.slice(i, i + 5).join('\n'))).json().accepted;
    }
    expect(accepted).toBe(reports);
    const vessel = await assetOf('237836700');
    const at = new Date(clock.now()).toISOString();
    const url = `/v1/assets/${vessel.id}/track?from=${at}&to=${new Date(clock.now() + 1).toISOString()}`;
    const points = (await t.request({ method: 'GET', url, key })).json().points;
    expect(points).toHaveLength(reports);
  });
});

describe('what the answer counts', () => {
  it('does not count comments and other sentences as accepted', async () => {
    const text = read('ais/pyais/mixed.txt');
    const result = (await post('/v1/ingest/nmea', text)).json();
    // 5 comments, 4 other NMEA sentences and a $PGHP wrapper (it dates the line after it); 8 type 1
    // positions and two two-part type 5 (4 lines). The second $PGHP fails its checksum: refused.
    expect(result).toMatchObject({ ignored: 10, accepted: 12 });
    expect(result.errors).toContainEqual({ line: 35, detail: '$PGHP checksum is 17, expected 16' });
    expect(result.accepted + result.rejected + result.pending + result.ignored + result.duplicates).toBe(
      nonBlank(text),
    );
  });

  it('reports a lone first part as pending, and accepts it once its second part comes in the next body', async () => {
    const first = '!AIVDM,2,1,1,A,55?MbV02;H;s<HtKR20EHE:0@T4@Dn2222222216L961O5Gf0NSQEp6ClRp8,0*1C';
    const second = '!AIVDM,2,2,1,A,88888888880,2*25';
    expect((await post('/v1/ingest/nmea', first)).json()).toMatchObject({ accepted: 0, pending: 1 });
    clock.advance(2_000);
    expect((await post('/v1/ingest/nmea', second)).json()).toMatchObject({ accepted: 1, pending: 0 });
    const search = await t.request({ method: 'GET', url: '/v1/assets/search?q=EVER%20DIADEM', key });
    expect(search.json().data[0]?.identifiers.mmsi).toBe('351759000');
  });

  it('stores a JSON report once, counts its repeat as a duplicate, and a report older than the newest as late', async () => {
    const at = new Date(clock.now() - 60_000).toISOString();
    const item = { mmsi: '244990001', at, lon: 4.1, lat: 52.1, speed_kn: 3 };
    expect((await post('/v1/ingest/positions', [item, item])).json()).toMatchObject({
      accepted: 1,
      duplicates: 1,
      rejected: 0,
    });
    expect((await post('/v1/ingest/positions', [item])).json()).toMatchObject({ accepted: 0, duplicates: 1 });
    // The same time with another position (200 m on) is another report: the latest received is the last.
    const moved = { ...item, lon: 4.103 };
    expect((await post('/v1/ingest/positions', [moved])).json()).toMatchObject({ accepted: 1, late: 0 });
    expect((await assetOf('244990001')).last_position).toMatchObject({ lon: 4.103 });
    const older = { ...item, at: new Date(clock.now() - 120_000).toISOString(), lon: 4.101 };
    expect((await post('/v1/ingest/positions', [older])).json()).toMatchObject({ accepted: 1, late: 1 });
    expect((await assetOf('244990001')).last_position).toMatchObject({ lon: 4.103 });
  });
});
