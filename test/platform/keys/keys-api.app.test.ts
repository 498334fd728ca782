// The keys API: creation with the secret shown once, listing with cursors, rotation with a grace
// period, revocation at once here and within 5 s in another process on the same store.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManualClock } from '../../../src/lib/clock.ts';
import { AUTH_CACHE_TTL_MS } from '../../../src/platform/keys/keys-service.ts';
import { problemOf, startApp, type TestApp } from '../../harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => {
  await t.close();
});

async function createKey(body: object, key = t.admin) {
  return t.request({ method: 'POST', url: '/v1/keys', payload: body, key });
}

describe('POST /v1/keys', () => {
  it('creates a key whose secret is shown once and works at once', async () => {
    const response = await createKey({ name: 'ci', scopes: ['keys:read'], rate_limit: '100/60' });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      name: 'ci',
      scopes: ['keys:read'],
      rate_limit: '100/60',
      status: 'active',
    });
    expect(created.key).toMatch(/^vk_[0-9A-Za-z]{46}$/);
    expect(created.key.startsWith(created.start)).toBe(true);
    expect(response.headers.location).toBe(`/v1/keys/${created.id}`);

    const fetched = await t.request({ method: 'GET', url: `/v1/keys/${created.id}` });
    expect(fetched.json()).not.toHaveProperty('key');
    expect(fetched.body).not.toContain(created.key);
    expect((await t.request({ method: 'GET', url: '/v1/keys', key: created.key })).statusCode).toBe(200);
  });

  it('stores only the SHA-256 of the key', async () => {
    const created = (await createKey({ name: 'hashed', scopes: ['keys:read'] })).json();
    const row = await t.app.services.store.db
      .selectFrom('api_keys')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(created.key);
    expect(row.key_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses to grant scopes the calling key does not hold', async () => {
    const limited = await t.key(['keys:write']);
    const response = await createKey({ name: 'escalate', scopes: ['sites:read'] }, limited);
    expect(response.statusCode).toBe(403);
    expect(problemOf(response).detail).toContain('sites:read');
    expect((await createKey({ name: 'ok', scopes: ['keys:read'] }, limited)).statusCode).toBe(201);
  });

  it('points at each invalid field', async () => {
    const response = await createKey({ scopes: ['keys:read', 'nope'], rate_limit: '10', extra: true });
    expect(response.statusCode).toBe(400);
    const pointers = problemOf(response)
      .errors?.map((e) => e.pointer)
      .sort();
    expect(pointers).toEqual(['/extra', '/name', '/rate_limit', '/scopes/1']);
  });

  it('refuses an expiry in the past', async () => {
    const response = await createKey({
      name: 'past',
      scopes: ['keys:read'],
      expires_at: '2001-01-01T00:00:00Z',
    });
    expect(response.statusCode).toBe(400);
    expect(problemOf(response).errors).toEqual([{ pointer: '/expires_at', detail: 'must be in the future' }]);
  });
});

describe('GET /v1/keys', () => {
  it('pages newest first with an opaque cursor bound to the filters', async () => {
    const key = await t.key(['keys:write'], { workspace: 'paging' });
    for (let i = 0; i < 4; i++) await createKey({ name: `page ${i}`, scopes: ['keys:read'] }, key);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const response = await t.request({ method: 'GET', url: `/v1/keys?limit=2${query}`, key });
      expect(response.statusCode).toBe(200);
      const page = response.json();
      seen.push(...page.data.map((k: { name: string }) => k.name));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toEqual(['page 3', 'page 2', 'page 1', 'page 0', 'test key keys:write']);

    const first = (await t.request({ method: 'GET', url: '/v1/keys?limit=1', key })).json();
    const reused = await t.request({
      method: 'GET',
      url: `/v1/keys?limit=1&status=all&cursor=${first.next_cursor}`,
      key,
    });
    expect(reused.statusCode).toBe(400);
    expect(problemOf(reused).errors?.[0]?.pointer).toBe('/query/cursor');
  });

  it('lists revoked keys only when asked', async () => {
    const key = await t.key(['keys:write'], { workspace: 'statuses' });
    const doomed = (await createKey({ name: 'doomed', scopes: ['keys:read'] }, key)).json();
    await t.request({ method: 'DELETE', url: `/v1/keys/${doomed.id}`, key });
    const names = async (status: string) =>
      (await t.request({ method: 'GET', url: `/v1/keys?status=${status}`, key }))
        .json()
        .data.map((k: { name: string }) => k.name);
    expect(await names('active')).not.toContain('doomed');
    expect(await names('revoked')).toEqual(['doomed']);
    expect(await names('all')).toContain('doomed');
  });
});

