/**
 * The reader on OFAC's real publication: ../shared/data/ofac/sdn_advanced.xml.bz2, DateOfIssue
 * 2025-11-19, the same publication the sanctioned_addresses_<TICKER>.txt lists beside it were
 * extracted from, so the addresses must match them exactly. Read once a worker by `publication.ts`
 * (about 20 s, most of it bzip2), as the other tests of the real list read it.
 */
import { readdir, readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SdnEntry } from '../../../../src/risk/lists/ofac/index.ts';
import { OFAC_DIR, type PublicationRead, readPublication } from './publication.ts';

let read: PublicationRead;

beforeAll(async () => {
  read = await readPublication();
}, 600_000);

const byName = (name: string): SdnEntry | undefined => read.entries.find((e) => e.name === name);

describe('sdn_advanced.xml.bz2 (DateOfIssue 2025-11-19)', () => {
  it('reads the publication date from DateOfIssue', () => {
    expect(read.publishedAt).toBe('2025-11-19');
  });

  it('yields one entry per distinct party, each with a name and at least one programme', () => {
    expect(read.entries).toHaveLength(18_367);
    expect(new Set(read.entries.map((e) => e.id)).size).toBe(18_367);
    expect(read.entries.filter((e) => e.name === '' || e.programs.length === 0)).toEqual([]);
    const kinds = Object.groupBy(read.entries, (e) => e.kind);
    expect(Object.fromEntries(Object.entries(kinds).map(([k, v]) => [k, v?.length]))).toEqual({
      entity: 9_359,
      individual: 7_303,
      vessel: 1_370,
      aircraft: 335,
    });
  });

  it('gives exactly the addresses of every sanctioned_addresses_<TICKER>.txt list, by ticker', async () => {
    const files = (await readdir(OFAC_DIR)).filter((f) => /^sanctioned_addresses_\w+\.txt$/.test(f));
    const expected = new Map<string, string[]>();
    for (const file of files) {
      const ticker = file.replace(/^sanctioned_addresses_|\.txt$/g, '');
      const lines = (await readFile(`${OFAC_DIR}${file}`, 'utf8')).split('\n').filter((l) => l !== '');
      expected.set(ticker, lines.sort());
    }
    const actual = new Map<string, string[]>();
    for (const { currency, address } of read.entries.flatMap((e) => e.addresses)) {
      actual.set(currency, [...(actual.get(currency) ?? []), address]);
    }
    expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [ticker, addresses] of expected) {
      expect([...new Set(actual.get(ticker))].sort(), ticker).toEqual(addresses);
    }
    // The lists hold distinct addresses; OFAC gives XBT 1H939dom… and LTC LeKvNdNE… to two parties each.
    expect(actual.get('XBT')).toHaveLength(518);
    expect(actual.get('LTC')).toHaveLength(11);
  });

  it('reads 1,370 vessels, 1,365 with an IMO number and 646 with an MMSI', () => {
    const vessels = read.entries.filter((e) => e.kind === 'vessel');
    expect(vessels).toHaveLength(1_370);
    expect(vessels.filter((v) => v.vessel?.imo)).toHaveLength(1_365);
    expect(vessels.filter((v) => v.vessel?.mmsi)).toHaveLength(646);
    expect(vessels.every((v) => v.vessel?.imo === undefined || /^\d{7}$/.test(v.vessel.imo))).toBe(true);
  });

  it.each([
    [
      'WORLD PERFORMANCE',
      {
        imo: '9301005',
        mmsi: '518999058',
        callSign: 'E5U5039',
        flag: 'Cook Islands',
        type: 'Chemical/Products Tanker',
      },
      ['IRAN-EO13846'],
    ],
    ['EBANO', { imo: '7406784', flag: 'Panama', type: 'General Cargo' }, ['CUBA']],
    [
      'LAMANTIN',
      { imo: '9396854', callSign: 'UBNV2', flag: 'Russia', type: 'Offshore Support Vessel' },
      ['PEESA-EO14039', 'RUSSIA-EO14024'],
    ],
  ])('knows the vessel %s by its identifiers', (name, identifiers, programs) => {
    expect(byName(name)).toMatchObject({ kind: 'vessel', vessel: identifiers, programs });
  });

  it('reads birth dates, exact or as the period OFAC gives, and nationalities as ISO codes', () => {
    // Putin's nationality is a Location with a LocationCountry; Al-Zomor's a Location naming "Egypt".
    expect(byName('Putin, Vladimir Vladimirovich')).toMatchObject({
      birthDates: ['1952-10-07'],
      countries: ['RU'],
      aliases: expect.arrayContaining(['Путин, Владимир Владимирович']),
    });
    expect(byName('Al-Zomor, Abboud Abdul Latif Hassan')).toMatchObject({
      birthDates: ['1947-04-19'],
      countries: ['EG'],
    });
    // "1946" and "circa 1938; alt. 1936": each year as its first and last day.
    expect(byName('AWDA, Abd Al Aziz')?.birthDates).toEqual(['1946-01-01/1946-12-31']);
    expect(byName('FADLALLAH, Shaykh Muhammad Husayn')?.birthDates).toEqual([
      '1938-01-01/1938-12-31',
      '1936-01-01/1936-12-31',
    ]);
    expect(read.entries.filter((e) => e.birthDates.length > 0)).toHaveLength(7184);
    expect(read.entries.filter((e) => e.countries.length > 0)).toHaveLength(5731);
  });

  it('keeps weak aliases apart from the name (EBANO, a.k.a. ANA I, SAND SWAN)', () => {
    expect(byName('EBANO')).toMatchObject({ aliases: [], weakAliases: ['ANA I', 'SAND SWAN'] });
  });

  it('reads 335 aircraft, with tail numbers, serials and Mode S codes where OFAC gives them', () => {
    const aircraft = read.entries.filter((e) => e.kind === 'aircraft');
    expect(aircraft).toHaveLength(335);
    expect(aircraft.filter((a) => a.aircraft?.model)).toHaveLength(335);
    expect(aircraft.filter((a) => a.aircraft?.tailNumber)).toHaveLength(149);
    expect(aircraft.filter((a) => a.aircraft?.serial)).toHaveLength(288);
    expect(aircraft.filter((a) => a.aircraft?.modeS)).toHaveLength(8);
  });

  it.each([
    ['YV3016', { tailNumber: 'YV3016', serial: '19000177', model: 'ERJ190' }, ['VENEZUELA-EO13884']],
    [
      'RF-82041',
      { tailNumber: 'RF-82041', serial: '9773054055089', model: 'AN-124', modeS: '154079' },
      ['RUSSIA-EO14024'],
    ],
    // Early listings give the serial as an "Aircraft Serial Identification" document, not an MSN feature.
    ['EP-MNA', { serial: '24383', model: 'B.747-422', operator: 'MAHAN AIR' }, ['SDGT', 'NPWMD', 'IFSR']],
  ])('knows the aircraft %s by its identifiers', (name, aircraft, programs) => {
    expect(byName(name)).toMatchObject({ kind: 'aircraft', aircraft, programs });
  });

  it('reads the date from the first megabytes, without reading the whole file', () => {
    // bzip2 blocks are ~900 KB; the date is in the first block.
    expect(read.bytesAtPublication).toBeLessThan(1_500_000);
    expect(read.totalBytes).toBeGreaterThan(3_000_000);
  });

  it('holds the parties until the sanctions entries that OFAC puts after them have been read', () => {
    // Documents why the first entry comes late: programmes are only known at the end of the file.
    expect(read.bytesAtFirstEntry).toBeGreaterThan(read.totalBytes * 0.9);
  });
});
