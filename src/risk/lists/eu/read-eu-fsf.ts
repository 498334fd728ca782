/**
 * Reads the EU's consolidated list of persons, groups and entities subject to financial sanctions,
 * in the Financial Sanctions Files' XML format 1.1 (`xmlFullSanctionsList_1_1`), as entries in the
 * shape every list shares. `<export generationDate="…">` holds one `<sanctionEntity>` per listed
 * party, its facts in attributes: `logicalId` (the FSF's id, which names the entry),
 * `euReferenceNumber` ("EU.36.64"), `designationDate` (in files since 2020); `<subjectType
 * code="person|enterprise">`; `<regulation programme="ZWE">` per legal act; `<nameAlias
 * wholeName strong nameLanguage>` per name (the first English one, `nameLanguage=""`, is the
 * name; `strong="false"` ones are weak aliases); `<birthdate birthdate year>`; `<citizenship
 * countryIso2Code>`. The EU publishes no digital currency addresses; its identifications (passports,
 * registration numbers) are kept in the entry but not matched: entries are found by name.
 */
import { VigilError } from '../../../lib/errors.ts';
import type { SdnEntry, SdnKind } from '../ofac/index.ts';
import { childrenNamed, readXmlRecords, type XmlElement } from '../xml-records.ts';

/** An entry of the EU list: what every list shares, and what the EU says beyond it. */
export interface EuEntry extends SdnEntry {
  /** The EU's reference number ("EU.36.64"), when the file gives one. */
  euReferenceNumber?: string;
  /** The UN's reference of a party the EU lists on the UN's designation, when given. */
  unitedNationId?: string;
}

const DOCUMENT = 'EU financial sanctions file (xmlFullSanctionsList_1_1)';
/** What every entry is on: the EU publishes one list. */
const LIST = 'EU Consolidated Financial Sanctions List';
const KINDS: Record<string, SdnKind> = { person: 'individual', enterprise: 'entity' };

export async function* readEuFsf(
  source: string | NodeJS.ReadableStream,
  onPublication: (publication: { publishedAt: string }) => void,
): AsyncGenerator<EuEntry, void, undefined> {
  const records = readXmlRecords(source, {
    root: 'export',
    records: ['sanctionEntity'],
    depth: 1,
    document: DOCUMENT,
    onRoot: (attributes) => onPublication({ publishedAt: generatedAt(attributes.generationDate) }),
  });
  for await (const record of records) yield euEntry(record);
}

/** `generationDate` as published ("2018-12-21T14:39:54.511+01:00"): the EU publishes more than once a day. */
function generatedAt(value: string | undefined): string {
  if (value === undefined || !/^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:\d{2})$/.test(value)) {
    throw new VigilError(
      'validation_failed',
      `the ${DOCUMENT} has no valid generationDate on <export> (found ${value === undefined ? 'none' : `"${value}"`})`,
    );
  }
  return value;
}

export function euEntry(record: XmlElement): EuEntry {
  const {
    logicalId = '',
    euReferenceNumber = '',
    unitedNationId = '',
    designationDate = '',
  } = record.attributes;
  if (logicalId === '') {
    throw new VigilError(
      'validation_failed',
      `the ${DOCUMENT} has a sanctionEntity without logicalId (${euReferenceNumber || 'no reference'})`,
    );
  }
  const names = childrenNamed(record, 'nameAlias').filter((n) => (n.attributes.wholeName ?? '') !== '');
  const primary =
    names.find((n) => n.attributes.nameLanguage === '' && n.attributes.strong !== 'false') ?? names[0];
  if (primary === undefined)
    throw new VigilError('validation_failed', `the ${DOCUMENT} entry ${logicalId} has no name`);
  const name = primary.attributes.wholeName ?? '';
  const others = names.filter((n) => n !== primary);
  const wholeNames = (strong: boolean) =>
    unique(
      others
        .filter((n) => (n.attributes.strong !== 'false') === strong)
        .map((n) => n.attributes.wholeName ?? ''),
    ).filter((alias) => alias !== name);
  const kind = KINDS[childrenNamed(record, 'subjectType')[0]?.attributes.code ?? ''] ?? 'other';
  const entry: EuEntry = {
    id: logicalId,
    kind,
    name,
    aliases: wholeNames(true),
    weakAliases: wholeNames(false),
    programs: unique(
      childrenNamed(record, 'regulation')
        .map((r) => r.attributes.programme ?? '')
        .filter((p) => p !== ''),
    ),
    lists: [LIST],
    addresses: [],
    birthDates: unique(childrenNamed(record, 'birthdate').flatMap(birthDate)),
    countries: unique(
      childrenNamed(record, 'citizenship')
        .map((c) => (c.attributes.countryIso2Code ?? '').toUpperCase())
        // "00" is the EU's "UNKNOWN".
        .filter((code) => /^[A-Z]{2}$/.test(code)),
    ),
  };
  if (euReferenceNumber !== '') entry.euReferenceNumber = euReferenceNumber;
  if (unitedNationId !== '') entry.unitedNationId = unitedNationId;
  if (/^\d{4}-\d{2}-\d{2}$/.test(designationDate)) entry.designatedOn = designationDate;
  return entry;
}

/** A full `birthdate` (YYYY-MM-DD), or a `year` alone as the whole year. */
function birthDate(element: XmlElement): string[] {
  const { birthdate = '', year = '' } = element.attributes;
  if (/^\d{4}-\d{2}-\d{2}$/.test(birthdate)) return [birthdate];
  if (/^\d{4}$/.test(year)) return [`${year}-01-01/${year}-12-31`];
  return [];
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
