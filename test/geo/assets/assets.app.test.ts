// Assets over HTTP: JSON position ingest with per-item errors, the registry's merge of static
// facts, search on identifiers, name prefixes and near misses, follow and unfollow, and tracks.
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/lib/clock.ts';
import { importOfacList } from '../../../src/risk/lists/index.ts';
import { problemOf, startApp, type TestApp, type TestKey } from '../../harness.ts';
import { aircraft, type PartySpec, sdnDocument, vessel } from '../../risk/lists/ofac/sdn-document.ts';

let t: TestApp;
let key: TestKey;
const clock = new ManualClock(Date.parse('2026-11-23T10:00:00Z'));
const HOUR = 3_600_000;
beforeAll(async () => {
  t = await startApp({ startWorker: false, clock });
  key = await t.key(['assets:write', 'ingest:write'], { workspace: 'assets-test' });
});
afterAll(async () => {
  await t.close();
});

const iso = (ms: number) => new Date(ms).toISOString();

function ingest(items: unknown[]) {
  return t.request({ method: 'POST', url: '/v1/ingest/positions', key, payload: items });
}

describe('POST /v1/ingest/positions', () => {
  it('keeps the good items and reports each bad one by index', async () => {
    const now = clock.now();
    const response = await ingest([
      {
        mmsi: '244100001',
        at: iso(now - 60_000),
        lon: 4.1,
        lat: 51.95,
        speed_kn: 8.5,
        course_deg: 270,
        name: 'Test One',
      },
      { icao24: '4840D6', at: iso(now - 30_000), lon: 4.7, lat: 52.3, altitude_ft: 38000 },
      { mmsi: '24410', at: iso(now), lon: 4, lat: 52 },
      { mmsi: '244100002', icao24: 'abcdef', at: iso(now), lon: 4, lat: 52 },
      { mmsi: '244100003', at: 'yesterday', lon: 4, lat: 52 },
      { mmsi: '244100004', at: iso(now), lon: 200, lat: 52 },
      { mmsi: '244100005', at: iso(now), lon: 4, lat: 52, colour: 'red' },
      { mmsi: '244100006', at: iso(now + HOUR), lon: 4, lat: 52 },
      'not an object',
    ]);
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result.accepted).toBe(2);
    expect(result.rejected).toBe(7);
    expect(result.errors.map((e: { index: number }) => e.index)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(result.errors[0].detail).toContain('9 digits');
    expect(result.errors[3].detail).toContain('lon');
    expect(result.errors[4].detail).toContain('colour');
  });

  it('refuses a body that is not an array', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/v1/ingest/positions',
      key,
      payload: { mmsi: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(problemOf(response).code).toBe('validation_failed');
  });
});

describe('the asset registry and GET /v1/assets/:id', () => {
  it('merges positions and static facts into one asset, newest position last', async () => {
    const now = clock.now();
    await ingest([{ mmsi: '244200001', at: iso(now - 2 * 60_000), lon: 3.9, lat: 51.9, speed_kn: 10 }]);
    await t.app.services.ingest.record(
      [{ kind: 'vessel', key: '244200001', at: now - 5 * 60_000, lon: 3.8, lat: 51.8 }],
      [
        {
          kind: 'vessel',
          key: '244200001',
          at: now,
          name: 'EVER DIADEM',
          imo: '9134270',
          callSign: '3FOF8',
          shipType: 70,
          lengthM: 294,
          beamM: 32,
          destination: 'ROTTERDAM',
        },
      ],
    );
    const found = await t.request({ method: 'GET', url: '/v1/assets/search?q=9134270', key });
    const asset = found.json().data[0];
    expect(asset).toMatchObject({
      kind: 'vessel',
      name: 'EVER DIADEM',
      identifiers: { mmsi: '244200001', imo: '9134270', call_sign: '3FOF8' },
      details: { ship_type: 70, length_m: 294, beam_m: 32, destination: 'ROTTERDAM' },
      // The late position (5 min ago) did not replace the newer one (2 min ago).
      last_position: { at: iso(now - 2 * 60_000), lon: 3.9, lat: 51.9, speed_kn: 10 },
      followed: false,
    });
    const byId = await t.request({ method: 'GET', url: `/v1/assets/${asset.id}`, key });
    expect(byId.json()).toEqual(asset);
  });
});

