// GeoJSON tracks are cut at the antimeridian (RFC 7946 §3.1.9): a vessel along 50°N from 179.5°E
// to 179.5°W is a MultiLineString whose pieces meet at ±180°, not a LineString a reader draws the
// long way round the globe. Both track endpoints answer alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/lib/clock.ts';
import { startApp, type TestApp } from '../../harness.ts';

let t: TestApp;
const clock = new ManualClock(Date.parse('2026-11-23T10:00:00Z'));
beforeAll(async () => {
  t = await startApp({ startWorker: false, clock });
});
afterAll(async () => {
  await t.close();
});

const HOUR = 3_600_000;
const LAST = Date.parse('2026-11-23T08:00:00Z');
const FROM = new Date(LAST - 30 * 24 * HOUR).toISOString();

/**
 * The vessel at these longitudes along 50°N, the last at 08:00, `stepH` hours apart: an hour is
 * under 40 kn for a degree, a speed a ship can go (a faster track would be suspect, and left out).
 */
async function trackOf(mmsi: string, lons: readonly number[], stepH = 1) {
  const items = lons.map((lon, i) => ({
    mmsi,
    at: new Date(LAST - (lons.length - 1 - i) * stepH * HOUR).toISOString(),
    lon,
    lat: 50,
  }));
  const ingest = await t.request({ method: 'POST', url: '/v1/ingest/positions', payload: items });
  expect(ingest.json()).toMatchObject({ accepted: lons.length, suspect: 0 });
  const response = await t.request({
    method: 'GET',
    url: `/v1/vessels/mmsi:${mmsi}/track?format=geojson&from=${FROM}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/geo\+json/);
  const collection = response.json();
  const [line, ...points] = collection.features;
  return { line: line.geometry, points: points.map((p: { geometry: unknown }) => p.geometry) };
}

describe('GET …/track?format=geojson across the antimeridian', () => {
  it('is a MultiLineString cut at ±180° for a track from 179.5°E to 179.5°W', async () => {
    const { line, points } = await trackOf('431000001', [179.5, 179.8, -179.8, -179.5]);
    expect(line).toEqual({
      type: 'MultiLineString',
      coordinates: [
        [
          [179.5, 50],
          [179.8, 50],
          [180, 50],
        ],
        [
          [-180, 50],
          [-179.8, 50],
          [-179.5, 50],
        ],
      ],
    });
    // Every position is still its own Point, where it was reported.
    expect(points).toHaveLength(4);
    expect(points[2]).toEqual({ type: 'Point', coordinates: [-179.8, 50] });
  });

  it('has a piece per crossing for a track that goes back and forth', async () => {
    const { line } = await trackOf('431000002', [179.9, -179.9, 179.9, -179.9]);
    expect(line.type).toBe('MultiLineString');
    expect(line.coordinates).toHaveLength(4);
    for (const piece of line.coordinates.slice(1)) expect(Math.abs(piece[0][0])).toBe(180);
  });

  it('stays a LineString for a track that does not cross, even one spanning most of the globe', async () => {
    // 110° of longitude at 50°N is 7,860 km: ten days apart, 18 kn.
    const { line } = await trackOf('431000003', [-170, -60, 60, 170], 240);
    expect(line).toEqual({
      type: 'LineString',
      coordinates: [
        [-170, 50],
        [-60, 50],
        [60, 50],
        [170, 50],
      ],
    });
  });

  it('is the same on GET /v1/assets/:id/track', async () => {
    await trackOf('431000004', [179.5, -179.5]);
    const [asset] = (await t.request({ method: 'GET', url: '/v1/assets/search?q=431000004' })).json().data;
    const response = await t.request({
      method: 'GET',
      url: `/v1/assets/${asset.id}/track?format=geojson&from=${FROM}`,
    });
    expect(response.json().features[0].geometry.type).toBe('MultiLineString');
  });
});
