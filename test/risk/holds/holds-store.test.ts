// The store itself keeps one active hold per transaction and workspace, on every dialect, whoever
// writes: the guarantee placing relies on when requests race.
import { afterEach, describe, expect, it } from 'vitest';
import { newId } from '../../../src/lib/ids.ts';
import type { HoldsTable } from '../../../src/store/database.ts';
import { migrateToLatest } from '../../../src/store/migrate.ts';
import { openStore, type Store } from '../../../src/store/store.ts';
import { ALL_DIALECTS, createTestStore, type TestStore } from '../../harness.ts';

const TX = `0x${'ab'.repeat(32)}`;

function hold(workspaceId: string, status: HoldsTable['status'], txHash = TX): HoldsTable {
  return {
    id: newId('hold'),
    workspace_id: workspaceId,
    chain: 'ethereum',
    tx_hash: txHash,
    transfer_id: null,
    reason: 'Store check.',
    threat_id: null,
    status,
    expires_at: null,
    placed_by: newId('apiKey'),
    created_at: 1,
    released_at: null,
    released_by: null,
    release_reason: null,
    updated_at: 1,
  };
}

describe.each(ALL_DIALECTS)('the holds table on %s', (dialect) => {
  let testStore: TestStore;
  let store: Store;
  afterEach(async () => {
    await store.close();
    await testStore.dispose();
  });

  it('refuses a second active hold on a transaction, and allows ended ones beside it', async () => {
    testStore = await createTestStore(dialect);
    store = await openStore(testStore.config);
    await migrateToLatest(store);
    const workspaces = [newId('workspace'), newId('workspace')];
    for (const id of workspaces) {
      await store.db.insertInto('workspaces').values({ id, name: id, created_at: 1 }).execute();
    }
    const [mine = '', theirs = ''] = workspaces;
    await store.db.insertInto('holds').values(hold(mine, 'active')).execute();
    const second = store.db.insertInto('holds').values(hold(mine, 'active')).execute();
    await expect(second).rejects.toSatisfy((error) => store.dialect.isUniqueViolation(error));

    await store.db
      .insertInto('holds')
      .values([
        hold(mine, 'released'),
        hold(mine, 'expired'),
        hold(theirs, 'active'),
        hold(mine, 'active', `0x${'cd'.repeat(32)}`),
      ])
      .execute();
    const active = await store.db
      .selectFrom('holds')
      .select('workspace_id')
      .where('status', '=', 'active')
      .where('tx_hash', '=', TX)
      .execute();
    expect(active.map((row) => row.workspace_id).sort()).toEqual([...workspaces].sort());
  });
});
