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
