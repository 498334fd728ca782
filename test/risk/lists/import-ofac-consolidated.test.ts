/**
 * Importing OFAC's consolidated (non-SDN) list, read by the SDN list's reader, on an excerpt of
 * the real cons_advanced.xml (test/fixtures/lists/README.md), on every dialect: what a first import
 * stores, the same file again, a later publication, files refused with the store untouched (an
 * SDN publication given by mistake among them), and listed vessels found by IMO number as the
 * SDN list's are.
 */
import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/lib/clock.ts';
import {
  createNameScreening,
  currentListVersion,
  importOfacConsolidatedList,
  importOfacList,
  type ListImportSummary,
} from '../../../src/risk/lists/index.ts';
import { sanctionsFor } from '../../../src/risk/lists/sanctions-lookup.ts';
import type { Store } from '../../../src/store/store.ts';
import { openMigratedStore } from '../../fixtures/store-fixture.ts';
import { ALL_DIALECTS } from '../../stores.ts';
import { listTables } from './list-test-store.ts';
import { sdnDocument, vessel } from './ofac/sdn-document.ts';

const EXCERPT = readFileSync(
  new URL('../../fixtures/lists/ofac-cons-advanced-excerpt.xml', import.meta.url),
  'utf8',
);
const ISSUED = '2020-03-17';
const DATE_OF_ISSUE = '<Year>2020</Year>\n    <Month>3</Month>\n    <Day>17</Day>';

/** The excerpt as the publication of 2020-03-24: party 9639 gone, an alias of 9640 spelt anew. */
function laterPublication(): string {
  const without = EXCERPT.replace(/ {4}<DistinctParty FixedRef="9639">.*?<\/DistinctParty>\n/s, '').replace(
    / {4}<SanctionsEntry ID="\d+" ProfileID="9639".*?<\/SanctionsEntry>\n/gs,
    '',
  );
  expect(EXCERPT).toContain(DATE_OF_ISSUE);
  expect(without).not.toContain('FixedRef="9639"');
  return without
    .replace(DATE_OF_ISSUE, '<Year>2020</Year>\n    <Month>3</Month>\n    <Day>24</Day>')
    .replace('>ABU TAIR</NamePartValue>', '>ABU TAYR</NamePartValue>');
}

