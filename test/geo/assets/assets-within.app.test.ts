// POST /v1/assets/within: which assets were inside an area between two times, from the stored
// positions: first and last fix inside, the time the fixes show inside (not across a leg out of the
// area, however far it went, nor across a long gap), the fixes on request, areas across the
// antimeridian, suspect fixes never counted, pages, and bad requests. Tracks built from real port
// coordinates (the World Port Index's Europoort and Rotterdam; Levuka and Savusavu, Fiji).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/lib/clock.ts';
import { problemOf, startApp, type TestApp } from '../../harness.ts';

let t: TestApp;
const clock = new ManualClock(Date.parse('2026-11-23T16:00:00Z'));
beforeAll(async () => {
  t = await startApp({ startWorker: false, clock });
});
afterAll(async () => {
  await t.close();
});

const iso = (ms: number) => new Date(ms).toISOString();
const at = (hhmm: string) => Date.parse(`2026-11-23T${hhmm}:00Z`);
const MINUTE = 60_000;

async function ingest(fixes: object[]) {
  const response = await t.request({ method: 'POST', url: '/v1/ingest/positions', payload: fixes });
  expect(response.json(), response.body).toMatchObject({ rejected: 0 });
}

async function idOf(mmsi: string): Promise<string> {
  return (await t.app.services.assets.findBy('mmsi', mmsi))?.id ?? '';
}

async function within(body: object, status = 200) {
  const response = await t.request({ method: 'POST', url: '/v1/assets/within', payload: body });
  expect(response.statusCode, response.body).toBe(status);
  return response.json();
}

/** A box around Europoort (4.116667, 51.95). */
const EUROPOORT = {
  type: 'Polygon',
  coordinates: [
    [
      [4.05, 51.92],
      [4.2, 51.92],
      [4.2, 51.98],
      [4.05, 51.98],
      [4.05, 51.92],
    ],
  ],
};
const europoort: [number, number] = [4.116667, 51.95];
const rotterdam: [number, number] = [4.483333, 51.9];

describe('assets within an area', () => {
  beforeAll(async () => {
    // Berthed at Europoort 10:00-10:30 every 10 minutes, then up the river to Rotterdam.
    const berthed = [0, 10, 20, 30].map((m) => ({
      mmsi: '244000101',
      at: iso(at('10:00') + m * MINUTE),
      lon: europoort[0],
      lat: europoort[1],
      speed_kn: 0.1,
    }));
    await ingest([
      ...berthed,
      { mmsi: '244000101', at: iso(at('11:30')), lon: rotterdam[0], lat: rotterdam[1], speed_kn: 11 },
    ]);
    // In, out as far as Rotterdam (cells the area does not cover) and back, within an hour.
    await ingest([
      { mmsi: '244000102', at: iso(at('10:00')), lon: 4.1, lat: 51.95, speed_kn: 20 },
      { mmsi: '244000102', at: iso(at('10:20')), lon: 4.12, lat: 51.95, speed_kn: 20 },
      { mmsi: '244000102', at: iso(at('10:40')), lon: rotterdam[0], lat: rotterdam[1], speed_kn: 20 },
      { mmsi: '244000102', at: iso(at('11:00')), lon: 4.13, lat: 51.95, speed_kn: 20 },
      { mmsi: '244000102', at: iso(at('11:10')), lon: 4.14, lat: 51.95, speed_kn: 20 },
    ]);
    // Inside, then silent for three hours, then inside again.
    await ingest([
      { mmsi: '244000103', at: iso(at('09:00')), lon: 4.1, lat: 51.93, speed_kn: 0 },
      { mmsi: '244000103', at: iso(at('12:00')), lon: 4.1, lat: 51.93, speed_kn: 0 },
      { mmsi: '244000103', at: iso(at('12:05')), lon: 4.1, lat: 51.93, speed_kn: 0 },
    ]);
    // Always outside (Rotterdam).
    await ingest([{ mmsi: '244000104', at: iso(at('10:00')), lon: rotterdam[0], lat: rotterdam[1] }]);
    // An aircraft over Europoort.
    await ingest([{ icao24: '4840d6', at: iso(at('10:05')), lon: 4.1, lat: 51.96, altitude_ft: 1500 }]);
  });

  it('lists each asset inside with its first and last fix inside and the time its fixes show', async () => {
    const answer = await within({ geometry: EUROPOORT, from: iso(at('08:00')), to: iso(at('13:00')) });
    const [berthed, roundTrip, silent] = [
      await idOf('244000101'),
      await idOf('244000102'),
      await idOf('244000103'),
    ];
    expect(answer.next_cursor).toBeNull();
    expect(answer.data.map((one: { asset: { id: string } }) => one.asset.id).sort()).toEqual(
      [berthed, roundTrip, silent, (await t.app.services.assets.findBy('icao24', '4840d6'))?.id].sort(),
    );
    const of = (id: string) => answer.data.find((one: { asset: { id: string } }) => one.asset.id === id);
    expect(of(berthed)).toEqual({
      asset: { id: berthed, kind: 'vessel', name: null, identifiers: { mmsi: '244000101' } },
      first_inside_at: iso(at('10:00')),
      last_inside_at: iso(at('10:30')),
      inside_s: 30 * 60,
      fixes_inside: 4,
    });
    // 10:00-10:20 and 11:00-11:10: the legs out to Rotterdam and back are not time inside.
    expect(of(roundTrip)).toMatchObject({
      first_inside_at: iso(at('10:00')),
      last_inside_at: iso(at('11:10')),
      inside_s: 30 * 60,
      fixes_inside: 4,
    });
    // Three hours without a fix is more than max_gap_s (two hours): only 12:00-12:05 counts.
    expect(of(silent)).toMatchObject({ first_inside_at: iso(at('09:00')), inside_s: 5 * 60 });
    const longer = await within({
      geometry: EUROPOORT,
      from: iso(at('08:00')),
      to: iso(at('13:00')),
      kind: 'vessel',
      max_gap_s: 4 * 3600,
    });
    expect(longer.data).toHaveLength(3);
    expect(longer.data.find((one: { asset: { id: string } }) => one.asset.id === silent).inside_s).toBe(
      3 * 3600 + 5 * 60,
    );
  });

  it('keeps to the time asked about, and gives the fixes inside on request', async () => {
    const berthed = await idOf('244000101');
    const answer = await within({
      geometry: EUROPOORT,
      from: iso(at('10:10')),
      to: iso(at('10:30')),
      kind: 'vessel',
      fixes: true,
    });
    expect(answer.data.find((one: { asset: { id: string } }) => one.asset.id === berthed)).toMatchObject({
      first_inside_at: iso(at('10:10')),
      last_inside_at: iso(at('10:20')),
      inside_s: 10 * 60,
      fixes: [
        { at: iso(at('10:10')), lon: europoort[0], lat: europoort[1] },
        { at: iso(at('10:20')), lon: europoort[0], lat: europoort[1] },
      ],
    });
    expect(
      (await within({ geometry: EUROPOORT, from: iso(at('13:00')), to: iso(at('14:00')) })).data,
    ).toEqual([]);
  });

  it('pages by first time inside', async () => {
    const body = {
      geometry: EUROPOORT,
      from: iso(at('08:00')),
      to: iso(at('13:00')),
      kind: 'vessel',
      limit: 2,
    };
    const first = await within(body);
    expect(first.data.map((one: { first_inside_at: string }) => one.first_inside_at)).toEqual([
      iso(at('09:00')),
      iso(at('10:00')),
    ]);
    const second = await within({ ...body, cursor: first.next_cursor });
    expect(second.data).toHaveLength(1);
    expect(second.next_cursor).toBeNull();
    const other = await t.request({
      method: 'POST',
      url: '/v1/assets/within',
      payload: { ...body, kind: 'aircraft', cursor: first.next_cursor },
    });
    expect(other.statusCode).toBe(400);
  });
});

