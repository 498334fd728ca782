// Migration 0040 turns a store's transfers into claims and facts without losing or changing an
// answer: a transfer some workspace sent as an event becomes that workspace's claim (one copy per
// workspace that sent it); one no event names came from `vigil import transfers`, which every
// workspace saw, and becomes a claim of every workspace. Amounts stored as doubles become the
// decimal text each double stands for, in the asset's units, with the chain's own coin named where
// no asset was.
import { type Kysely, type Migration, Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/store/migrate.ts';
import { migrations } from '../../src/store/migrations/index.ts';
import { openStore } from '../../src/store/store.ts';
import { ALL_DIALECTS, createTestStore } from '../stores.ts';

/** The last migration before transfers had owners. */
const BEFORE = '0021-alert-rule-status';
const TX_SENT = `0x${'a1'.repeat(32)}`;
const TX_IMPORTED = `0x${'b2'.repeat(32)}`;
const BTC_TX = 'c3'.repeat(32);

describe.each(ALL_DIALECTS)('migration 0040 on %s', (dialect) => {
  it('makes each stored transfer the claim of the workspaces that saw it, amounts exact', async () => {
    const testStore = await createTestStore(dialect);
    const store = await openStore(testStore.config);
    try {
      const migrator = new Migrator({
        db: store.db,
        provider: { getMigrations: async () => migrations as Record<string, Migration> },
        ...(store.schema ? { migrationTableSchema: store.schema } : {}),
      });
      const before = await migrator.migrateTo(BEFORE);
      expect(before.error).toBeUndefined();
      const db = store.db as Kysely<unknown>;
      await sql`INSERT INTO workspaces (id, name, created_at) VALUES ('ws_a', 'a', 1), ('ws_b', 'b', 1)`.execute(
        db,
      );
      // Workspace A sent the first transaction as an event; the second was imported.
      const data = JSON.stringify({
        chain: 'ethereum',
        tx_hash: TX_SENT,
        from: '0x01',
        to: '0x02',
        amount: 0.1,
      });
      await sql`INSERT INTO ingested_events (id, workspace_id, type, occurred_at, data, received_at)
        VALUES ('ing_1', 'ws_a', 'transfer.observed', 1000, ${data}, 1000)`.execute(db);
      await sql`INSERT INTO transfers (id, chain, tx_hash, from_address, to_address, amount, asset, occurred_at, created_at)
        VALUES ('xfer_1', 'ethereum', ${TX_SENT}, '0x01', '0x02', ${0.1}, NULL, 1000, 1000),
               ('xfer_2', 'ethereum', ${TX_IMPORTED}, '0x03', '0x04', ${1.2345678901234568e29}, 'usdt', 2000, 2000),
               ('xfer_3', 'bitcoin', ${BTC_TX}, 'bc1qin', 'bc1qout', ${1e-7}, NULL, 3000, 3000)`.execute(db);
      await sql`INSERT INTO chain_transactions (chain, tx_hash, inputs, outputs, occurred_at, seq)
        VALUES ('bitcoin', ${BTC_TX}, ${JSON.stringify([{ address: 'bc1qin', amount: 1e-7 }])},
          ${JSON.stringify([{ address: 'bc1qout', amount: 1e-7 }])}, 3000, 1)`.execute(db);

      await migrateToLatest(store);

      const { rows } = await sql<{
        owner: string;
        tx_hash: string;
        amount: string;
        asset: string;
        source: string;
      }>`
        SELECT owner, tx_hash, amount, asset, source FROM transfers ORDER BY tx_hash, owner`.execute(db);
      expect(rows.map((r) => [r.tx_hash, r.owner, r.amount, r.asset])).toEqual(
        [
          [TX_SENT, 'ws_a', '0.1', 'ETH'],
          [TX_IMPORTED, 'ws_a', '123456789012345680000000000000', 'USDT'],
          [TX_IMPORTED, 'ws_b', '123456789012345680000000000000', 'USDT'],
          [BTC_TX, 'ws_a', '0.0000001', 'BTC'],
          [BTC_TX, 'ws_b', '0.0000001', 'BTC'],
        ].sort((x, y) => `${x[0]} ${x[1]}`.localeCompare(`${y[0]} ${y[1]}`)),
      );
      const transactions = await sql<{ owner: string; inputs: string; asset: string }>`
        SELECT owner, inputs, asset FROM chain_transactions ORDER BY owner`.execute(db);
      expect(transactions.rows.map((r) => [r.owner, JSON.parse(r.inputs), r.asset])).toEqual([
        ['ws_a', [{ address: 'bc1qin', amount: '0.0000001' }], 'BTC'],
        ['ws_b', [{ address: 'bc1qin', amount: '0.0000001' }], 'BTC'],
      ]);
    } finally {
      await store.close();
      await testStore.dispose();
    }
  });
});
