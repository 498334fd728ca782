// Changes reach every process's engines as they are made, not at the next reload: two apps on one
// store, as two `vigil serve` processes share PostgreSQL. A rule (made, paused, resumed or deleted),
// a stopped site or a follow made through one acts on positions sent to the other within a second;
// a label created on one counts in the other's screenings within a second; the periodic reload
// (30 s) is never waited for. And each change reads only what it touched: no full reload of every
// rule per change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/lib/clock.ts';
import { outboxEvents } from '../fixtures/outbox-data.ts';
import { createTestStore, startApp, type TestApp, type TestKey, type TestStore } from '../harness.ts';

const multiProcess = process.env.DATABASE_URL !== undefined;
const clock = new ManualClock(Date.parse('2026-11-26T10:00:00Z'));
const iso = (ms: number) => new Date(ms).toISOString();
const CENTRE = [4.0, 52.0] as const;
const SCOPES = [
  'alerts:write',
  'assets:write',
  'ingest:write',
  'sites:write',
  'screening:read',
  'screening:write',
];

let store: TestStore;
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  store = await createTestStore();
  a = await startApp({ startWorker: false, clock, store });
  // On SQLite there is one process: the second app is the first, and the test is about one engine.
  b = multiProcess ? await startApp({ startWorker: false, clock, store }) : a;
});
afterAll(async () => {
  if (b !== a) await b.close();
  await a.close();
  await store.dispose();
});

async function keys(name: string): Promise<{ onA: TestKey; onB: TestKey; workspaceId: string }> {
  const onA = await a.key(SCOPES as never, { workspace: name });
  const onB = await b.key(SCOPES as never, { workspace: name });
  return { onA, onB, workspaceId: onA.workspaceId };
}

async function zoneEvents(workspaceId: string): Promise<{ type: string; asset: string }[]> {
  const events = await outboxEvents<{ asset_id: string }>(a.app.services, workspaceId, [
    'zone.entered',
    'zone.exited',
  ]);
  return events.map(({ type, data }) => ({ type, asset: data.asset_id }));
}

/**
 * Sends the vessel across the circle (west, inside, east) through `on`, starting at `at`, five
 * minutes between positions (0.1° of longitude in five minutes is 45 kn: a ship can).
 */
async function cross(on: TestApp, key: TestKey, mmsi: string, at: number): Promise<string> {
  const items = [3.9, 4.0, 4.1].map((lon, i) => ({
    mmsi,
    at: iso(at + i * 5 * 60_000),
    lon,
    lat: CENTRE[1],
  }));
  const response = await on.request({ method: 'POST', url: '/v1/ingest/positions', key, payload: items });
  expect(response.statusCode, response.body).toBe(200);
  // One process at a time runs the engine: the positions are judged there, within a second.
  await within1s(async () => (await feedRows()) === 0);
  const asset = await on.app.services.assets.findBy('mmsi', mmsi);
  return asset?.id ?? '';
}

