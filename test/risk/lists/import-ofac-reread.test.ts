/**
 * A list stored by an earlier Vigil, which read no birth dates or nationalities, is completed by
 * the next import without a change OFAC did not make: the same publication again fills the
 * documents in (no new version, no history), and a newer one counts those entries unchanged.
 */
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { canonicalJson } from '../../../src/lib/canonical-json.ts';
import { ALL_DIALECTS } from '../../stores.ts';
import { type ListTestStore, listTables, openListTestStore } from './list-test-store.ts';
import { type PartySpec, vessel } from './ofac/sdn-document.ts';

const MARCH = '2025-03-07';
const APRIL = '2025-04-11';
const parties: PartySpec[] = [vessel('1'), vessel('2')];

/** Rewrites every stored entry as the reader before birth dates and nationalities wrote it. */
async function asEarlierReader(lists: ListTestStore): Promise<void> {
  const rows = await lists.store.db
    .selectFrom('list_entries')
    .select(['source', 'entry_id', 'entry'])
    .execute();
  for (const row of rows) {
    const { birthDates: _b, countries: _c, ...earlier } = JSON.parse(row.entry) as Record<string, unknown>;
    const json = canonicalJson(earlier);
    await lists.store.db
      .updateTable('list_entries')
      .set({ entry: json, content_hash: createHash('sha256').update(json).digest('hex') })
      .where('source', '=', row.source)
      .where('entry_id', '=', row.entry_id)
      .execute();
  }
}

describe.each(ALL_DIALECTS)('an SDN list stored by an earlier reader, on %s', (dialect) => {
  let lists: ListTestStore;
  beforeEach(async () => {
    lists = await openListTestStore(dialect);
    await lists.publish(parties, MARCH);
    await asEarlierReader(lists);
  });
  afterEach(async () => {
    await lists.close();
  });

  it('is completed by the same publication again, as already current, with no version or history', async () => {
    const before = await listTables(lists.store.db);
    expect(before.entries.every((e) => !e.entry.includes('birthDates'))).toBe(true);

    const summary = await lists.publish(parties, MARCH);

    expect(summary).toMatchObject({ status: 'already_current', version: MARCH, updated: 0, unchanged: 2 });
    const after = await listTables(lists.store.db);
    expect(after.versions).toEqual(before.versions);
    expect(after.history).toEqual(before.history);
    expect(after.entries.every((e) => JSON.parse(e.entry).birthDates !== undefined)).toBe(true);
    // Completed once, the publication is current again: read no further than its date.
    expect(await lists.publish(parties, MARCH)).toMatchObject({ status: 'already_current' });
    expect(await listTables(lists.store.db)).toEqual(after);
  });

  it('counts the entries unchanged in a newer publication, and writes no history for them', async () => {
    const summary = await lists.publish(parties, APRIL);

    expect(summary).toMatchObject({ status: 'imported', version: APRIL, added: 0, updated: 0, unchanged: 2 });
    const tables = await listTables(lists.store.db);
    expect(tables.history.filter((h) => h.version === APRIL)).toEqual([]);
    expect(tables.entries.every((e) => JSON.parse(e.entry).countries !== undefined)).toBe(true);
  });
});
