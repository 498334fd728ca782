// Sites over HTTP: boundaries and circles, normalisation, refusals with pointers, state, stopping.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemOf, startApp, type TestApp, type TestKey } from '../../harness.ts';

const GEOJSON = new URL('../../../../shared/data/geojson/', import.meta.url);
const fixture = (path: string) => JSON.parse(readFileSync(new URL(path, GEOJSON), 'utf8')) as unknown;

let t: TestApp;
let key: TestKey;
beforeAll(async () => {
  t = await startApp();
  key = await t.key(['sites:write', 'detections:write'], { workspace: 'sites-test' });
});
afterAll(async () => {
  await t.close();
});

const clockwiseSquare = {
  type: 'Polygon',
  coordinates: [
    [
      [4.0, 51.9],
      [4.0, 52.0],
      [4.1, 52.0],
      [4.1, 51.9],
      [4.0, 51.9],
    ],
  ],
};

function create(body: object, as: TestKey = key) {
  return t.request({ method: 'POST', url: '/v1/sites', payload: body, key: as });
}

/** Twice the signed area of a ring (shoelace): positive when counter-clockwise. */
function signedArea(ring: number[][]): number {
  let sum = 0;
  for (let i = 0; i < ring.length - 1; i++) {
    const [x1 = 0, y1 = 0] = ring[i] ?? [];
    const [x2 = 0, y2 = 0] = ring[i + 1] ?? [];
    sum += x1 * y2 - x2 * y1;
  }
  return sum;
}

