// The SDK against a real Vigil on a port: typed answers, typed errors carrying the problem body,
// pagination across pages, and Idempotency-Key on every POST (replay, mismatch, and a retry after
// a lost answer that must not create a second resource).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AuthenticationError,
  BadRequestError,
  ConflictError,
  IdempotencyMismatchError,
  NotFoundError,
  PermissionDeniedError,
  Vigil,
  VigilApiError,
} from '../src/index.ts';
import { type LiveVigil, recordingFetch, startGateway, startLiveVigil } from './live-vigil.ts';

let live: LiveVigil;
let vigil: Vigil;

const ethereumAddress = () => `0x${randomBytes(20).toString('hex')}`;
const txHash = () => `0x${randomBytes(32).toString('hex')}`;
const MISSING_KEY_ID = 'key_01h00000000000000000000000';

beforeAll(async () => {
  live = await startLiveVigil();
  vigil = new Vigil({ apiKey: live.t.admin.token, baseUrl: live.baseUrl });
});
afterAll(async () => {
  await live.close();
});

describe('operations', () => {
  it('returns the typed body of an answer', async () => {
    const health = await vigil.system.health();
    expect(health.status).toBe('ok');
    const readiness = await vigil.system.ready();
    expect(readiness).toMatchObject({ status: 'ready', failing: [] });
    expect(readiness.checks.store?.status).toBe('ok');
    const created = await vigil.keys.create({ name: 'reporting', scopes: ['screening:read'] });
    expect(created.key).toMatch(/^vk_/);
    const read = await vigil.keys.get(created.id);
    expect(read).toMatchObject({ id: created.id, name: 'reporting', scopes: ['screening:read'] });
    expect(read).not.toHaveProperty('key');
  });

  it('screens a wallet', async () => {
    const result = await vigil.screening.wallet({ chain: 'ETH', address: ethereumAddress() });
    expect(result).toMatchObject({ chain: 'ethereum', sanctions_hit: false });
    expect(result.risk_score).toBeGreaterThanOrEqual(0);
  });

  it('sends text bodies as text/plain', async () => {
    const result = await vigil.ingest.nmea('!AIVDM,1,1,,A,15RTgt0PAso;90TKcjM8h6g208CQ,0*4A\nnot nmea\n');
    expect(result.accepted).toBe(1);
    expect(result.rejected).toBe(1);
  });

  // "null clears the field": null in a PATCH body is sent and clears the site's name; a field left
  // out (metadata) stays as it was.
  it('clears a site name through the typed request', async () => {
    const site = await vigil.sites.create({
      name: 'to be cleared',
      coordinates: [4.2, 51.9],
      metadata: { berth: '7' },
    });
    const updated = await vigil.sites.update(site.id, { name: null });
    expect(updated).toMatchObject({ id: site.id, name: null, metadata: { berth: '7' } });
    expect((await vigil.sites.get(site.id)).name).toBeNull();
  });

  it('returns no body for a 204', async () => {
    const label = await vigil.labels.create({
      chain: 'ethereum',
      address: ethereumAddress(),
      label: 'to delete',
      category: 'scam',
    });
    await expect(vigil.labels.delete(label.id)).resolves.toBeUndefined();
  });
});

