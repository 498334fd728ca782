/**
 * The judged batch's reads of the tracking ledger and of the asset events by (watch, subject) on
 * PostgreSQL (store/pair-probes.ts): the pairs bound as two arrays, each looked up by its own index
 * probe, one statement whatever their number. Checked on the rows found (keys an array literal has
 * to quote included), on the statement's text, on the plan (a probe a pair, never a scan of the
 * table however the planner weighs it), and on the ledger's and the events' own reads, which must
 * answer as SQLite's list of row values does.
 */
import { CompiledQuery, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { noteMany } from '../../src/geo/tracking/ledger-repo.ts';
import { keyBatches } from '../../src/store/batches.ts';
import { probePairs } from '../../src/store/pair-probes.ts';
import { useMigratedStore } from '../fixtures/store-fixture.ts';
import { TEST_DIALECT } from '../stores.ts';

const fixture = useMigratedStore();
const postgres = () => TEST_DIALECT === 'postgres';

/** Keys an array literal quotes or escapes: commas, quotes, braces, a backslash, spaces, NULL. */
const AWKWARD = ['zone:rule:a,b', 'say "hi"', '{x}', 'back\\slash', 'two words', 'NULL', 'ast_1+ast_2'];

async function ledgerRows(pairs: [string, string][]) {
  await fixture.store.db
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

describe('rows by pairs of keys', () => {
  it.runIf(postgres())(
    'finds exactly the rows of the pairs asked for, in their order, whatever the keys hold',
    async () => {
      const { db } = fixture.store;
      const stored = AWKWARD.flatMap((watch) => AWKWARD.map((subject): [string, string] => [watch, subject]));
      await ledgerRows(stored);
      const asked: [string, string][] = [
        ...stored.filter((_, i) => i % 2 === 0).reverse(),
        ['zone:rule:a', 'b'],
        ['zone:rule:a,b', 'missing'],
      ];
      const rows = await probePairs<{ watch: string; subject: string }>(
        db,
        asked,
        sql`select watch, subject from tracking_ledger where watch = k.a and subject = k.b for update`,
      );
      expect(rows.map((row) => [row.watch, row.subject])).toEqual(
        stored.filter((_, i) => i % 2 === 0).reverse(),
      );
      expect(await probePairs(db, [], sql`select 1`)).toEqual([]);
    },
  );

  it('reads up to 500 pairs a statement on PostgreSQL, powers of two of row values on SQLite', () => {
    const { dialect } = fixture.store;
    const lengths = keyBatches(Array.from({ length: 700 }), dialect).map((b) => b.length);
    // PostgreSQL: one text for any number of pairs, so 700 keys are two reads, not nine. SQLite: each
    // length its own statement, prepared once: 500 as 256 … 4, then 200 as 128, 64, 8.
    expect(lengths).toEqual(postgres() ? [500, 200] : [256, 128, 64, 32, 16, 4, 128, 64, 8]);
  });

  it.runIf(postgres())(
    'probes each pair through an index, even where a scan of the table looks cheaper',
    async () => {
      const { db } = fixture.store;
      // Enough rows that a hash join over the whole table is what the planner picked for a semi-join.
      const many = Array.from({ length: 3000 }, (_, i): [string, string] => [
        `zone:rule:${i % 300}`,
        `ast_${i}`,
      ]);
      await ledgerRows(many);
      await sql`analyze tracking_ledger`.execute(db);
      // The statement noteMany sends for 200 of them, caught on its way and explained.
      const reads: { sql: string; parameters: readonly unknown[] }[] = [];
      const watched = db.withPlugin({
        transformQuery: (args) => {
          const compiled = db.getExecutor().compileQuery(args.node, args.queryId);
          if (/^\s*select/i.test(compiled.sql))
            reads.push({ sql: compiled.sql, parameters: compiled.parameters });
          return args.node;
        },
        transformResult: async (args) => args.result,
      });
      const items = many.slice(0, 200).map(([watch, subject]) => ({
        watch,
        subject,
        finding: { kind: 'crossing' as const, inside: true, since: 1 },
      }));
      await watched.transaction().execute((tx) => noteMany(tx, { rowLocks: true, now: 2 }, items));
      expect(reads).toHaveLength(1);
      const read = reads[0] as (typeof reads)[number];
      const plan = (
        await db.executeQuery<{ 'QUERY PLAN': string }>(
          CompiledQuery.raw(`explain ${read.sql}`, [...read.parameters]),
        )
      ).rows
        .map((row) => row['QUERY PLAN'])
        .join('\n');
      expect(plan).toMatch(/Nested Loop/);
      expect(plan).toMatch(/Index Scan using tracking_ledger_\w+ on tracking_ledger/);
      expect(plan).not.toMatch(/Seq Scan on tracking_ledger|Hash/);
    },
  );

  // The ledger's own read (noteMany), on both dialects; test/geo/tracking/ledger-repo.test.ts and
  // test/geo/history/asset-event-batches.test.ts check both reads against one at a time.
  it('notes findings of keys an array literal has to quote, and knows them again', async () => {
    const { db, dialect } = fixture.store;
    // Findings noted for awkward keys, then noted again: the second time each is no news.
    const items = AWKWARD.map((watch, i) => ({
      watch: `zone:${watch}`,
      subject: AWKWARD[(i + 3) % AWKWARD.length] ?? 'ast',
      finding: { kind: 'crossing' as const, inside: true, since: 1_000 },
    }));
    const options = { rowLocks: dialect.rowLocks, now: 2_000 };
    const first = await db.transaction().execute((tx) => noteMany(tx, options, items));
    const again = await db.transaction().execute((tx) => noteMany(tx, options, items));
    expect(first.map((d) => d.tell)).toEqual(items.map(() => true));
    expect(again.map((d) => d.tell)).toEqual(items.map(() => false));
  });
});
