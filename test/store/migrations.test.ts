// Migrations: they run to the latest version, undo cleanly, and run once when processes race.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateDownToNothing, migrateToLatest } from '../../src/store/migrate.ts';
import { migrations } from '../../src/store/migrations/index.ts';
import { openStore, type Store } from '../../src/store/store.ts';
import { ALL_DIALECTS, createTestStore } from '../stores.ts';

const MIGRATE_SCRIPT = fileURLToPath(new URL('../fixtures/migrate-store.ts', import.meta.url));

function migrateInChildProcess(storeConfig: string): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [MIGRATE_SCRIPT, storeConfig], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', resolve);
  });
}

const ALL_TABLES = [
  'address_labels',
  'agent_alerts',
  'agent_pending_events',
  'agent_stats',
  'agent_stats_minutes',
  'agent_workspaces',
  'alert_rules',
  'alert_undone_transfers',
  'api_keys',
  'asset_events',
  'asset_follows',
  'asset_group_members',
  'asset_groups',
  'asset_identity',
  'asset_prices',
  'asset_silences',
  'assets',
  'case_items',
  'cases',
  'chain_approvals',
  'chain_follows',
  'chain_heads',
  'chain_reads',
  'chain_transaction_reads',
  'chain_transactions',
  'compliance_settings',
  'detection_chips',
  'detection_revisions',
  'detections',
  'engine_checkpoints',
  'engine_feed',
  'feed_sources',
  'health_probe',
  'hold_history',
  'holds',
  'idempotency_keys',
  'imagery_findings',
  'imagery_mutes',
  'imagery_observations',
  'imagery_scans',
  'imagery_scenes',
  'imagery_tuning',
  'imagery_tuning_log',
  'ingested_events',
  'jobs',
  'ledger_backfills',
  'list_entries',
  'list_entry_history',
  'list_identifiers',
  'list_versions',
  'oauth_clients',
  'oauth_tokens',
  'outbox_events',
  'own_wallets',
  'ports',
  'positions',
  'reports',
  'risk_policies',
  'sar_drafts',
  'screenings',
  'signing_keys',
  'sites',
  'threat_alerts',
  'threat_correlation',
  'threat_history',
  'threat_keys',
  'threats',
  'tracking_episodes',
  'tracking_ledger',
  'transfers',
  'watch_imports',
  'watches',
  'webhook_deliveries',
  'webhook_endpoints',
  'workspaces',
];

/** The store's own tables: on PostgreSQL, other test files' schemas share the database. */
async function tableNames(store: Store): Promise<string[]> {
  const tables = await store.db.introspection.getTables();
  return tables
    .filter((t) => store.schema === undefined || t.schema === store.schema)
    .map((t) => t.name)
    .filter((name) => !name.startsWith('kysely_'))
    .sort();
}

describe.each(ALL_DIALECTS)('migrations on %s', (dialect) => {
  it('migrate up, all the way down, and up again', async () => {
    const testStore = await createTestStore(dialect);
    const store = await openStore(testStore.config);
    try {
      await migrateToLatest(store);
      expect(await tableNames(store)).toEqual(ALL_TABLES);
      await migrateDownToNothing(store);
      expect(await tableNames(store)).toEqual([]);
      await migrateToLatest(store);
      expect(await tableNames(store)).toEqual(ALL_TABLES);
    } finally {
      await store.close();
      await testStore.dispose();
    }
  });

  it('upgrades a store that ran a later block: a migration numbered below its last one runs too', async () => {
    const testStore = await createTestStore(dialect);
    const store = await openStore(testStore.config);
    try {
      // The release before the chain reads: 0080 came after 0100 had shipped (and 0083, which
      // indexes 0080's tables, later still).
      const names = Object.keys(migrations).sort();
      const { '0080-chain-reads': _later, '0083-fact-blocks': _indexes, ...earlier } = migrations;
      await migrateToLatest(store, earlier);
      await migrateToLatest(store);
      expect(await tableNames(store)).toEqual(ALL_TABLES);
      const ran = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
        store.db,
      );
      expect(ran.rows.map((row) => row.name)).toEqual(names);
    } finally {
      await store.close();
      await testStore.dispose();
    }
  });

  it('applies each migration once when several processes start together', async () => {
    const testStore = await createTestStore(dialect);
    try {
      const codes = await Promise.all(
        [1, 2, 3].map(() => migrateInChildProcess(JSON.stringify(testStore.config))),
      );
      expect(codes).toEqual([0, 0, 0]);
      const store = await openStore(testStore.config);
      try {
        const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(store.db);
        expect(applied.rows.map((r) => r.name).sort()).toEqual(Object.keys(migrations).sort());
      } finally {
        await store.close();
      }
    } finally {
      await testStore.dispose();
    }
  });
});

describe.skipIf(!process.env.DATABASE_URL)('migrations on postgres beside other schemas', () => {
  it('migrates while other connections create and drop schemas of their own', async () => {
    const testStore = await createTestStore('postgres');
    const store = await openStore(testStore.config);
    const neighbour = await createTestStore('postgres');
    const churnStore = await openStore(neighbour.config);
    let churning = true;
    // Schemas with tables in them, created and dropped as fast as one connection can: the stock
    // introspector named each one in has_schema_privilege() and failed when one vanished mid-read.
    const churn = (async () => {
      for (let i = 0; churning; i += 1) {
        const name = `churn_${process.pid}_${i}`;
        await sql
          .raw(`create schema ${name}; create table ${name}.t (id serial primary key)`)
          .execute(churnStore.db);
        await sql.raw(`drop schema ${name} cascade`).execute(churnStore.db);
      }
    })();
    try {
      for (let round = 0; round < 40; round += 1) {
        await migrateToLatest(store);
        expect((await store.db.introspection.getTables()).every((t) => t.schema === store.schema)).toBe(true);
      }
      expect(await tableNames(store)).toEqual(ALL_TABLES);
    } finally {
      churning = false;
      await churn;
      await churnStore.close();
      await store.close();
      await neighbour.dispose();
      await testStore.dispose();
    }
  });
});

describe.skipIf(!process.env.DATABASE_URL)('opening a new PostgreSQL schema', () => {
  it('creates it once when many processes open it together', async () => {
    for (let round = 0; round < 5; round += 1) {
      const testStore = await createTestStore('postgres');
      const stores = await Promise.all(Array.from({ length: 8 }, () => openStore(testStore.config)));
      await Promise.all(stores.map((store) => store.close()));
      await testStore.dispose();
    }
  });
});
