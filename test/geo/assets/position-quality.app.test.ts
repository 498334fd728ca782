// Implausible fixes are flagged, not believed (issue 29, point 3): a fix at Null Island, a jump no
// vessel could make, a speed no vessel reaches are stored with their quality, counted `suspect`,
// never judged (no spurious exit and entry, no `asset.speed_above` at thousands of knots), and
// shown in tracks on request. Reports without a time of their own are judged by distance alone:
// GNSS jitter between reports of one instant is not a jump, and every such report is kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qualityOf, relocates } from '../../../src/geo/assets/position-quality.ts';
import { ManualClock } from '../../../src/lib/clock.ts';
import { startApp, type TestApp, type TestKey } from '../../harness.ts';
import { armour, type Fields, headerFields, sentence } from '../feeds/ais/sentence-factory.ts';

const clock = new ManualClock(Date.parse('2026-11-23T12:00:00Z'));
const MINUTE = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

let t: TestApp;
beforeAll(async () => {
  t = await startApp({ startWorker: false, clock });
});
afterAll(async () => {
  await t.close();
});

async function workspace(name: string): Promise<TestKey> {
  return t.key(['*'], { workspace: name });
}

async function ingest(key: TestKey, items: object[]) {
  const response = await t.request({ method: 'POST', url: '/v1/ingest/positions', key, payload: items });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { accepted: number; suspect: number; late: number; rejected: number };
}

