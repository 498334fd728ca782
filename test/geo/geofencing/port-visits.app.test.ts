// Port visits (Global Fishing Watch's method: entry into a port's area, a stop at 0.2 kn or less
// or a silence of 4 h or more inside it, exit) of the vessels a workspace follows, on tracks built
// around the real positions of World Port Index ports (resources/ports/, NGA Pub. 150, public
// domain); voyages between them; a drawn anchorage; passages, unfollowed vessels and late positions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { worldPortIndex } from '../../../src/geo/ports/index.ts';
import { ManualClock } from '../../../src/lib/clock.ts';
import { createTestStore, startApp, type TestApp, type TestKey, type TestStore } from '../../harness.ts';

const clock = new ManualClock(Date.parse('2026-11-23T10:00:00Z'));
let store: TestStore;
let t: TestApp;
beforeAll(async () => {
  store = await createTestStore();
  t = await startApp({ startWorker: false, clock, store });
});
afterAll(async () => {
  await t.close();
  await store.dispose();
});

const iso = (ms: number) => new Date(ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A port of the index, by its index number: its point as the gazetteer gives it. */
function wpi(number: number): [number, number] {
  const port = worldPortIndex().ports.find((p) => p.wpi === number);
  if (!port) throw new Error(`no WPI port ${number}`);
  return [port.lon, port.lat];
}
const FELIXSTOWE = wpi(31560); // Very Small: 2 km
const IJMUIDEN = wpi(31040); // Small: 3 km
const SCHEVENINGEN = wpi(31070); // Very Small: 2 km
const ROTTERDAM = wpi(31140); // Large: 10 km
const ANTWERPEN = wpi(31250); // Large: 10 km

interface Fix {
  mmsi: string;
  at: number;
  lon: number;
  lat: number;
  speed_kn: number;
}

async function ingest(key: TestKey, fixes: Fix[]) {
  const items = fixes.map((f) => ({ ...f, at: iso(f.at) }));
  const response = await t.request({ method: 'POST', url: '/v1/ingest/positions', key, payload: items });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().rejected, response.body).toBe(0);
  return response.json() as { late: number };
}

/** `count` fixes every `stepMs` from `from`, moving from `a` to `b` (inclusive). */
function leg(
  mmsi: string,
  a: [number, number],
  b: [number, number],
  from: number,
  stepMs: number,
  count: number,
  speed: number,
): Fix[] {
  return Array.from({ length: count }, (_, i) => {
    const f = count === 1 ? 0 : i / (count - 1);
    return {
      mmsi,
      at: from + i * stepMs,
      lon: a[0] + (b[0] - a[0]) * f,
      lat: a[1] + (b[1] - a[1]) * f,
      speed_kn: speed,
    };
  });
}

async function workspace(name: string) {
  const key = await t.key(['*'], { workspace: name });
  return { key, workspaceId: (await t.app.services.workspaces.ensure(name)).workspace.id };
}

async function follow(key: TestKey, mmsi: string): Promise<string> {
  // The vessel is known by a first report far out at sea, then followed.
  const id = (await t.app.services.assets.findBy('mmsi', mmsi))?.id;
  if (id === undefined) throw new Error(`no asset ${mmsi}`);
  const response = await t.request({ method: 'POST', url: `/v1/assets/${id}/follow`, key });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return id;
}

interface Visit {
  id: string;
  kind: string;
  asset_id: string;
  port_id: string | null;
  start: string;
  end: string | null;
  duration_s: number | null;
  ongoing: boolean;
  late: boolean;
  evidence: Record<string, unknown>;
}

async function visits(key: TestKey, assetId: string): Promise<Visit[]> {
  const response = await t.request({
    method: 'GET',
    url: `/v1/asset-events?kind=port_visit&asset_id=${assetId}`,
    key,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: Visit[] }).data;
}

const east = (p: [number, number], dLon: number): [number, number] => [p[0] + dLon, p[1]];

