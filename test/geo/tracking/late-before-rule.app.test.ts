// Issue 35, point 2 (events are told exactly once, none lost): what happened before a rule was made
// is told by judging in order (the live path tells every finding it judges, whatever its time), so
// judging late must tell it too when in-order judging would have: a feed replaying a track older
// than the rule, its fixes reordered, lost its dark gaps, loitering and encounters without a word
// (zone crossings were mended in 35d: test/geo/engine/out-of-order.app.test.ts). Each case sends a
// track from before the rule once in order and once reordered (its newest fix first, the rest
// late) and expects the same finding told. What is still left out (positions all judged before the
// rule existed, which in-order judging could not have told either) is counted and logged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/lib/clock.ts';
import { outboxData } from '../../fixtures/outbox-data.ts';
import { capturedLogs, startApp, type TestApp, type TestKey } from '../../harness.ts';

const clock = new ManualClock(Date.parse('2026-11-28T12:00:00Z'));
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const iso = (ms: number) => new Date(ms).toISOString();
/** Each test's own place, 30 km apart, off the Dutch coast (0.01° of longitude is 670 m here). */
const spot = (n: number): [number, number] => [3.2 + n * 0.45, 53.4];

const logs = capturedLogs('warn');
let t: TestApp;
beforeAll(async () => {
  // The reorder window is 0 (the harness's): a position older than its asset's newest is late.
  t = await startApp({ startWorker: false, clock, logger: logs.logger });
});
afterAll(async () => {
  await t.close();
});

type Item = { mmsi: string; at: number; lon: number; lat: number; speed_kn?: number };

async function workspace(name: string): Promise<TestKey> {
  return t.key(['*'], { workspace: name });
}

/** Makes a rule around `centre` and answers when it was made (the rule's `since`). */
async function rule(key: TestKey, centre: [number, number], what: object, radiusM = 5000): Promise<number> {
  const made = clock.now();
  const response = await t.request({
    method: 'POST',
    url: '/v1/alerts',
    key,
    payload: { where: { coordinates: centre, radius_m: radiusM }, what, channel: { type: 'webhook' } },
  });
  expect(response.statusCode, response.body).toBe(201);
  clock.advance(MINUTE);
  return made;
}