describe('POST /v1/sites', () => {
  it('creates a site from a boundary, returned right-hand with its area and state', async () => {
    const response = await create({
      name: 'Maasvlakte',
      boundary: clockwiseSquare,
      metadata: { team: 'ops' },
    });
    expect(response.statusCode).toBe(201);
    const site = response.json();
    expect(site.id).toMatch(/^site_[0-9a-z]{26}$/);
    expect(response.headers.location).toBe(`/v1/sites/${site.id}`);
    expect(site).toMatchObject({
      name: 'Maasvlakte',
      status: 'active',
      radius_m: null,
      metadata: { team: 'ops' },
      state: { detections_total: 0, last_detection_at: null, assets_inside: 0, useful_share: null },
      stopped_at: null,
    });
    expect(site.boundary.type).toBe('Polygon');
    expect(signedArea(site.boundary.coordinates[0])).toBeGreaterThan(0);
    // 0.1° × 0.1° at 52° N: about 11.1 km × 6.9 km.
    expect(site.area_km2).toBeGreaterThan(75);
    expect(site.area_km2).toBeLessThan(78);
    expect(site.center[0]).toBeCloseTo(4.05, 2);
    expect(site.center[1]).toBeCloseTo(51.95, 2);
  });

  it('accepts a Feature holding the polygon', async () => {
    const response = await create({
      boundary: { type: 'Feature', properties: {}, geometry: clockwiseSquare },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().boundary.type).toBe('Polygon');
  });

  it('makes a geodesic circle from coordinates, 1000 m by default', async () => {
    const byDefault = (await create({ coordinates: [4.4, 51.9] })).json();
    expect(byDefault.radius_m).toBe(1000);
    expect(byDefault.area_km2).toBeCloseTo(Math.PI, 1);
    const wide = await create({ coordinates: [4.4, 51.9], radius_m: 5000 });
    expect(wide.statusCode).toBe(201);
    expect(wide.json().area_km2).toBeCloseTo(Math.PI * 25, 0);
  });

  it('returns a shape crossing the antimeridian as a split MultiPolygon', async () => {
    const input = fixture('antimeridian/input/split.json');
    const response = await create({ boundary: input });
    expect(response.statusCode).toBe(201);
    const boundary = response.json().boundary;
    expect(boundary.type).toBe('MultiPolygon');
    for (const polygon of boundary.coordinates as number[][][][]) {
      for (const [lon] of polygon[0] ?? []) expect(Math.abs(lon ?? 0)).toBeLessThanOrEqual(180);
    }
  });

  it('refuses an unclosed ring with a pointer to it', async () => {
    const open = {
      type: 'Polygon',
      coordinates: [
        [
          [4, 51],
          [5, 51],
          [5, 52],
          [4, 52],
        ],
      ],
    };
    const response = await create({ boundary: open });
    expect(response.statusCode).toBe(400);
    const problem = problemOf(response);
    expect(problem.code).toBe('validation_failed');
    expect(problem.errors?.[0]?.pointer).toMatch(/^\/boundary\/coordinates\/0/);
  });

  it('refuses a self-intersecting boundary, pointing at a position', async () => {
    const response = await create({ boundary: fixture('turf/kinks/in/hourglass.geojson') });
    expect(response.statusCode).toBe(400);
    expect(problemOf(response).errors?.[0]?.pointer).toMatch(/^\/boundary\/.*coordinates\/0\/\d+$/);
  });

  it('refuses a latitude out of range, pointing at that number', async () => {
    const bad = structuredClone(clockwiseSquare);
    const ring = bad.coordinates[0] ?? [];
    ring[2] = [4.1, 95];
    const response = await create({ boundary: bad });
    expect(response.statusCode).toBe(400);
    expect(problemOf(response).errors?.[0]?.pointer).toMatch(/^\/boundary\/coordinates\/0\/2/);
  });

  it('asks for exactly one of boundary or coordinates', async () => {
    const neither = await create({ name: 'nothing' });
    expect(neither.statusCode).toBe(400);
    const both = await create({ boundary: clockwiseSquare, coordinates: [4, 52] });
    expect(both.statusCode).toBe(400);
    const radiusAlone = await create({ boundary: clockwiseSquare, radius_m: 100 });
    expect(problemOf(radiusAlone).errors?.[0]?.pointer).toBe('/radius_m');
  });

  it('refuses an unknown detection type, pointing at it', async () => {
    const response = await create({
      coordinates: [4, 52],
      detection_types: ['vessel_presence', 'vesel_detection'],
    });
    expect(response.statusCode).toBe(400);
    expect(problemOf(response).errors?.[0]?.pointer).toBe('/detection_types/1');
  });
});

describe('GET /v1/sites/:id and the site state', () => {
  it('counts detections, the newest, and the share marked useful', async () => {
    const site = (await create({ boundary: clockwiseSquare })).json();
    const observed = ['2026-11-20T08:00:00.000Z', '2026-11-22T08:00:00.000Z', '2026-11-21T08:00:00.000Z'];
    const ids: string[] = [];
    for (const at of observed) {
      const response = await t.request({
        method: 'POST',
        url: '/v1/detections',
        key,
        payload: { site_id: site.id, type: 'vessel_detection', confidence: 0.7, observed_at: at },
      });
      expect(response.statusCode).toBe(201);
      ids.push(response.json().id);
    }
    const feedback = (id: string | undefined, useful: boolean) =>
      t.request({ method: 'POST', url: `/v1/detections/${id}/feedback`, key, payload: { useful } });
    await feedback(ids[0], true);
    await feedback(ids[1], false);
    await feedback(ids[1], true);
    const state = (await t.request({ method: 'GET', url: `/v1/sites/${site.id}`, key })).json().state;
    expect(state).toEqual({
      detections_total: 3,
      last_detection_at: '2026-11-22T08:00:00.000Z',
      assets_inside: 0,
      feedback: { useful: 2, not_useful: 0 },
      useful_share: 1,
    });
  });

  it('counts the assets whose recent last position lies inside', async () => {
    const site = (await create({ coordinates: [3.5, 52.5], radius_m: 2000 })).json();
    const now = t.clock.now();
    // Through ingest, as feeds store them: the geofence engine sees each one.
    await t.app.services.ingest.record([
      { kind: 'vessel', key: '244000001', at: now - 60_000, lon: 3.5, lat: 52.5 },
      { kind: 'vessel', key: '244000002', at: now - 60_000, lon: 3.51, lat: 52.505 },
      // Outside the circle, and inside but too old to count.
      { kind: 'vessel', key: '244000003', at: now - 60_000, lon: 3.6, lat: 52.5 },
      { kind: 'vessel', key: '244000004', at: now - 3 * 3_600_000, lon: 3.5, lat: 52.5 },
    ]);
    const state = (await t.request({ method: 'GET', url: `/v1/sites/${site.id}`, key })).json().state;
    expect(state.assets_inside).toBe(2);
  });
});

describe('DELETE /v1/sites/:id', () => {
  it('stops the site: still readable, detections kept, no new ones', async () => {
    const site = (await create({ coordinates: [4.2, 51.95] })).json();
    const detection = await t.request({
      method: 'POST',
      url: '/v1/detections',
      key,
      payload: {
        site_id: site.id,
        type: 'vessel_detection',
        confidence: 0.9,
        observed_at: '2026-11-23T09:00:00Z',
      },
    });
    expect(detection.statusCode).toBe(201);

    expect((await t.request({ method: 'DELETE', url: `/v1/sites/${site.id}`, key })).statusCode).toBe(204);
    expect((await t.request({ method: 'DELETE', url: `/v1/sites/${site.id}`, key })).statusCode).toBe(204);

    const stopped = (await t.request({ method: 'GET', url: `/v1/sites/${site.id}`, key })).json();
    expect(stopped.status).toBe('stopped');
    expect(stopped.stopped_at).toBe(new Date(t.clock.now()).toISOString());
    const listed = await t.request({ method: 'GET', url: `/v1/detections?site_id=${site.id}`, key });
    expect(listed.json().data.map((d: { id: string }) => d.id)).toEqual([detection.json().id]);
    const late = await t.request({
      method: 'POST',
      url: '/v1/detections',
      key,
      payload: {
        site_id: site.id,
        type: 'vessel_detection',
        confidence: 0.9,
        observed_at: '2026-11-23T09:30:00Z',
      },
    });
    expect(late.statusCode).toBe(409);
  });

  it('lists active sites by default, stopped ones on request', async () => {
    const other = await t.key(['sites:write'], { workspace: 'sites-list-test' });
    const active = (await create({ coordinates: [1, 1] }, other)).json();
    const stopped = (await create({ coordinates: [2, 2] }, other)).json();
    await t.request({ method: 'DELETE', url: `/v1/sites/${stopped.id}`, key: other });
    const ids = async (query: string) =>
      (await t.request({ method: 'GET', url: `/v1/sites${query}`, key: other }))
        .json()
        .data.map((s: { id: string }) => s.id);
    expect(await ids('')).toEqual([active.id]);
    expect(await ids('?status=stopped')).toEqual([stopped.id]);
    expect(await ids('?status=all')).toEqual([stopped.id, active.id]);
  });
});
