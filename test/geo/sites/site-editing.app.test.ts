// PATCH /v1/sites/:id: name, metadata and detection types change (null clears), and the tracking
// engine records the new detection types from the answer on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/lib/clock.ts';
import { newId } from '../../../src/lib/ids.ts';
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
const patch = (id: string, payload: object) =>
  t.request({ method: 'PATCH', url: `/v1/sites/${id}`, payload });

async function site(body: object) {
  const response = await t.request({ method: 'POST', url: '/v1/sites', payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string };
}

/** A vessel from 6 km west of the centre to the centre, five minutes between reports (39 kn). */
async function arrive(mmsi: string, centre: [number, number], startAt: number) {
  const items = [-0.06, -0.001].map((dLon, i) => ({
    mmsi,
    at: iso(startAt + i * 5 * MINUTE),
    lon: centre[0] + dLon,
    lat: centre[1],
  }));
  const response = await t.request({ method: 'POST', url: '/v1/ingest/positions', payload: items });
  expect(response.json().rejected, response.body).toBe(0);
}

async function detectionTypes(siteId: string): Promise<string[]> {
  const response = await t.request({ method: 'GET', url: `/v1/detections?site_id=${siteId}` });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as { type: string }[]).map((d) => d.type);
}

describe('PATCH /v1/sites/:id', () => {
  it('records the detection types it now takes, from the answer on', async () => {
    const centre: [number, number] = [56.6, 25.3];
    const target = await site({ coordinates: centre, radius_m: 2000, detection_types: ['loitering'] });
    await arrive('244970001', centre, clock.now() - 40 * MINUTE);
    expect(await detectionTypes(target.id)).toEqual([]);

    const changed = await patch(target.id, { detection_types: ['vessel_presence', 'loitering'] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().detection_types).toEqual(['vessel_presence', 'loitering']);
    await arrive('244970002', centre, clock.now() - 20 * MINUTE);
    expect(await detectionTypes(target.id)).toEqual(['vessel_presence']);

    // Back to loitering only: the next arrival is not recorded.
    await patch(target.id, { detection_types: ['loitering'] });
    await arrive('244970003', centre, clock.now() - 10 * MINUTE);
    expect(await detectionTypes(target.id)).toEqual(['vessel_presence']);
  });

  it('renames, replaces metadata whole, and null clears; the shape stays', async () => {
    const target = await site({
      name: 'Anchorage',
      coordinates: [4.3, 51.95],
      metadata: { team: 'a', desk: 3 },
    });
    const before = (await t.request({ method: 'GET', url: `/v1/sites/${target.id}` })).json();
    const renamed = await patch(target.id, { name: 'Outer anchorage', metadata: { team: 'b' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Outer anchorage', metadata: { team: 'b' } });
    expect(renamed.json().boundary).toEqual(before.boundary);
    const cleared = await patch(target.id, { name: null, metadata: null, detection_types: null });
    expect(cleared.json()).toMatchObject({ name: null, metadata: null, detection_types: null });
  });

  it('refuses an unknown detection type, the shape, an empty body; 404 for no site', async () => {
    const target = await site({ coordinates: [4.31, 51.96] });
    const misspelt = await patch(target.id, { detection_types: ['vessel_presense'] });
    expect(misspelt.statusCode).toBe(400);
    expect(misspelt.json().errors[0].pointer).toBe('/detection_types/0');
    expect((await patch(target.id, { coordinates: [4, 52] })).statusCode).toBe(400);
    expect((await patch(target.id, {})).statusCode).toBe(400);
    expect((await patch(newId('site'), { name: 'x' })).statusCode).toBe(404);
  });
});