describe.each(ALL_DIALECTS)('importOfacConsolidatedList on %s', (dialect) => {
  let store: Store;
  let close: () => Promise<void>;
  const clock = new ManualClock(Date.parse('2020-03-18T09:00:00Z'));
  const importText = (text: string): Promise<ListImportSummary> =>
    importOfacConsolidatedList(store, Readable.from([Buffer.from(text)]), {
      clock,
      fileName: 'cons_advanced.xml',
    });

  beforeEach(async () => {
    ({ store, close } = await openMigratedStore(dialect));
  });
  afterEach(async () => {
    await close();
  });

  it('stores every entry as its own list, with the non-SDN lists and programmes each is on', async () => {
    expect(await importText(EXCERPT)).toEqual({
      source: 'ofac_consolidated',
      version: ISSUED,
      previous_version: null,
      entries: 23,
      vessels: 0,
      aircraft: 0,
      addresses: 0,
      added: 23,
      updated: 0,
      removed: 0,
      unchanged: 0,
      status: 'imported',
      skipped_addresses: [],
      placed_elsewhere: [],
    });
    const tables = await listTables(store.db);
    expect(new Set(tables.entries.map((e) => e.source))).toEqual(new Set(['ofac_consolidated']));
    expect(tables.entries.filter((e) => e.kind === 'individual')).toHaveLength(9);
    expect(tables.entries.filter((e) => e.kind === 'entity')).toHaveLength(14);
    expect(new Set(tables.entries.flatMap((e) => JSON.parse(e.programs)))).toEqual(
      new Set([
        'NS-PLC',
        'SDGT',
        '561-Related',
        'UKRAINE-EO13662',
        'SYRIA',
        'FSE-SY',
        'VENEZUELA-EO13850',
        'FSE-IR',
      ]),
    );
    const abuTeir = tables.entries.find((e) => e.entry_id === '9640');
    expect(abuTeir).toMatchObject({
      kind: 'individual',
      name: 'ABU TEIR, Mohammed',
      programs: '["NS-PLC"]',
      lists: '["Consolidated List","Non-SDN Palestinian Legislative Council List"]',
      designated_on: '2006-04-12',
    });
    expect(JSON.parse(abuTeir?.entry ?? '')).toMatchObject({
      aliases: ['ABU TAIR, Mohammed Mahmud', 'ABOU TAYR, Mohammad Mahmoud'],
      birthDates: ['1951-01-01/1951-12-31'],
    });
    expect(tables.history).toHaveLength(23);
    expect(await currentListVersion(store.db, 'ofac_consolidated')).toMatchObject({ version: ISSUED });
    expect(await currentListVersion(store.db, 'ofac_sdn')).toBeNull();
  });

  it('changes nothing when the same publication is imported again', async () => {
    await importText(EXCERPT);
    const before = await listTables(store.db);
    expect(await importText(EXCERPT)).toMatchObject({ status: 'already_current', entries: 23 });
    expect(await listTables(store.db)).toEqual(before);
  });

  it('records what a later publication changed and delisted', async () => {
    await importText(EXCERPT);
    expect(await importText(laterPublication())).toMatchObject({
      version: '2020-03-24',
      previous_version: ISSUED,
      entries: 22,
      updated: 1,
      removed: 1,
      unchanged: 21,
    });
    const tables = await listTables(store.db);
    expect(tables.history.filter((h) => h.seq === 2).map((h) => [h.entry_id, h.change])).toEqual([
      ['9639', 'delisted'],
      ['9640', 'changed'],
    ]);
  });

  it.each([
    // Dated later: a file of the stored date is taken as the stored publication before it is read on.
    ['a truncated download', () => laterPublication().slice(0, 60_000), /malformed SDN XML/],
    [
      'the SDN list given by mistake',
      () => sdnDocument([vessel('1')], undefined, { date: '2020-03-24' }),
      /not the OFAC consolidated \(non-SDN\) publication: entry 1 is on SDN List.*sdn_advanced\.xml/,
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

  it('is refused by the SDN import, so its non-SDN parties never screen as SDN designations', async () => {
    const sdn = importOfacList(store, Readable.from([Buffer.from(EXCERPT)]), {
      clock,
      fileName: 'cons_advanced.xml',
    });
    await expect(sdn).rejects.toMatchObject({
      code: 'validation_failed',
      message: expect.stringMatching(
        /not the SDN publication: entry 9639 is on Consolidated List, Non-SDN Palestinian Legislative Council List, not OFAC's "SDN List" \(is this cons_advanced\.xml\?\)/,
      ),
    });
    expect((await listTables(store.db)).versions).toEqual([]);
  });

  it('finds its entries by name, naming the list, and its vessels by IMO number as the SDN list’s', async () => {
    await importText(EXCERPT);
    const result = await createNameScreening(store).screen({
      name: 'Mohammed Mahmud Abu Tair',
      type: 'person',
    });
    expect(result.candidates[0]).toMatchObject({
      list: 'ofac_consolidated',
      entry_id: '9640',
      matched_name: 'ABU TAIR, Mohammed Mahmud',
      programs: ['NS-PLC'],
    });

    // The excerpt lists no vessel: one of the same schema, on OFAC's consolidated list, shows the
    // identifiers reach the lookup the asset registry uses.
    const consolidated = sdnDocument([vessel('7001')], undefined, { date: '2020-03-24' }).replace(
      '<List ID="1550">SDN List</List>',
      '<List ID="1550">Consolidated List</List>',
    );
    await importText(consolidated);
    expect(await sanctionsFor(store.db, { imo: 'IMO 9007001' })).toMatchObject([
      { source: 'ofac_consolidated', entry_id: '7001', lists: ['Consolidated List'], matched_on: ['imo'] },
    ]);
  });
});
