// A silent feed is one event, not a storm (issue 29, point 4). A source of positions (a key that
// ingests, as a receiver's uploader does, or a feed the service connects to) that stops is told
// once as `feed.silent`, and its return as `feed.resumed`; the vessels heard only through it are
// not called dark meanwhile, and a vessel still silent after its source came back is, counted from
// the return.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createIngestSink } from '../../../src/geo/ingest/index.ts';
import { ManualClock } from '../../../src/lib/clock.ts';
import { startApp, type TestApp, type TestKey } from '../../harness.ts';
import { sentence } from '../feeds/ais/sentence-factory.ts';

const clock = new ManualClock(Date.parse('2026-11-23T12:00:00Z'));
const MINUTE = 60_000;
const VESSELS = 19;
const mmsiOf = (i: number) => String(244_970_000 + i);

let t: TestApp;
beforeAll(async () => {
  t = await startApp({ startWorker: false, clock });
});
afterAll(async () => {
  await t.close();
});

/** One batch from the uploader: the vessels given, at anchor off the coast, each at its own spot. */
async function batch(key: TestKey, vessels: readonly number[]) {
  const at = new Date(clock.now()).toISOString();
  const items = vessels.map((i) => ({ mmsi: mmsiOf(i), at, lon: 3.5 + i * 0.01, lat: 51.8, speed_kn: 0.1 }));
  const response = await t.request({ method: 'POST', url: '/v1/ingest/positions', key, payload: items });
  expect(response.json()).toMatchObject({ accepted: vessels.length, suspect: 0 });
  await t.app.services.sources.flush();
}

async function check() {
  await t.app.services.sources.check();
  await t.app.services.tracking.check();
}

async function told(workspaceId: string) {
  const rows = await t.app.services.store.db
    .selectFrom('outbox_events')
    .select(['type', 'payload'])
    .where('workspace_id', '=', workspaceId)
    .where('type', 'in', ['feed.silent', 'feed.resumed', 'asset.dark'])
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    type: row.type,
    data: (JSON.parse(row.payload) as { data: Record<string, unknown> }).data,
  }));
}

it('tells one feed.silent for a source that stops, no asset.dark for its vessels, and feed.resumed when it is back', async () => {
  const key = await t.key(['*'], { workspace: 'feed-health' });
  const all = Array.from({ length: VESSELS }, (_, i) => i);
  await batch(key, all);
  for (const i of all) {
    const asset = await t.app.services.assets.findBy('mmsi', mmsiOf(i));
    await t.request({ method: 'POST', url: `/v1/assets/${asset?.id}/follow`, key });
  }
  // Every 30 seconds for a few minutes: the uploader's cadence.
  for (let n = 0; n < 8; n += 1) {
    clock.advance(30_000);
    await batch(key, all);
    await check();
  }
  expect(await told(key.workspaceId)).toEqual([]);

  // The uploader stops for 40 minutes: past the source's 5 minutes (ten of its gaps) and past
  // every vessel's dark threshold (30 minutes at anchor).
  for (let n = 0; n < 8; n += 1) {
    clock.advance(5 * MINUTE);
    await check();
  }
  const silent = await told(key.workspaceId);
  expect(silent.map((e) => e.type)).toEqual(['feed.silent']);
  expect(silent[0]?.data).toMatchObject({
    source: { kind: 'key', id: `key:${key.keyId}` },
    threshold_s: 300,
  });

  // It comes back, but one vessel is not in its batches any more.
  const back = all.slice(1);
  await batch(key, back);
  expect((await told(key.workspaceId)).map((e) => e.type)).toEqual(['feed.silent', 'feed.resumed']);
  for (let n = 0; n < 10; n += 1) {
    clock.advance(4 * MINUTE);
    await batch(key, back);
    await check();
  }
  // Forty minutes after the source came back, that vessel is dark, counted from the return.
  const events = await told(key.workspaceId);
  expect(events.map((e) => e.type)).toEqual(['feed.silent', 'feed.resumed', 'asset.dark']);
  const vessel = await t.app.services.assets.findBy('mmsi', mmsiOf(0));
  expect(events[2]?.data.asset_id).toBe(vessel?.id);
});

it('tells a feed the service connects to silent once in every workspace, and resumed', async () => {
  const one = await t.key(['*'], { workspace: 'feed-health-a' });
  const two = await t.key(['*'], { workspace: 'feed-health-b' });
  const address = 'tcp://127.0.0.1:5631';
  const sink = createIngestSink(t.app.services.ingest, {
    sbsTimeZone: 'UTC',
    logger: { warn() {} },
    feed: address,
    now: () => clock.now(),
  });
  // A class A position report without a time of its own: stamped when the feed delivers it.
  const line = sentence('15N1u<PP1FJuvSRHOE6QIwwh0HQ6');
  const deliver = async () => {
    await sink.lines('nmea', [line], clock.now());
    await t.app.services.sources.flush();
  };
  const feedEvents = async (workspaceId: string) =>
    (await told(workspaceId)).filter(
      (e) => e.type !== 'asset.dark' && (e.data.source as { id?: string }).id === `feed:${address}`,
    );
  for (let n = 0; n < 8; n += 1) {
    clock.advance(30_000);
    await deliver();
    await check();
  }
  expect(await feedEvents(one.workspaceId)).toEqual([]);
  // The feed stops: one feed.silent per workspace however many checks run.
  for (let n = 0; n < 6; n += 1) {
    clock.advance(5 * MINUTE);
    await check();
  }
  for (const key of [one, two]) {
    const events = await feedEvents(key.workspaceId);
    expect(events.map((e) => e.type)).toEqual(['feed.silent']);
    expect(events[0]?.data).toMatchObject({ source: { kind: 'feed', name: address }, threshold_s: 300 });
  }
  await deliver();
  for (const key of [one, two])
    expect((await feedEvents(key.workspaceId)).map((e) => e.type)).toEqual(['feed.silent', 'feed.resumed']);
});
