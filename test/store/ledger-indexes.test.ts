/**
 * The tracking ledger's indexes (migration 0112), on SQLite and PostgreSQL (DATABASE_URL): a new
 * row enters the key's B-tree and no index of every row (SQLite keeps the row in the key's B-tree
 * itself), and every read of the ledger is still served by an index: the judged batch's reads of
 * its watches and subjects, a late replay's rows of one subject, and priming's rows still inside a
 * zone or in a running episode. And the service's SQLite connection keeps those B-trees' pages in a
 * page cache sized for them, not SQLite's default 2 MB.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { listLedger, listLedgerOf, noteMany, peekMany } from '../../src/geo/tracking/ledger-repo.ts';
import { SERVICE_PAGE_CACHE_KIB } from '../../src/store/sqlite-database.ts';
import { plansOfRun } from '../fixtures/query-plans.ts';
import { useMigratedStore } from '../fixtures/store-fixture.ts';
import { TEST_DIALECT } from '../stores.ts';

const fixture = useMigratedStore();
const sqlite = () => fixture.config.kind === 'sqlite';

/** The ledger's indexes other than its key, each with whether it is partial. */
async function secondaryIndexes(): Promise<{ name: string; partial: boolean }[]> {
  const { db } = fixture.store;
  if (sqlite()) {
    const { rows } = await sql<{ name: string; partial: number; origin: string }>`
      select name, partial, origin from pragma_index_list('tracking_ledger')`.execute(db);
    return rows
      .filter((row) => row.origin !== 'pk')
      .map((row) => ({ name: row.name, partial: row.partial === 1 }));
  }
  const { rows } = await sql<{ name: string; partial: boolean }>`
    select c.relname as name, i.indpred is not null as partial
      from pg_index i join pg_class c on c.oid = i.indexrelid
     where i.indrelid = 'tracking_ledger'::regclass and not i.indisprimary`.execute(db);
  return rows;
}

/** The plans of the reads `run` makes (its writes left out). */
async function readPlans(run: Parameters<typeof plansOfRun>[1]): Promise<string[]> {
  const plans = await plansOfRun(fixture, run);
  return plans.filter(({ sql: text }) => /^\s*select/i.test(text)).map(({ plan }) => plan);
}

/** How the plan reads the ledger through its key. */
const byKey = () =>
  sqlite() ? /SEARCH tracking_ledger USING PRIMARY KEY/ : /Index Scan (using|on) tracking_ledger_pk/;

describe('the tracking ledger (migration 0112)', () => {
  it('keeps a row in its key alone: the indexes beside it hold only the primed states', async () => {
    if (sqlite()) {
      const table = await sql<{ sql: string }>`
        select sql from sqlite_schema where type = 'table' and name = 'tracking_ledger'`.execute(
        fixture.store.db,
      );
      expect(table.rows[0]?.sql.toLowerCase()).toMatch(/without rowid\s*$/);
    }
    const indexes = await secondaryIndexes();
    expect(indexes.map((index) => index.name).sort()).toEqual([
      'tracking_ledger_inside',
      'tracking_ledger_running',
    ]);
    expect(indexes.every((index) => index.partial)).toBe(true);
  });

  it("reads a batch's watches and subjects by the key, noting and peeking", async () => {
    const items = [
      {
        watch: 'zone:rule:a',
        subject: 'ast_1',
        finding: { kind: 'crossing' as const, inside: true, since: 1 },
      },
      {
        watch: 'zone:rule:b',
        subject: 'ast_2',
        finding: { kind: 'crossing' as const, inside: true, since: 1 },
      },
    ];
    const { rowLocks } = fixture.store.dialect;
    const noted = await readPlans((db) => noteMany(db, { rowLocks, now: 2 }, items));
    const peeked = await readPlans((db) => peekMany(db, 0, items));
    for (const plan of [...noted, ...peeked]) {
      expect(plan).toMatch(byKey());
      expect(plan).not.toMatch(/SCAN tracking_ledger$|Seq Scan on tracking_ledger/m);
    }
    expect(noted.length).toBeGreaterThan(0);
  });

  it("reads one subject's rows (a late replay) as a range of the key", async () => {
    const [plan] = await readPlans((db) => listLedgerOf(db, 'zone:', 'ast_1'));
    expect(plan).toMatch(byKey());
  });

  it('primes from the rows inside a zone or in a running episode, through their own indexes', async () => {
    const [inside] = await readPlans((db) => listLedger(db, 'zone:', 'inside'));
    const [running] = await readPlans((db) => listLedger(db, 'episode:', 'running'));
    expect(inside).toContain('tracking_ledger_inside');
    expect(running).toContain('tracking_ledger_running');
  });
});

describe("the store's SQLite connection", () => {
  it.runIf(TEST_DIALECT === 'sqlite')(
    'keeps a page cache sized for the judged rows, not the default 2 MB',
    async () => {
      const { rows } = await sql<{ cache_size: number }>`pragma cache_size`.execute(fixture.store.db);
      // Negative: a size in KiB (SQLite's own default is -2000).
      expect(rows[0]?.cache_size).toBe(-SERVICE_PAGE_CACHE_KIB);
      expect(SERVICE_PAGE_CACHE_KIB).toBeGreaterThanOrEqual(32 * 1024);
    },
  );
});
