/**
 * Importing OFAC SDN publications into the store, on small generated documents and on every
 * dialect: a first import, the same publication again, a newer one that adds, changes and
 * delists, an older one, and publications that fail half way.
 */
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VigilError } from '../../../src/lib/errors.ts';
import { currentListVersion, OlderListError } from '../../../src/risk/lists/index.ts';
import { readSdnAdvanced } from '../../../src/risk/lists/ofac/index.ts';
import { sanctionsFor } from '../../../src/risk/lists/sanctions-lookup.ts';
import { ALL_DIALECTS } from '../../stores.ts';
import { type ListTestStore, listTables, openListTestStore } from './list-test-store.ts';
import { aircraft, type PartySpec, sdnDocumentParts, vessel } from './ofac/sdn-document.ts';

const MARCH = '2025-03-07';
const APRIL = '2025-04-11';

const exchange: PartySpec = {
  id: '900',
  subType: 'entity',
  name: { rest: 'GARANTEX EUROPE OU' },
  // One address under two tickers, as OFAC lists EVM addresses for ETH and USDT.
  features: [
    { type: 'eth', value: '0x8589427373D6D84E98730D7795D8f6f8731FDA16' },
    { type: 'currency', ticker: 'USDT', value: '0x8589427373D6D84E98730D7795D8f6f8731FDA16' },
    { type: 'xbt', value: '1H939domExdBHfPMDnKJE3hV6U1F7WpeGk' },
  ],
  programs: ['CYBER2'],
};
const march: PartySpec[] = [vessel('1'), vessel('2'), aircraft('3'), exchange];

