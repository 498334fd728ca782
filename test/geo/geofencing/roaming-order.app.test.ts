// A roaming pair judged in the order of its fixes' times when one request is judged in parts: the
// feed stores a request as a row per partition, and a part was once cut row by row, so the vessel's
// later fix (in the first row) was judged before the anchor's earlier one (in another). The anchor's
// fix then found the vessel's later fix known and told the entry there, from that fix (the nearest
// in time); the same request judged in one piece told it at the vessel's fix. What Vigil told hung on where the part
// was cut, which is timing (the geofence bench's roaming count moved from run to run).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { RELEASE_LIMIT } from '../../../src/geo/engine/engine-types.ts';
import { partitionOf } from '../../../src/geo/engine/feed-codec.ts';
import { ManualClock } from '../../../src/lib/clock.ts';
import { outboxEvents } from '../../fixtures/outbox-data.ts';
import { startApp, type TestApp } from '../../harness.ts';

const t0 = Date.parse('2026-11-29T10:00:00Z');
const clock = new ManualClock(t0 + 2 * 60_000);
const iso = (ms: number) => new Date(ms).toISOString();
/** The anchor stays at P; the others start 2 km east of it (a degree of longitude is 68.8 km at 52° N). */
const P: [number, number] = [4.0, 52.0];
const eastOfP = (metres: number) => Number((P[0] + metres / 68_830).toFixed(6));
const CANDIDATES = 200;

let t: TestApp;
beforeAll(async () => {
  t = await startApp({ startWorker: false, clock });
});
afterAll(async () => {
  await t.close();
});

it("tells a roaming entry at the fix that shows it in time order, however a request's judging is cut", async () => {
  const key = await t.key(['*'], { workspace: 'roaming-order' });
  const send = async (payload: object[]) => {
    const response = await t.request({ method: 'POST', url: '/v1/ingest/positions', key, payload });
    expect(response.json()).toMatchObject({ accepted: payload.length, rejected: 0, suspect: 0 });
  };
  // The anchor at P; the candidates 2 km east, outside the 1 km zone.
  const mmsi = (i: number) => String(244_980_000 + i);
  await send([
    { mmsi: mmsi(0), at: iso(t0), lon: P[0], lat: P[1] },
    ...Array.from({ length: CANDIDATES }, (_, i) => ({
      mmsi: mmsi(i + 1),
      at: iso(t0 + i + 1),
      lon: eastOfP(2000),
      lat: P[1],
    })),
  ]);
  const ids = await Promise.all(
    Array.from(
      { length: CANDIDATES + 1 },
      async (_, i) => (await t.app.services.assets.findBy('mmsi', mmsi(i)))?.id ?? '',
    ),
  );
  const partitions = t.config.engine.partitions;
  const [anchor = '', ...others] = ids;
  // The vessel in another partition than the anchor; a filler in the vessel's.
  const vessel = others.find((id) => partitionOf(id, partitions) !== partitionOf(anchor, partitions)) ?? '';
  const filler = others.find(
    (id) => id !== vessel && partitionOf(id, partitions) === partitionOf(vessel, partitions),
  );
  expect(vessel).not.toBe('');
  expect(filler).toBeDefined();
  const mmsiOf = (id: string | undefined) => mmsi(ids.indexOf(id ?? ''));

  const rule = await t.request({
    method: 'POST',
    url: '/v1/alerts',
    key,
    payload: {
      where: { near_asset: anchor, radius_m: 1000 },
      what: { behaviour: 'zone_entry', assets: 'all' },
      channel: { type: 'webhook' },
    },
  });
  expect(rule.statusCode, rule.body).toBe(201);

  // One request, more than a part takes: the filler's fixes first (its partition's row is the
  // request's first, with the vessel's fix in it), then the anchor at t1 and the vessel 200 m from
  // it at t2. In time order the anchor's fix at t1 finds no fix of the vessel near it (the rule
  // placed it 2 km off): nothing; the vessel's at t2 finds the anchor's of t1 beside it: the entry,
  // at t2, from the vessel's own fix.
  const t1 = t0 + 60_000;
  const t2 = t0 + 90_000;
  const request = [
    ...Array.from({ length: RELEASE_LIMIT - 1 }, (_, i) => ({
      mmsi: mmsiOf(filler),
      at: iso(t0 + 1_000 + i * 40),
      lon: eastOfP(2000),
      lat: P[1],
    })),
    { mmsi: mmsi(0), at: iso(t1), lon: P[0], lat: P[1] },
    { mmsi: mmsiOf(vessel), at: iso(t2), lon: eastOfP(200), lat: P[1] },
  ];
  expect(request.length).toBeGreaterThan(RELEASE_LIMIT);
  await send(request);
  await t.app.engine?.drain();

  const events = await outboxEvents<{
    asset_id: string;
    crossed_at: string;
    roaming: { asset_position: { fix_at: string } };
  }>(t.app.services, key.workspaceId, ['zone.entered']);
  expect(
    events.map(({ data }) => [data.asset_id, data.crossed_at, data.roaming.asset_position.fix_at]),
  ).toEqual([[vessel, iso(t2), iso(t2)]]);
});
