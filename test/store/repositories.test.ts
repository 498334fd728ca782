// The repository contract suite: the same cases on every dialect, against a real store.
import { beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/lib/clock.ts';
import { newId } from '../../src/lib/ids.ts';
import { createIdempotencyService } from '../../src/platform/idempotency/idempotency-service.ts';
import type { ApiKeyRow } from '../../src/platform/keys/keys-repo.ts';
import {
  findApiKey,
  findApiKeyByHash,
  insertApiKey,
  listApiKeys,
  updateApiKey,
} from '../../src/platform/keys/keys-repo.ts';
import {
  countWorkspaces,
  findWorkspaceByName,
  insertWorkspace,
  insertWorkspaceIfAbsent,
} from '../../src/platform/workspaces/workspaces-repo.ts';
import { useMigratedStore } from '../fixtures/store-fixture.ts';
import { ALL_DIALECTS } from '../stores.ts';

describe.each(ALL_DIALECTS)('repositories on %s', (dialect) => {
  const workspaceId = newId('workspace');

  const fixture = useMigratedStore(dialect);
  beforeAll(async () => {
    await insertWorkspace(fixture.store.db, { id: workspaceId, name: 'repo-test', created_at: 1 });
  });

  const keyRow = (overrides: Partial<ApiKeyRow> = {}): ApiKeyRow => ({
    id: newId('apiKey'),
    workspace_id: workspaceId,
    name: 'k',
    start: 'vk_abcdef',
    key_hash: newId('apiKey'),
    scopes: '["keys:read"]',
    rate_limit: null,
    created_at: 1_000,
    expires_at: null,
    revoked_at: null,
    rotated_to: null,
    ...overrides,
  });

  it('reports the dialect it runs on', () => {
    expect(fixture.store.dialect.name).toBe(dialect);
  });

  it('finds a workspace by name and refuses a duplicate name as a unique violation', async () => {
    expect((await findWorkspaceByName(fixture.store.db, 'repo-test'))?.id).toBe(workspaceId);
    const duplicate = insertWorkspace(fixture.store.db, {
      id: newId('workspace'),
      name: 'repo-test',
      created_at: 2,
    });
    const error = await duplicate.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(fixture.store.dialect.isUniqueViolation(error)).toBe(true);
    expect(fixture.store.dialect.isUniqueViolation(new Error('other'))).toBe(false);
  });

  it('inserts a workspace only when its name is free', async () => {
    const before = await countWorkspaces(fixture.store.db);
    expect(
      await insertWorkspaceIfAbsent(fixture.store.db, {
        id: newId('workspace'),
        name: 'fresh',
        created_at: 3,
      }),
    ).toBe(true);
    expect(
      await insertWorkspaceIfAbsent(fixture.store.db, {
        id: newId('workspace'),
        name: 'fresh',
        created_at: 4,
      }),
    ).toBe(false);
    expect(await countWorkspaces(fixture.store.db)).toBe(before + 1);
  });

  it('stores and reads back an API key with numbers as numbers', async () => {
    const row = keyRow({ expires_at: 1_800_000_000_000, rate_limit: '5/60' });
    await insertApiKey(fixture.store.db, row);
    expect(await findApiKeyByHash(fixture.store.db, row.key_hash)).toEqual(row);
    expect(await findApiKey(fixture.store.db, workspaceId, row.id)).toEqual(row);
    expect(await findApiKey(fixture.store.db, newId('workspace'), row.id)).toBeUndefined();
  });

  it('lists keys newest first, pages by id, and filters by status', async () => {
    const ws = newId('workspace');
    await insertWorkspace(fixture.store.db, { id: ws, name: `list-${dialect}`, created_at: 1 });
    const rows: ApiKeyRow[] = [];
    for (let i = 0; i < 5; i++) {
      const row = keyRow({ workspace_id: ws, key_hash: newId('apiKey') });
      rows.push(row);
      await insertApiKey(fixture.store.db, row);
    }
    const ids = rows.map((r) => r.id).reverse();
    const first = await listApiKeys(fixture.store.db, ws, { status: 'all', now: 2_000, limit: 2 });
    expect(first.map((r) => r.id)).toEqual(ids.slice(0, 2));
    const second = await listApiKeys(fixture.store.db, ws, {
      status: 'all',
      now: 2_000,
      limit: 10,
      before: first[1]?.id,
    });
    expect(second.map((r) => r.id)).toEqual(ids.slice(2));

    const [revoked, expired] = rows;
    await updateApiKey(fixture.store.db, ws, revoked?.id ?? '', { revoked_at: 1_500 });
    await updateApiKey(fixture.store.db, ws, expired?.id ?? '', { expires_at: 1_500 });
    const active = await listApiKeys(fixture.store.db, ws, { status: 'active', now: 2_000, limit: 10 });
    expect(active).toHaveLength(3);
    expect(
      (await listApiKeys(fixture.store.db, ws, { status: 'revoked', now: 2_000, limit: 10 })).map(
        (r) => r.id,
      ),
    ).toEqual([revoked?.id]);
    expect(
      (await listApiKeys(fixture.store.db, ws, { status: 'expired', now: 2_000, limit: 10 })).map(
        (r) => r.id,
      ),
    ).toEqual([expired?.id]);
  });

  const id = (key: string, credential = 'key_one') => ({ workspaceId, credential, key });

  it('claims an idempotency key once, replays it when completed, and frees it on release', async () => {
    const clock = new ManualClock(10_000);
    const idempotency = createIdempotencyService({ store: fixture.store, clock });
    expect(await idempotency.claim(id('k1'), 'f1')).toEqual({ kind: 'claimed' });
    await expect(idempotency.claim(id('k1'), 'f1')).rejects.toMatchObject({ code: 'conflict' });
    await expect(idempotency.claim(id('k1'), 'f2')).rejects.toMatchObject({
      code: 'idempotency_mismatch',
    });
    const response = { statusCode: 201, headers: { 'content-type': 'application/json' }, body: '{"a":1}' };
    await idempotency.complete(id('k1'), response);
    expect(await idempotency.claim(id('k1'), 'f1')).toEqual({ kind: 'replay', response });

    await idempotency.release(id('k1'));
    expect(await idempotency.claim(id('k1'), 'f2')).toEqual({ kind: 'claimed' });
  });

  it('keeps each credential’s idempotency keys apart: another sees neither the record nor a mismatch', async () => {
    const clock = new ManualClock(20_000);
    const idempotency = createIdempotencyService({ store: fixture.store, clock });
    const response = { statusCode: 201, headers: {}, body: '{"made":"by one"}' };
    expect(await idempotency.claim(id('shared', 'key_one'), 'f1')).toEqual({ kind: 'claimed' });
    await idempotency.complete(id('shared', 'key_one'), response);
    // The same key from another credential, with the same request or another: a claim of its own.
    expect(await idempotency.claim(id('shared', 'key_two'), 'f1')).toEqual({ kind: 'claimed' });
    expect(await idempotency.claim(id('shared', 'oac_three'), 'f2')).toEqual({ kind: 'claimed' });
    expect(await idempotency.claim(id('shared', 'key_one'), 'f1')).toEqual({ kind: 'replay', response });
  });

  it('lets an idempotency key be reused after 24 hours and sweeps expired records', async () => {
    const clock = new ManualClock(50_000);
    const idempotency = createIdempotencyService({ store: fixture.store, clock });
    expect(await idempotency.claim(id('old'), 'f1')).toEqual({ kind: 'claimed' });
    clock.advance(24 * 60 * 60 * 1000);
    expect(await idempotency.claim(id('old'), 'f2')).toEqual({ kind: 'claimed' });
    await idempotency.claim(id('stale'), 'f');
    clock.advance(24 * 60 * 60 * 1000 + 1);
    expect(await idempotency.sweep()).toBeGreaterThanOrEqual(2);
  });
});
