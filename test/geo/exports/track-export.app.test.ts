// GET /v1/assets/:id/track?format=csv|kml|gpx|geoparquet: a vessel's track across the antimeridian
// as files, read back by GDAL (CSV, KML, GPX) and pyarrow (GeoParquet); a thinned track says so.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/lib/clock.ts';
import { startApp, type TestApp } from '../../harness.ts';
import { ogrLayers, ogrRead, parquetRead, readersPresent } from './readers.ts';

const present = readersPresent();
const T0 = Date.parse('2026-11-20T00:00:00Z');
const MINUTE = 60_000;
const clock = new ManualClock(T0 + 60 * MINUTE);
let t: TestApp;
let assetId: string;
const track = `from=${new Date(T0).toISOString()}&to=${new Date(T0 + 60 * MINUTE).toISOString()}`;

/** Six fixes east-bound across 180° south of Fiji, about 2.2 km (14 kn) apart. */
const LONS = [179.95, 179.97, 179.99, -179.99, -179.97, -179.95];
const lat = (i: number) => Math.round((-17 - i * 0.001) * 1000) / 1000;

beforeAll(async () => {
  t = await startApp({ startWorker: false, clock });
  const payload = LONS.map((lon, i) => ({
    mmsi: '520123456',
    at: new Date(T0 + i * 5 * MINUTE).toISOString(),
    lon,
    lat: lat(i),
    speed_kn: 12.5,
    course_deg: 90,
  }));
  const ingest = await t.request({ method: 'POST', url: '/v1/ingest/positions', key: t.admin, payload });
  expect(ingest.json().rejected, ingest.body).toBe(0);
  assetId = (await t.app.services.assets.findBy('mmsi', '520123456'))?.id ?? '';
});
afterAll(() => t.close());

async function download(query: string) {
  const response = await t.request({
    method: 'GET',
    url: `/v1/assets/${assetId}/track?${query}`,
    key: t.admin,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

describe.skipIf(!present)('a track as files', () => {
  it('writes one row per fix in CSV and GeoParquet', async () => {
    const csv = await download(`${track}&format=csv`);
    expect(csv.headers['vigil-truncated']).toBe('false');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="track-${assetId}.csv"`);
    const rows = ogrRead(csv.rawPayload, 'track.csv', {
      open: ['X_POSSIBLE_NAMES=lon', 'Y_POSSIBLE_NAMES=lat', 'AUTODETECT_TYPE=NO', 'KEEP_GEOM_COLUMNS=NO'],
    }).features;
    expect(rows.map((row) => row.geometry?.coordinates)).toEqual(LONS.map((lon, i) => [lon, lat(i)]));
    expect(rows[3]?.properties).toMatchObject({
      at: '2026-11-20T00:15:00.000Z',
      speed_kn: '12.5',
      asset_id: assetId,
    });

    const parquet = parquetRead((await download(`${track}&format=geoparquet`)).rawPayload);
    expect(parquet.geo?.columns.geometry).toEqual({
      encoding: 'WKB',
      geometry_types: ['Point'],
      bbox: [-179.99, -17.005, 179.99, -17],
    });
    expect(parquet.schema).toMatchObject({ at: 'timestamp[ms, tz=UTC]', speed_kn: 'double' });
    expect(parquet.rows.map((row) => row.geometry)).toEqual(LONS.map((lon, i) => `POINT (${lon} ${lat(i)})`));
  });

  it('draws the track in KML as a line cut at 180° beside its timed fixes', async () => {
    const kml = await download(`${track}&format=kml`);
    expect(kml.headers['content-type']).toBe('application/vnd.google-earth.kml+xml');
    const features = ogrRead(kml.body, 'track.kml').features;
    expect(features).toHaveLength(LONS.length + 1);
    const line = features.at(-1);
    expect(line?.geometry?.type).toBe('MultiLineString');
    const parts = (line?.geometry?.coordinates ?? []) as number[][][];
    expect(parts.map((part) => part.map((p) => p[0]))).toEqual([
      [179.95, 179.97, 179.99, 180],
      [-180, -179.99, -179.97, -179.95],
    ]);
    expect(features[0]?.properties).toMatchObject({ speed_kn: '12.5' });
  });

  it('writes GPX as one track of the reported fixes, a new segment past 180°, each with its time', async () => {
    const gpx = await download(`${track}&format=gpx`);
    expect(gpx.headers['content-type']).toBe('application/gpx+xml');
    expect(ogrLayers(gpx.body, 'track.gpx')).toMatchObject({ waypoints: 0, tracks: 1, track_points: 6 });
    const [line] = ogrRead(gpx.body, 'track.gpx', { layer: 'tracks' }).features;
    const parts = (line?.geometry?.coordinates ?? []) as number[][][];
    expect(parts.map((part) => part.length)).toEqual([3, 3]);
    const points = ogrRead(gpx.body, 'track.gpx', { layer: 'track_points' }).features;
    expect(points.map((p) => [p.properties.track_seg_id, p.properties.time])).toEqual([
      [0, '2026-11-20T00:00:00Z'],
      [0, '2026-11-20T00:05:00Z'],
      [0, '2026-11-20T00:10:00Z'],
      [1, '2026-11-20T00:15:00Z'],
      [1, '2026-11-20T00:20:00Z'],
      [1, '2026-11-20T00:25:00Z'],
    ]);
  });

  it('says a thinned track is truncated, in the header and in the file', async () => {
    const csv = await download(`${track}&format=csv&max_points=3`);
    expect(csv.headers['vigil-truncated']).toBe('true');
    expect(csv.body.trimEnd().split('\r\n')).toHaveLength(4);
    const parquet = parquetRead((await download(`${track}&format=geoparquet&max_points=3`)).rawPayload);
    expect(parquet.metadata['vigil:truncation']).toMatch(/thinned evenly to 3/);
    const geojson = await download(`${track}&format=geojson&max_points=3`);
    expect(geojson.headers['vigil-truncated']).toBe('true');
    const whole = await download(`${track}&format=geojson`);
    expect(whole.headers['vigil-truncated']).toBe('false');
  });
});
