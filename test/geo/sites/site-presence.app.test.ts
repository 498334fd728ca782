// A site tells the truth about who is inside: a site drawn around vessels that reported minutes
// earlier counts them at once (an identical older site and the new one agree), without taking
// them for entries; and its presence detections hold still on the edge, as rules' crossings do.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/lib/clock.ts';
import { metresPerDegreeLon } from '../../../src/lib/earth.ts';
import { startApp, type TestApp } from '../../harness.ts';

let t: TestApp;
const clock = new ManualClock(Date.parse('2026-11-23T10:00:00Z'));
const MINUTE = 60_000;
beforeAll(async () => {
  t = await startApp({ startWorker: false, clock });
});
afterAll(async () => {
  await t.close();
});

const iso = (ms: number) => new Date(ms).toISOString();

async function site(body: object) {
  const response = await t.request({ method: 'POST', url: '/v1/sites', payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string };
}

async function state(id: string) {
  return (await t.request({ method: 'GET', url: `/v1/sites/${id}` })).json().state as {
    assets_inside: number;
    detections_total: number;
  };
}

async function send(items: object[]) {
  const response = await t.request({ method: 'POST', url: '/v1/ingest/positions', payload: items });
  expect(response.json().rejected, response.body).toBe(0);
}

describe('assets_inside', () => {
  it('counts, on a new site, the vessels reported inside it minutes before it was drawn', async () => {
    const at: [number, number] = [56.35, 25.1];
    const older = await site({ coordinates: at, radius_m: 5000 });
    await send(
      ['244960001', '244960002', '244960003', '244960004'].map((mmsi, i) => ({
        mmsi,
        at: iso(clock.now() - (5 + i) * MINUTE),
        lon: at[0] + i * 0.005,
        lat: at[1],
      })),
    );
    clock.advance(2 * MINUTE);
    const newer = await site({ coordinates: at, radius_m: 5000, detection_types: ['vessel_presence'] });
    expect((await state(older.id)).assets_inside).toBe(4);
    expect(await state(newer.id)).toMatchObject({ assets_inside: 4, detections_total: 0 });
    // They were there before the site: no presence detection until one leaves and comes back.
    await send([{ mmsi: '244960001', at: iso(clock.now()), lon: at[0] + 0.001, lat: at[1] }]);
    expect((await state(newer.id)).detections_total).toBe(0);
  });
});

describe('presence detections', () => {
  it('are not repeated for a vessel jittering across the edge, inside the 50 m band', async () => {
    const centre: [number, number] = [57.0, 25.1];
    const target = await site({ coordinates: centre, radius_m: 1000, detection_types: ['vessel_presence'] });
    const metres = (m: number) => centre[0] + (1000 + m) / metresPerDegreeLon(centre[1]);
    const start = clock.now() - 3 * 3_600_000;
    // In 100 m deep, then 20 m either side of the edge for hours, never 50 m out.
    const fixes = [{ lon: metres(-100), offset: 0 }];
    for (let i = 1; i <= 12; i += 1)
      fixes.push({ lon: metres(i % 2 === 0 ? -20 : 20), offset: i * 15 * MINUTE });
    await send(
      fixes.map((f) => ({ mmsi: '244960009', at: iso(start + f.offset), lon: f.lon, lat: centre[1] })),
    );
    expect((await state(target.id)).detections_total).toBe(1);
  });
});
