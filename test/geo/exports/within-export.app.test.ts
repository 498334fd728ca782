// POST /v1/assets/within?format=…: the assets inside an area as files, each with its fixes inside,
// read back by GDAL (CSV, GeoJSON, KML, GPX) and pyarrow (GeoParquet).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/lib/clock.ts';
import { startApp, type TestApp } from '../../harness.ts';
import { ogrLayers, ogrRead, parquetRead, readersPresent } from './readers.ts';

const present = readersPresent();
const T0 = Date.parse('2026-11-20T00:00:00Z');
const MINUTE = 60_000;
let t: TestApp;
const AREA = {
  type: 'Polygon',
  coordinates: [
    [
      [3.9, 51.9],
      [4.1, 51.9],
      [4.1, 52.1],
      [3.9, 52.1],
      [3.9, 51.9],
    ],
  ],
};
const body = { geometry: AREA, from: new Date(T0).toISOString(), to: new Date(T0 + 3_600_000).toISOString() };

beforeAll(async () => {
  t = await startApp({ startWorker: false, clock: new ManualClock(T0 + 3_600_000) });
  const fix = (mmsi: string, minute: number, lon: number) => ({
    mmsi,
    at: new Date(T0 + minute * MINUTE).toISOString(),
    lon,
    lat: 52,
  });
  const payload = [
    // Inside for three fixes, then out of the area.
    fix('244000001', 0, 3.95),
    fix('244000001', 5, 3.97),
    fix('244000001', 10, 3.99),
    fix('244000001', 40, 4.3),
    // Inside once, later.
    fix('244000002', 20, 4.05),
  ];
  const response = await t.request({ method: 'POST', url: '/v1/ingest/positions', key: t.admin, payload });
  expect(response.json().rejected, response.body).toBe(0);
});
afterAll(() => t.close());

async function download(format: string) {
  const response = await t.request({
    method: 'POST',
    url: `/v1/assets/within?format=${format}`,
    key: t.admin,
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['vigil-truncated']).toBe('false');
  return response;
}

describe.skipIf(!present)('assets within an area as files', () => {
  it('writes one feature per asset, its fixes inside as its shape', async () => {
    const geojson = ogrRead((await download('geojson')).body, 'within.geojson').features;
    expect(geojson.map((f) => f.properties.mmsi)).toEqual(['244000001', '244000002']);
    expect(geojson[0]?.geometry).toEqual({
      type: 'MultiPoint',
      coordinates: [
        [3.95, 52],
        [3.97, 52],
        [3.99, 52],
      ],
    });
    expect(geojson[0]?.properties).toMatchObject({ inside_s: 600, fixes_inside: 3, fixes_written: 3 });

    const csv = ogrRead((await download('csv')).rawPayload, 'within.csv', { open: ['AUTODETECT_TYPE=NO'] });
    expect(csv.features.map((f) => f.properties.first_inside_at)).toEqual([
      '2026-11-20T00:00:00.000Z',
      '2026-11-20T00:20:00.000Z',
    ]);

    const kml = ogrRead((await download('kml')).body, 'within.kml').features;
    expect(kml.map((f) => f.properties.mmsi)).toEqual(['244000001', '244000002']);
    expect(kml[1]?.geometry).toMatchObject({ type: 'MultiPoint' });

    const gpx = (await download('gpx')).body;
    expect(ogrLayers(gpx, 'within.gpx')).toMatchObject({ tracks: 2, track_points: 4 });
    const points = ogrRead(gpx, 'within.gpx', { layer: 'track_points' }).features;
    expect(points.map((p) => p.properties.time)).toEqual([
      '2026-11-20T00:00:00Z',
      '2026-11-20T00:05:00Z',
      '2026-11-20T00:10:00Z',
      '2026-11-20T00:20:00Z',
    ]);

    const parquet = parquetRead((await download('geoparquet')).rawPayload);
    expect(parquet.geo?.columns.geometry?.geometry_types).toEqual(['MultiPoint']);
    expect(parquet.rows.map((row) => row.geometry)).toEqual([
      'MULTIPOINT ((3.95 52.0),(3.97 52.0),(3.99 52.0))',
      'MULTIPOINT ((4.05 52.0))',
    ]);
    expect(parquet.schema).toMatchObject({ inside_s: 'int64', first_inside_at: 'timestamp[ms, tz=UTC]' });
  });
});
