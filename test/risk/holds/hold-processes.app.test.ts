// Two processes' worth of app on one store: placing the same hold through both at once still makes
// one hold, and releasing it through both releases it once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore, startApp, type TestApp, type TestStore } from '../../harness.ts';
import { actionEvents, ethHash, placeRequest } from './hold-fixtures.ts';

let store: TestStore;
let one: TestApp;
let two: TestApp;
beforeAll(async () => {
  store = await createTestStore();
  one = await startApp({ store, startWorker: false });
  two = await startApp({ store, startWorker: false });
});
afterAll(async () => {
  await one.close();
  await two.close();
  await store.dispose();
});

describe('holds placed through two processes', () => {
  it('makes one hold of racing placements and releases it once', async () => {
    const key = await one.key(['actions:write'], { workspace: 'holds-processes' });
    const reference = { chain: 'ethereum', tx_hash: ethHash() };
    const placements = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        placeRequest(i % 2 === 0 ? one : two, key, { reference, reason: `Process ${i % 2}.` }),
      ),
    );
    expect(placements.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    const ids = new Set(placements.map((r) => r.json().id as string));
    expect(ids.size).toBe(1);
    const [id = ''] = ids;

    const releases = await Promise.all(
      [one, two, one, two].map((app) =>
        app.request({ method: 'POST', url: `/v1/actions/hold/${id}/release`, key, payload: {} }),
      ),
    );
    expect(releases.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect((await actionEvents(one, key.workspaceId)).map((e) => e.action)).toEqual(['hold', 'release']);
  });
});