describe('errors', () => {
  it('throws NotFoundError with the problem body for a missing resource', async () => {
    const error = await vigil.keys.get(MISSING_KEY_ID).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toBeInstanceOf(VigilApiError);
    const problem = error as NotFoundError;
    expect(problem.status).toBe(404);
    expect(problem.code).toBe('not_found');
    expect(problem.detail).toContain(MISSING_KEY_ID);
    expect(problem.requestId).toEqual(expect.any(String));
    expect(problem.problem?.type).toBe('urn:vigil:problem:not_found');
  });

  it('throws BadRequestError whose errors point at the bad field', async () => {
    const error = await vigil.screening
      .wallet({ chain: 'ethereum', address: 'not an address' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BadRequestError);
    const problem = error as BadRequestError;
    expect(problem.code).toBe('validation_failed');
    expect(problem.errors.map((e) => e.pointer)).toContain('/address');
  });

  it('throws ConflictError when the resource state forbids the action', async () => {
    const hold = await vigil.holds.place({
      reference: { chain: 'ethereum', tx_hash: txHash() },
      reason: 'review',
    });
    await vigil.holds.release(hold.id, { reason: 'cleared' });
    const error = await vigil.holds.release(hold.id, { reason: 'again' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConflictError);
    expect((error as ConflictError).code).toBe('conflict');
    expect((error as ConflictError).detail).toContain('already released');
  });

  it('throws AuthenticationError for a bad key and PermissionDeniedError for a missing scope', async () => {
    const stranger = new Vigil({ apiKey: 'vk_not_a_key', baseUrl: live.baseUrl });
    await expect(stranger.keys.list()).rejects.toBeInstanceOf(AuthenticationError);
    const reader = await live.t.key(['screening:read']);
    const limited = new Vigil({ apiKey: reader.token, baseUrl: live.baseUrl });
    const error = await limited.keys.list().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PermissionDeniedError);
    expect((error as PermissionDeniedError).detail).toContain('keys:read');
  });
});

describe('pagination', () => {
  it('iterates every item across pages, fetching each page once', async () => {
    const own = await live.t.key(['*'], { workspace: `pages-${randomBytes(4).toString('hex')}` });
    const statuses: number[] = [];
    const client = new Vigil({ apiKey: own.token, baseUrl: live.baseUrl, fetch: recordingFetch(statuses) });
    const created: string[] = [];
    for (let i = 0; i < 5; i++) {
      const label = await client.labels.create({
        chain: 'ethereum',
        address: ethereumAddress(),
        label: `exchange ${i}`,
        category: 'exchange',
      });
      created.push(label.id);
    }
    const first = await client.labels.list({ limit: 2 });
    expect(first.data).toHaveLength(2);
    expect(first.next_cursor).toEqual(expect.any(String));

    statuses.length = 0;
    const seen: string[] = [];
    for await (const label of client.labels.listAll({ limit: 2 })) seen.push(label.id);
    expect(seen.sort()).toEqual(created.sort());
    expect(statuses).toEqual([200, 200, 200]);
  });
});

describe('Idempotency-Key', () => {
  it('replays the first answer to a repeated POST with the same key', async () => {
    const body = { chain: 'ethereum', address: ethereumAddress(), label: 'replayed', category: 'scam' };
    const idempotencyKey = `replay-${randomBytes(8).toString('hex')}`;
    const first = await vigil.labels.create(body, { idempotencyKey });
    const again = await vigil.labels.create(body, { idempotencyKey });
    expect(again).toEqual(first);
  });

  it('throws IdempotencyMismatchError when the key comes back with another body', async () => {
    const idempotencyKey = `mismatch-${randomBytes(8).toString('hex')}`;
    const body = { chain: 'ethereum', address: ethereumAddress(), label: 'one', category: 'scam' };
    await vigil.labels.create(body, { idempotencyKey });
    const error = await vigil.labels
      .create({ ...body, label: 'another' }, { idempotencyKey })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IdempotencyMismatchError);
    expect((error as IdempotencyMismatchError).code).toBe('idempotency_mismatch');
  });

  it('retries a POST whose answer was lost with the same key, so the effect happens once', async () => {
    const own = await live.t.key(['*'], { workspace: `lost-${randomBytes(4).toString('hex')}` });
    const gateway = await startGateway(live.baseUrl, (i) => (i === 0 ? 'lose-answer' : 'forward'));
    try {
      const client = new Vigil({ apiKey: own.token, baseUrl: gateway.url });
      const address = ethereumAddress();
      const label = await client.labels.create({
        chain: 'ethereum',
        address,
        label: 'once',
        category: 'fraud',
      });
      expect(gateway.log.map((entry) => entry.move)).toEqual(['lose-answer', 'forward']);
      const [first, retry] = gateway.log;
      expect(first?.idempotencyKey).toEqual(expect.any(String));
      expect(retry?.idempotencyKey).toBe(first?.idempotencyKey);

      const direct = new Vigil({ apiKey: own.token, baseUrl: live.baseUrl });
      const labels = (await direct.labels.list()).data.filter((l) => l.address === address);
      expect(labels.map((l) => l.id)).toEqual([label.id]);
    } finally {
      await gateway.close();
    }
  });

  it('sends a new key for each call, so two calls are two effects', async () => {
    const gateway = await startGateway(live.baseUrl, () => 'forward');
    try {
      const client = new Vigil({ apiKey: live.t.admin.token, baseUrl: gateway.url });
      await client.cases.create({ title: 'one' });
      await client.cases.create({ title: 'two' });
      const keys = gateway.log.map((entry) => entry.idempotencyKey);
      expect(keys).toHaveLength(2);
      expect(new Set(keys).size).toBe(2);
    } finally {
      await gateway.close();
    }
  });
});
