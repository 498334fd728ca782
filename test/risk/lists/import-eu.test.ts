/**
 * Importing the EU's consolidated financial sanctions list (FSF XML 1.1) on the only excerpt of a
 * real publication found (two entries of the file of 2018-12-21: test/fixtures/lists/README.md),
 * on every dialect: what a first import stores, the same file again, a later publication that
 * changes one entry and drops the other, refusals leaving the store untouched, and name screening
 * finding an EU entry by its list.
 */
import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/lib/clock.ts';
import {
  createNameScreening,
  currentListVersion,
  importEuList,
  type ListImportSummary,
} from '../../../src/risk/lists/index.ts';
import type { Store } from '../../../src/store/store.ts';
import { openMigratedStore } from '../../fixtures/store-fixture.ts';
import { ALL_DIALECTS } from '../../stores.ts';
import { listTables } from './list-test-store.ts';

const EXCERPT = readFileSync(new URL('../../fixtures/lists/eu-fsf-excerpt.xml', import.meta.url), 'utf8');
const GENERATED = '2018-12-21T14:39:54.511+01:00';
const LATER = '2019-01-08T10:02:11.000+01:00';

/** The excerpt as a later file: Mugabe's entry gone, an alias of entry 207 marked weak. */
function laterFile(): string {
  const without = EXCERPT.replace(/ {4}<sanctionEntity [^>]*logicalId="1">.*?<\/sanctionEntity>\n/s, '');
  expect(without).not.toContain('Mugabe');
  const ibda = 'wholeName="IBDA-C" function="" title="" nameLanguage="" strong="true"';
  expect(without).toContain(ibda);
  return without.replace(GENERATED, LATER).replace(ibda, ibda.replace('strong="true"', 'strong="false"'));
}

describe.each(ALL_DIALECTS)('importEuList on %s', (dialect) => {
  let store: Store;
  let close: () => Promise<void>;
  const clock = new ManualClock(Date.parse('2018-12-22T08:00:00Z'));
  const importText = (text: string): Promise<ListImportSummary> =>
    importEuList(store, Readable.from([Buffer.from(text)]), {
      clock,
      fileName: 'xmlFullSanctionsList_1_1.xml',
    });

  beforeEach(async () => {
    ({ store, close } = await openMigratedStore(dialect));
  });
  afterEach(async () => {
    await close();
  });

  it('stores each sanctionEntity with its programme, names in every language and birth date', async () => {
    expect(await importText(EXCERPT)).toMatchObject({
      source: 'eu_fsf',
      version: GENERATED,
      previous_version: null,
      entries: 2,
      added: 2,
      status: 'imported',
    });
    const tables = await listTables(store.db);
    expect(tables.entries.map((e) => [e.entry_id, e.kind, e.name, e.programs])).toEqual([
      ['1', 'individual', 'Robert Gabriel Mugabe', '["ZWE"]'],
      ['207', 'entity', 'İslami Büyük Doğu Akıncılar Cephesi', '["TERR"]'],
    ]);
    const mugabe = JSON.parse(tables.entries[0]?.entry ?? '');
    expect(mugabe).toMatchObject({
      euReferenceNumber: 'EU.36.64',
      birthDates: ['1924-02-21'],
      // The file gives its citizenship as "00", the EU's UNKNOWN: no country.
      countries: [],
      lists: ['EU Consolidated Financial Sanctions List'],
    });
    const front = JSON.parse(tables.entries[1]?.entry ?? '');
    expect(front.aliases).toHaveLength(18);
    expect(front.aliases).toContain('Great Islamic Eastern Warriors Front');
    expect(front.aliases).toContain('Фронт на великите ислямски източни воини');
    // This file predates designationDate: no date is made up.
    expect(tables.entries.map((e) => e.designated_on)).toEqual(['', '']);
    expect(tables.identifiers).toEqual([]);
    expect(await currentListVersion(store.db, 'eu_fsf')).toMatchObject({ version: GENERATED, entries: 2 });
  });

  it('changes nothing when the same file is imported again, and records what a later one changed', async () => {
    await importText(EXCERPT);
    const before = await listTables(store.db);
    expect(await importText(EXCERPT)).toMatchObject({ status: 'already_current', entries: 2 });
    expect(await listTables(store.db)).toEqual(before);

    expect(await importText(laterFile())).toMatchObject({
      version: LATER,
      entries: 1,
      updated: 1,
      removed: 1,
    });
    const tables = await listTables(store.db);
    expect(tables.history.filter((h) => h.seq === 2).map((h) => [h.entry_id, h.change])).toEqual([
      ['1', 'delisted'],
      ['207', 'changed'],
    ]);
    expect(JSON.parse(tables.entries[1]?.entry ?? '').weakAliases).toEqual(['IBDA-C']);
  });

  it.each([
    [
      'a truncated download',
      () => laterFile().slice(0, 3_000),
      /malformed XML in the EU financial sanctions file/,
    ],
    [
      'another document',
      () => '<?xml version="1.0"?><rss version="2.0"><channel /></rss>',
      /root is <rss>, not <export>/,
    ],
    [
      'no generation date',
      () => EXCERPT.replace(` generationDate="${GENERATED}"`, ''),
      /no valid generationDate/,
    ],
    [
      'an entity without its id',
      () => laterFile().replace('logicalId="207">', '>'),
      /sanctionEntity without logicalId \(EU\.3523\.13\)/,
    ],
  ])('refuses %s and leaves the stored list as it was', async (_what, file, message) => {
    await importText(EXCERPT);
    const before = await listTables(store.db);
    await expect(importText(file())).rejects.toMatchObject({
      code: 'validation_failed',
      message: expect.stringMatching(message),
    });
    expect(await listTables(store.db)).toEqual(before);
  });

  it('is found by name screening, each candidate naming the EU list, its programme and entry', async () => {
    await importText(EXCERPT);
    const screening = createNameScreening(store);
    expect(
      (await screening.screen({ name: 'Mugabe, Robert', type: 'person', birth_date: '1924' })).candidates[0],
    ).toMatchObject({
      list: 'eu_fsf',
      list_version: GENERATED,
      entry_id: '1',
      name: 'Robert Gabriel Mugabe',
      programs: ['ZWE'],
    });
    expect(
      (await screening.screen({ name: 'Great Islamic Eastern Warriors Front' })).candidates[0],
    ).toMatchObject({
      list: 'eu_fsf',
      entry_id: '207',
      matched_name: 'Great Islamic Eastern Warriors Front',
      programs: ['TERR'],
    });
  });
});
