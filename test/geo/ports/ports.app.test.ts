// GET/POST /v1/ports: the World Port Index ports Vigil ships and a workspace's own polygons, found
// by name, UN/LOCODE and area, on real port coordinates (Rotterdam's basins, Levuka by the
// antimeridian).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemOf, startApp, type TestApp, type TestKey } from '../../harness.ts';

let t: TestApp;
let other: TestKey;
beforeAll(async () => {
  t = await startApp({ startWorker: false });
  other = await t.key(['*'], { workspace: 'other' });
});
afterAll(async () => {
  await t.close();
});

type PortJson = {
  id: string;
  source: string;
  name: string;
  position: [number, number];
  [k: string]: unknown;
};

async function list(
  query: string,
  key?: TestKey,
): Promise<{ data: PortJson[]; next_cursor: string | null; attribution: string }> {
  const response = await t.request({ method: 'GET', url: `/v1/ports?${query}`, ...(key ? { key } : {}) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

// The Maasvlakte 2 container terminals, west of Rotterdam: a real area the index has only as
// Rotterdam's point, 30 km away.
const maasvlakte = {
  type: 'Polygon',
  coordinates: [
    [
      [3.98, 51.93],
      [4.06, 51.93],
      [4.06, 51.98],
      [3.98, 51.98],
      [3.98, 51.93],
    ],
  ],
};

describe('the gazetteer’s ports', () => {
  it('finds a port by name, by UN/LOCODE and by index number, with the attribution', async () => {
    const byName = await list('q=rotterdam');
    expect(byName.attribution).toMatch(/World Port Index \(Pub\. 150\)/);
    expect(byName.data[0]).toMatchObject({
      id: 'wpi_31140',
      source: 'wpi',
      name: 'Rotterdam',
      kind: 'port',
      unlocode: 'NLRTM',
      country: 'Netherlands',
      position: [4.483333, 51.9],
      radius_m: 10_000,
      boundary: null,
      wpi: { number: 31140, harbor_size: 'Large', harbor_type: 'River (Basins)', anchorage_depth_m: 11 },
      created_at: null,
    });
    expect((await list('q=NL%20RTM')).data.map((p) => p.id)).toEqual(['wpi_31140']);
    expect((await list('q=31140')).data.map((p) => p.id)).toEqual(['wpi_31140']);
    const one = await t.request({ method: 'GET', url: '/v1/ports/wpi_31140' });
    expect(one.json()).toEqual(byName.data[0]);
  });

  it('keeps the ports inside a box, across the antimeridian too', async () => {
    const nearRotterdam = await list('bbox=4.0,51.8,4.6,52.0&limit=200');
    const names = nearRotterdam.data.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['Rotterdam', 'Europoort', 'Vlaardingen', 'Schiedam']));
    for (const port of nearRotterdam.data) {
      expect(port.position[0]).toBeGreaterThanOrEqual(4.0);
      expect(port.position[0]).toBeLessThanOrEqual(4.6);
    }
    const fiji = await list('bbox=178,-20,-178,-15&limit=200');
    expect(fiji.data.map((p) => p.name)).toContain('Levuka');
    for (const port of fiji.data) expect(Math.abs(port.position[0])).toBeGreaterThanOrEqual(178);
  });

  it('pages by name, each port once', async () => {
    const first = await list('q=port&limit=3');
    expect(first.data).toHaveLength(3);
    expect(first.next_cursor).not.toBeNull();
    const second = await list(`q=port&limit=3&cursor=${first.next_cursor}`);
    const ids = [...first.data, ...second.data].map((p) => p.id);
    expect(new Set(ids).size).toBe(6);
    const names = [...first.data, ...second.data].map((p) => p.name.toUpperCase());
    expect(names).toEqual([...names].sort());
    // A cursor is for the filters it was made with.
    const wrong = await t.request({ method: 'GET', url: `/v1/ports?q=harbour&cursor=${first.next_cursor}` });
    expect(wrong.statusCode).toBe(400);
  });

  it('refuses a bad box, an unknown port, and deleting the index’s port', async () => {
    const box = await t.request({ method: 'GET', url: '/v1/ports?bbox=4,52,5,51' });
    expect(box.statusCode).toBe(400);
    expect(problemOf(box).detail).toMatch(/south ≤ north/);
    expect((await t.request({ method: 'GET', url: '/v1/ports/wpi_1' })).statusCode).toBe(404);
    const remove = await t.request({ method: 'DELETE', url: '/v1/ports/wpi_31140' });
    expect(remove.statusCode).toBe(409);
    expect(problemOf(remove).detail).toMatch(/shared by every workspace/);
  });
});

describe('a workspace’s own ports', () => {
  it('draws a terminal as a polygon, lists it beside the index’s ports for this workspace only, and deletes it', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/v1/ports',
      payload: {
        name: 'Rotterdam Maasvlakte 2',
        kind: 'port',
        boundary: maasvlakte,
        unlocode: 'NL RTM',
        country: 'Netherlands',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const port = created.json();
    expect(port).toMatchObject({
      source: 'operator',
      name: 'Rotterdam Maasvlakte 2',
      unlocode: 'NLRTM',
      radius_m: null,
      wpi: null,
      boundary: { type: 'Polygon' },
    });
    expect(port.id).toMatch(/^port_/);
    expect(created.headers.location).toBe(`/v1/ports/${port.id}`);
    expect(port.position[0]).toBeCloseTo(4.02, 2);

    expect((await list('q=rotterdam')).data.map((p) => p.id)).toEqual(['wpi_31140', port.id]);
    expect((await list('source=operator')).data.map((p) => p.id)).toEqual([port.id]);
    // The box meets the polygon though it holds none of its corners.
    expect((await list('bbox=4.0,51.95,4.01,51.96&source=operator')).data.map((p) => p.id)).toEqual([
      port.id,
    ]);
    expect((await list('bbox=4.2,51.95,4.3,51.96&source=operator')).data).toEqual([]);

    expect((await list('q=maasvlakte', other)).data).toEqual([]);
    expect((await t.request({ method: 'GET', url: `/v1/ports/${port.id}`, key: other })).statusCode).toBe(
      404,
    );
    expect((await t.request({ method: 'DELETE', url: `/v1/ports/${port.id}`, key: other })).statusCode).toBe(
      404,
    );

    expect((await t.request({ method: 'DELETE', url: `/v1/ports/${port.id}` })).statusCode).toBe(204);
    expect((await t.request({ method: 'GET', url: `/v1/ports/${port.id}` })).statusCode).toBe(404);
  });

  it('takes an anchorage, and refuses a shape or UN/LOCODE that is not one, storing nothing', async () => {
    const anchorage = await t.request({
      method: 'POST',
      url: '/v1/ports',
      payload: {
        name: 'Maas anchorage',
        kind: 'anchorage',
        boundary: { type: 'Feature', properties: {}, geometry: maasvlakte },
      },
    });
    expect(anchorage.statusCode, anchorage.body).toBe(201);
    expect(anchorage.json().kind).toBe('anchorage');

    const crossed = await t.request({
      method: 'POST',
      url: '/v1/ports',
      payload: {
        name: 'Bow tie',
        boundary: {
          type: 'Polygon',
          coordinates: [
            [
              [4, 51],
              [5, 52],
              [5, 51],
              [4, 52],
              [4, 51],
            ],
          ],
        },
      },
    });
    expect(crossed.statusCode).toBe(400);
    expect(problemOf(crossed).errors?.[0]?.pointer).toMatch(/^\/boundary/);
    const locode = await t.request({
      method: 'POST',
      url: '/v1/ports',
      payload: { name: 'Somewhere', boundary: maasvlakte, unlocode: 'N1RTM' },
    });
    expect(locode.statusCode).toBe(400);
    expect(problemOf(locode).detail).toMatch(/UN\/LOCODE/);
    expect((await list('q=bow%20tie')).data).toEqual([]);
    expect((await list('q=somewhere')).data).toEqual([]);
  });
});