async function trackOf(key: TestKey, mmsi: string, query = '') {
  const asset = await t.app.services.assets.findBy('mmsi', mmsi);
  const response = await t.request({
    method: 'GET',
    url: `/v1/assets/${asset?.id}/track?from=${iso(clock.now() - 24 * 60 * MINUTE)}&to=${iso(clock.now() + MINUTE)}${query}`,
    key,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { points: { at: string; lon: number; quality?: string | null }[] };
}

async function told(workspaceId: string) {
  const rows = await t.app.services.store.db
    .selectFrom('outbox_events')
    .select('type')
    .where('workspace_id', '=', workspaceId)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.type);
}

describe('the rules', () => {
  const at = Date.parse('2026-11-23T10:00:00Z');
  const vessel = (over: object) => ({ kind: 'vessel', at, lon: 4, lat: 52, ...over });

  it('does not believe Null Island, a speed no vessel reaches, or a jump faster than 60 kn', () => {
    expect(qualityOf(vessel({ lon: 0, lat: 0 }), undefined)).toBe('null_island');
    expect(qualityOf(vessel({ speedKn: 500 }), undefined)).toBe('impossible_speed');
    // 0.3° of longitude at 52° N is 20.6 km: in one minute, 670 kn.
    expect(qualityOf(vessel({ lon: 4.3 }), { at: at - MINUTE, lon: 4, lat: 52 })).toBe('impossible_jump');
    // In half an hour, 22 kn.
    expect(qualityOf(vessel({ lon: 4.3 }), { at: at - 30 * MINUTE, lon: 4, lat: 52 })).toBeNull();
    // An aircraft covers that in a minute well within its limit.
    expect(
      qualityOf({ ...vessel({ lon: 4.1 }), kind: 'aircraft' }, { at: at - MINUTE, lon: 4, lat: 52 }),
    ).toBeNull();
  });

  it('judges a report of the same instant by distance alone: metres of jitter are no jump', () => {
    const same = { at, lon: 4, lat: 52 };
    expect(qualityOf(vessel({ lon: 4.00005 }), same)).toBeNull();
    expect(qualityOf(vessel({ lon: 4.00005, arrivalTime: true }), same)).toBeNull();
    // Stamped on arrival, a report may stand for a minute of travel; 20 km is still a jump.
    expect(qualityOf(vessel({ lon: 4.01, arrivalTime: true }), same)).toBeNull();
    expect(qualityOf(vessel({ lon: 4.3, arrivalTime: true }), same)).toBe('impossible_jump');
  });

  it('moves an asset whose jumps agree with each other, after three in a row', () => {
    const far = (minutes: number) => ({
      at: at - minutes * MINUTE,
      lon: 10,
      lat: 52,
      quality: 'impossible_jump',
    });
    const report = vessel({ lon: 10.001 });
    expect(relocates(report, [far(2)])).toBe(false);
    expect(relocates(report, [far(2), far(1)])).toBe(true);
    expect(relocates(report, [{ ...far(2), quality: null }, far(1)])).toBe(false);
  });
});

describe('through ingest', () => {
  it('stores Null Island flagged, counts it suspect, and shows it only on request', async () => {
    const key = await workspace('quality-null-island');
    const answer = await ingest(key, [
      { mmsi: '244940001', at: iso(clock.now() - 2 * MINUTE), lon: 4.0, lat: 52.0 },
      { mmsi: '244940001', at: iso(clock.now() - MINUTE), lon: 0, lat: 0 },
    ]);
    expect(answer).toMatchObject({ accepted: 2, suspect: 1, rejected: 0 });
    expect((await trackOf(key, '244940001')).points.map((p) => p.lon)).toEqual([4.0]);
    const all = await trackOf(key, '244940001', '&include_suspect=true');
    expect(all.points.map((p) => [p.lon, p.quality])).toEqual([
      [4.0, null],
      [0, 'null_island'],
    ]);
    // The asset's last position is the last good one.
    const asset = await t.app.services.assets.findBy('mmsi', '244940001');
    expect([asset?.last_lon, asset?.last_lat]).toEqual([4.0, 52.0]);
  });

  it('raises no exit, entry or speed alert for a fix that jumps 0.3° and back', async () => {
    const key = await workspace('quality-jump');
    const centre = [4.5, 52.5];
    for (const behaviour of ['zone_entry', 'zone_exit'])
      await t.request({
        method: 'POST',
        url: '/v1/alerts',
        key,
        payload: {
          where: { coordinates: centre, radius_m: 3000 },
          what: { behaviour, assets: 'all' },
          channel: { type: 'webhook' },
        },
      });
    await t.request({
      method: 'POST',
      url: '/v1/alerts',
      key,
      payload: {
        where: { coordinates: centre, radius_m: 50_000 },
        what: { behaviour: 'speed_above', assets: 'all', speed_kn: 40 },
        channel: { type: 'webhook' },
      },
    });
    const start = clock.now() - 10 * MINUTE;
    const fix = (minute: number, lon: number) => ({
      mmsi: '244940002',
      at: iso(start + minute * MINUTE),
      lon,
      lat: centre[1],
    });
    const answer = await ingest(key, [
      fix(0, 4.5),
      fix(1, 4.5005),
      fix(2, 4.8),
      fix(3, 4.501),
      fix(4, 4.5015),
    ]);
    expect(answer).toMatchObject({ accepted: 5, suspect: 1 });
    expect(await told(key.workspaceId)).toEqual(['zone.entered']);
  });

  it('keeps every report of a recording without times, with metres of jitter, none suspect', async () => {
    const key = await workspace('quality-jitter');
    // One vessel's class A position reports, no tag blocks: each is stamped with its arrival, so
    // all share this instant. Its position jitters by about a metre.
    const lines = [0, 2, -1, 3, 1].map((jitter) => {
      const fields: Fields = [
        ...headerFields(1, 244940003),
        [0, 4],
        [0, 8],
        [2, 10],
        [1, 1],
        [Math.round((4.2 + jitter * 1e-5) * 600_000), 28],
        [Math.round(52.2 * 600_000), 27],
        [900, 12],
        [90, 9],
        [10, 6],
        [0, 2],
        [0, 3],
        [0, 1],
        [0, 19],
      ];
      const { payload, fillBits } = armour(fields);
      return sentence(payload, { fillBits });
    });
    const response = await t.request({
      method: 'POST',
      url: '/v1/ingest/nmea',
      key,
      headers: { 'content-type': 'text/plain' },
      payload: lines.join('\n'),
    });
    expect(response.json()).toMatchObject({ accepted: 5, suspect: 0, duplicates: 0 });
    expect((await trackOf(key, '244940003', '&include_suspect=true')).points).toHaveLength(5);
  });
});
