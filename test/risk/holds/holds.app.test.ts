// Holds over HTTP: placed by hash or by transfer, read with their audit trail, released once,
// listed; `action.executed` once per change; placing the same hold twice gives the one hold.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/lib/clock.ts';
import { newId } from '../../../src/lib/ids.ts';
import { problemOf, startApp, type TestApp, type TestKey } from '../../harness.ts';
import {
  actionEvents,
  btcHash,
  ethHash,
  type HoldBody,
  placeRequest,
  solanaSignature,
  threatIn,
  transferOf,
} from './hold-fixtures.ts';

let t: TestApp;
const clock = new ManualClock(Date.parse('2026-11-23T10:00:00.000Z'));
beforeAll(async () => {
  t = await startApp({ clock, startWorker: false });
});
afterAll(async () => {
  await t.close();
});
// Every test starts at 10:00, as the times it expects assume.
beforeEach(() => {
  clock.set(Date.parse('2026-11-23T10:00:00.000Z'));
});

const HOUR = 3_600_000;

async function keyIn(workspace: string): Promise<TestKey> {
  return t.key(['actions:write'], { workspace });
}

async function place(key: TestKey, payload: object): Promise<HoldBody> {
  const response = await placeRequest(t, key, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

function release(key: TestKey, id: string, payload: object = {}) {
  return t.request({ method: 'POST', url: `/v1/actions/hold/${id}/release`, key, payload });
}

function get(key: TestKey, id: string) {
  return t.request({ method: 'GET', url: `/v1/actions/hold/${id}`, key });
}

describe('placing a hold', () => {
  it('holds a transaction by chain and hash, normalised, and announces it once', async () => {
    const key = await keyIn('holds-place');
    const hash = ethHash();
    const response = await placeRequest(t, key, {
      reference: { chain: 'ETH', tx_hash: hash.toUpperCase().replace('0X', '0x') },
      reason: 'Withdrawal to an address linked to a mixer.',
      expires_at: '2026-11-24T10:00:00+00:00',
    });
    expect(response.statusCode, response.body).toBe(201);
    const hold: HoldBody = response.json();
    expect(hold.id).toMatch(/^hold_[0-9a-z]{26}$/);
    expect(response.headers.location).toBe(`/v1/actions/hold/${hold.id}`);
    expect(hold).toMatchObject({
      status: 'active',
      reference: { chain: 'ethereum', tx_hash: hash, transfer_id: null },
      reason: 'Withdrawal to an address linked to a mixer.',
      threat_id: null,
      expires_at: '2026-11-24T10:00:00.000Z',
      placed_by: key.keyId,
      created_at: '2026-11-23T10:00:00.000Z',
      released_at: null,
      released_by: null,
      release_reason: null,
    });
    expect(hold.history).toEqual([
      {
        action: 'placed',
        at: '2026-11-23T10:00:00.000Z',
        key_id: key.keyId,
        reason: 'Withdrawal to an address linked to a mixer.',
      },
    ]);
    expect(await actionEvents(t, key.workspaceId)).toEqual([
      {
        hold_id: hold.id,
        action: 'hold',
        status: 'active',
        reference: { chain: 'ethereum', tx_hash: hash, transfer_id: null },
        threat_id: null,
      },
    ]);
  });

  it('holds the transaction of a transfer, and names the threat behind it', async () => {
    const key = await keyIn('holds-transfer');
    const hash = ethHash();
    const transferId = await transferOf(t, hash);
    const threatId = await threatIn(t, key.workspaceId);
    const hold = await place(key, {
      reference: { transfer_id: transferId },
      reason: 'Part of a peel chain.',
      threat_id: threatId,
    });
    expect(hold.reference).toEqual({ chain: 'ethereum', tx_hash: hash, transfer_id: transferId });
    expect(hold.threat_id).toBe(threatId);
    expect(hold.expires_at).toBeNull();
    const [event] = await actionEvents(t, key.workspaceId);
    expect(event?.threat_id).toBe(threatId);
    expect(event?.reference.transfer_id).toBe(transferId);
  });

  it('accepts each chain family’s hash form', async () => {
    const key = await keyIn('holds-forms');
    const cases = [
      ['BTC', btcHash()],
      ['tron', btcHash()],
      ['polygon', ethHash()],
      ['solana', solanaSignature()],
    ] as const;
    for (const [chain, tx_hash] of cases) {
      const response = await placeRequest(t, key, { reference: { chain, tx_hash }, reason: 'Form check.' });
      expect(response.statusCode, `${chain}: ${response.body}`).toBe(201);
    }
    const ripple = await place(key, {
      reference: { chain: 'XRP', tx_hash: btcHash() },
      reason: 'The XRP Ledger writes hashes in upper case.',
    });
    expect(ripple.reference.tx_hash).toMatch(/^[0-9A-F]{64}$/);
  });
});

describe('placing the same hold twice', () => {
  it('returns the active hold with 200, unchanged, by hash or by transfer, and announces nothing', async () => {
    const key = await keyIn('holds-twice');
    const hash = ethHash();
    const first = await place(key, { reference: { chain: 'ethereum', tx_hash: hash }, reason: 'First.' });

    const again = await placeRequest(t, key, {
      reference: { chain: 'ethereum', tx_hash: hash.toUpperCase().replace('0X', '0x') },
      reason: 'Second.',
      expires_at: '2026-11-30T10:00:00.000Z',
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.headers.location).toBe(`/v1/actions/hold/${first.id}`);
    expect(again.json()).toEqual(first);

    const transferId = await transferOf(t, hash);
    const byTransfer = await placeRequest(t, key, {
      reference: { transfer_id: transferId },
      reason: 'Third.',
    });
    expect(byTransfer.statusCode).toBe(200);
    expect(byTransfer.json().id).toBe(first.id);

    expect(await actionEvents(t, key.workspaceId)).toHaveLength(1);
  });

  it('creates one hold when many requests race for it', async () => {
    const key = await keyIn('holds-race');
    const hash = btcHash();
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        placeRequest(t, key, { reference: { chain: 'bitcoin', tx_hash: hash }, reason: `Racer ${i}.` }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(responses.map((r) => r.json().id)).size).toBe(1);
    const rows = await t.app.services.store.db
      .selectFrom('holds')
      .select('id')
      .where('workspace_id', '=', key.workspaceId)
      .execute();
    expect(rows).toHaveLength(1);
    expect(await actionEvents(t, key.workspaceId)).toHaveLength(1);
  });

  it('places a new hold once the last one was released', async () => {
    const key = await keyIn('holds-again');
    const reference = { chain: 'ethereum', tx_hash: ethHash() };
    const first = await place(key, { reference, reason: 'First look.' });
    expect((await release(key, first.id)).statusCode).toBe(200);
    const second = await place(key, { reference, reason: 'Second look.' });
    expect(second.id).not.toBe(first.id);
    expect((await get(key, first.id)).json().status).toBe('released');
  });

  it('keeps workspaces apart: each holds the transaction on its own', async () => {
    const reference = { chain: 'ethereum', tx_hash: ethHash() };
    const mine = await place(await keyIn('holds-apart-a'), { reference, reason: 'Mine.' });
    const theirs = await place(await keyIn('holds-apart-b'), { reference, reason: 'Theirs.' });
    expect(theirs.id).not.toBe(mine.id);
  });

  it('replays the first answer for a repeated Idempotency-Key', async () => {
    const key = await keyIn('holds-idempotent');
    const payload = { reference: { chain: 'ethereum', tx_hash: ethHash() }, reason: 'Once.' };
    const first = await placeRequest(t, key, payload, { 'idempotency-key': 'hold-once' });
    const repeat = await placeRequest(t, key, payload, { 'idempotency-key': 'hold-once' });
    expect(first.statusCode).toBe(201);
    expect(repeat.statusCode).toBe(201);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.json()).toEqual(first.json());
  });
});

describe('releasing a hold', () => {
  it('releases it once, with the key and reason in the audit trail, and announces it', async () => {
    const placer = await keyIn('holds-release');
    const releaser = await t.key(['actions:write'], { workspace: 'holds-release' });
    const hold = await place(placer, {
      reference: { chain: 'ethereum', tx_hash: ethHash() },
      reason: 'Look.',
    });
    clock.advance(HOUR);

    const response = await release(releaser, hold.id, { reason: 'Cleared by the analyst.' });
    expect(response.statusCode, response.body).toBe(200);
    const released: HoldBody = response.json();
    expect(released).toMatchObject({
      id: hold.id,
      status: 'released',
      released_at: '2026-11-23T11:00:00.000Z',
      released_by: releaser.keyId,
      release_reason: 'Cleared by the analyst.',
      reason: 'Look.',
    });
    expect(released.history.map((entry) => [entry.action, entry.key_id, entry.reason])).toEqual([
      ['placed', placer.keyId, 'Look.'],
      ['released', releaser.keyId, 'Cleared by the analyst.'],
    ]);
    expect((await get(placer, hold.id)).json()).toEqual(released);

    const twice = await release(releaser, hold.id);
    expect(twice.statusCode).toBe(409);
    const problem = problemOf(twice);
    expect(problem.code).toBe('conflict');
    expect(problem.detail).toContain('already released at 2026-11-23T11:00:00.000Z');

    expect((await actionEvents(t, placer.workspaceId)).map((e) => [e.action, e.status])).toEqual([
      ['hold', 'active'],
      ['release', 'released'],
    ]);
  });

  it('releases a hold once when two releases race', async () => {
    const key = await keyIn('holds-release-race');
    const hold = await place(key, { reference: { chain: 'ethereum', tx_hash: ethHash() }, reason: 'Race.' });
    const responses = await Promise.all(Array.from({ length: 6 }, () => release(key, hold.id)));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect((await actionEvents(t, key.workspaceId, hold.id)).map((e) => e.action)).toEqual([
      'hold',
      'release',
    ]);
  });

  it('answers 404 for a hold of another workspace exactly as for a missing one', async () => {
    const owner = await keyIn('holds-owner');
    const stranger = await keyIn('holds-stranger');
    const hold = await place(owner, {
      reference: { chain: 'ethereum', tx_hash: ethHash() },
      reason: 'Mine.',
    });
    for (const response of [await get(stranger, hold.id), await release(stranger, hold.id)]) {
      expect(response.statusCode).toBe(404);
      expect(problemOf(response).detail).toBe(`No hold with id '${hold.id}' exists in this workspace.`);
    }
    expect((await get(owner, hold.id)).json().status).toBe('active');
    const missing = newId('hold');
    expect(problemOf(await get(stranger, missing)).detail).toBe(
      `No hold with id '${missing}' exists in this workspace.`,
    );
  });
});

describe('listing holds', () => {
  it('lists newest first, by status and threat, a page at a time', async () => {
    const key = await t.key(['actions:write'], { workspace: 'holds-list' });
    const threatId = await threatIn(t, key.workspaceId);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const hold = await place(key, {
        reference: { chain: 'ethereum', tx_hash: ethHash() },
        reason: `Hold ${i}.`,
        ...(i % 2 === 0 ? { threat_id: threatId } : {}),
      });
      ids.push(hold.id);
    }
    await release(key, ids[1] ?? '');
    await place(await keyIn('holds-list-other'), {
      reference: { chain: 'eth', tx_hash: ethHash() },
      reason: 'x',
    });
    const list = async (query: string) => {
      const response = await t.request({ method: 'GET', url: `/v1/actions/hold${query}`, key });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { data: HoldBody[]; next_cursor: string | null };
    };

    expect((await list('')).data.map((h) => h.id)).toEqual([...ids].reverse());
    expect((await list('?status=released')).data.map((h) => h.id)).toEqual([ids[1]]);
    expect((await list('?status=active')).data).toHaveLength(4);
    expect((await list(`?threat_id=${threatId}`)).data.map((h) => h.id)).toEqual([ids[4], ids[2], ids[0]]);

    const first = await list('?limit=2&status=active');
    expect(first.data.map((h) => h.id)).toEqual([ids[4], ids[3]]);
    expect(first.data[0]).not.toHaveProperty('history');
    const second = await list(`?limit=2&status=active&cursor=${first.next_cursor}`);
    expect(second.data.map((h) => h.id)).toEqual([ids[2], ids[0]]);
    expect(second.next_cursor).toBeNull();

    const mixed = await t.request({
      method: 'GET',
      url: `/v1/actions/hold?limit=2&status=released&cursor=${first.next_cursor}`,
      key,
    });
    expect(mixed.statusCode).toBe(400);
    expect(problemOf(mixed).errors?.[0]?.pointer).toBe('/query/cursor');
    const badStatus = await t.request({ method: 'GET', url: '/v1/actions/hold?status=on_hold', key });
    expect(problemOf(badStatus).errors?.[0]?.pointer).toBe('/query/status');
  });
});
