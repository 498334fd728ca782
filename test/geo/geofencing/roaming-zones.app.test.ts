// Roaming zones end to end (`where: {near_asset, radius_m}`): two ships at real speeds through
// ingest, the pair judged at each fix of either with positions at the same instant, `zone.entered`
// / `zone.exited` told once (also across a restart), nothing told while the anchor is stale, and
// each workspace hearing of its own rules only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/lib/clock.ts';
import { MPS_PER_KNOT } from '../../../src/lib/earth.ts';
import { createTestStore, startApp, type TestApp, type TestKey, type TestStore } from '../../harness.ts';

const clock = new ManualClock(Date.parse('2026-11-23T12:00:00Z'));
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
/** Off Hoek van Holland, where a degree of longitude is about 68.8 km and one of latitude 111.3 km. */
const LAT = 52.0;
const M_PER_DEG_LON = 68_830;
const M_PER_DEG_LAT = 111_270;

interface Track {
  mmsi: string;
  /** Where it is at `start`, and its speed east (negative: west), knots. */
  lon: number;
  lat: number;
  eastKn: number;
  everyS: number;
  offsetS?: number;
}

/** The fixes of a ship on a straight east–west line at a steady speed, from `from` to `to` (ms). */
function fixes(track: Track, start: number, from: number, to: number) {
  const items = [];
  for (let at = from + (track.offsetS ?? 0) * 1000; at <= to; at += track.everyS * 1000) {
    const metres = track.eastKn * MPS_PER_KNOT * ((at - start) / 1000);
    items.push({
      mmsi: track.mmsi,
      at: iso(at),
      lon: Number((track.lon + metres / M_PER_DEG_LON).toFixed(6)),
      lat: track.lat,
      speed_kn: Math.abs(track.eastKn),
      course_deg: track.eastKn >= 0 ? 90 : 270,
    });
  }
  return items;
}

async function send(
  app: TestApp,
  key: TestKey | string,
  items: readonly ({ at: string } & Record<string, unknown>)[],
) {
  const payload = [...items].sort((a, b) => a.at.localeCompare(b.at));
  const response = await app.request({ method: 'POST', url: '/v1/ingest/positions', key, payload });
  expect(response.json()).toMatchObject({ rejected: 0, suspect: 0 });
}

async function workspace(name: string, app: TestApp = t) {
  const key = await app.key(['alerts:write', 'alerts:read', 'assets:write', 'ingest:write'], {
    workspace: name,
  });
  return { key, workspaceId: (await app.app.services.workspaces.ensure(name)).workspace.id };
}

async function assetId(mmsi: string, app: TestApp = t): Promise<string> {
  const asset = await app.app.services.assets.findBy('mmsi', mmsi);
  if (!asset) throw new Error(`no asset ${mmsi}`);
  return asset.id;
}

function roamingRule(key: TestKey, where: object, what: object, app: TestApp = t) {
  return app.request({
    method: 'POST',
    url: '/v1/alerts',
    key,
    payload: { where, what, channel: { type: 'webhook' } },
  });
}

async function rules(
  key: TestKey,
  anchor: string,
  radius_m: number,
  what: object = { assets: 'all' },
  app: TestApp = t,
) {
  const made = [];
  for (const behaviour of ['zone_entry', 'zone_exit']) {
    const response = await roamingRule(
      key,
      { near_asset: anchor, radius_m },
      { behaviour, hysteresis_m: 50, ...what },
      app,
    );
    expect(response.statusCode, response.body).toBe(201);
    made.push(response.json().id as string);
  }
  return made as [string, string];
}

interface Told {
  type: string;
  data: {
    rule_id: string;
    asset_id: string;
    crossed_at: string;
    zone: object;
    event_id: string | null;
    roaming: {
      anchor_asset_id: string;
      radius_m: number;
      distance_m: number;
      uncertainty_m: number;
      anchor_position: { at: string; fix_at: string; lon: number; lat: number; interpolated: boolean };
      asset_position: { at: string; fix_at: string; lon: number; lat: number; interpolated: boolean };
    };
  };
}

