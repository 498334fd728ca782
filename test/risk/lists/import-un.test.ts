/**
 * Importing the UN Security Council's consolidated list, on an excerpt of the real publication
 * (test/fixtures/lists/README.md), on every dialect: what a first import stores, the same file
 * again, a later publication that changes and drops entries, files that are not a readable list
 * (each refused with the store untouched), and name screening finding a UN entry by its list.
 */
import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/lib/clock.ts';
import {
  createNameScreening,
  currentListVersion,
  importOfacList,
  importUnList,
  type ListImportSummary,
} from '../../../src/risk/lists/index.ts';
import type { Store } from '../../../src/store/store.ts';
import { openMigratedStore } from '../../fixtures/store-fixture.ts';
import { ALL_DIALECTS } from '../../stores.ts';
import { listTables } from './list-test-store.ts';
import { sdnDocument, vessel } from './ofac/sdn-document.ts';

const EXCERPT = readFileSync(
  new URL('../../fixtures/lists/un-consolidated-excerpt.xml', import.meta.url),
  'utf8',
);
const GENERATED = '2026-02-27T00:00:09.554Z';
const LATER = '2026-03-06T00:00:07.123Z';

/** The excerpt as a later publication: CDi.001 gone, an alias added to CDi.002. */
function laterPublication(): string {
  const withoutBadege = EXCERPT.replace(
    / {4}<INDIVIDUAL>\n {6}<DATAID>6907993<\/DATAID>.*?<\/INDIVIDUAL>\n/s,
    '',
  );
  expect(withoutBadege).not.toBe(EXCERPT);
  const alias = '<ALIAS_NAME>AIGLE BLANC</ALIAS_NAME>';
  expect(withoutBadege).toContain(alias);
  return withoutBadege
    .replace(GENERATED, LATER)
    .replace(
      alias,
      `${alias}\n      </INDIVIDUAL_ALIAS>\n      <INDIVIDUAL_ALIAS>\n        <QUALITY>Good</QUALITY>\n        <ALIAS_NAME>KAKOLELE</ALIAS_NAME>`,
    );
}