describe('GET /v1/assets/search', () => {
  beforeAll(async () => {
    const now = clock.now();
    await ingest([
      { mmsi: '244300001', at: iso(now), lon: 4, lat: 52, name: 'NORDIC STAR' },
      { mmsi: '244300002', at: iso(now), lon: 4, lat: 52, name: 'NORDIC SPIRIT' },
      { mmsi: '244300003', at: iso(now), lon: 4, lat: 52, name: 'POLAR STAR' },
      { icao24: 'a1b2c3', at: iso(now), lon: 4, lat: 52, name: 'NORDIC AIR 1' },
    ]);
  });
  const names = async (query: string) =>
    (await t.request({ method: 'GET', url: `/v1/assets/search?${query}`, key }))
      .json()
      .data.map((a: { name: string }) => a.name);

  it('finds by name prefix, whatever the case and punctuation', async () => {
    expect(await names('q=nordic&kind=vessel')).toEqual(['NORDIC SPIRIT', 'NORDIC STAR']);
    expect(await names('q=Nordic%20St')).toEqual(['NORDIC STAR']);
  });

  it('finds near misses on a name or one of its words', async () => {
    expect(await names('q=nordik%20star')).toEqual(['NORDIC STAR']);
    expect(await names('q=stra&kind=vessel')).toEqual(expect.arrayContaining(['NORDIC STAR', 'POLAR STAR']));
  });

  it('finds a name by the start of any of its words, and call signs and flights by their start', async () => {
    const now = clock.now();
    await ingest([{ mmsi: '244300004', at: iso(now), lon: 4, lat: 52, name: 'ATLANTIC TANKER' }]);
    await t.app.services.ingest.record(
      [{ kind: 'aircraft', key: '4ca2d6', at: now, lon: 4, lat: 52 }],
      [{ kind: 'aircraft', key: '4ca2d6', at: now, flight: 'EZY12AB' }],
    );
    await t.app.services.ingest.record(
      [{ kind: 'vessel', key: '244300005', at: now, lon: 4, lat: 52 }],
      [{ kind: 'vessel', key: '244300005', at: now, name: 'WADDEN', callSign: 'PDZX' }],
    );
    expect(await names('q=tank')).toEqual(['ATLANTIC TANKER']);
    expect(await names('q=Tanker&kind=vessel')).toEqual(['ATLANTIC TANKER']);
    const flights = (await t.request({ method: 'GET', url: '/v1/assets/search?q=EZY', key })).json().data;
    expect(flights.map((a: { identifiers: { flight?: string } }) => a.identifiers.flight)).toEqual([
      'EZY12AB',
    ]);
    expect(await names('q=ezy12&kind=aircraft')).toHaveLength(1);
    expect(await names('q=pdz')).toEqual(['WADDEN']);
    expect(await names('q=EZY&kind=vessel')).toEqual([]);
  });

  it('finds exactly on MMSI and ICAO address, and only the kind asked for', async () => {
    expect(await names('q=244300003')).toEqual(['POLAR STAR']);
    expect(await names('q=A1B2C3')).toEqual(['NORDIC AIR 1']);
    expect(await names('q=A1B2C3&kind=vessel')).toEqual([]);
  });
});

