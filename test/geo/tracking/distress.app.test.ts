// AIS stations that are not vessels (ITU-R M.585-9): AIS-SART 970…, MOB 972…, EPIRB-AIS 974… and
// aids to navigation 99… are kinds of their own, never vessels in zone rules, and an active
// distress device (navigational status 14, or its message 14 "SART ACTIVE") is `asset.distress`,
// told once per activation, across restarts; test transmissions ("SART TEST", status 15) are not.
// The corpora hold no SART transmission (gpsd's sample has real type 14 texts from ships, read in
// test/geo/feeds/ais), so the devices' sentences are built here as IEC 61097-14 describes them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/lib/clock.ts';
import { outboxData } from '../../fixtures/outbox-data.ts';
import { createTestStore, startApp, type TestApp, type TestKey, type TestStore } from '../../harness.ts';
import { armour, type Fields, headerFields, sentence, text } from '../feeds/ais/sentence-factory.ts';

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

const CENTRE = [4.0, 52.0] as const;

/** A class A position report (message 1) heard at `at` (tag block `c:`). */
function position(
  mmsi: number,
  at: number,
  navStatus: number,
  lon: number = CENTRE[0],
  lat: number = CENTRE[1],
): string {
  const fields: Fields = [
    ...headerFields(1, mmsi),
    [navStatus, 4],
    [-128, 8],
    [3, 10],
    [1, 1],
    [Math.round(lon * 600_000), 28],
    [Math.round(lat * 600_000), 27],
    [2125, 12],
    [511, 9],
    [Math.floor(at / 1000) % 60, 6],
    [0, 2],
    [0, 3],
    [0, 1],
    [0, 19],
  ];
  const { payload, fillBits } = armour(fields);
  return sentence(payload, { fillBits, tagBlock: `c:${Math.floor(at / 1000)}` });
}

/** A safety-related broadcast (message 14) heard at `at`. */
function safetyText(mmsi: number, at: number, words: string): string {
  const { payload, fillBits } = armour([...headerFields(14, mmsi), [0, 2], ...text(words, words.length)]);
  return sentence(payload, { fillBits, tagBlock: `c:${Math.floor(at / 1000)}` });
}

async function workspace(name: string) {
  const key = await t.key(['alerts:write', 'assets:write', 'ingest:write'], { workspace: name });
  const rule = await t.request({
    method: 'POST',
    url: '/v1/alerts',
    key,
    payload: {
      where: { coordinates: CENTRE, radius_m: 2000 },
      what: { behaviour: 'zone_entry', assets: 'all', hysteresis_m: 0 },
      channel: { type: 'webhook' },
    },
  });
  expect(rule.statusCode, rule.body).toBe(201);
  return { key, workspaceId: (await t.app.services.workspaces.ensure(name)).workspace.id };
}