async function told(workspaceId: string, app: TestApp = t): Promise<Told[]> {
  const rows = await app.app.services.store.db
    .selectFrom('outbox_events')
    .select('payload')
    .where('workspace_id', '=', workspaceId)
    .where('type', 'in', ['zone.entered', 'zone.exited'])
    .orderBy('id')
    .execute();
  return rows.map((row) => JSON.parse(row.payload) as Told);
}

/** The true distance at `at` of two tracks on parallel lines (what the fixes were made from). */
function trueDistanceM(a: Track, b: Track, start: number, at: number): number {
  const s = (at - start) / 1000;
  const east = (b.lon - a.lon) * M_PER_DEG_LON + (b.eastKn - a.eastKn) * MPS_PER_KNOT * s;
  return Math.hypot(east, (b.lat - a.lat) * M_PER_DEG_LAT);
}

describe('roaming zones', () => {
  it('tells a ship approaching a moving anchor and leaving it, once each, with both positions and the distance', async () => {
    const { key, workspaceId } = await workspace('roaming-pass');
    const start = clock.now() - 60 * MINUTE;
    // The anchor steams east at 10 kn reporting every 30 s; the other west at 12 kn, 500 m to the
    // north, every 60 s and 20 s out of step: they close at 22 kn and pass after about 15 minutes.
    const anchor: Track = { mmsi: '244910001', lon: 4.0, lat: LAT, eastKn: 10, everyS: 30 };
    const other: Track = {
      mmsi: '244910002',
      lon: 4.0 + 10_000 / M_PER_DEG_LON,
      lat: LAT + 500 / M_PER_DEG_LAT,
      eastKn: -12,
      everyS: 60,
      offsetS: 20,
    };
    await send(t, key, fixes(anchor, start, start, start + MINUTE));
    const anchorId = await assetId(anchor.mmsi);
    const [entry, exit] = await rules(key, anchorId, 2000);
    await send(t, key, [
      ...fixes(anchor, start, start + MINUTE + 30_000, start + 40 * MINUTE),
      ...fixes(other, start, start, start + 40 * MINUTE),
    ]);

    const events = await told(workspaceId);
    const otherId = await assetId(other.mmsi);
    expect(events.map((e) => [e.type, e.data.rule_id, e.data.asset_id])).toEqual([
      ['zone.entered', entry, otherId],
      ['zone.exited', exit, otherId],
    ]);
    const [entered, exited] = events as [Told, Told];
    expect(entered.data.zone).toEqual({ kind: 'asset', id: anchorId });
    for (const event of [entered, exited]) {
      const { roaming, crossed_at } = event.data;
      expect(roaming).toMatchObject({ anchor_asset_id: anchorId, radius_m: 2000 });
      // Both positions at the instant judged; the true distance then lies within the uncertainty
      // the event states (the position of one ship comes from a fix up to 40 s away).
      expect(roaming.anchor_position.at).toBe(crossed_at);
      expect(roaming.asset_position.at).toBe(crossed_at);
      const truth = trueDistanceM(anchor, other, start, Date.parse(crossed_at));
      expect(Math.abs(roaming.distance_m - truth)).toBeLessThanOrEqual(roaming.uncertainty_m + 5);
      expect(roaming.uncertainty_m).toBeLessThan(250);
    }
    expect(entered.data.roaming.distance_m + entered.data.roaming.uncertainty_m).toBeLessThanOrEqual(2000);
    expect(exited.data.roaming.distance_m - exited.data.roaming.uncertainty_m).toBeGreaterThan(2050);
    // Told within a minute of the true crossings (the first fix of either after each).
    const enteredAt = Date.parse(entered.data.crossed_at);
    expect(trueDistanceM(anchor, other, start, enteredAt - MINUTE)).toBeGreaterThan(2000);
    const exitedAt = Date.parse(exited.data.crossed_at);
    expect(trueDistanceM(anchor, other, start, exitedAt - MINUTE)).toBeLessThan(2100);
    // Each rule's entry began a zone visit (`GET /v1/asset-events`), which its exit ends: the exit
    // rule saw the entry too, so its exit names a visit.
    expect(entered.data.event_id).toMatch(/^aev_/);
    expect(exited.data.event_id).toMatch(/^aev_/);
  });

  it('tells only the ships the rule’s filters pick, as an area zone does (a flag, from the MMSI)', async () => {
    const { key, workspaceId } = await workspace('roaming-filtered');
    const start = clock.now() - 60 * MINUTE;
    // A Dutch anchor lying still; a British and a Dutch ship pass it 300 m apart at 12 kn.
    const anchor: Track = { mmsi: '244910041', lon: 4.6, lat: LAT, eastKn: 0, everyS: 60 };
    const british: Track = {
      mmsi: '235910042',
      lon: 4.6 - 5000 / M_PER_DEG_LON,
      lat: LAT,
      eastKn: 12,
      everyS: 30,
    };
    const dutch: Track = { ...british, mmsi: '244910043', lat: LAT + 300 / M_PER_DEG_LAT };
    await send(t, key, [
      ...fixes(anchor, start, start, start),
      ...fixes(british, start, start, start),
      ...fixes(dutch, start, start, start),
    ]);
    const anchorId = await assetId(anchor.mmsi);
    const [entry, exit] = await rules(key, anchorId, 1000, { assets: 'all', flags: ['GB'] });
    await send(t, key, [
      ...fixes(anchor, start, start + MINUTE, start + 40 * MINUTE),
      ...fixes(british, start, start + 30_000, start + 40 * MINUTE),
      ...fixes(dutch, start, start + 30_000, start + 40 * MINUTE),
    ]);
    const britishId = await assetId(british.mmsi);
    expect((await told(workspaceId)).map((e) => [e.type, e.data.rule_id, e.data.asset_id])).toEqual([
      ['zone.entered', entry, britishId],
      ['zone.exited', exit, britishId],
    ]);
  });

  it('moves with the anchor: a ship lying at anchor is entered and left by the anchor’s own fixes', async () => {
    const { key, workspaceId } = await workspace('roaming-anchor-moves');
    const start = clock.now() - 60 * MINUTE;
    // A ship at anchor 3 km east, reporting every 3 minutes (ITU-R M.1371 at anchor); the anchor
    // passes it at 12 kn, 300 m to its south, reporting every 10 s.
    const still: Track = {
      mmsi: '244910012',
      lon: 4.0 + 3000 / M_PER_DEG_LON,
      lat: LAT + 300 / M_PER_DEG_LAT,
      eastKn: 0,
      everyS: 180,
    };
    const anchor: Track = { mmsi: '244910011', lon: 4.0, lat: LAT, eastKn: 12, everyS: 10 };
    await send(t, key, fixes(anchor, start, start, start));
    const anchorId = await assetId(anchor.mmsi);
    await rules(key, anchorId, 1000);
    await send(t, key, [
      ...fixes(anchor, start, start + 10_000, start + 30 * MINUTE),
      ...fixes(still, start, start, start + 30 * MINUTE),
    ]);
    const events = await told(workspaceId);
    expect(events.map((e) => e.type)).toEqual(['zone.entered', 'zone.exited']);
    // Judged on the anchor's fixes: the ship's position is its fix of up to 90 s before or after.
    const anchorFixTimes = new Set(fixes(anchor, start, start, start + 30 * MINUTE).map((f) => f.at));
    const stillFixTimes = new Set(fixes(still, start, start, start + 30 * MINUTE).map((f) => f.at));
    for (const event of events) {
      const { anchor_position, asset_position } = event.data.roaming;
      expect(anchorFixTimes.has(anchor_position.fix_at)).toBe(true);
      expect(stillFixTimes.has(asset_position.fix_at)).toBe(true);
    }
    expect(events.some((e) => !stillFixTimes.has(e.data.crossed_at))).toBe(true);
  });

  it('tells each crossing once across a restart, and the exit after it', async () => {
    // A store of its own, so that the process restarted is the only engine judging it (on
    // PostgreSQL one engine holds the store's lock at a time).
    const own = await createTestStore();
    let first: TestApp | undefined = await startApp({ startWorker: false, clock, store: own });
    try {
      const { key, workspaceId } = await workspace('roaming-restart', first);
      const start = clock.now() - 50 * MINUTE;
      const anchor: Track = { mmsi: '244910021', lon: 4.2, lat: LAT, eastKn: 0, everyS: 60 };
      const other: Track = {
        mmsi: '244910022',
        lon: 4.2 - 3000 / M_PER_DEG_LON,
        lat: LAT,
        eastKn: 10,
        everyS: 60,
        offsetS: 30,
      };
      await send(first, key, fixes(anchor, start, start, start));
      const anchorId = await assetId(anchor.mmsi, first);
      await rules(key, anchorId, 1500, { assets: 'all' }, first);
      // In by 10 minutes (3 km at 10 kn takes 9.7): the entry is told.
      await send(first, key, [
        ...fixes(anchor, start, start + MINUTE, start + 10 * MINUTE),
        ...fixes(other, start, start, start + 10 * MINUTE),
      ]);
      expect((await told(workspaceId, first)).map((e) => e.type)).toEqual(['zone.entered']);
      await first.close();
      first = undefined;

      const restarted = await startApp({ startWorker: false, clock, store: own });
      try {
        // Still inside: no second entry. Then out the far side (past 1.55 km east by 20 minutes).
        await send(restarted, key.token, [
          ...fixes(anchor, start, start + 11 * MINUTE, start + 25 * MINUTE),
          ...fixes(other, start, start + 10 * MINUTE + 60_000, start + 25 * MINUTE),
        ]);
        await restarted.app.engine.drain();
        expect((await told(workspaceId, restarted)).map((e) => e.type)).toEqual([
          'zone.entered',
          'zone.exited',
        ]);
      } finally {
        await restarted.close();
      }
    } finally {
      await first?.close();
      await own.dispose();
    }
  });

  it('tells nothing while the anchor is stale, and tells the entry once it is heard again', async () => {
    const { key, workspaceId } = await workspace('roaming-stale');
    const start = clock.now() - 60 * MINUTE;
    const anchor: Track = { mmsi: '244910031', lon: 4.4, lat: LAT, eastKn: 0, everyS: 60 };
    const other: Track = {
      mmsi: '244910032',
      lon: 4.4 - 4000 / M_PER_DEG_LON,
      lat: LAT,
      eastKn: 6,
      everyS: 60,
    };
    await send(t, key, fixes(anchor, start, start, start));
    const anchorId = await assetId(anchor.mmsi);
    await rules(key, anchorId, 1000);
    // The anchor falls silent after its first fix; the other, 4 km off, is heard for 5 minutes,
    // then at 150 m from where the anchor was, 30 minutes on (past the 15 a fix is trusted for).
    const arrive = start + 30 * MINUTE;
    const near = { ...other, lon: 4.4 - 150 / M_PER_DEG_LON, eastKn: 0 };
    await send(t, key, [
      ...fixes(other, start, start, start + 5 * MINUTE),
      ...fixes(near, arrive, arrive, arrive + 10 * MINUTE),
    ]);
    expect(await told(workspaceId)).toEqual([]);
    // Heard again: judged now, at the anchor's fix.
    const back = arrive + 10 * MINUTE + 30_000;
    await send(t, key, fixes(anchor, start, back, back));
    const events = await told(workspaceId);
    expect(events.map((e) => [e.type, e.data.crossed_at])).toEqual([['zone.entered', iso(back)]]);
    expect(events[0]?.data.roaming.anchor_position.fix_at).toBe(iso(back));
  });

  it('watches the assets of its own workspace’s selection, and tells only its own workspace', async () => {
    const a = await workspace('roaming-tenant-a');
    const b = await workspace('roaming-tenant-b');
    const start = clock.now() - 40 * MINUTE;
    const anchor: Track = { mmsi: '244910041', lon: 4.6, lat: LAT, eastKn: 0, everyS: 60 };
    const other: Track = {
      mmsi: '244910042',
      lon: 4.6 - 2500 / M_PER_DEG_LON,
      lat: LAT,
      eastKn: 8,
      everyS: 60,
      offsetS: 15,
    };
    await send(t, a.key, [
      ...fixes(anchor, start, start, start),
      ...fixes(other, start, start, start + 30_000),
    ]);
    const anchorId = await assetId(anchor.mmsi);
    const otherId = await assetId(other.mmsi);
    // Both follow-only; only B follows the other ship. Assets are shared reference data: the same
    // anchor serves both workspaces' rules.
    const [ruleA] = await rules(a.key, anchorId, 1000, {});
    const [entryB, exitB] = await rules(b.key, anchorId, 1000, {});
    expect(
      (await t.request({ method: 'POST', url: `/v1/assets/${otherId}/follow`, key: b.key })).statusCode,
    ).toBe(200);
    await send(t, a.key, [
      ...fixes(anchor, start, start + MINUTE, start + 30 * MINUTE),
      ...fixes(other, start, start + MINUTE, start + 30 * MINUTE),
    ]);
    expect(await told(a.workspaceId)).toEqual([]);
    expect((await told(b.workspaceId)).map((e) => [e.type, e.data.rule_id, e.data.asset_id])).toEqual([
      ['zone.entered', entryB, otherId],
      ['zone.exited', exitB, otherId],
    ]);
    // A's rule is not B's to read.
    const peek = await t.request({ method: 'GET', url: `/v1/alerts/${ruleA}`, key: b.key });
    expect(peek.statusCode).toBe(404);
  });

  it('refuses an unknown anchor, a radius out of range, and what a roaming zone does not do, saying what to fix', async () => {
    const { key } = await workspace('roaming-invalid');
    await send(t, key, [
      { mmsi: '244910051', at: iso(clock.now() - MINUTE), lon: 4.8, lat: LAT, speed_kn: 0, course_deg: 0 },
    ]);
    const anchorId = await assetId('244910051');
    const cases: [object, object, string, RegExp][] = [
      [
        { near_asset: 'ast_01jq3vc2e3f4g5h6j7k8m9n0qr', radius_m: 2000 },
        { behaviour: 'zone_entry' },
        '/where/near_asset',
        /no asset has the id/,
      ],
      [
        { near_asset: anchorId, radius_m: 50 },
        { behaviour: 'zone_entry' },
        '/where/radius_m',
        /from 100 to 20000 metres/,
      ],
      [
        { near_asset: anchorId, radius_m: 25_000 },
        { behaviour: 'zone_exit' },
        '/where/radius_m',
        /from 100 to 20000 metres/,
      ],
      [
        { near_asset: anchorId },
        { behaviour: 'zone_entry' },
        '/where/radius_m',
        /is required with near_asset/,
      ],
      [
        { near_asset: anchorId, radius_m: 2000 },
        { behaviour: 'loitering' },
        '/where/near_asset',
        /zone_entry or zone_exit/,
      ],
      [
        { near_asset: anchorId, radius_m: 2000 },
        { behaviour: 'zone_entry', dwell_s: 600 },
        '/what/dwell_s',
        /not supported/,
      ],
      [
        { near_asset: anchorId, coordinates: [4, 52], radius_m: 2000 },
        { behaviour: 'zone_entry' },
        '/where',
        /exactly one/,
      ],
    ];
    for (const [where, what, pointer, detail] of cases) {
      const response = await roamingRule(key, where, what);
      expect(response.statusCode, JSON.stringify(where)).toBe(400);
      const errors = (response.json().errors ?? []) as { pointer: string; detail: string }[];
      expect(errors.find((e) => e.pointer === pointer)?.detail, response.body).toMatch(detail);
    }
  });
});
