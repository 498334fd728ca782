/**
 * `StoreDialect.pairIn`, the judged batch's reads of the tracking ledger and of the asset events by
 * (watch, subject): on PostgreSQL the pairs are bound as two arrays, so the statement is one text
 * whatever their number and its planner no longer meets an OR of one index condition per pair (the
 * largest planning cost of a judged batch); on SQLite a list of row values. Checked on the rows
 * found (keys an array literal would have to quote included), on the statement's text, and on the
 * plans of the two reads (the ledger's key, the open events' index).
 */
import { type Compilable, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { keyBatches } from '../../src/store/batches.ts';
import { useMigratedStore } from '../fixtures/store-fixture.ts';

const fixture = useMigratedStore();

/** Keys an array literal quotes or escapes: commas, quotes, braces, a backslash, spaces, NULL. */
const AWKWARD = ['zone:rule:a,b', 'say "hi"', '{x}', 'back\\slash', 'two words', 'NULL', 'ast_1+ast_2'];

async function planOf(query: Compilable): Promise<string> {
  const { db } = fixture.store;
  const compiled = query.compile();
  if (fixture.config.kind === 'sqlite') {
    const rows = await db.executeQuery<{ detail: string }>({
      ...compiled,
      sql: `EXPLAIN QUERY PLAN ${compiled.sql}`,
    });
    return rows.rows.map((row) => row.detail).join('\n');
  }
  return db.transaction().execute(async (tx) => {
    await sql`SET LOCAL enable_seqscan = off`.execute(tx);
    const rows = await tx.executeQuery<{ 'QUERY PLAN': string }>({
      ...compiled,
      sql: `EXPLAIN ${compiled.sql}`,
    });
    return rows.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

async function ledgerRows(pairs: [string, string][]) {
  const { db } = fixture.store;
  await db
    .insertInto('tracking_ledger')
    .values(
      pairs.map(([watch, subject]) => ({
        watch,
        subject,
        state: 'inside',
        since: 1,
        told_at: 1,
        spans: null,
        updated_at: 1,
      })),
    )
    .execute();
}

describe('pairs of keys (StoreDialect.pairIn)', () => {
  it('finds exactly the rows of the pairs asked for, whatever characters the keys hold', async () => {
    const { db, dialect } = fixture.store;
    const stored: [string, string][] = AWKWARD.flatMap((watch) =>
      AWKWARD.map((subject): [string, string] => [watch, subject]),
    );
    await ledgerRows(stored);
    // Every other stored pair, and pairs that are not stored (a watch with another's subject).
    const asked: [string, string][] = [
      ...stored.filter((_, i) => i % 2 === 0),
      ['zone:rule:a', 'b'],
      ['zone:rule:a,b', 'missing'],
    ];
    const rows = await db
      .selectFrom('tracking_ledger')
      .select(['watch', 'subject'])
      .where(dialect.pairIn(['watch', 'subject'], asked))
      .execute();
    const found = rows.map((row) => `${row.watch}|${row.subject}`).sort();
    expect(found).toEqual(
      stored
        .filter((_, i) => i % 2 === 0)
        .map(([w, s]) => `${w}|${s}`)
        .sort(),
    );
    const none = await db
      .selectFrom('tracking_ledger')
      .select('watch')
      .where(dialect.pairIn(['watch', 'subject'], []))
      .execute();
    expect(none).toEqual([]);
  });

  it('is one statement for any number of pairs on PostgreSQL, a list of row values on SQLite', async () => {
    const { db, dialect } = fixture.store;
    const read = (n: number) =>
      db
        .selectFrom('tracking_ledger')
        .selectAll()
        .where(
          dialect.pairIn(
            ['watch', 'subject'],
            Array.from({ length: n }, (_, i): [string, string] => [`zone:${i}`, `ast_${i}`]),
          ),
        )
        .compile();
    if (fixture.config.kind === 'postgres') {
      expect(read(300).sql).toBe(read(2).sql);
      expect(read(300).parameters).toHaveLength(2);
      // Nor cut into powers of two: 700 keys are two reads (500 a read), not six.
      expect(keyBatches(Array.from({ length: 700 }), dialect).map((b) => b.length)).toEqual([500, 200]);
    } else {
      expect(read(3).sql).toContain('in ((?, ?), (?, ?), (?, ?))');
      // Each length its own statement, prepared once: powers of two (500 as 256 … 4, 200 as 128, 64, 8).
      expect(keyBatches(Array.from({ length: 700 }), dialect).map((b) => b.length)).toEqual([
        256, 128, 64, 32, 16, 4, 128, 64, 8,
      ]);
    }
  });

  it('reads the ledger by its key and the open events by their index', async () => {
    const { db, dialect } = fixture.store;
    const pairs: [string, string][] = [
      ['zone:rule:a', 'ast_1'],
      ['zone:rule:b', 'ast_2'],
    ];
    const ledger = db
      .selectFrom('tracking_ledger')
      .selectAll()
      .where(dialect.pairIn(['watch', 'subject'], pairs))
      .orderBy('watch')
      .orderBy('subject');
    const openEvents = db
      .selectFrom('asset_events')
      .select(['id', 'watch', 'subject'])
      .where(dialect.pairIn(['watch', 'subject'], pairs))
      .where('ended_at', 'is', null);
    if (fixture.config.kind === 'postgres') {
      // A look-up by both keys per pair (the key, or the (subject, watch) index), no scan of the table.
      expect(await planOf(ledger)).toMatch(
        /Index Scan using tracking_ledger_\w+ on tracking_ledger[^\n]*\n\s*Index Cond: \(\(\w+ = unnest\.\w+\) AND \(\w+ = unnest\.\w+\)\)/,
      );
      expect(await planOf(openEvents)).toMatch(/Index Scan using asset_events_open /);
    } else {
      expect(await planOf(ledger)).toMatch(/USING (PRIMARY KEY|INDEX sqlite_autoindex_tracking_ledger)/);
      expect(await planOf(openEvents)).toContain('asset_events_open ');
    }
  });
});
