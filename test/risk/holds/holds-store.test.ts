// The store itself keeps one active hold per transaction and workspace, on every dialect, whoever
// writes: the guarantee placing relies on when requests race.
import { describe, expect, it } from 'vitest';
import { newId } from '../../../src/lib/ids.ts';
import type { HoldsTable } from '../../../src/store/database.ts';
import { useMigratedStore } from '../../fixtures/store-fixture.ts';
import { ALL_DIALECTS } from '../../stores.ts';

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
  const fixture = useMigratedStore(dialect, 'test');

  it('refuses a second active hold on a transaction, and allows ended ones beside it', async () => {
    const workspaces = [newId('workspace'), newId('workspace')];
    for (const id of workspaces) {
      await fixture.store.db.insertInto('workspaces').values({ id, name: id, created_at: 1 }).execute();
    }
    const [mine = '', theirs = ''] = workspaces;
    await fixture.store.db.insertInto('holds').values(hold(mine, 'active')).execute();
    const second = fixture.store.db.insertInto('holds').values(hold(mine, 'active')).execute();
    await expect(second).rejects.toSatisfy((error) => fixture.store.dialect.isUniqueViolation(error));

    await fixture.store.db
      .insertInto('holds')
      .values([
        hold(mine, 'released'),
        hold(mine, 'expired'),
        hold(theirs, 'active'),
        hold(mine, 'active', `0x${'cd'.repeat(32)}`),
      ])
      .execute();
    const active = await fixture.store.db
      .selectFrom('holds')
      .select('workspace_id')
      .where('status', '=', 'active')
      .where('tx_hash', '=', TX)
      .execute();
    expect(active.map((row) => row.workspace_id).sort()).toEqual([...workspaces].sort());
  });
});
