// GET /v1/detections?format=…: detections with a point, a footprint (a polygon with a hole) and
// none at all, as CSV, GeoJSON, KML, GPX and GeoParquet, read back by GDAL and pyarrow.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/lib/clock.ts';
import { startApp, type TestApp, type TestKey } from '../../harness.ts';
import { ogrLayers, ogrRead, parquetRead, readersPresent } from './readers.ts';

const present = readersPresent();
let t: TestApp;
let key: TestKey;
const ids: string[] = [];
const at = (hour: number) => new Date(Date.UTC(2026, 10, 20, hour)).toISOString();
const FOOTPRINT = {
  type: 'Polygon',
  coordinates: [
    [
      [4.28, 51.94],
      [4.32, 51.94],
      [4.32, 51.96],
      [4.28, 51.96],
      [4.28, 51.94],
    ],
    [
      [4.29, 51.945],
      [4.29, 51.955],
      [4.31, 51.955],
      [4.31, 51.945],
      [4.29, 51.945],
    ],
  ],
};

beforeAll(async () => {
  t = await startApp({ startWorker: false, clock: new ManualClock(Date.UTC(2026, 10, 21)) });
  key = await t.key(['sites:write', 'detections:write'], { workspace: 'export-detections' });
  const site = await t.request({
    method: 'POST',
    url: '/v1/sites',
    key,
    // The types it exports: not `dark_vessel`, which a vessel detection no AIS explains also makes.
    payload: {
      coordinates: [4.3, 51.95],
      radius_m: 5000,
      detection_types: ['vessel_detection', 'vegetation_loss'],
    },
  });
  const record = async (hour: number, geometry: object | undefined, type: string) => {
    const body = {
      site_id: site.json().id,
      type,
      confidence: 0.5 + hour / 100,
      observed_at: at(hour),
      geometry,
    };
    const response = await t.request({ method: 'POST', url: '/v1/detections', key, payload: body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as string;
  };
  // Newest first, as the listing and the files order them.
  ids.push(await record(5, { type: 'Point', coordinates: [4.31, 51.951] }, 'vessel_detection'));
  ids.push(await record(4, FOOTPRINT, 'vegetation_loss'));
  ids.push(await record(3, undefined, 'vessel_detection'));
});
afterAll(() => t.close());

async function download(query: string) {
  const response = await t.request({ method: 'GET', url: `/v1/detections?${query}`, key });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['vigil-truncated']).toBe('false');
  return response;
}

describe.skipIf(!present)('detections as files', () => {
  it('keeps each detection’s shape in every format that can hold it', async () => {
    const csv = await download('format=csv');
    const fromCsv = ogrRead(csv.rawPayload, 'detections.csv', { open: ['AUTODETECT_TYPE=NO'] }).features;
    expect(fromCsv.map((f) => f.properties.id)).toEqual(ids);
    expect(fromCsv.map((f) => [f.properties.lon, f.properties.lat])).toEqual([
      ['4.31', '51.951'],
      ['', ''],
      ['', ''],
    ]);
    // GDAL hands a string field holding a JSON object on as that object.
    const footprint = fromCsv[1]?.properties.geometry;
    expect(typeof footprint === 'string' ? JSON.parse(footprint) : footprint).toEqual(FOOTPRINT);
    expect(fromCsv[0]?.properties).toMatchObject({
      type: 'vessel_detection',
      confidence: '0.55',
      useful: '',
    });

    const geojson = ogrRead((await download('format=geojson')).body, 'detections.geojson').features;
    expect(geojson.map((f) => f.geometry)).toEqual([
      { type: 'Point', coordinates: [4.31, 51.951] },
      FOOTPRINT,
      null,
    ]);

    const kml = ogrRead((await download('format=kml')).body, 'detections.kml').features;
    expect(kml.map((f) => f.properties.id)).toEqual(ids);
    expect(kml[1]?.geometry).toEqual(FOOTPRINT);

    const gpx = (await download('format=gpx')).body;
    expect(ogrLayers(gpx, 'detections.gpx')).toMatchObject({ waypoints: 2 });
    const waypoints = ogrRead(gpx, 'detections.gpx', { layer: 'waypoints' }).features;
    expect(waypoints.map((f) => f.properties.type ?? null)).toEqual([null, 'Polygon']);
    expect(gpx).toContain('<vigil:without_position>1</vigil:without_position>');

    const parquet = parquetRead((await download('format=geoparquet')).rawPayload);
    expect(parquet.geo?.columns.geometry?.geometry_types).toEqual(['Point', 'Polygon']);
    expect(parquet.rows.map((row) => row.geometry)).toEqual([
      'POINT (4.31 51.951)',
      'POLYGON ((4.28 51.94,4.32 51.94,4.32 51.96,4.28 51.96,4.28 51.94),(4.29 51.945,4.29 51.955,4.31 51.955,4.31 51.945,4.29 51.945))',
      null,
    ]);
    expect(parquet.rows[0]).toMatchObject({ confidence: 0.55, observed_at: '2026-11-20T05:00:00+00:00' });
  });

  it('applies the listing’s filters', async () => {
    const geojson = (await download('format=geojson&type=vegetation_loss')).json();
    expect(geojson.features.map((f: { properties: { id: string } }) => f.properties.id)).toEqual([ids[1]]);
  });
});
