// Reports tell the truth about their subject: a site report's map is of the site, whatever a
// detection stored far away says; an asset report leaves out stopped sites, and its map shows where
// the asset was last seen when the period holds no track.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mapView } from '../../../src/geo/reports/render/map-view.ts';
import { ManualClock } from '../../../src/lib/clock.ts';
import { startApp, type TestApp, type TestKey } from '../../harness.ts';

let t: TestApp;
const clock = new ManualClock(Date.parse('2026-11-23T10:00:00Z'));
const HOUR = 3_600_000;
beforeAll(async () => {
  t = await startApp({ startWorker: false, clock });
});
afterAll(async () => {
  await t.close();
});

const SCOPES = ['sites:write', 'detections:write', 'reports:write', 'assets:read', 'ingest:write'] as const;
const FRAME = { x: 0, y: 0, width: 500, height: 300 };

async function post(key: TestKey, url: string, payload: object) {
  const response = await t.request({ method: 'POST', url, key, payload });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json();
}

async function report(key: TestKey, subject: object, range: object = {}) {
  const { id } = await post(key, '/v1/reports', { subject, ...range });
  await t.app.worker.drain();
  const done = (await t.request({ method: 'GET', url: `/v1/reports/${id}`, key })).json();
  expect(done.status, done.error).toBe('completed');
  const geojson = (await t.request({ method: 'GET', url: `/v1/reports/${id}/geojson`, key })).json();
  return { content: done.content, geojson };
}

describe('site reports', () => {
  it('lists a detection stored far from the site but keeps it off the map, which stays on the site', async () => {
    const key = await t.key([...SCOPES], { workspace: 'truth-site' });
    // It takes vessel detections only: the dark vessel one with no AIS near would make is not this test's.
    const site = await post(key, '/v1/sites', {
      coordinates: [56.4, 25.15],
      radius_m: 5000,
      detection_types: ['vessel_detection'],
    });
    const near = await post(key, '/v1/detections', {
      site_id: site.id,
      type: 'vessel_detection',
      confidence: 0.9,
      observed_at: new Date(clock.now() - HOUR).toISOString(),
      geometry: { type: 'Point', coordinates: [56.41, 25.16] },
    });
    // One stored before far detections were refused: a [0, 0] from a detector that lost its place.
    const { workspace } = await t.app.services.workspaces.ensure('truth-site');
    const far = await t.app.services.detections.recordBuiltIn(
      t.app.services.store.db,
      workspace.id,
      {
        site_id: site.id,
        type: 'vessel_detection',
        confidence: 0.5,
        observed_at: clock.now() - 2 * HOUR,
        geometry: { type: 'Point', coordinates: [0, 0] },
      },
      'api',
    );
    const { content, geojson } = await report(key, { kind: 'site', id: site.id });
    expect(content.detections.latest.map((d: { id: string; at_site: boolean }) => [d.id, d.at_site])).toEqual(
      [
        [near.id, true],
        [far?.id, false],
      ],
    );
    const mapped = geojson.features.map((f: { properties: { id: string } }) => f.properties.id);
    expect(mapped).toEqual([site.id, near.id]);
    const view = mapView(geojson, FRAME);
    expect(view.center[0]).toBeCloseTo(56.4, 0);
    expect(view.center[1]).toBeCloseTo(25.15, 0);
  });
});

describe('asset reports', () => {
  it('leaves out stopped sites, and maps the last position when the period has no track', async () => {
    const key = await t.key([...SCOPES], { workspace: 'truth-asset' });
    const stopped = await post(key, '/v1/sites', {
      name: 'Stopped',
      coordinates: [4.0, 52.0],
      radius_m: 3000,
    });
    await t.request({ method: 'DELETE', url: `/v1/sites/${stopped.id}`, key });
    clock.advance(HOUR);
    const active = await post(key, '/v1/sites', { name: 'Active', coordinates: [4.2, 52.0], radius_m: 3000 });
    const start = clock.now() - 30 * 60_000;
    await post(
      key,
      '/v1/ingest/positions',
      [4.0, 4.0, 4.2, 4.2].map((lon, i) => ({
        mmsi: '244970001',
        at: new Date(start + i * 5 * 60_000).toISOString(),
        lon,
        lat: 52,
      })),
    );
    const asset = await t.app.services.assets.findBy('mmsi', '244970001');
    const subject = { kind: 'asset', id: asset?.id };
    const { content } = await report(key, subject);
    expect(content.sites.map((s: { site_id: string }) => s.site_id)).toEqual([active.id]);

    // A period before it was ever seen: no track, but the map shows where it was last.
    const empty = await report(key, subject, { from: '2026-01-01T00:00:00Z', to: '2026-01-02T00:00:00Z' });
    expect(empty.content.track.points).toBe(0);
    expect(empty.content.last_position).toMatchObject({ lon: 4.2, lat: 52 });
    expect(empty.geojson.features.map((f: { properties: { role: string } }) => f.properties.role)).toEqual([
      'asset',
    ]);
    expect(mapView(empty.geojson, FRAME).empty).toBe(false);
  });
});