describe('follow and tracks', () => {
  it('follows idempotently and unfollows', async () => {
    const [id] = await t.app.services.ingest.record([
      { kind: 'vessel', key: '244400001', at: clock.now(), lon: 4, lat: 52 },
    ]);
    const follow = () => t.request({ method: 'POST', url: `/v1/assets/${id}/follow`, key });
    expect((await follow()).json().followed).toBe(true);
    expect((await follow()).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: `/v1/assets/${id}`, key })).json().followed).toBe(true);
    const other = await t.key(['assets:read'], { workspace: 'assets-test-other' });
    expect((await t.request({ method: 'GET', url: `/v1/assets/${id}`, key: other })).json().followed).toBe(
      false,
    );
    expect((await t.request({ method: 'DELETE', url: `/v1/assets/${id}/follow`, key })).statusCode).toBe(204);
    expect((await t.request({ method: 'GET', url: `/v1/assets/${id}`, key })).json().followed).toBe(false);
  });

  it('answers a track oldest first, thinned to max_points, and as GeoJSON', async () => {
    const start = clock.now() - 10 * HOUR;
    const reports = Array.from({ length: 101 }, (_, i) => ({
      kind: 'vessel' as const,
      key: '244500001',
      at: start + i * 60_000,
      lon: 3 + i * 0.01,
      lat: 52,
      speedKn: 6,
    }));
    const [id] = await t.app.services.ingest.record(reports);
    const range = `from=${iso(start)}&to=${iso(start + 101 * 60_000)}`;
    const full = (await t.request({ method: 'GET', url: `/v1/assets/${id}/track?${range}`, key })).json();
    expect(full.thinned).toBe(false);
    expect(full.points).toHaveLength(101);
    expect(full.points[0]).toEqual({
      at: iso(start),
      lon: 3,
      lat: 52,
      speed_kn: 6,
      course_deg: null,
      heading_deg: null,
      altitude_ft: null,
    });
    const thin = (
      await t.request({ method: 'GET', url: `/v1/assets/${id}/track?${range}&max_points=11`, key })
    ).json();
    expect(thin.thinned).toBe(true);
    expect(thin.points.length).toBeLessThanOrEqual(11);
    expect(thin.points.length).toBeGreaterThanOrEqual(10);
    // The first position of each of 11 equal stretches of the 101 minutes.
    const stretch = (101 * 60_000) / 11;
    expect(
      thin.points.map((p: { at: string }) => Math.floor((Date.parse(p.at) - start) / Math.ceil(stretch))),
    ).toEqual([...Array(thin.points.length).keys()]);
    const geo = await t.request({
      method: 'GET',
      url: `/v1/assets/${id}/track?${range}&format=geojson&max_points=3`,
      key,
    });
    expect(geo.headers['content-type']).toMatch(/^application\/geo\+json/);
    const features = geo.json().features;
    expect(features[0].geometry.type).toBe('LineString');
    expect(features[0].geometry.coordinates[0]).toEqual([3, 52]);
    expect(features).toHaveLength(1 + features[0].geometry.coordinates.length);

    const byMmsi = await t.request({
      method: 'GET',
      url: `/v1/vessels/mmsi:244500001/track?${range}&max_points=2`,
      key,
    });
    expect(byMmsi.json().asset_id).toBe(id);
    const reversed = await t.request({
      method: 'GET',
      url: `/v1/assets/${id}/track?from=${iso(start)}&to=${iso(start)}`,
      key,
    });
    expect(problemOf(reversed).errors?.[0]?.pointer).toBe('/query/to');
  });

  it('answers 404 for an aircraft on the vessel track endpoint', async () => {
    const [id] = await t.app.services.ingest.record([
      { kind: 'aircraft', key: 'c0ffee', at: clock.now(), lon: 4, lat: 52 },
    ]);
    expect((await t.request({ method: 'GET', url: `/v1/vessels/${id}/track`, key })).statusCode).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: '/v1/vessels/mmsi:999999999/track', key })).statusCode,
    ).toBe(404);
  });
});

describe('sanctions on assets', () => {
  const publish = (parties: PartySpec[], date: string) =>
    importOfacList(
      t.app.services.store,
      Readable.from([Buffer.from(sdnDocument(parties, undefined, { date }))]),
      {
        clock,
        fileName: 'sdn_advanced.xml',
      },
    );
  const view = async (id: string) =>
    (await t.request({ method: 'GET', url: `/v1/assets/${id}`, key })).json();

  it('names the list entry and version a vessel or aircraft matches, and stops once it is delisted', async () => {
    await publish([vessel('77'), aircraft('7788'), vessel('78')], '2026-11-01');
    const now = clock.now();
    // vessel('77') is MMSI 350000077; aircraft('7788') is Mode S 157788.
    expect((await ingest([{ mmsi: '350000077', at: iso(now), lon: 56.3, lat: 25.1 }])).statusCode).toBe(200);
    expect((await ingest([{ icao24: '157788', at: iso(now), lon: 37.6, lat: 55.7 }])).statusCode).toBe(200);
    const ship = (await t.app.services.assets.findBy('mmsi', '350000077'))?.id ?? '';
    const plane = (await t.app.services.assets.findBy('icao24', '157788'))?.id ?? '';

    expect((await view(ship)).sanctions).toEqual([
      {
        source: 'ofac_sdn',
        entry_id: '77',
        name: 'VESSEL 77',
        kind: 'vessel',
        programs: ['IRAN-EO13846'],
        lists: ['SDN List'],
        list_version: '2026-11-01',
        matched_on: ['mmsi'],
      },
    ]);
    expect((await view(plane)).sanctions).toEqual([
      expect.objectContaining({ entry_id: '7788', kind: 'aircraft', matched_on: ['icao24'] }),
    ]);
    const search = await t.request({ method: 'GET', url: '/v1/assets/search?q=350000077', key });
    expect(search.json().data[0].sanctions).toHaveLength(1);

    // The next publication delists the vessel: it stops matching, the aircraft now names the new version.
    await publish([aircraft('7788'), vessel('78')], '2026-11-15');
    expect((await view(ship)).sanctions).toEqual([]);
    expect((await view(plane)).sanctions[0].list_version).toBe('2026-11-15');
  });
});