describe('POST /v1/keys/:id/rotate', () => {
  it('returns a new key and keeps the old one working until its grace period ends', async () => {
    const clock = t.clock as ManualClock;
    const old = (await createKey({ name: 'rotating', scopes: ['keys:read'] })).json();
    const response = await t.request({
      method: 'POST',
      url: `/v1/keys/${old.id}/rotate`,
      payload: { grace_period_s: 60 },
    });
    expect(response.statusCode).toBe(201);
    const next = response.json();
    expect(next).toMatchObject({ name: 'rotating', scopes: ['keys:read'], status: 'active' });
    expect(next.key).not.toBe(old.key);

    const listWith = (token: string) => t.request({ method: 'GET', url: '/v1/keys', key: token });
    expect((await listWith(old.key)).statusCode).toBe(200);
    expect((await listWith(next.key)).statusCode).toBe(200);
    const oldNow = (await t.request({ method: 'GET', url: `/v1/keys/${old.id}` })).json();
    expect(oldNow.rotated_to).toBe(next.id);

    clock.advance(60_000);
    expect((await listWith(old.key)).statusCode).toBe(401);
    expect((await listWith(next.key)).statusCode).toBe(200);
  });

  it('rotates with the default grace period of a day when the body is empty', async () => {
    const old = (await createKey({ name: 'default grace', scopes: ['keys:read'] })).json();
    const response = await t.request({ method: 'POST', url: `/v1/keys/${old.id}/rotate` });
    expect(response.statusCode).toBe(201);
    const after = (await t.request({ method: 'GET', url: `/v1/keys/${old.id}` })).json();
    expect(Date.parse(after.expires_at) - t.clock.now()).toBe(86_400_000);
  });

  it('refuses to rotate a key twice, or a revoked key', async () => {
    const old = (await createKey({ name: 'twice', scopes: ['keys:read'] })).json();
    await t.request({ method: 'POST', url: `/v1/keys/${old.id}/rotate`, payload: {} });
    const again = await t.request({ method: 'POST', url: `/v1/keys/${old.id}/rotate`, payload: {} });
    expect(again.statusCode).toBe(409);
    expect(problemOf(again).code).toBe('conflict');

    const revoked = (await createKey({ name: 'gone', scopes: ['keys:read'] })).json();
    await t.request({ method: 'DELETE', url: `/v1/keys/${revoked.id}` });
    expect(
      (await t.request({ method: 'POST', url: `/v1/keys/${revoked.id}/rotate`, payload: {} })).statusCode,
    ).toBe(409);
  });
});

describe('DELETE /v1/keys/:id', () => {
  it('revokes at once in this process, and twice is still 204', async () => {
    const created = (await createKey({ name: 'revoke me', scopes: ['keys:read'] })).json();
    expect((await t.request({ method: 'GET', url: '/v1/keys', key: created.key })).statusCode).toBe(200);
    expect((await t.request({ method: 'DELETE', url: `/v1/keys/${created.id}` })).statusCode).toBe(204);
    expect((await t.request({ method: 'GET', url: '/v1/keys', key: created.key })).statusCode).toBe(401);
    expect((await t.request({ method: 'DELETE', url: `/v1/keys/${created.id}` })).statusCode).toBe(204);
  });

  it('reaches another process sharing the store within 5 seconds', async () => {
    expect(AUTH_CACHE_TTL_MS).toBeLessThanOrEqual(5_000);
    const store = { config: t.storeConfig, dispose: async () => {} };
    const other = await startApp({ store, clock: t.clock });
    try {
      const clock = t.clock as ManualClock;
      const created = (await createKey({ name: 'shared', scopes: ['keys:read'] })).json();
      const viaOther = () => other.request({ method: 'GET', url: '/v1/keys', key: created.key });
      expect((await viaOther()).statusCode).toBe(200);
      await t.request({ method: 'DELETE', url: `/v1/keys/${created.id}` });
      clock.advance(5_000);
      expect((await viaOther()).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });
});
