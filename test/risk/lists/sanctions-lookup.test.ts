/**
 * `sanctionsFor`: which listed entries a vessel or aircraft is, by its identifiers, on every
 * dialect. Inputs are normalised like the stored values; a call sign alone matches only an entry
 * whose vessel OFAC lists with neither IMO number nor MMSI.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanctionsFor } from '../../../src/risk/lists/sanctions-lookup.ts';
import { ALL_DIALECTS } from '../../stores.ts';
import { type ListTestStore, openListTestStore } from './list-test-store.ts';
import { aircraft, vessel } from './ofac/sdn-document.ts';

const ISSUE = '2025-11-19';

describe.each(ALL_DIALECTS)('sanctionsFor on %s', (dialect) => {
  let lists: ListTestStore;
  beforeAll(async () => {
    lists = await openListTestStore(dialect);
    await lists.publish(
      [
        vessel('1'),
        // A call sign is all OFAC gives for this tug (as for MAR AZUL, CL2192).
        vessel('2', { features: [{ type: 'callSign', value: 'CL2192' }], documents: [] }),
        // Two tankers with one call sign, as OFAC lists K M A and CONRAD (E5U4542).
        vessel('3', { features: [{ type: 'callSign', value: 'E5U4542' }] }),
        vessel('4', { features: [{ type: 'callSign', value: 'E5U4542' }] }),
        aircraft('5'),
      ],
      ISSUE,
    );
  });
  afterAll(async () => {
    await lists.close();
  });

  const find = (identifiers: Parameters<typeof sanctionsFor>[1]) => sanctionsFor(lists.store.db, identifiers);

  it('finds a vessel by IMO number, written any way OFAC or AIS writes it', async () => {
    const expected = [
      {
        source: 'ofac_sdn',
        entry_id: '1',
        name: 'VESSEL 1',
        kind: 'vessel',
        programs: ['IRAN-EO13846'],
        lists: ['SDN List'],
        list_version: ISSUE,
        matched_on: ['imo'],
      },
    ];
    expect(await find({ imo: '9000001' })).toEqual(expected);
    expect(await find({ imo: 'IMO 9000001' })).toEqual(expected);
    expect(await find({ imo: ' imo9000001 ' })).toEqual(expected);
  });

  it('gives one match per entry, naming every identifier that agreed, strongest first', async () => {
    const matches = await find({ call_sign: 'cs1', mmsi: '350000001', imo: '9000001', registration: null });
    expect(matches).toMatchObject([{ entry_id: '1', matched_on: ['imo', 'mmsi'] }]);
  });

  it('finds an aircraft by Mode S code in either case, or by tail number', async () => {
    expect(await find({ icao24: '150005' })).toMatchObject([{ entry_id: '5', matched_on: ['icao24'] }]);
    expect(await find({ icao24: '150005'.toUpperCase(), registration: 'rf-5' })).toMatchObject([
      { entry_id: '5', kind: 'aircraft', matched_on: ['icao24', 'registration'] },
    ]);
    expect(await find({ registration: ' rf-5 ' })).toMatchObject([{ entry_id: '5' }]);
  });

  it('matches a call sign only for an entry listed with neither IMO number nor MMSI', async () => {
    expect(await find({ call_sign: 'cl2192' })).toMatchObject([{ entry_id: '2', matched_on: ['call_sign'] }]);
    expect(await find({ call_sign: 'CS1' })).toEqual([]);
    expect(await find({ call_sign: 'E5U4542' })).toEqual([]);
    expect(await find({ call_sign: 'E5U4542', imo: '9000004' })).toMatchObject([
      { entry_id: '4', matched_on: ['imo'] },
    ]);
  });

  it('finds several entries when the identifiers point at several', async () => {
    const matches = await find({ imo: '9000003', mmsi: '350000004' });
    expect(matches.map((m) => [m.entry_id, m.matched_on])).toEqual([
      ['3', ['imo']],
      ['4', ['mmsi']],
    ]);
  });

  it('matches nothing on malformed or missing identifiers', async () => {
    expect(await find({})).toEqual([]);
    expect(await find({ imo: '900001', mmsi: '35000000', icao24: 'zz0005', call_sign: '  ' })).toEqual([]);
    expect(await find({ imo: null, mmsi: undefined })).toEqual([]);
  });
});
