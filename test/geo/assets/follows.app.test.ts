// GET /v1/follows: the workspace's followed assets, the latest followed first, paged; an asset
// unfollowed leaves the list, and another workspace's follows are not shown.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/lib/clock.ts';
import { startApp, type TestApp, type TestKey } from '../../harness.ts';

const clock = new ManualClock(Date.parse('2026-11-23T10:00:00Z'));
let t: TestApp;
let key: TestKey;
const ids: string[] = [];
beforeAll(async () => {
  t = await startApp({ startWorker: false, clock });
  key = await t.key(['assets:write', 'ingest:write'], { workspace: 'follows' });
  const mmsis = ['244980001', '244980002', '244980003'];
  const ingest = await t.request({
    method: 'POST',
    url: '/v1/ingest/positions',
    key,
    payload: mmsis.map((mmsi, i) => ({
      mmsi,
      at: new Date(clock.now() - i * 1000).toISOString(),
      lon: 4,
      lat: 52,
    })),
  });
  expect(ingest.json().rejected).toBe(0);
  for (const mmsi of mmsis) {
    const found = await t.request({ method: 'GET', url: `/v1/assets/search?q=${mmsi}`, key });
    ids.push(found.json().data[0].id);
  }
});
afterAll(async () => {
  await t.close();
});

const list = (query = '', as: TestKey = key) =>
  t.request({ method: 'GET', url: `/v1/follows${query}`, key: as });

describe('GET /v1/follows', () => {
  it('lists the followed assets, the latest followed first, with when, paged', async () => {
    expect((await list()).json()).toEqual({ data: [], next_cursor: null });
    for (const id of ids) {
      clock.advance(1000);
      expect(
        (await t.request({ method: 'POST', url: `/v1/assets/${id}/follow`, key, payload: {} })).statusCode,
      ).toBe(200);
    }
    const all = (await list()).json();
    expect(all.data.map((f: { asset: { id: string } }) => f.asset.id)).toEqual([...ids].reverse());
    expect(all.data[0]).toMatchObject({
      followed_at: new Date(clock.now()).toISOString(),
      asset: { followed: true },
    });

    const first = (await list('?limit=2')).json();
    expect(first.data).toHaveLength(2);
    const second = (await list(`?limit=2&cursor=${first.next_cursor}`)).json();
    expect(second.data.map((f: { asset: { id: string } }) => f.asset.id)).toEqual([ids[0]]);
    expect(second.next_cursor).toBeNull();
  });

  it('drops an unfollowed asset and shows no other workspace’s follows', async () => {
    await t.request({ method: 'DELETE', url: `/v1/assets/${ids[1]}/follow`, key });
    expect((await list()).json().data.map((f: { asset: { id: string } }) => f.asset.id)).toEqual([
      ids[2],
      ids[0],
    ]);
    const stranger = await t.key(['assets:read'], { workspace: 'follows-other' });
    expect((await list('', stranger)).json().data).toEqual([]);
    expect((await list('?cursor=bogus')).statusCode).toBe(400);
  });
});
