// The screening audit writer's thread leaves checkpoints to the store's checkpoint thread while
// that thread serves the file: a batch is answered once it is in the log, not after the log was
// copied back into the database file (two fsyncs). When the store's thread stops serving the file,
// the writer's connection checkpoints itself again, so the log cannot grow without end.
import { statSync } from 'node:fs';
import { sql } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { type AuditWriter, createAuditWriter } from '../../../src/risk/screening/audit-writer.ts';
import type { ScreeningsTable } from '../../../src/store/database.ts';
import { migrateToLatest } from '../../../src/store/migrate.ts';
import { openStore, type Store } from '../../../src/store/store.ts';
import { createTestStore, type TestStore } from '../../stores.ts';

const WORKSPACE = 'ws_01jq3v8k9m0n1p2q3r4s5t6v7w';
/** About 8 MB of records: two thousand pages and more, past the thousand of SQLite's own checkpoint. */
const RECORDS = 2000;
const PADDING = 'x'.repeat(4000);

let testStore: TestStore;
let store: Store | undefined;
let writer: AuditWriter | undefined;
afterEach(async () => {
  await writer?.close();
  await store?.close();
  await testStore.dispose();
});

let sequence = 0;
function records(count: number): ScreeningsTable[] {
  return Array.from({ length: count }, () => {
    sequence += 1;
    return {
      id: `scr_ckpt${String(sequence).padStart(8, '0')}`,
      workspace_id: WORKSPACE,
      key_id: null,
      kind: 'wallet',
      chain: 'ethereum',
      subject: `0x${String(sequence).padStart(40, '0')}`,
      request: '{"chain":"ethereum"}',
      result: JSON.stringify({ risk_score: 0, padding: PADDING }),
      risk_score: 0,
      list_versions: '{}',
      screened_at: 1_700_000_000_000 + sequence,
      address: `0x${String(sequence).padStart(40, '0')}`,
      risk_category: 'none',
      as_of: null,
      trigger: null,
      watch_id: null,
      policy_version: 0,
    };
  });
}

/** A migrated store on a fresh file, its log copied back, with the workspace the records name. */
async function openEmptyStore(): Promise<{ file: string; store: Store }> {
  testStore = await createTestStore('sqlite');
  const config = testStore.config;
  if (config.kind !== 'sqlite') throw new Error('a SQLite store was asked for');
  const opened = await openStore(config);
  await migrateToLatest(opened);
  await opened.db.insertInto('workspaces').values({ id: WORKSPACE, name: 'audit', created_at: 0 }).execute();
  await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(opened.db);
  return { file: config.file, store: opened };
}

const grownSince = (file: string, before: number) => statSync(file).size - before;

it('answers a batch once it is in the log, leaving the copy into the file to the checkpoint thread', async () => {
  const opened = await openEmptyStore();
  store = opened.store;
  writer = createAuditWriter(store);
  const before = statSync(opened.file).size;
  await writer.write(records(RECORDS));
  // Committed to the log only: the writer did not copy it back before answering.
  expect(grownSince(opened.file, before)).toBeLessThan(1_000_000);

  const deadline = Date.now() + 10_000;
  while (grownSince(opened.file, before) < 8_000_000) {
    if (Date.now() > deadline) throw new Error('the checkpoint thread did not copy the log back');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const count = await store.db
    .selectFrom('screenings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  expect(Number(count.n)).toBe(RECORDS);
});

it('checkpoints itself again once the checkpoint thread no longer serves the file', async () => {
  const opened = await openEmptyStore();
  writer = createAuditWriter(opened.store);
  // The thread starts with its first batch, while the store's checkpoint thread serves the file.
  await writer.write(records(1));
  // The store's connection hands the file back: the checkpoint thread lets go of it.
  await opened.store.close();
  const before = statSync(opened.file).size;
  await writer.write(records(RECORDS));
  // No other connection is left to copy the log back: the writer did, before it answered.
  expect(grownSince(opened.file, before)).toBeGreaterThan(4_000_000);
});
