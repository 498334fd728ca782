// Track thinning tells the truth: `max_points` spreads the kept positions over the time the track
// spans (not over the range asked for, which may reach far beyond it), the first and last kept, and
// a track whose reports share one instant is spread by the order they came in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/lib/clock.ts';
import { startApp, type TestApp } from '../../harness.ts';

let t: TestApp;
const clock = new ManualClock(Date.parse('2026-11-23T10:00:00Z'));
const MINUTE = 60_000;
beforeAll(async () => {
  t = await startApp({ startWorker: false, clock });
});
afterAll(async () => {
  await t.close();
});

const iso = (ms: number) => new Date(ms).toISOString();

async function trackOf(id: string, maxPoints: number) {
  const url = `/v1/assets/${id}/track?from=2026-11-01T00:00:00Z&to=2026-11-24T00:00:00Z&max_points=${maxPoints}`;
  const response = await t.request({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { thinned: boolean; points: { at: string; lon: number }[] };
}

describe('GET /v1/assets/:id/track with max_points', () => {
  // 131 positions a minute apart, ending an hour ago: a small part of the three weeks asked for.
  const start = clock.now() - 3 * 3_600_000;
  const positions = Array.from({ length: 131 }, (_, i) => ({
    mmsi: '244950001',
    at: iso(start + i * MINUTE),
    lon: 4 + i * 0.001,
    lat: 52,
  }));
  let id = '';
  beforeAll(async () => {
    await t.request({ method: 'POST', url: '/v1/ingest/positions', payload: positions });
    id = (await t.app.services.assets.findBy('mmsi', '244950001'))?.id ?? '';
  });

  it.each([130, 100, 10, 2])(
    'keeps %i positions of a 131-position track, the first and the last',
    async (max) => {
      const track = await trackOf(id, max);
      expect(track.thinned).toBe(true);
      expect(track.points).toHaveLength(max);
      expect(track.points[0]?.at).toBe(positions[0]?.at);
      expect(track.points.at(-1)?.at).toBe(positions.at(-1)?.at);
      const times = track.points.map((p) => Date.parse(p.at));
      expect(times).toEqual([...times].sort((a, b) => a - b));
    },
  );

  it('keeps the whole track when it has no more than max_points', async () => {
    expect(await trackOf(id, 131)).toMatchObject({ thinned: false, points: { length: 131 } });
  });

  it('spreads reports that share one instant by the order they came in', async () => {
    // Steps of about 340 m: within the noise two fixes of one instant may differ by.
    const lines = Array.from({ length: 30 }, (_, i) => ({
      mmsi: '244950002',
      at: iso(clock.now()),
      lon: 5 + i * 0.005,
      lat: 52,
    }));
    for (const line of lines)
      await t.request({ method: 'POST', url: '/v1/ingest/positions', payload: [line] });
    const same = (await t.app.services.assets.findBy('mmsi', '244950002'))?.id ?? '';
    const track = await trackOf(same, 4);
    expect(track.points.map((p) => p.lon)).toEqual(
      [5, 5.05, 5.095, 5.145].map((lon) => expect.closeTo(lon, 6)),
    );
  });
});