describe.each(ALL_DIALECTS)('importUnList on %s', (dialect) => {
  let store: Store;
  let close: () => Promise<void>;
  const clock = new ManualClock(Date.parse('2026-03-01T08:00:00Z'));
  const importText = (text: string): Promise<ListImportSummary> =>
    importUnList(store, Readable.from([Buffer.from(text)]), { clock, fileName: 'consolidated.xml' });

  beforeEach(async () => {
    ({ store, close } = await openMigratedStore(dialect));
  });
  afterEach(async () => {
    await close();
  });

  it('stores every entry of the excerpt with its programme, aliases, birth dates and nationalities', async () => {
    const summary = await importText(EXCERPT);
    expect(summary).toEqual({
      source: 'un_sc',
      version: GENERATED,
      previous_version: null,
      entries: 49,
      vessels: 0,
      aircraft: 0,
      addresses: 0,
      added: 49,
      updated: 0,
      removed: 0,
      unchanged: 0,
      status: 'imported',
      skipped_addresses: [],
      placed_elsewhere: [],
    });
    const tables = await listTables(store.db);
    expect(tables.entries.filter((e) => e.kind === 'individual')).toHaveLength(30);
    expect(tables.entries.filter((e) => e.kind === 'entity')).toHaveLength(19);
    expect(new Set(tables.entries.map((e) => e.source))).toEqual(new Set(['un_sc']));
    expect(new Set(tables.entries.map((e) => JSON.parse(e.programs)[0]))).toEqual(
      new Set([
        'Al-Qaida',
        'CAR',
        'DPRK',
        'DRC',
        'GB',
        'Haiti',
        'Iran',
        'Iraq',
        'Libya',
        'Somalia',
        'SouthSudan',
        'Sudan',
        'Taliban',
        'Yemen',
      ]),
    );
    const zawahiri = tables.entries.find((e) => e.entry_id === 'QDi.006');
    expect(zawahiri).toMatchObject({
      kind: 'individual',
      name: 'AIMAN MUHAMMED RABI AL-ZAWAHIRI',
      programs: '["Al-Qaida"]',
      lists: '["UN List"]',
      first_version: GENERATED,
      designated_on: '2001-01-25',
    });
    const document = JSON.parse(zawahiri?.entry ?? '');
    expect(document).toMatchObject({
      id: 'QDi.006',
      dataId: '111923',
      birthDates: ['1951-06-19'],
      countries: ['EG'],
      nationalities: ['Egypt'],
      weakAliases: ['Abu Fatma', 'Abu Mohammed'],
    });
    expect(document.aliases).toContain('Ayman Al-Zawahari');
    expect(document.aliases).toContain('أيمن محمد ربيع الظواهري');
    // A year of birth is the whole year; the UN publishes no identifiers Vigil matches by.
    expect(JSON.parse(tables.entries.find((e) => e.entry_id === 'CDi.001')?.entry ?? '').birthDates).toEqual([
      '1971-01-01/1971-12-31',
    ]);
    expect(tables.identifiers).toEqual([]);
    expect(tables.history).toHaveLength(49);
    expect(new Set(tables.history.map((h) => `${h.seq} ${h.version} ${h.change}`))).toEqual(
      new Set([`1 ${GENERATED} listed`]),
    );
    expect(await currentListVersion(store.db, 'un_sc')).toMatchObject({
      version: GENERATED,
      file_name: 'consolidated.xml',
      imported_at: '2026-03-01T08:00:00.000Z',
    });
  });

  it('changes nothing when the same publication is imported again', async () => {
    await importText(EXCERPT);
    const before = await listTables(store.db);
    expect(await importText(EXCERPT)).toMatchObject({ status: 'already_current', entries: 49, added: 0 });
    expect(await listTables(store.db)).toEqual(before);
  });

  it('records what a later publication changed and delisted', async () => {
    await importText(EXCERPT);
    const summary = await importText(laterPublication());
    expect(summary).toMatchObject({
      version: LATER,
      previous_version: GENERATED,
      entries: 48,
      added: 0,
      updated: 1,
      removed: 1,
      unchanged: 47,
    });
    const tables = await listTables(store.db);
    expect(tables.history.filter((h) => h.seq === 2).map((h) => [h.entry_id, h.change])).toEqual([
      ['CDi.001', 'delisted'],
      ['CDi.002', 'changed'],
    ]);
    expect(tables.entries.find((e) => e.entry_id === 'CDi.001')?.delisted_version).toBe(LATER);
    expect(JSON.parse(tables.entries.find((e) => e.entry_id === 'CDi.002')?.entry ?? '').aliases).toContain(
      'KAKOLELE',
    );
  });

  it.each([
    ['a truncated download', () => EXCERPT.slice(0, 40_000), /malformed XML in the UN consolidated list/],
    [
      'another document',
      () => '<?xml version="1.0"?><rss version="2.0"><channel /></rss>',
      /root is <rss>, not <CONSOLIDATED_LIST>/,
    ],
    [
      'no publication date',
      () => EXCERPT.replace(` dateGenerated="${GENERATED}"`, ''),
      /no valid dateGenerated/,
    ],
    [
      'an entry without its reference number',
      () => EXCERPT.replace('<REFERENCE_NUMBER>QDi.006</REFERENCE_NUMBER>', ''),
      /entry without REFERENCE_NUMBER \(DATAID 111923\)/,
    ],
    [
      'no entries at all',
      () => EXCERPT.replace(/<INDIVIDUALS>.*<\/ENTITIES>/s, '<INDIVIDUALS/><ENTITIES/>'),
      /lists no entries/,
    ],
  ])('refuses %s and leaves the stored list as it was', async (_what, file, message) => {
    await importText(EXCERPT);
    const before = await listTables(store.db);
    await expect(importText(file().replace(GENERATED, LATER))).rejects.toMatchObject({
      code: 'validation_failed',
      message: expect.stringMatching(message),
    });
    expect(await listTables(store.db)).toEqual(before);
  });

  it('keeps the UN list and the SDN list apart, and name screening names the list of each candidate', async () => {
    await importText(EXCERPT);
    await importOfacList(
      store,
      Readable.from([Buffer.from(sdnDocument([vessel('1')], undefined, { date: '2026-02-20' }))]),
      { clock, fileName: 'sdn_advanced.xml' },
    );
    expect(await currentListVersion(store.db, 'un_sc')).toMatchObject({ version: GENERATED, entries: 49 });
    expect(await currentListVersion(store.db, 'ofac_sdn')).toMatchObject({
      version: '2026-02-20',
      entries: 1,
    });

    const screening = createNameScreening(store);
    const result = await screening.screen({ name: 'Ayman al-Zawahiri', type: 'person', country: 'EG' });
    expect(result.lists).toEqual([
      { source: 'ofac_sdn', version: '2026-02-20', entries: 1 },
      { source: 'un_sc', version: GENERATED, entries: 49 },
    ]);
    expect(result.candidates[0]).toMatchObject({
      list: 'un_sc',
      list_version: GENERATED,
      entry_id: 'QDi.006',
      name: 'AIMAN MUHAMMED RABI AL-ZAWAHIRI',
      programs: ['Al-Qaida'],
    });
    // An entity, by its name in another word order.
    const entity = await screening.screen({
      name: 'Haji Khairullah Haji Sattar Money Exchange',
      type: 'entity',
    });
    expect(entity.candidates[0]).toMatchObject({ list: 'un_sc', entry_id: 'TAe.010', programs: ['Taliban'] });
  });
});
