/**
 * Reads the UN Security Council's consolidated list (consolidated.xml, the schema published at
 * https://www.un.org/sc/resources/sc-sanctions.xsd) as entries in the shape every list shares.
 * `<CONSOLIDATED_LIST dateGenerated="…">` holds `<INDIVIDUALS><INDIVIDUAL>` and
 * `<ENTITIES><ENTITY>`, each flat: names in FIRST_NAME…FOURTH_NAME, the sanctions regime in
 * UN_LIST_TYPE ("DPRK", "Al-Qaida"), the permanent reference number (e.g. "QDi.006") that names the
 * entry, aliases with their quality ("Good", "Low", "a.k.a.", "f.k.a."), dates of birth and
 * nationalities (country names). The UN publishes no digital currency addresses, and its list gives
 * vessels no IMO numbers of their own: entries are matched by name.
 */
import { VigilError } from '../../../lib/errors.ts';
import { countryCode } from '../country-names.ts';
import type { SdnEntry } from '../ofac/index.ts';
import { childrenNamed, childText, readXmlRecords, type XmlElement } from '../xml-records.ts';

/** An entry of the UN list: what every list shares, and what the UN says beyond it. */
export interface UnEntry extends SdnEntry {
  /** The UN's DATAID, its internal record id. */
  dataId: string;
  /** Nationalities as the UN writes them (country names), whether or not a code was found. */
  nationalities: string[];
}

const DOCUMENT = 'UN consolidated list';

export async function* readUnConsolidated(
  source: string | NodeJS.ReadableStream,
  onPublication: (publication: { publishedAt: string }) => void,
): AsyncGenerator<UnEntry, void, undefined> {
  const records = readXmlRecords(source, {
    root: 'CONSOLIDATED_LIST',
    records: ['INDIVIDUAL', 'ENTITY'],
    depth: 2,
    document: DOCUMENT,
    onRoot: (attributes) => onPublication({ publishedAt: generatedAt(attributes.dateGenerated) }),
  });
  for await (const record of records) yield unEntry(record);
}

/** `dateGenerated` as published ("2026-02-27T00:00:09.554Z"): the UN publishes more than once a day. */
function generatedAt(value: string | undefined): string {
  if (value === undefined || !/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(value)) {
    throw new VigilError(
      'validation_failed',
      `the ${DOCUMENT} has no valid dateGenerated on <CONSOLIDATED_LIST> (found ${value === undefined ? 'none' : `"${value}"`})`,
    );
  }
  return value;
}

export function unEntry(record: XmlElement): UnEntry {
  const reference = childText(record, 'REFERENCE_NUMBER');
  const dataId = childText(record, 'DATAID');
  if (reference === '') {
    throw new VigilError(
      'validation_failed',
      `the ${DOCUMENT} has an entry without REFERENCE_NUMBER (DATAID ${dataId || 'none'})`,
    );
  }
  const individual = record.name === 'INDIVIDUAL';
  const name = ['FIRST_NAME', 'SECOND_NAME', 'THIRD_NAME', 'FOURTH_NAME']
    .map((part) => childText(record, part))
    .filter((part) => part !== '')
    .join(' ');
  if (name === '')
    throw new VigilError('validation_failed', `the ${DOCUMENT} entry ${reference} has no name`);
  const { aliases, weakAliases } = aliasesOf(record, individual ? 'INDIVIDUAL_ALIAS' : 'ENTITY_ALIAS', name);
  const nationalities = valuesOf(record, 'NATIONALITY');
  const listedOn = childText(record, 'LISTED_ON');
  const entry: UnEntry = {
    id: reference,
    dataId,
    kind: individual ? 'individual' : 'entity',
    name,
    aliases,
    weakAliases,
    programs: unique([childText(record, 'UN_LIST_TYPE')].filter((p) => p !== '')),
    lists: unique(valuesOf(record, 'LIST_TYPE')),
    addresses: [],
    birthDates: individual
      ? unique(childrenNamed(record, 'INDIVIDUAL_DATE_OF_BIRTH').flatMap(birthDate))
      : [],
    countries: unique(nationalities.map(countryCode).filter((code) => code !== undefined)),
    nationalities,
  };
  if (/^\d{4}-\d{2}-\d{2}$/.test(listedOn)) entry.designatedOn = listedOn;
  return entry;
}

/**
 * Aliases by the UN's quality: "Low" ones are too generic to match on alone (as OFAC's weak
 * a.k.a.s); the name in original script is an alias like any other.
 */
function aliasesOf(record: XmlElement, element: string, name: string) {
  const aliases: string[] = [];
  const weakAliases: string[] = [];
  for (const alias of childrenNamed(record, element)) {
    const value = childText(alias, 'ALIAS_NAME');
    if (value === '') continue;
    (childText(alias, 'QUALITY') === 'Low' ? weakAliases : aliases).push(value);
  }
  const original = childText(record, 'NAME_ORIGINAL_SCRIPT');
  if (original !== '') aliases.push(original);
  const others = (list: string[]) => unique(list.filter((alias) => alias !== name));
  return { aliases: others(aliases), weakAliases: others(weakAliases) };
}

/** The `<VALUE>`s of every `element` (NATIONALITY, LIST_TYPE), non-empty. */
function valuesOf(record: XmlElement, element: string): string[] {
  return childrenNamed(record, element)
    .flatMap((e) => childrenNamed(e, 'VALUE'))
    .map((v) => v.text)
    .filter((v) => v !== '');
}

/**
 * A date of birth as `YYYY-MM-DD`, or a period `YYYY-MM-DD/YYYY-MM-DD`: a DATE is exact; a YEAR
 * (exact or approximate) covers the year; BETWEEN covers FROM_YEAR to TO_YEAR. Anything else gives none.
 */
function birthDate(element: XmlElement): string[] {
  const date = childText(element, 'DATE');
  if (/^\d{4}-\d{2}-\d{2}$/.test(date)) return [date];
  const year = childText(element, 'YEAR');
  if (/^\d{4}$/.test(year)) return [`${year}-01-01/${year}-12-31`];
  const from = childText(element, 'FROM_YEAR');
  const to = childText(element, 'TO_YEAR');
  if (/^\d{4}$/.test(from) && /^\d{4}$/.test(to) && from <= to) return [`${from}-01-01/${to}-12-31`];
  return [];
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
