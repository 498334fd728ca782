/**
 * The asset events' told-once and open-events indexes (migration 0113), on SQLite and PostgreSQL
 * (DATABASE_URL): keyed by subject, then watch, so that a judged batch's visits of one vessel (the
 * zones along its path) go side by side in them rather than each to a page of its own, as its zone
 * placed it; and every read of theirs, which names both, still served by them.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { endAssetEvents } from '../../src/geo/history/asset-events-repo.ts';
import { planOf, plansOfRun } from '../fixtures/query-plans.ts';
import { useMigratedStore } from '../fixtures/store-fixture.ts';

const fixture = useMigratedStore();

/** The columns of an index of `asset_events`, in its key's order. */
async function columnsOf(index: string): Promise<string[]> {
  const { db } = fixture.store;
  if (fixture.config.kind === 'sqlite') {
    const { rows } = await sql<{ name: string }>`
      select name from pragma_index_info(${index}) order by seqno`.execute(db);
    return rows.map((row) => row.name);
  }
  const { rows } = await sql<{ name: string }>`
    select a.attname as name
      from pg_index i
      join pg_class c on c.oid = i.indexrelid
      cross join lateral unnest(i.indkey) with ordinality as k(attnum, n)
      join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
     where c.relname = ${index}
     order by k.n`.execute(db);
  return rows.map((row) => row.name);
}

describe('the asset events by subject (migration 0113)', () => {
  it('key the told-once and open-events indexes by subject, then watch', async () => {
    expect(await columnsOf('asset_events_found')).toEqual(['subject', 'watch', 'started_at', 'workspace_id']);
    expect(await columnsOf('asset_events_open')).toEqual(['subject', 'watch', 'started_at']);
  });

  it("read a batch's pairs and a stay's end through them", async () => {
    const { db } = fixture.store;
    const pairs = [
      ['zone:rule:a', 'ast_1'],
      ['zone:rule:b', 'ast_2'],
    ] as const;
    // As storedEvents reads a batch's pairs (stored-asset-events.ts): their open events, and the
    // events begun since the batch's first start.
    const ofPairs = db
      .selectFrom('asset_events')
      .select('id')
      .where((eb) =>
        eb(
          eb.refTuple('watch', 'subject'),
          'in',
          pairs.map(([watch, subject]) => eb.tuple(watch, subject)),
        ),
      );
    expect(await planOf(fixture, ofPairs.where('ended_at', 'is', null))).toContain('asset_events_open');
    expect(await planOf(fixture, ofPairs.where('started_at', '>=', 1_000))).toContain('asset_events_found');
    // A stay's end, as the product runs it.
    const ends = await plansOfRun(fixture, (tx) =>
      endAssetEvents(tx, { watch: 'zone:rule:a', subject: 'ast_1', endedAt: 2_000, now: 2_000 }),
    );
    expect(ends.map(({ plan }) => plan).join('\n')).toContain('asset_events_open');
  });
});