describe('port visits', () => {
  it('finds a call at Felixstowe and one at IJmuiden, and the voyage between them', async () => {
    const w = await workspace('ports-voyage');
    const mmsi = '244930001';
    const start = clock.now() - 20 * HOUR;
    // Known at sea, 7 km east of Felixstowe, then followed.
    const sea = east(FELIXSTOWE, 0.1);
    await ingest(w.key, leg(mmsi, sea, sea, start, MINUTE, 1, 10));
    const id = await follow(w.key, mmsi);
    // In and stopped at the port's point 10 minutes later, four hours alongside, then out to sea.
    const arrival = start + 10 * MINUTE;
    await ingest(w.key, leg(mmsi, FELIXSTOWE, FELIXSTOWE, arrival, 30 * MINUTE, 9, 0));
    let first = (await visits(w.key, id)).find((v) => v.port_id === 'wpi_31560');
    expect(first).toMatchObject({
      kind: 'port_visit',
      port_id: 'wpi_31560',
      start: iso(arrival),
      ongoing: true,
      late: false,
    });
    expect(first?.evidence).toMatchObject({ port_name: 'Felixstowe', confirmed_by: 'stop', mooring: null });
    const departure = arrival + 4 * HOUR + 10 * MINUTE;
    await ingest(w.key, leg(mmsi, sea, IJMUIDEN, departure, HOUR, 11, 12));
    first = (await visits(w.key, id)).find((v) => v.port_id === 'wpi_31560');
    expect(first).toMatchObject({ end: iso(departure), duration_s: (4 * 60 + 10) * 60, ongoing: false });
    // Ten hours across the North Sea; at IJmuiden stopped for two.
    const arrivedIj = departure + 10 * HOUR;
    await ingest(w.key, leg(mmsi, IJMUIDEN, IJMUIDEN, arrivedIj + 30 * MINUTE, 30 * MINUTE, 4, 0.1));
    // Felixstowe and Harwich (wpi_31530, 2.3 km west, a 3 km circle) share a harbour: the stop at
    // Felixstowe's point is inside both, so the call is a visit to each, ended together.
    const both = await visits(w.key, id);
    expect(both.map((v) => [v.port_id, v.ongoing]).sort()).toEqual([
      ['wpi_31040', true],
      ['wpi_31530', false],
      ['wpi_31560', false],
    ]);
    const harwich = both.find((v) => v.port_id === 'wpi_31530');
    expect(harwich).toMatchObject({ start: first?.start, end: first?.end });
    // The vessel reached IJmuiden's circle (3 km and 500 m) on the last leg of the line, so its arrival
    // is where that leg crossed into it, before the fix at the port's point.
    const arrivedAt = Date.parse(both[0]?.start ?? '');
    expect(arrivedAt).toBeGreaterThan(arrivedIj - HOUR);
    expect(arrivedAt).toBeLessThanOrEqual(arrivedIj);
    // One voyage leaves the call, from whichever of its two visits (both ended at the departure).
    const response = await t.request({ method: 'GET', url: `/v1/assets/${id}/voyages`, key: w.key });
    expect(response.statusCode, response.body).toBe(200);
    const left = [first, harwich].find((v) => v?.id === response.json().data[0]?.from?.visit_id);
    expect(left).toBeDefined();
    expect(response.json()).toEqual({
      data: [
        {
          asset_id: id,
          from: { visit_id: left?.id, port_id: left?.port_id, port_name: left?.evidence.port_name },
          to: { visit_id: both[0]?.id, port_id: 'wpi_31040', port_name: 'Ijmuiden' },
          departed_at: iso(departure),
          arrived_at: both[0]?.start,
          duration_s: Math.round((arrivedAt - departure) / 1000),
          ongoing: false,
        },
      ],
      next_cursor: null,
    });
  });

  it('finds no visit in a passage through a port, nor of a vessel nobody follows', async () => {
    const w = await workspace('ports-passage');
    const start = clock.now() - 10 * HOUR;
    await ingest(
      w.key,
      leg('244930002', east(SCHEVENINGEN, -0.1), east(SCHEVENINGEN, -0.1), start, MINUTE, 1, 12),
    );
    const id = await follow(w.key, '244930002');
    // Straight through Scheveningen's circle at 12 kn.
    await ingest(
      w.key,
      leg(
        '244930002',
        east(SCHEVENINGEN, -0.09),
        east(SCHEVENINGEN, 0.09),
        start + 10 * MINUTE,
        5 * MINUTE,
        7,
        12,
      ),
    );
    expect(await visits(w.key, id)).toEqual([]);
    // Another vessel stops in the port for hours: nobody follows it.
    await ingest(w.key, leg('244930003', SCHEVENINGEN, SCHEVENINGEN, start, 30 * MINUTE, 6, 0));
    const other = (await t.app.services.assets.findBy('mmsi', '244930003'))?.id ?? '';
    expect(await visits(w.key, other)).toEqual([]);
  });

  it('counts a silence of four hours inside a port as a stop, as GFW does', async () => {
    const w = await workspace('ports-gap');
    const start = clock.now() - 12 * HOUR;
    const mmsi = '244930004';
    await ingest(w.key, leg(mmsi, east(ROTTERDAM, 0.3), east(ROTTERDAM, 0.3), start, MINUTE, 1, 8));
    const id = await follow(w.key, mmsi);
    // In at 3 kn, silent for five hours, seen again inside at 3 kn, then out.
    await ingest(
      w.key,
      leg(mmsi, east(ROTTERDAM, 0.1), east(ROTTERDAM, 0.01), start + 30 * MINUTE, 10 * MINUTE, 2, 3),
    );
    expect(await visits(w.key, id)).toEqual([]);
    await ingest(w.key, leg(mmsi, ROTTERDAM, ROTTERDAM, start + 5 * HOUR + 40 * MINUTE, MINUTE, 1, 3));
    const [visit] = await visits(w.key, id);
    expect(visit).toMatchObject({ port_id: 'wpi_31140', ongoing: true });
    expect(visit?.evidence).toMatchObject({ confirmed_by: 'gap', gap_s: 5 * 3600 });
  });

  it('finds a visit to an anchorage a workspace drew, at anchor because it is one', async () => {
    const w = await workspace('ports-anchorage');
    const drawn = await t.request({
      method: 'POST',
      url: '/v1/ports',
      key: w.key,
      payload: {
        name: 'Maas anchorage',
        kind: 'anchorage',
        boundary: {
          type: 'Polygon',
          coordinates: [
            [
              [3.9, 51.98],
              [3.98, 51.98],
              [3.98, 52.02],
              [3.9, 52.02],
              [3.9, 51.98],
            ],
          ],
        },
      },
    });
    expect(drawn.statusCode, drawn.body).toBe(201);
    const portId = drawn.json().id as string;
    const start = clock.now() - 8 * HOUR;
    const mmsi = '244930005';
    await ingest(w.key, leg(mmsi, [3.8, 52.0], [3.8, 52.0], start, MINUTE, 1, 8));
    const id = await follow(w.key, mmsi);
    await ingest(w.key, leg(mmsi, [3.94, 52.0], [3.94, 52.0], start + 20 * MINUTE, 20 * MINUTE, 4, 0.1));
    const [visit] = await visits(w.key, id);
    expect(visit).toMatchObject({ port_id: portId, start: iso(start + 20 * MINUTE), ongoing: true });
    expect(visit?.evidence).toMatchObject({ mooring: 'anchorage', mooring_from: 'port_kind' });
    // Deleted, the anchorage is watched no more: the visit keeps no end.
    expect((await t.request({ method: 'DELETE', url: `/v1/ports/${portId}`, key: w.key })).statusCode).toBe(
      204,
    );
    await ingest(w.key, leg(mmsi, [3.8, 52.0], [3.8, 52.0], start + 2 * HOUR, MINUTE, 1, 8));
    expect((await visits(w.key, id))[0]).toMatchObject({ ongoing: true });
  });

  it('finds a visit the late positions show, marked late, with its end', async () => {
    const w = await workspace('ports-late');
    const mmsi = '244930006';
    const start = clock.now() - 16 * HOUR;
    await ingest(w.key, leg(mmsi, east(ANTWERPEN, 0.5), east(ANTWERPEN, 0.5), start, MINUTE, 1, 10));
    const id = await follow(w.key, mmsi);
    // Live: far out at sea, hours later.
    await ingest(w.key, leg(mmsi, east(ANTWERPEN, 1), east(ANTWERPEN, 1), start + 10 * HOUR, MINUTE, 1, 10));
    expect(await visits(w.key, id)).toEqual([]);
    // Then a slow feed's positions of the hours between: in Antwerp, stopped three hours, out.
    const arrival = start + 2 * HOUR;
    const late = [
      ...leg(mmsi, ANTWERPEN, ANTWERPEN, arrival, 30 * MINUTE, 7, 0),
      ...leg(mmsi, east(ANTWERPEN, 0.5), east(ANTWERPEN, 0.5), arrival + 4 * HOUR, MINUTE, 1, 10),
    ];
    const answer = await ingest(w.key, late);
    expect(answer.late).toBe(late.length);
    const [visit] = await visits(w.key, id);
    expect(visit).toMatchObject({ port_id: 'wpi_31250', late: true, ongoing: false });
    expect(Date.parse(visit?.start ?? '')).toBeLessThanOrEqual(arrival);
    expect(Date.parse(visit?.end ?? '')).toBeGreaterThan(arrival + 3 * HOUR);
  });

  it('ends a visit begun before a restart, the port installed again from the stay told', async () => {
    const w = await workspace('ports-restart');
    const mmsi = '244930007';
    const start = clock.now() - 6 * HOUR;
    const sea = east(SCHEVENINGEN, 0.1);
    await ingest(w.key, leg(mmsi, sea, sea, start, MINUTE, 1, 10));
    const id = await follow(w.key, mmsi);
    const arrival = start + 30 * MINUTE;
    await ingest(w.key, leg(mmsi, SCHEVENINGEN, SCHEVENINGEN, arrival, 30 * MINUTE, 3, 0));
    expect(await visits(w.key, id)).toMatchObject([{ port_id: 'wpi_31070', ongoing: true }]);
    // Restarted hours after the last fix: no asset was seen in the last hour to place, so only
    // the stay the ledger told puts the vessel back inside the port for its exit to be found.
    await t.close();
    clock.advance(2 * HOUR);
    t = await startApp({ startWorker: false, clock, store });
    const departure = clock.now() - 10 * MINUTE;
    await ingest(w.key, leg(mmsi, sea, sea, departure, MINUTE, 1, 10));
    expect(await visits(w.key, id)).toMatchObject([
      { port_id: 'wpi_31070', start: iso(arrival), end: iso(departure), ongoing: false },
    ]);
  });
});
