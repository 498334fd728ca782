// Holds reaching `expires_at`: expired by the worker's sweep, or no later than the first read,
// release or placement that meets them; `action.executed` once per expiry whoever gets there first.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/lib/clock.ts';
import { problemOf, startApp, type TestApp, type TestKey } from '../../harness.ts';
import { actionEvents, ethHash, type HoldBody, placeRequest } from './hold-fixtures.ts';

let t: TestApp;
const clock = new ManualClock();
const START = Date.parse('2026-11-23T10:00:00.000Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

beforeAll(async () => {
  // The worker stays stopped, so nothing expires but what a test asks for.
  t = await startApp({ clock, startWorker: false });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  clock.set(START);
});

async function placeExpiring(key: TestKey, expiresInMs: number | null): Promise<HoldBody> {
  const response = await placeRequest(t, key, {
    reference: { chain: 'ethereum', tx_hash: ethHash() },
    reason: 'Waiting for the customer’s documents.',
    ...(expiresInMs === null ? {} : { expires_at: new Date(START + expiresInMs).toISOString() }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function read(key: TestKey, id: string): Promise<HoldBody> {
  const response = await t.request({ method: 'GET', url: `/v1/actions/hold/${id}`, key });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function statusInStore(id: string): Promise<string | undefined> {
  const row = await t.app.services.store.db
    .selectFrom('holds')
    .select('status')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.status;
}

describe('the expiry sweep', () => {
  it('expires holds at their expires_at, records it, and announces each once', async () => {
    const key = await t.key(['actions:write'], { workspace: 'expiry-sweep' });
    const soon = await placeExpiring(key, HOUR);
    const later = await placeExpiring(key, 2 * HOUR);
    const never = await placeExpiring(key, null);

    clock.advance(HOUR - 1);
    expect(await t.app.services.holds.expireDue()).toBe(0);
    clock.advance(1);
    expect(await t.app.services.holds.expireDue()).toBe(1);
    expect(await t.app.services.holds.expireDue()).toBe(0);
    expect(await statusInStore(soon.id)).toBe('expired');
    expect(await statusInStore(later.id)).toBe('active');

    clock.advance(365 * DAY);
    expect(await t.app.services.holds.expireDue()).toBe(1);
    expect(await statusInStore(never.id)).toBe('active');

    const expired = await read(key, soon.id);
    expect(expired.status).toBe('expired');
    expect(expired.released_at).toBeNull();
    expect(expired.history).toEqual([
      expect.objectContaining({ action: 'placed', key_id: key.keyId }),
      { action: 'expired', at: '2026-11-23T11:00:00.000Z', key_id: null, reason: null },
    ]);
    const events = await actionEvents(t, key.workspaceId);
    expect(events.filter((e) => e.action === 'expire').map((e) => [e.hold_id, e.status])).toEqual([
      [soon.id, 'expired'],
      [later.id, 'expired'],
    ]);
  });

  it('expires each hold once when sweeps run together', async () => {
    const key = await t.key(['actions:write'], { workspace: 'expiry-together' });
    const holds = [];
    for (let i = 0; i < 8; i++) holds.push(await placeExpiring(key, HOUR));
    clock.advance(HOUR);
    const counts = await Promise.all([
      t.app.services.holds.expireDue(),
      t.app.services.holds.expireDue(),
      t.app.services.holds.expireDue(),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(8);
    const events = await actionEvents(t, key.workspaceId);
    for (const hold of holds) {
      expect(events.filter((e) => e.hold_id === hold.id).map((e) => e.action)).toEqual(['hold', 'expire']);
    }
  });
});

describe('expiry without the sweep', () => {
  it('never shows an active hold past its expiry, and announces the expiry once', async () => {
    const key = await t.key(['actions:write'], { workspace: 'expiry-read' });
    const hold = await placeExpiring(key, HOUR);
    clock.advance(HOUR);
    expect((await read(key, hold.id)).status).toBe('expired');
    expect((await read(key, hold.id)).status).toBe('expired');
    expect(await t.app.services.holds.expireDue()).toBe(0);
    expect((await actionEvents(t, key.workspaceId, hold.id)).map((e) => e.action)).toEqual([
      'hold',
      'expire',
    ]);
  });

  it('lists a hold past its expiry as expired', async () => {
    const key = await t.key(['actions:write'], { workspace: 'expiry-list' });
    const hold = await placeExpiring(key, HOUR);
    const list = async (query: string) =>
      (await t.request({ method: 'GET', url: `/v1/actions/hold${query}`, key })).json() as {
        data: HoldBody[];
      };
    expect((await list('?status=active')).data.map((h) => h.id)).toEqual([hold.id]);
    clock.advance(2 * HOUR);
    expect((await list('?status=active')).data).toEqual([]);
    expect((await list('?status=expired')).data.map((h) => [h.id, h.status])).toEqual([[hold.id, 'expired']]);
    expect(await actionEvents(t, key.workspaceId, hold.id)).toHaveLength(2);
  });

  it('refuses to release a hold past its expiry with 409, and records the expiry', async () => {
    const key = await t.key(['actions:write'], { workspace: 'expiry-release' });
    const hold = await placeExpiring(key, HOUR);
    clock.advance(HOUR + 1);
    const response = await t.request({
      method: 'POST',
      url: `/v1/actions/hold/${hold.id}/release`,
      key,
      payload: { reason: 'Too late.' },
    });
    expect(response.statusCode).toBe(409);
    const problem = problemOf(response);
    expect(problem.code).toBe('conflict');
    expect(problem.detail).toContain('expired at 2026-11-23T11:00:00.000Z');
    expect(await statusInStore(hold.id)).toBe('expired');
    expect((await actionEvents(t, key.workspaceId, hold.id)).map((e) => e.action)).toEqual([
      'hold',
      'expire',
    ]);
  });

  it('releases a hold up to the millisecond before its expiry', async () => {
    const key = await t.key(['actions:write'], { workspace: 'expiry-just-in-time' });
    const hold = await placeExpiring(key, HOUR);
    clock.advance(HOUR - 1);
    const response = await t.request({
      method: 'POST',
      url: `/v1/actions/hold/${hold.id}/release`,
      key,
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    clock.advance(1);
    expect(await t.app.services.holds.expireDue()).toBe(0);
    expect((await read(key, hold.id)).status).toBe('released');
  });

  it('places a new hold on a transaction whose hold has just expired', async () => {
    const key = await t.key(['actions:write'], { workspace: 'expiry-replace' });
    const reference = { chain: 'ethereum', tx_hash: ethHash() };
    const first = await placeRequest(t, key, {
      reference,
      reason: 'First.',
      expires_at: new Date(START + HOUR).toISOString(),
    });
    clock.advance(HOUR);
    const second = await placeRequest(t, key, { reference, reason: 'Second.' });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().id).not.toBe(first.json().id);
    expect(await statusInStore(first.json().id)).toBe('expired');
    expect((await actionEvents(t, key.workspaceId)).map((e) => [e.hold_id, e.action])).toEqual([
      [first.json().id, 'hold'],
      [first.json().id, 'expire'],
      [second.json().id, 'hold'],
    ]);
  });
});