describe.each(ALL_DIALECTS)('importOfacList on %s', (dialect) => {
  let lists: ListTestStore;
  beforeEach(async () => {
    lists = await openListTestStore(dialect);
  });
  afterEach(async () => {
    await lists.close();
  });

  it('lists every entry of a first import, each with a history row', async () => {
    const summary = await lists.publish(march, MARCH);
    expect(summary).toEqual({
      source: 'ofac_sdn',
      version: MARCH,
      previous_version: null,
      entries: 4,
      vessels: 2,
      aircraft: 1,
      addresses: 3,
      added: 4,
      updated: 0,
      removed: 0,
      unchanged: 0,
      status: 'imported',
      // What they are: ofac-address-report.test.ts.
      skipped_addresses: expect.any(Array),
      placed_elsewhere: [],
    });
    const tables = await listTables(lists.store.db);
    expect(tables.entries.map((e) => [e.entry_id, e.kind, e.first_version, e.delisted_version])).toEqual([
      ['1', 'vessel', MARCH, null],
      ['2', 'vessel', MARCH, null],
      ['3', 'aircraft', MARCH, null],
      ['900', 'entity', MARCH, null],
    ]);
    expect(tables.entries[0]).toMatchObject({
      name: 'VESSEL 1',
      programs: '["IRAN-EO13846"]',
      lists: '["SDN List"]',
    });
    expect(JSON.parse(tables.entries[0]?.entry ?? '')).toMatchObject({ id: '1', vessel: { imo: '9000001' } });
    expect(tables.history.map((h) => [h.entry_id, h.seq, h.version, h.change])).toEqual([
      ['1', 1, MARCH, 'listed'],
      ['2', 1, MARCH, 'listed'],
      ['3', 1, MARCH, 'listed'],
      ['900', 1, MARCH, 'listed'],
    ]);
    const { status: _status, skipped_addresses: _skipped, placed_elsewhere: _placed, ...version } = summary;
    expect(await currentListVersion(lists.store.db, 'ofac_sdn')).toEqual({
      ...version,
      file_name: 'sdn_advanced.xml',
      imported_at: '2026-11-23T10:00:00.000Z',
    });
  });

  it('stores identifiers normalised, and crypto addresses as published with their ticker', async () => {
    const odd = vessel('4', {
      features: [{ type: 'callSign', value: '5im 592' }],
      documents: [
        { type: 'imo', number: 'IMO  9187629' },
        // Ten digits, as OFAC has one: not an MMSI, so nothing to match on.
        { type: 'mmsi', number: '3708590000' },
      ],
    });
    const plane = aircraft('5', {
      features: [
        { type: 'tailNumber', value: 'ep mna' },
        { type: 'modeS', value: '1533A5' },
      ],
    });
    const noHex = aircraft('6', { features: [{ type: 'modeS', value: 'N/A' }] });
    await lists.publish([odd, plane, noHex, exchange], MARCH);
    const rows = (await listTables(lists.store.db)).identifiers;
    expect(rows.map((r) => [r.entry_id, r.kind, r.value, r.currency])).toEqual([
      ['4', 'call_sign', '5IM592', null],
      ['4', 'imo', '9187629', null],
      ['5', 'icao24', '1533a5', null],
      ['5', 'registration', 'EPMNA', null],
      ['900', 'crypto_address', '0x8589427373D6D84E98730D7795D8f6f8731FDA16', 'ETH'],
      ['900', 'crypto_address', '0x8589427373D6D84E98730D7795D8f6f8731FDA16', 'USDT'],
      ['900', 'crypto_address', '1H939domExdBHfPMDnKJE3hV6U1F7WpeGk', 'XBT'],
    ]);
  });

  it('says a publication already imported is current, and changes nothing', async () => {
    await lists.publish(march, MARCH);
    const before = await listTables(lists.store.db);
    lists.clock.advance(60_000);
    const again = await lists.publish(march, MARCH);
    expect(again).toMatchObject({ status: 'already_current', version: MARCH, previous_version: MARCH });
    expect(again).toMatchObject({ entries: 4, added: 0, updated: 0, removed: 0, unchanged: 4 });
    expect(await listTables(lists.store.db)).toEqual(before);
  });

  it('applies a newer publication: adds, updates and delists, and keeps the history', async () => {
    await lists.publish(march, MARCH);
    lists.clock.advance(86_400_000);
    const april = [vessel('1'), vessel('2', { programs: ['IRAN-EO13846', 'SDGT'] }), exchange, vessel('7')];
    const summary = await lists.publish(april, APRIL);
    expect(summary).toMatchObject({ version: APRIL, previous_version: MARCH, status: 'imported' });
    expect(summary).toMatchObject({ entries: 4, added: 1, updated: 1, removed: 1, unchanged: 2 });

    const db = lists.store.db;
    expect(await sanctionsFor(db, { icao24: '150003', registration: 'RF-3' })).toEqual([]);
    expect(await sanctionsFor(db, { imo: '9000002' })).toMatchObject([
      { entry_id: '2', programs: ['IRAN-EO13846', 'SDGT'], list_version: APRIL },
    ]);
    expect(await sanctionsFor(db, { mmsi: '350000007' })).toMatchObject([{ entry_id: '7' }]);

    const tables = await listTables(db);
    expect(tables.history.map((h) => [h.entry_id, h.seq, h.version, h.change])).toEqual([
      ['1', 1, MARCH, 'listed'],
      ['2', 1, MARCH, 'listed'],
      ['2', 2, APRIL, 'changed'],
      ['3', 1, MARCH, 'listed'],
      ['3', 2, APRIL, 'delisted'],
      ['7', 2, APRIL, 'listed'],
      ['900', 1, MARCH, 'listed'],
    ]);
    // The delisting keeps the entry as it last stood.
    const delisted = tables.history.find((h) => h.change === 'delisted');
    expect(JSON.parse(delisted?.entry ?? '')).toMatchObject({ id: '3', aircraft: { tailNumber: 'RF-3' } });
    expect(tables.entries.find((e) => e.entry_id === '3')).toMatchObject({
      delisted_version: APRIL,
      changed_version: APRIL,
      first_version: MARCH,
    });
    expect(tables.entries.find((e) => e.entry_id === '2')).toMatchObject({
      first_version: MARCH,
      changed_version: APRIL,
    });
    expect(tables.identifiers.filter((i) => i.entry_id === '3')).toEqual([]);
    expect(tables.versions.map((v) => [v.seq, v.version, v.previous_version])).toEqual([
      [1, MARCH, null],
      [2, APRIL, MARCH],
    ]);
  });

  it('lists a delisted entry again when it comes back, keeping its first version', async () => {
    await lists.publish(march, MARCH);
    await lists.publish([vessel('1'), vessel('2'), exchange], APRIL);
    const summary = await lists.publish(march, '2025-05-02');
    expect(summary).toMatchObject({ added: 1, updated: 0, removed: 0, unchanged: 3 });
    expect(await sanctionsFor(lists.store.db, { registration: 'rf-3' })).toMatchObject([
      { entry_id: '3', list_version: '2025-05-02', matched_on: ['registration'] },
    ]);
    const tables = await listTables(lists.store.db);
    expect(tables.entries.find((e) => e.entry_id === '3')).toMatchObject({
      first_version: MARCH,
      changed_version: '2025-05-02',
      delisted_version: null,
    });
    expect(tables.history.filter((h) => h.entry_id === '3').map((h) => h.change)).toEqual([
      'listed',
      'delisted',
      'listed',
    ]);
  });

  it('refuses an older publication and leaves the store as it was', async () => {
    await lists.publish(march, APRIL);
    const before = await listTables(lists.store.db);
    const refusal = lists.publish([vessel('1')], MARCH);
    await expect(refusal).rejects.toBeInstanceOf(OlderListError);
    await expect(refusal).rejects.toMatchObject({ code: 'conflict', version: MARCH, current: APRIL });
    expect(await listTables(lists.store.db)).toEqual(before);
  });

  it('imports an older publication when asked, rolling the list back', async () => {
    await lists.publish(march, APRIL);
    const summary = await lists.publish([vessel('1')], MARCH, { allowOlder: true });
    expect(summary).toMatchObject({ version: MARCH, previous_version: APRIL, removed: 3, unchanged: 1 });
    expect(await currentListVersion(lists.store.db, 'ofac_sdn')).toMatchObject({ version: MARCH });
    expect(await sanctionsFor(lists.store.db, { imo: '9000002' })).toEqual([]);
  });

  it('leaves the store as it was when the document breaks after some entries were read', async () => {
    await lists.publish(march, MARCH);
    const before = await listTables(lists.store.db);
    // With the parties last, each goes out as it is read: two entries, then malformed XML.
    const parts = sdnDocumentParts(
      [vessel('1'), vessel('2'), vessel('7'), vessel('8')],
      ['references', 'documents', 'sanctions', 'parties'],
      { date: APRIL },
    );
    const partiesAt = parts.indexOf('<DistinctParties>');
    // Chunk by chunk, so that the reader hands entries out before it meets the error.
    const broken = [...parts.slice(0, partiesAt + 3), '<DistinctParty FixedRef="9"><Oops</DistinctParty>'];

    const read: string[] = [];
    const reading = (async () => {
      for await (const entry of readSdnAdvanced(Readable.from(broken))) read.push(entry.id);
    })();
    await expect(reading).rejects.toThrow(/malformed SDN XML/);
    expect(read).toEqual(['1', '2']);

    await expect(lists.importText(broken)).rejects.toMatchObject({ code: 'validation_failed' });
    expect(await listTables(lists.store.db)).toEqual(before);
  });

  it('leaves the store as it was when the import fails while writing', async () => {
    await lists.publish(march, MARCH);
    const before = await listTables(lists.store.db);
    const failing = lists.publish([vessel('1'), vessel('7')], APRIL, {
      onProgress: (progress) => {
        if (progress.phase === 'writing') throw new Error('interrupted');
      },
    });
    await expect(failing).rejects.toThrow('interrupted');
    expect(await listTables(lists.store.db)).toEqual(before);
    expect(await currentListVersion(lists.store.db, 'ofac_sdn')).toMatchObject({ version: MARCH });
  });

  it('refuses a document that is not an SDN publication, or one that lists no entries', async () => {
    await expect(lists.importText('<html><body>not a list</body></html>')).rejects.toBeInstanceOf(VigilError);
    await expect(lists.importText('{"entries": []}')).rejects.toMatchObject({ code: 'validation_failed' });
    await expect(lists.publish([], MARCH)).rejects.toThrow('lists no entries');
    expect((await listTables(lists.store.db)).versions).toEqual([]);
  });
});