/** Positions stored and not yet judged by the engine. */
async function feedRows(): Promise<number> {
  const row = await a.app.services.store.db
    .selectFrom('engine_feed')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Waits up to a second for `check` to hold, trying every 20 ms. */
async function within1s(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 1_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('the change did not arrive within a second');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Counts full reloads of the rules by either app's engines from now on. */
function countFullLoads(): () => number {
  let loads = 0;
  for (const app of new Set([a, b])) {
    const alerts = app.app.services.alerts;
    const original = alerts.listEverywhere.bind(alerts);
    alerts.listEverywhere = (behaviours) => {
      loads += 1;
      return original(behaviours);
    };
  }
  return () => loads;
}

describe('changes across processes', () => {
  it('a rule created through one process acts on positions sent to another within a second', async () => {
    const { onA, onB, workspaceId } = await keys('changes-rule');
    const loads = countFullLoads();
    const created = await a.request({
      method: 'POST',
      url: '/v1/alerts',
      key: onA,
      payload: {
        where: { coordinates: CENTRE, radius_m: 2000 },
        what: { behaviour: 'zone_entry', assets: 'all', hysteresis_m: 0 },
        channel: { type: 'webhook' },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const ruleId = created.json().id as string;
    await within1s(async () => hasRule(b, ruleId));
    const asset = await cross(b, onB, '244900101', clock.now() - 10 * 60_000);
    expect(await zoneEvents(workspaceId)).toEqual([{ type: 'zone.entered', asset }]);

    // Deleted through the second: the first stops raising it as soon.
    const deleted = await b.request({ method: 'DELETE', url: `/v1/alerts/${ruleId}`, key: onB });
    expect(deleted.statusCode).toBe(204);
    await within1s(async () => !hasRule(a, ruleId));
    await cross(a, onA, '244900102', clock.now() - 10 * 60_000);
    expect(await zoneEvents(workspaceId)).toHaveLength(1);
    // Neither engine read every rule again for these changes.
    expect(loads()).toBe(0);
  });

  it('a rule paused through one process stops raising events for positions sent to another, and resumed raises them again', async () => {
    const { onA, onB, workspaceId } = await keys('changes-pause');
    const loads = countFullLoads();
    const created = await a.request({
      method: 'POST',
      url: '/v1/alerts',
      key: onA,
      payload: {
        where: { coordinates: CENTRE, radius_m: 2000 },
        what: { behaviour: 'zone_entry', assets: 'all', hysteresis_m: 0 },
        channel: { type: 'webhook' },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const ruleId = created.json().id as string;
    await within1s(async () => hasRule(b, ruleId));
    const first = await cross(b, onB, '244900111', clock.now() - 50 * 60_000);
    expect(await zoneEvents(workspaceId)).toEqual([{ type: 'zone.entered', asset: first }]);

    // Paused through the first: the second raises nothing for what it is sent next.
    const paused = await a.request({
      method: 'PATCH',
      url: `/v1/alerts/${ruleId}`,
      key: onA,
      payload: { status: 'paused' },
    });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json()).toMatchObject({ id: ruleId, status: 'paused' });
    await within1s(async () => !hasRule(b, ruleId));
    await cross(b, onB, '244900112', clock.now() - 40 * 60_000);
    expect(await zoneEvents(workspaceId)).toHaveLength(1);

    // Resumed through the second: the first raises it again for what it is sent.
    const resumed = await b.request({
      method: 'PATCH',
      url: `/v1/alerts/${ruleId}`,
      key: onB,
      payload: { status: 'active' },
    });
    expect(resumed.statusCode, resumed.body).toBe(200);
    await within1s(async () => hasRule(a, ruleId));
    const third = await cross(a, onA, '244900113', clock.now() - 30 * 60_000);
    expect(await zoneEvents(workspaceId)).toEqual([
      { type: 'zone.entered', asset: first },
      { type: 'zone.entered', asset: third },
    ]);
    // Pausing and resuming read the one rule, not every rule.
    expect(loads()).toBe(0);
  });

  it('a follow made through one process puts the vessel under the other process’s rules on followed assets', async () => {
    const { onA, onB, workspaceId } = await keys('changes-follow');
    const created = await a.request({
      method: 'POST',
      url: '/v1/alerts',
      key: onA,
      payload: {
        where: { coordinates: CENTRE, radius_m: 2000 },
        what: { behaviour: 'zone_entry', assets: 'followed', hysteresis_m: 0 },
        channel: { type: 'webhook' },
      },
    });
    const ruleId = created.json().id as string;
    await within1s(async () => hasRule(b, ruleId));
    // Known before it is followed: a first crossing through the second process raises nothing. It
    // is three hours before the second, so that the way back west between them (past the rule's
    // max_gap_s) is not judged as a third passage.
    const asset = await cross(b, onB, '244900103', clock.now() - 200 * 60_000);
    expect(await zoneEvents(workspaceId)).toEqual([]);
    const followed = await a.request({ method: 'POST', url: `/v1/assets/${asset}/follow`, key: onA });
    expect(followed.statusCode, followed.body).toBeLessThan(300);
    await within1s(async () => watches(b, ruleId, asset));
    await cross(b, onB, '244900103', clock.now() - 20 * 60_000);
    expect(await zoneEvents(workspaceId)).toEqual([{ type: 'zone.entered', asset }]);
  });

  it('a stopped site stops its rules in the other process within a second', async () => {
    const { onA, onB, workspaceId } = await keys('changes-site');
    const site = await a.request({
      method: 'POST',
      url: '/v1/sites',
      key: onA,
      payload: { name: 'Maasvlakte', coordinates: CENTRE, radius_m: 2000 },
    });
    expect(site.statusCode, site.body).toBe(201);
    const siteId = site.json().id as string;
    const created = await a.request({
      method: 'POST',
      url: '/v1/alerts',
      key: onA,
      payload: {
        where: { site_id: siteId },
        what: { behaviour: 'zone_entry', assets: 'all', hysteresis_m: 0 },
        channel: { type: 'webhook' },
      },
    });
    const ruleId = created.json().id as string;
    await within1s(async () => hasRule(b, ruleId));
    const stopped = await a.request({ method: 'DELETE', url: `/v1/sites/${siteId}`, key: onA });
    expect(stopped.statusCode, stopped.body).toBeLessThan(300);
    await within1s(async () => !hasRule(b, ruleId));
    await cross(b, onB, '244900104', clock.now() - 10 * 60_000);
    expect(await zoneEvents(workspaceId)).toEqual([]);
  });

  it('a label created through one process counts in the other’s screening within a second', async () => {
    const { onA, onB } = await keys('changes-label');
    const address = '0x8576acc5c05d6ce88f4e49bf65bdf0c62f91353c';
    const label = await a.request({
      method: 'POST',
      url: '/v1/labels',
      key: onA,
      payload: { chain: 'ethereum', address, label: 'Case 41 mule', category: 'scam' },
    });
    expect(label.statusCode, label.body).toBe(201);
    const labelled = async (on: TestApp, key: TestKey) => {
      const screened = await on.request({
        method: 'POST',
        url: '/v1/screen/wallet',
        key,
        payload: { chain: 'ethereum', address },
      });
      expect(screened.statusCode, screened.body).toBe(200);
      return JSON.stringify(screened.json()).includes('Case 41 mule');
    };
    await within1s(() => labelled(b, onB));
    const removed = await b.request({ method: 'DELETE', url: `/v1/labels/${label.json().id}`, key: onB });
    expect(removed.statusCode).toBe(204);
    await within1s(async () => !(await labelled(a, onA)));
  });
});

function hasRule(app: TestApp, ruleId: string): boolean {
  return app.app.services.zones.watching(`rule:${ruleId}`);
}

function watches(app: TestApp, ruleId: string, assetId: string): boolean {
  return app.app.services.zones.watching(`rule:${ruleId}`, assetId);
}
