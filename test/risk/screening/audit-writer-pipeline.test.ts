// The screening audit log on SQLite hands each turn's records to the writer thread even while the
// thread is writing a batch: the thread stores the batches that waited in its next transaction
// without the main thread having to receive one batch's answer before it hands in the next. A
// batch in such a shared transaction is refused for its own rows only.
import { DatabaseSync } from 'node:sqlite';
import { afterEach, expect, it } from 'vitest';
import { type AuditLog, createAuditLog } from '../../../src/risk/screening/audit-log.ts';
import type { ScreeningsTable } from '../../../src/store/database.ts';
import { migrateToLatest } from '../../../src/store/migrate.ts';
import { openStore, type Store } from '../../../src/store/store.ts';
import { createTestStore, type TestStore } from '../../harness.ts';

const WORKSPACE = 'ws_01jq3v8k9m0n1p2q3r4s5t6v7w';

let testStore: TestStore;
let store: Store | undefined;
let audit: AuditLog | undefined;
let locker: DatabaseSync | undefined;
afterEach(async () => {
  if (locker?.isTransaction) locker.exec('ROLLBACK');
  locker?.close();
  locker = undefined;
  await audit?.close();
  audit = undefined;
  await store?.close();
  store = undefined;
  await testStore.dispose();
});

let sequence = 0;
function row(overrides: Partial<ScreeningsTable> = {}): ScreeningsTable {
  sequence += 1;
  return {
    id: `scr_pipe${String(sequence).padStart(8, '0')}`,
    workspace_id: WORKSPACE,
    key_id: null,
    kind: 'wallet',
    chain: 'ethereum',
    subject: `0x${String(sequence).padStart(40, '0')}`,
    request: '{"chain":"ethereum"}',
    result: '{"risk_score":0}',
    risk_score: 0,
    list_versions: '{}',
    screened_at: 1_700_000_000_000 + sequence,
    address: null,
    risk_category: 'none',
    as_of: null,
    trigger: null,
    watch_id: null,
    policy_version: 0,
    ...overrides,
  };
}

/** A migrated store on a fresh file, the audit log on it (its thread started), and a second connection. */
async function openAudit(): Promise<{ file: string; audit: AuditLog; locker: DatabaseSync }> {
  testStore = await createTestStore('sqlite');
  const { config } = testStore;
  if (config.kind !== 'sqlite') throw new Error('a SQLite store was asked for');
  store = await openStore(config);
  await migrateToLatest(store);
  await store.db.insertInto('workspaces').values({ id: WORKSPACE, name: 'audit', created_at: 0 }).execute();
  audit = createAuditLog(store);
  // The first record starts the thread: the batches below find it running.
  await audit.record(row());
  locker = new DatabaseSync(config.file);
  return { file: config.file, audit, locker };
}

/** The end of this turn of the event loop: the audit log has handed this turn's records in. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** Sleeps this thread without turning its event loop: nothing reaches it meanwhile. */
function blockFor(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

it('hands a batch to the writer thread while the last is being written: stored with this thread held', async () => {
  const opened = await openAudit();
  // Another connection holds the write lock: the thread's next transaction waits for it.
  opened.locker.exec('BEGIN IMMEDIATE');
  const first = row();
  const second = row();
  const records = [opened.audit.record(first)];
  await nextTurn();
  records.push(opened.audit.record(second));
  await nextTurn();
  // From here this thread does not turn until the second record is in the file, so it never hears
  // the first batch's answer: only a batch already handed to the writer thread can be stored.
  opened.locker.exec('COMMIT');
  const reader = new DatabaseSync(opened.file, { readOnly: true });
  const find = reader.prepare('SELECT id FROM screenings WHERE id = ?');
  const deadline = Date.now() + 10_000;
  let found = false;
  while (!found && Date.now() < deadline) {
    found = find.get(second.id) !== undefined;
    if (!found) blockFor(10);
  }
  reader.close();
  expect(found).toBe(true);
  await Promise.all(records);
});

it('refuses a batch stored in a shared transaction for its own rows only', async () => {
  const opened = await openAudit();
  const taken = row();
  await opened.audit.record(taken);
  opened.locker.exec('BEGIN IMMEDIATE');
  // Three turns, three batches: the first waits for the lock in the thread while the other two
  // arrive, and those two go in one transaction, which the duplicate id fails.
  const alone = opened.audit.record(row());
  await nextTurn();
  const duplicate = opened.audit.record(row({ id: taken.id }));
  await nextTurn();
  const good = row();
  const after = opened.audit.record(good);
  await nextTurn();
  opened.locker.exec('COMMIT');
  const [aloneOutcome, duplicateOutcome, afterOutcome] = await Promise.allSettled([alone, duplicate, after]);
  expect(aloneOutcome.status).toBe('fulfilled');
  expect(duplicateOutcome).toMatchObject({ status: 'rejected', reason: { code: 'unavailable' } });
  expect(afterOutcome.status).toBe('fulfilled');
  const kept = opened.locker.prepare('SELECT id FROM screenings WHERE id = ?').get(good.id);
  expect(kept).toEqual({ id: good.id });
});

it('flush() waits for every batch handed in before it, not only the first answered', async () => {
  const opened = await openAudit();
  opened.locker.exec('BEGIN IMMEDIATE');
  const records = [opened.audit.record(row())];
  await nextTurn();
  records.push(opened.audit.record(row()));
  await nextTurn();
  let flushed = false;
  const flushing = opened.audit.flush().then(() => {
    flushed = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(flushed).toBe(false);
  opened.locker.exec('COMMIT');
  await flushing;
  const stored = opened.locker.prepare('SELECT count(*) AS n FROM screenings').get();
  expect(stored).toEqual({ n: 3 });
  await Promise.all(records);
});
