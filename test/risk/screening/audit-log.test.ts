// The screening audit trail: records reach the store through the writer thread on SQLite (and the
// store's own connection on PostgreSQL), each resolved only once stored (a screening is answered
// after its record commits), a refused batch rejects its records and is reported with what was
// lost, and a writer thread that cannot run hands its work to this thread.

import { beforeEach, describe, expect, it } from 'vitest';
import { createAuditLog, NOT_RECORDED_RETRY_AFTER_S } from '../../../src/risk/screening/audit-log.ts';
import type { ScreeningsTable } from '../../../src/store/database.ts';
import { migrateToLatest } from '../../../src/store/migrate.ts';
import { openStore } from '../../../src/store/store.ts';
import { useMigratedStore } from '../../fixtures/store-fixture.ts';
import { ALL_DIALECTS, createTestStore } from '../../stores.ts';

const WORKSPACE = 'ws_01jq3v8k9m0n1p2q3r4s5t6v7w';
let sequence = 0;
function row(overrides: Partial<ScreeningsTable> = {}): ScreeningsTable {
  sequence += 1;
  return {
    id: `scr_audit${String(sequence).padStart(8, '0')}`,
    workspace_id: WORKSPACE,
    key_id: null,
    kind: 'wallet',
    chain: 'ethereum',
    subject: `0x${String(sequence).padStart(40, '0')}`,
    request: '{"chain":"ethereum"}',
    result: '{"risk_score":0}',
    risk_score: 0,
    list_versions: '{"ofac_sdn":"2025-11-19"}',
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

/** Collects what the audit log reports as lost. */
function recordingLogger() {
  const errors: { lost: number; message: string }[] = [];
  const logger = {
    error: (fields: { lost: number }, message: string) => errors.push({ lost: fields.lost, message }),
  };
  return { errors, logger: logger as unknown as Parameters<typeof createAuditLog>[1] };
}

describe.each(ALL_DIALECTS)('screening audit log on %s', (dialect) => {
  const fixture = useMigratedStore(dialect, 'test');
  beforeEach(async () => {
    await fixture.store.db
      .insertInto('workspaces')
      .values({ id: WORKSPACE, name: 'audit', created_at: 0 })
      .execute();
  });

  const stored = async () =>
    (await fixture.store.db.selectFrom('screenings').select('id').orderBy('id').execute()).map((r) => r.id);

  it('resolves each record only once it is stored: no flush needed to find it', async () => {
    const audit = createAuditLog(fixture.store);
    const alone = row();
    await audit.record(alone);
    // Read straight from the store, not through the audit log: the record is committed.
    expect(await stored()).toEqual([alone.id]);
    await audit.close();
  });

  it('stores records that arrive together, more than one insert of them, each resolved once stored', async () => {
    const audit = createAuditLog(fixture.store);
    const rows = Array.from({ length: 750 }, () => row());
    await Promise.all(rows.map((r) => audit.record(r)));
    expect(await stored()).toEqual(rows.map((r) => r.id).sort());
    const [first] = rows;
    const kept = await fixture.store.db
      .selectFrom('screenings')
      .selectAll()
      .where('id', '=', first?.id ?? '')
      .execute();
    expect(kept).toEqual([first]);
    await audit.close();
  });

  it('flush() waits for the records handed in before it, not for a stream of screenings that goes on', async () => {
    const audit = createAuditLog(fixture.store);
    const before = row();
    const records = [audit.record(before)];
    let streaming = true;
    // A new screening every turn of the event loop, as under load, until flush() has resolved.
    const stream = (async () => {
      while (streaming) {
        records.push(audit.record(row()));
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    await audit.flush();
    streaming = false;
    await stream;
    expect(await stored()).toContain(before.id);
    await Promise.all(records);
    await audit.close();
  });

  it('rejects the records of a refused batch, reports how many it lost, and goes on with the next', async () => {
    const { errors, logger } = recordingLogger();
    const audit = createAuditLog(fixture.store, logger);
    const taken = row();
    await audit.record(taken);
    // Handed in together, so written together: the duplicate id fails the transaction for both.
    const refused = [audit.record(row({ id: taken.id })), audit.record(row())];
    for (const outcome of await Promise.allSettled(refused)) {
      expect(outcome.status).toBe('rejected');
      const error = outcome.status === 'rejected' ? outcome.reason : undefined;
      // A 503 saying when to try again, and the store's own error behind it as the store told it:
      // its code too, from the writer thread as well, so a full disk is known as the store's failure.
      expect(error).toMatchObject({ code: 'unavailable', retryAfterS: NOT_RECORDED_RETRY_AFTER_S });
      expect(fixture.store.dialect.isUniqueViolation((error as Error).cause)).toBe(true);
    }
    expect(errors).toEqual([{ lost: 2, message: 'writing screening audit records failed' }]);
    const after = row();
    await audit.record(after);
    await audit.close();
    expect(await stored()).toEqual([taken.id, after.id].sort());
  });
});

describe('screening audit log writer thread', () => {
  it('writes in this thread when the writer thread cannot open the file', async () => {
    const testStore = await createTestStore('sqlite');
    const store = await openStore(testStore.config);
    try {
      await migrateToLatest(store);
      await store.db
        .insertInto('workspaces')
        .values({ id: WORKSPACE, name: 'audit', created_at: 0 })
        .execute();
      const { errors, logger } = recordingLogger();
      // The thread is given a file it cannot open, so it fails at start; the store still works.
      const audit = createAuditLog({ ...store, sqliteFile: '/nonexistent/vigil/audit.db' }, logger);
      const rows = [row(), row(), row()];
      await Promise.all(rows.map((r) => audit.record(r)));
      await audit.record(row());
      await audit.close();
      expect(errors).toEqual([]);
      const count = await store.db.selectFrom('screenings').select('id').execute();
      expect(count).toHaveLength(4);
    } finally {
      await store.close();
      await testStore.dispose();
    }
  });
});