async function ingest(key: TestKey, lines: string[]) {
  const response = await t.request({
    method: 'POST',
    url: '/v1/ingest/nmea',
    key,
    headers: { 'content-type': 'text/plain' },
    payload: lines.join('\n'),
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toMatchObject({ rejected: 0 });
}

const events = (workspaceId: string, type: string) => outboxData(t.app.services, workspaceId, type);

async function search(key: TestKey, q: string, kind?: string) {
  const response = await t.request({
    method: 'GET',
    url: `/v1/assets/search?q=${q}${kind === undefined ? '' : `&kind=${kind}`}`,
    key,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: string; kind: string; identifiers: { mmsi?: string } }[];
}

const MINUTE = 60_000;

describe('distress devices and aids to navigation', () => {
  it('tells an active AIS-SART once, to every workspace, and never as a vessel in a zone', async () => {
    const a = await workspace('distress-a');
    const b = await workspace('distress-b');
    const start = clock.now() - 30 * MINUTE;
    // The SART is activated inside the zone and sends its position every minute, status 14.
    await ingest(a.key, [
      safetyText(970123456, start, 'SART ACTIVE'),
      ...[0, 1, 2, 3].map((i) => position(970123456, start + i * MINUTE, 14, CENTRE[0] + i * 1e-4)),
    ]);
    await ingest(a.key, [position(970123456, start + 5 * MINUTE, 14)]);
    for (const { workspaceId } of [a, b]) {
      const told = await events(workspaceId, 'asset.distress');
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({
        kind: 'sart',
        mmsi: '970123456',
        started_at: new Date(start).toISOString(),
        position: { at: new Date(start).toISOString(), lon: CENTRE[0], lat: CENTRE[1] },
      });
      expect(await events(workspaceId, 'zone.entered')).toEqual([]);
    }
    const [sart] = await search(a.key, '970123456');
    expect(sart).toMatchObject({ kind: 'sart' });
    expect(await search(a.key, '970123456', 'sart')).toHaveLength(1);
    expect(await search(a.key, '970123456', 'vessel')).toEqual([]);
  });

  it('does not tell a device in test mode, and tells its real activation after the test', async () => {
    const { key, workspaceId } = await workspace('distress-test');
    const start = clock.now() - 20 * MINUTE;
    // "SART TEST" with status 15, as a test transmission goes (IEC 61097-14).
    await ingest(key, [
      safetyText(970654321, start, 'SART TEST'),
      position(970654321, start, 15),
      position(970654321, start + MINUTE, 15),
    ]);
    // An EPIRB-AIS whose position says nothing of its mode (status 15), no text: nothing either.
    await ingest(key, [position(974111222, start, 15, 4.5, 52.5)]);
    expect(await events(workspaceId, 'asset.distress')).toEqual([]);
    await ingest(key, [position(970654321, start + 10 * MINUTE, 14)]);
    const told = await events(workspaceId, 'asset.distress');
    expect(told.map((data) => [data.mmsi, data.started_at])).toEqual([
      ['970654321', new Date(start + 10 * MINUTE).toISOString()],
    ]);
  });

  it('tells a man-overboard device whose safety text says it is active', async () => {
    const { key, workspaceId } = await workspace('distress-mob');
    const start = clock.now() - 10 * MINUTE;
    await ingest(key, [
      safetyText(972000777, start, 'MOB ACTIVE'),
      position(972000777, start, 15, 3.5, 51.5),
    ]);
    expect((await events(workspaceId, 'asset.distress')).map((data) => data.kind)).toEqual(['mob']);
  });

  it('tells an activation once across a restart, and a new activation after an hour unheard', async () => {
    const { key, workspaceId } = await workspace('distress-restart');
    const start = clock.now() - 3 * 60 * MINUTE;
    await ingest(key, [position(974222333, start, 14, 5.0, 53.0)]);
    await t.close();
    t = await startApp({ startWorker: false, clock, store });
    await ingest(key, [position(974222333, start + 2 * MINUTE, 14, 5.0, 53.0)]);
    expect(await events(workspaceId, 'asset.distress')).toHaveLength(1);
    // Unheard for two hours, then active again: a new activation, after a restart as well.
    await t.close();
    t = await startApp({ startWorker: false, clock, store });
    await ingest(key, [position(974222333, start + 122 * MINUTE, 14, 5.0, 53.0)]);
    const told = await events(workspaceId, 'asset.distress');
    expect(told.map((data) => [data.kind, data.started_at])).toEqual([
      ['epirb', new Date(start).toISOString()],
      ['epirb', new Date(start + 122 * MINUTE).toISOString()],
    ]);
  });

  it('keeps an aid to navigation out of zone rules and asset searches for vessels', async () => {
    const { key, workspaceId } = await workspace('distress-aton');
    const start = clock.now() - 10 * MINUTE;
    // An AtoN's MMSI in a position report: it sits inside the zone, and is no vessel entering it.
    await ingest(key, [position(992446001, start, 15), position(992446001, start + MINUTE, 15)]);
    expect(await events(workspaceId, 'zone.entered')).toEqual([]);
    expect(await events(workspaceId, 'asset.distress')).toEqual([]);
    expect(await search(key, '992446001')).toMatchObject([{ kind: 'aton' }]);
    expect(await search(key, '992446001', 'vessel')).toEqual([]);
  });

  // Last: it moves the clock on.
  it('never calls a followed distress device dark', async () => {
    const { key, workspaceId } = await workspace('distress-follow');
    const start = clock.now() - 10 * MINUTE;
    await ingest(
      key,
      [0, 1, 2].map((i) => position(970777888, start + i * MINUTE, 14, 6.0, 54.0)),
    );
    const [sart] = await search(key, '970777888');
    const follow = await t.request({ method: 'POST', url: `/v1/assets/${sart?.id}/follow`, key });
    expect(follow.statusCode, follow.body).toBe(200);
    clock.set(start + 3 * 60 * MINUTE);
    await t.app.services.tracking.check();
    await t.app.services.tracking.check();
    expect(await events(workspaceId, 'asset.dark')).toEqual([]);
  });
});
