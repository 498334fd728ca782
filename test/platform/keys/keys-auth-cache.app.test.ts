// The keys service's answer from memory (`cachedPrincipal`), which every authenticated request
// tries before the store: only an active key this process has read within the cache's lifetime.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManualClock } from '../../../src/lib/clock.ts';
import { generateKeyToken } from '../../../src/platform/keys/key-token.ts';
import { AUTH_CACHE_TTL_MS } from '../../../src/platform/keys/keys-service.ts';
import { startApp, type TestApp } from '../../harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => {
  await t.close();
});

describe('keys.cachedPrincipal', () => {
  it('knows a key only once this process has read it, and as authenticate does', async () => {
    const key = await t.key(['keys:read'], { workspace: 'cache-read', rateLimit: '10/60' });
    const { keys } = t.app.services;
    expect(keys.cachedPrincipal(key.token)).toBeUndefined();
    const read = await keys.authenticate(key.token);
    expect(read).toMatchObject({ keyId: key.keyId, workspaceId: key.workspaceId, scopes: ['keys:read'] });
    expect(keys.cachedPrincipal(key.token)).toBe(read);
  });

  it('asks the store again once the cache lifetime has passed', async () => {
    const key = await t.key(['keys:read'], { workspace: 'cache-ttl' });
    const { keys } = t.app.services;
    await keys.authenticate(key.token);
    (t.clock as ManualClock).advance(AUTH_CACHE_TTL_MS);
    expect(keys.cachedPrincipal(key.token)).toBeUndefined();
    await keys.authenticate(key.token);
    expect(keys.cachedPrincipal(key.token)?.keyId).toBe(key.keyId);
  });

  it('does not answer for a revoked key, an expired key or a token it never saw', async () => {
    const { keys } = t.app.services;
    const revoked = await t.key(['keys:read'], { workspace: 'cache-revoked' });
    await keys.authenticate(revoked.token);
    await keys.revoke(revoked.workspaceId, revoked.keyId);
    expect(keys.cachedPrincipal(revoked.token)).toBeUndefined();

    const expiring = await t.key(['keys:read'], {
      workspace: 'cache-expired',
      expiresAt: t.clock.now() + AUTH_CACHE_TTL_MS / 2,
    });
    await keys.authenticate(expiring.token);
    expect(keys.cachedPrincipal(expiring.token)?.keyId).toBe(expiring.keyId);
    (t.clock as ManualClock).advance(AUTH_CACHE_TTL_MS / 2);
    expect(keys.cachedPrincipal(expiring.token)).toBeUndefined();

    expect(keys.cachedPrincipal(generateKeyToken())).toBeUndefined();
    expect(keys.cachedPrincipal('not a key')).toBeUndefined();
  });
});

// Requests whose key is cached find it by the token itself, without hashing it: revoking or rotating
// the key must still take effect at once in this process, and within the cache's lifetime in another.
describe('a key found in the cache by its token', () => {
  const self = (key: { token: string }) => t.request({ method: 'GET', url: '/v1/keys/self', key: key.token });

  it('is refused at the next request once revoked, after requests answered from the cache', async () => {
    const key = await t.key(['keys:read'], { workspace: 'token-revoked' });
    const admin = await t.key(['keys:write'], { workspace: 'token-revoked' });
    for (let i = 0; i < 3; i++) expect((await self(key)).statusCode).toBe(200);
    expect(t.app.services.keys.cachedPrincipal(key.token)?.keyId).toBe(key.keyId);
    const revoked = await t.request({ method: 'DELETE', url: `/v1/keys/${key.keyId}`, key: admin });
    expect(revoked.statusCode).toBe(204);
    expect(t.app.services.keys.cachedPrincipal(key.token)).toBeUndefined();
    expect((await self(key)).statusCode).toBe(401);
    // Read again from the store, it stays refused; the key that revoked it is still known.
    expect((await self(key)).statusCode).toBe(401);
    expect((await self(admin)).statusCode).toBe(200);
  });

  it('is read again once rotated, and refused when its grace period ends', async () => {
    const key = await t.key(['keys:read'], { workspace: 'token-rotated' });
    const admin = await t.key(['keys:write'], { workspace: 'token-rotated' });
    expect((await self(key)).statusCode).toBe(200);
    const rotated = await t.request({
      method: 'POST',
      url: `/v1/keys/${key.keyId}/rotate`,
      key: admin,
      payload: { grace_period_s: 60 },
    });
    expect(rotated.statusCode).toBe(201);
    // Forgotten at once: the next request reads the key as it now stands (expiring at the grace's end).
    expect(t.app.services.keys.cachedPrincipal(key.token)).toBeUndefined();
    expect((await self(key)).statusCode).toBe(200);
    expect(t.app.services.keys.cachedPrincipal(key.token)?.keyId).toBe(key.keyId);
    (t.clock as ManualClock).advance(60_000);
    expect(t.app.services.keys.cachedPrincipal(key.token)).toBeUndefined();
    expect((await self(key)).statusCode).toBe(401);
    const successor = rotated.json<{ token: string }>();
    expect((await self(successor)).statusCode).toBe(200);
  });

  it('is refused once its cache lifetime has passed when another process revoked it', async () => {
    const key = await t.key(['keys:read'], { workspace: 'token-elsewhere' });
    expect((await self(key)).statusCode).toBe(200);
    // Another process revokes it: only the store knows.
    await t.app.services.store.db
      .updateTable('api_keys')
      .set({ revoked_at: t.clock.now() })
      .where('id', '=', key.keyId)
      .execute();
    expect((await self(key)).statusCode).toBe(200);
    (t.clock as ManualClock).advance(AUTH_CACHE_TTL_MS);
    expect((await self(key)).statusCode).toBe(401);
    expect(t.app.services.keys.cachedPrincipal(key.token)).toBeUndefined();
    expect((await self(key)).statusCode).toBe(401);
  });

  it('is never the answer for another token, even of the same workspace and scopes', async () => {
    const a = await t.key(['keys:read'], { workspace: 'token-two' });
    const b = await t.key(['keys:read'], { workspace: 'token-two' });
    await self(a);
    await self(b);
    expect(t.app.services.keys.cachedPrincipal(a.token)?.keyId).toBe(a.keyId);
    expect(t.app.services.keys.cachedPrincipal(b.token)?.keyId).toBe(b.keyId);
    const admin = await t.key(['keys:write'], { workspace: 'token-two' });
    await t.request({ method: 'DELETE', url: `/v1/keys/${a.keyId}`, key: admin });
    expect((await self(a)).statusCode).toBe(401);
    expect((await self(b)).statusCode).toBe(200);
  });
});