/** Stores the items (in one request) and judges them. */
async function send(key: TestKey, items: Item[]) {
  const response = await t.request({
    method: 'POST',
    url: '/v1/ingest/positions',
    key,
    payload: items.map((item) => ({ ...item, at: iso(item.at) })),
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  await t.app.engine.drain();
  return response.json() as { accepted: number; late: number };
}

/** Sends a track reordered: its newest fix first, then the rest, which arrive late. */
async function sendReordered(key: TestKey, items: Item[]) {
  const newest = items[items.length - 1] as Item;
  await send(key, [newest]);
  const answer = await send(key, items.slice(0, -1));
  expect(answer.late).toBe(items.length - 1);
}

/** A vessel's fixes every `stepMs` from `from` to `to` (exclusive), moving east `lonPerStep` each. */
function track(
  mmsi: string,
  start: [number, number],
  from: number,
  to: number,
  stepMs: number,
  lonPerStep: number,
  speed: number,
): Item[] {
  const items: Item[] = [];
  for (let at = from, i = 0; at < to; at += stepMs, i += 1)
    items.push({ mmsi, at, lon: start[0] + i * lonPerStep, lat: start[1], speed_kn: speed });
  return items;
}

async function assetId(mmsi: string): Promise<string> {
  return (await t.app.services.assets.findBy('mmsi', mmsi))?.id ?? '';
}

const told = (workspaceId: string, type: string) => outboxData(t.app.services, workspaceId, type);

async function metric(name: string): Promise<number> {
  const response = await t.request({ method: 'GET', url: '/metrics', key: null });
  const line = response.body.split('\n').find((text) => text.startsWith(`${name} `));
  return line === undefined ? 0 : Number(line.split(' ')[1]);
}

describe('a track older than the rule, of a vessel first heard after it', () => {
  it('tells the loitering late judging finds, as judging in order does', async () => {
    const key = await workspace('before-rule-loitering');
    const at = spot(0);
    const since = await rule(key, at, { behaviour: 'loitering', assets: 'all' });
    // Two hours creeping at 0.4 kn, from four hours before the rule was made.
    const loiter = (mmsi: string, lat: number) =>
      track(mmsi, [at[0], lat], since - 4 * HOUR, since - 2 * HOUR + 1, 15 * MINUTE, 0.0005, 0.4);
    await send(key, loiter('244950001', at[1]));
    await sendReordered(key, loiter('244950002', at[1] + 0.02));
    const events = await told(key.workspaceId, 'asset.loitering');
    expect(events.map((e) => [e.asset_id, e.late, e.started_at])).toEqual([
      [await assetId('244950001'), false, iso(since - 4 * HOUR)],
      [await assetId('244950002'), true, iso(since - 4 * HOUR)],
    ]);
    // Judged again (one more late fix inside the episode): the episode told is not told again.
    await send(key, [{ mmsi: '244950002', at: since - 3 * HOUR + 1_000, lon: at[0], lat: at[1] + 0.02 }]);
    expect(await told(key.workspaceId, 'asset.loitering')).toHaveLength(2);
  });

  it('tells the dark gap late judging finds, as judging in order does', async () => {
    const key = await workspace('before-rule-dark');
    const at = spot(1);
    const since = await rule(key, at, { behaviour: 'dark', assets: 'all', quiet_s: 1800 });
    // Every two minutes for an hour, silent for three, then every two minutes again.
    const beforeSilence = (mmsi: string) =>
      track(mmsi, at, since - 5 * HOUR, since - 4 * HOUR, 2 * MINUTE, 0.0005, 8);
    const afterSilence = (mmsi: string) =>
      track(mmsi, [at[0] + 0.05, at[1]], since - HOUR, since - 30 * MINUTE, 2 * MINUTE, 0.0005, 8);
    const lastBefore = since - 4 * HOUR - 2 * MINUTE;
    // In order, as a replay at its own pace: the dark watch finds the silence before the rest comes.
    await send(key, beforeSilence('244950011'));
    await t.app.services.tracking.check();
    await send(key, afterSilence('244950011'));
    // Reordered: the fixes after the silence first, those before it late.
    await send(key, afterSilence('244950012'));
    await send(key, beforeSilence('244950012'));
    const dark = await told(key.workspaceId, 'asset.dark');
    // The silences each vessel was told: [late, its last fix before the silence].
    const of = async (mmsi: string) => {
      const id = await assetId(mmsi);
      return dark
        .filter((e) => e.asset_id === id)
        .map((e) => [e.late, (e.last_position as { at: string }).at]);
    };
    expect(await of('244950011')).toContainEqual([false, iso(lastBefore)]);
    expect(await of('244950012')).toContainEqual([true, iso(lastBefore)]);
    // Judged again (one more late fix, inside the silence): the silence told is not told again.
    const toldBefore = (await told(key.workspaceId, 'asset.dark')).length;
    const again = await send(key, [
      { mmsi: '244950012', at: since - 2 * HOUR, lon: at[0] + 0.03, lat: at[1] },
    ]);
    expect(again.late).toBe(1);
    expect(await told(key.workspaceId, 'asset.dark')).toHaveLength(toldBefore);
  });

  it('tells the encounter late judging finds, as judging in order does', async () => {
    const key = await workspace('before-rule-encounter');
    const at = spot(2);
    const since = await rule(key, at, { behaviour: 'encounter', assets: 'all', min_duration_s: 3600 });
    // Two vessels 200 m apart (0.003° of longitude) for two hours, from four hours before the rule.
    const alongside = (mmsi: string, lon: number, lat: number) =>
      track(mmsi, [lon, lat], since - 4 * HOUR, since - 2 * HOUR + 1, 15 * MINUTE, 0, 0.3);
    const inOrder = [
      ...alongside('244950021', at[0], at[1]),
      ...alongside('244950022', at[0] + 0.003, at[1]),
    ];
    await send(
      key,
      inOrder.sort((a, b) => a.at - b.at),
    );
    // The second pair 4 km north: one vessel in order, the other reordered.
    await send(key, alongside('244950023', at[0], at[1] + 0.036));
    await sendReordered(key, alongside('244950024', at[0] + 0.003, at[1] + 0.036));
    const met = await told(key.workspaceId, 'asset.encounter');
    const pair = async (a: string, b: string) => [await assetId(a), await assetId(b)].sort();
    expect(met.map((e) => [e.asset_ids, e.late, e.started_at])).toEqual([
      [await pair('244950021', '244950022'), false, iso(since - 4 * HOUR)],
      [await pair('244950023', '244950024'), true, iso(since - 4 * HOUR)],
    ]);
    // The reordered vessel's track again, a second later (another provider): no news.
    await send(
      key,
      alongside('244950024', at[0] + 0.003, at[1] + 0.036)
        .slice(0, -1)
        .map((item) => ({ ...item, at: item.at + 1_000 })),
    );
    expect(await told(key.workspaceId, 'asset.encounter')).toHaveLength(2);
  });
});

describe('a vessel heard before the rule', () => {
  it('tells the entry shown by positions that reached Vigil after the rule was made, though they are older', async () => {
    const key = await workspace('before-rule-known');
    const at = spot(3);
    // Heard of (far from the zone) before the rule was made.
    await send(key, [
      { mmsi: '244950031', at: clock.now() - 10 * HOUR, lon: at[0] - 0.3, lat: at[1] },
      { mmsi: '244950032', at: clock.now() - 10 * HOUR, lon: at[0] - 0.3, lat: at[1] + 0.005 },
    ]);
    clock.advance(MINUTE);
    const since = await rule(key, at, { behaviour: 'zone_entry', assets: 'all', max_gap_s: 60 }, 2000);
    // Satellite AIS of a passage three hours before the rule, reaching Vigil after it was made.
    const passage = (mmsi: string, lat: number): Item[] =>
      [-0.1, 0, 0.1].map((dLon, i) => ({
        mmsi,
        at: since - 3 * HOUR + i * 10 * MINUTE,
        lon: at[0] + dLon,
        lat,
      }));
    await send(key, passage('244950031', at[1]));
    // Terrestrial AIS of after it came first: the passage is late.
    await send(key, [{ mmsi: '244950032', at: since - HOUR, lon: at[0] + 0.3, lat: at[1] + 0.005 }]);
    await send(key, passage('244950032', at[1] + 0.005));
    const entered = await told(key.workspaceId, 'zone.entered');
    expect(entered.map((e) => [e.asset_id, e.late, e.crossed_at])).toEqual([
      [await assetId('244950031'), false, iso(since - 3 * HOUR + 10 * MINUTE)],
      [await assetId('244950032'), true, iso(since - 3 * HOUR + 10 * MINUTE)],
    ]);
  });

  it('leaves out, counted and logged, an entry whose positions were all judged before the rule was made', async () => {
    const key = await workspace('before-rule-judged');
    const at = spot(4);
    const start = clock.now() - 3 * HOUR;
    // West, inside, east, judged before there was a rule: judging in order told nothing.
    await send(
      key,
      [-0.1, 0, 0.1].map((dLon, i) => ({
        mmsi: '244950041',
        at: start + i * 10 * MINUTE,
        lon: at[0] + dLon,
        lat: at[1],
      })),
    );
    clock.advance(MINUTE);
    await rule(key, at, { behaviour: 'zone_entry', assets: 'all', max_gap_s: 60 }, 2000);
    const leftOut = await metric('vigil_late_findings_left_out_total{finding="crossing"}');
    const linesBefore = logs.lines.length;
    // A fix from before them, further west, arrives late: the asset is judged again from its time.
    await send(key, [{ mmsi: '244950041', at: start - 10 * MINUTE, lon: at[0] - 0.2, lat: at[1] }]);
    // In order it was not told; late, neither: the entry the replay shows again is left out, counted.
    expect(await told(key.workspaceId, 'zone.entered')).toEqual([]);
    expect(await metric('vigil_late_findings_left_out_total{finding="crossing"}')).toBe(leftOut + 1);
    const logged = logs.lines.slice(linesBefore).filter((line) => String(line.msg).includes('left out'));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ findings: 1, crossings: 1 });
  });
});

describe('what judging late still leaves out', () => {
  it('counts a loitering whose positions were all judged before the rule was made, and tells nothing', async () => {
    const key = await workspace('before-rule-judged-loitering');
    const at = spot(5);
    const start = clock.now() - 4 * HOUR;
    // Two hours creeping, judged before there was a rule: judging in order told nothing.
    await send(key, track('244950051', at, start, start + 2 * HOUR + 1, 15 * MINUTE, 0.0005, 0.4));
    clock.advance(MINUTE);
    await rule(key, at, { behaviour: 'loitering', assets: 'all' });
    const leftOut = await metric('vigil_late_findings_left_out_total{finding="episode"}');
    // A fix from before it (under way) arrives late: the replay finds the loitering again.
    const answer = await send(key, [
      { mmsi: '244950051', at: start - 10 * MINUTE, lon: at[0] - 0.04, lat: at[1], speed_kn: 10 },
    ]);
    expect(answer.late).toBe(1);
    expect(await told(key.workspaceId, 'asset.loitering')).toEqual([]);
    expect(await metric('vigil_late_findings_left_out_total{finding="episode"}')).toBe(leftOut + 1);
  });
});
