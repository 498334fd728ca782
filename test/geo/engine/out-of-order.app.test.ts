// A position that reaches the engine after newer ones of its asset were judged, without the ingest
// having seen it late (a broker outage, several relays, a client that buffered: the stream itself
// reordered it), is not dropped (issue 26, point 3): it is counted (`GET /metrics`), logged with
// its asset, and its asset is judged again from its time, so the passage it shows is told, once.
// The engine's feed is written here directly, in the order a reordered stream delivers.
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { writeFeed } from '../../../src/geo/engine/index.ts';
import type { PositionReport } from '../../../src/geo/ingest/index.ts';
import { ManualClock } from '../../../src/lib/clock.ts';
import { outboxEvents } from '../../fixtures/outbox-data.ts';
import { startApp, type TestApp } from '../../harness.ts';

const clock = new ManualClock(Date.parse('2026-11-26T10:00:00Z'));
const MINUTE = 60_000;
const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  t = await startApp({ startWorker: false, clock, logger: pino({ level: 'warn' }, sink) });
});
afterAll(async () => {
  await t.close();
});

it('judges a position the stream delivered after newer ones late: counted, logged with its asset, its passage told', async () => {
  const key = await t.key(['*'], { workspace: 'out-of-order' });
  const centre: [number, number] = [4.6, 52.1];
  await makeRules(key, centre, ['zone_entry', 'zone_exit']);
  clock.advance(MINUTE);
  // West, inside, east: stored in order, as every ingest stores them.
  const { assetId, reports, feed } = await westInsideEast('244960001', centre, clock.now());
  // The stream delivers west, east, and only then inside.
  await feed(reports[0] as PositionReport);
  await feed(reports[2] as PositionReport);
  expect(await told(key.workspaceId)).toEqual([]);
  await feed(reports[1] as PositionReport);
  expect(await told(key.workspaceId)).toEqual([
    ['zone.entered', true],
    ['zone.exited', true],
  ]);
  const metrics = await t.request({ method: 'GET', url: '/metrics', key: null });
  expect(metrics.body).toMatch(/^vigil_engine_positions_reordered_total 1$/m);
  expect(metrics.body).toMatch(/^vigil_positions_late_total\{judged="yes"\} 1$/m);
  expect(lines.some((line) => line.includes(assetId) && line.includes('out of order'))).toBe(true);
});

/** One rule a behaviour around `centre`, 2 km. */
async function makeRules(
  key: Awaited<ReturnType<TestApp['key']>>,
  centre: [number, number],
  behaviours: string[],
) {
  for (const behaviour of behaviours) {
    const response = await t.request({
      method: 'POST',
      url: '/v1/alerts',
      key,
      // Paths between fixes ten minutes apart are not judged: only the fixes show the passage.
      payload: {
        where: { coordinates: centre, radius_m: 2000 },
        what: { behaviour, assets: 'all', max_gap_s: 60 },
        channel: { type: 'webhook' },
      },
    });
    expect(response.statusCode, response.body).toBe(201);
  }
}

/**
 * A vessel west of `centre`, inside, then east, ten minutes apart from `start`, stored in order;
 * `feed` hands one of its fixes to the engine's feed, as a stream delivers it, and judges it.
 */
async function westInsideEast(mmsi: string, centre: [number, number], start: number) {
  const report = (minutes: number, lon: number): PositionReport => ({
    kind: 'vessel',
    key: mmsi,
    at: start + minutes * MINUTE,
    lon,
    lat: centre[1],
  });
  const reports = [report(0, centre[0] - 0.1), report(10, centre[0]), report(20, centre[0] + 0.1)];
  const services = t.app.services;
  const [assetId = ''] = await services.assets.recordPositions(reports);
  const feed = async (which: PositionReport) => {
    await services.store.db
      .transaction()
      .execute((tx) => writeFeed(tx, [{ assetId, report: which }], 16, clock.now()));
    await t.app.engine.drain();
  };
  return { assetId, reports, feed };
}

async function told(workspaceId: string) {
  const events = await outboxEvents<{ late: boolean }>(t.app.services, workspaceId, [
    'zone.entered',
    'zone.exited',
  ]);
  return events.map(({ type, data }) => [type, data.late]);
}

// Issue 35 (three processes lost zone entries without a word): a feed that sends a vessel's track
// from before a rule was made, to a vessel first heard after it, is judged in order whole (every
// entry told); when the stream reordered one of its fixes, the entries its late judging found were
// dropped as "from before the zone was watched". Nothing of this vessel was judged before the rule:
// each of its crossings is the rule's, however its fixes arrived.
it('tells the entries late judging finds in a track older than the rule, of an asset first heard after it', async () => {
  const key = await t.key(['*'], { workspace: 'older-track' });
  const centre: [number, number] = [5.6, 53.1];
  await makeRules(key, centre, ['zone_entry']);
  clock.advance(MINUTE);
  // Three hours before the rule was made.
  const { reports, feed } = await westInsideEast('244960002', centre, clock.now() - 3 * 60 * MINUTE);
  await feed(reports[0] as PositionReport);
  await feed(reports[2] as PositionReport);
  await feed(reports[1] as PositionReport);
  expect(await told(key.workspaceId)).toEqual([['zone.entered', true]]);
});
