// First sight of an asset is an upsert: requests that bring the same new vessel or aircraft at the
// same moment, to one process or to two sharing the store, all succeed and make one asset between
// them, keeping every position. On PostgreSQL the second insert used to fail on the unique index
// (`duplicate key … assets_mmsi`): a 500 in 30 of 30 pairs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_DIALECTS, createTestStore, startApp, type TestApp, type TestStore } from '../../harness.ts';

const PAIRS = 30;

describe.each(ALL_DIALECTS)('first sight of an asset on %s', (dialect) => {
  let store: TestStore;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    store = await createTestStore(dialect);
    a = await startApp({ store });
    b = await startApp({ store });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await store?.dispose();
  });

  const position = (t: TestApp, item: Record<string, unknown>, minutesAgo: number) =>
    t.request({
      method: 'POST',
      url: '/v1/ingest/positions',
      key: t.admin,
      payload: [
        { ...item, at: new Date(t.clock.now() - minutesAgo * 60_000).toISOString(), lon: 56.2, lat: 26.1 },
      ],
    });

  it('makes one asset from simultaneous requests to two processes, keeping both positions', async () => {
    for (let pair = 0; pair < PAIRS; pair++) {
      const mmsi = String(311_000_000 + pair);
      const answers = await Promise.all([position(a, { mmsi }, 2), position(b, { mmsi }, 1)]);
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
      const list = await a.request({ method: 'GET', url: `/v1/assets/search?q=${mmsi}`, key: a.admin });
      const found = JSON.parse(list.body).data as { id: string; identifiers: { mmsi?: string } }[];
      expect(found.filter((asset) => asset.identifiers.mmsi === mmsi)).toHaveLength(1);
    }
  });

  it('makes one asset from many simultaneous requests to one process, vessels and aircraft alike', async () => {
    const requests = Array.from({ length: 8 }, (_, i) => [
      position(a, { mmsi: '366999001' }, 10 - i),
      position(a, { icao24: 'a0b1c2' }, 10 - i),
    ]).flat();
    for (const answer of await Promise.all(requests)) expect(answer.statusCode, answer.body).toBe(200);
    const vessel = await a.app.services.assets.findBy('mmsi', '366999001');
    const aircraft = await a.app.services.assets.findBy('icao24', 'a0b1c2');
    expect(vessel).toBeDefined();
    expect(aircraft).toBeDefined();
    if (!vessel || !aircraft) return;
    expect(await a.app.services.assets.track(vessel.id, { from: 0, to: a.clock.now() })).toHaveLength(8);
    expect(await a.app.services.assets.track(aircraft.id, { from: 0, to: a.clock.now() })).toHaveLength(8);
  });
});