describe('areas and fixes that need care', () => {
  it('answers an area across the antimeridian (Fiji) on both sides of it', async () => {
    await ingest([
      // Levuka (178.83, -17.68) is west of the line; a vessel just east of it, at -179.95.
      { mmsi: '520000201', at: iso(at('10:00')), lon: 179.95, lat: -17.0 },
      { mmsi: '520000202', at: iso(at('10:00')), lon: -179.95, lat: -17.0 },
      { mmsi: '520000203', at: iso(at('10:00')), lon: 178.83, lat: -17.68 },
    ]);
    const answer = await within({
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [179.9, -17.1],
            [-179.9, -17.1],
            [-179.9, -16.9],
            [179.9, -16.9],
            [179.9, -17.1],
          ],
        ],
      },
      from: iso(at('09:00')),
      to: iso(at('11:00')),
    });
    expect(
      answer.data
        .map((one: { asset: { identifiers: { mmsi: string } } }) => one.asset.identifiers.mmsi)
        .sort(),
    ).toEqual(['520000201', '520000202']);
  });

  it('never counts a fix Vigil does not believe', async () => {
    // A receiver without a fix reports (0, 0): stored as suspect, not an asset at Null Island.
    await ingest([
      { mmsi: '244000105', at: iso(at('10:00')), lon: 4.1, lat: 52.3 },
      { mmsi: '244000105', at: iso(at('10:01')), lon: 0, lat: 0 },
    ]);
    const answer = await within({
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [-1, -1],
            [1, -1],
            [1, 1],
            [-1, 1],
            [-1, -1],
          ],
        ],
      },
      from: iso(at('09:00')),
      to: iso(at('11:00')),
    });
    expect(answer.data).toEqual([]);
  });

  it('answers 400 naming what to fix', async () => {
    const cases: [object, string][] = [
      [{ geometry: EUROPOORT, from: iso(at('11:00')), to: iso(at('10:00')) }, '/to'],
      [{ geometry: EUROPOORT, from: '2026-02-30T10:00:00Z', to: iso(at('10:00')) }, '/from'],
      [
        { geometry: { type: 'Point', coordinates: [4, 52] }, from: iso(at('09:00')), to: iso(at('10:00')) },
        '/geometry',
      ],
      [{ geometry: EUROPOORT, from: iso(at('09:00')), to: iso(at('10:00')), kind: 'ship' }, '/kind'],
    ];
    for (const [body, pointer] of cases) {
      const response = await t.request({ method: 'POST', url: '/v1/assets/within', payload: body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const problem = problemOf(response) as { errors?: { pointer: string }[] };
      expect(problem.errors?.map((e) => e.pointer).join(' '), JSON.stringify(body)).toContain(pointer);
    }
  });
});
