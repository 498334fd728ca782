/**
 * Builds small ADVANCED_XML documents in OFAC's shape (element names, attributes, nesting as in
 * sdn_advanced.xml) with the sections in any order, for tests of ordering and error handling.
 */

export const NAMESPACE =
  'https://sanctionslistservice.ofac.treas.gov/api/PublicationPreview/exports/ADVANCED_XML';

export type Section = 'references' | 'documents' | 'parties' | 'sanctions';
export const OFAC_ORDER: readonly Section[] = ['references', 'documents', 'parties', 'sanctions'];

export interface PartySpec {
  id: string;
  subType: 'vessel' | 'aircraft' | 'entity' | 'individual';
  /** Name parts; a `last` part makes the name read "LAST, First". */
  name: { last?: string; rest: string };
  weakAlias?: string;
  /** `currency` is a digital currency address under `ticker` (one of CURRENCY_TICKERS). */
  features?: (
    | { type: 'callSign' | 'flag' | 'xbt' | 'eth' | 'tailNumber' | 'modeS'; value: string }
    | { type: 'currency'; ticker: string; value: string }
  )[];
  documents?: { type: 'imo' | 'mmsi'; number: string }[];
  programs?: string[];
  /** The "Created" entry event's date, `YYYY-MM-DD`: when OFAC designated the party. */
  designated?: string;
}

const SUBTYPE_ID = { vessel: 1, aircraft: 2, entity: 3, individual: 4 } as const;
const FEATURE_ID = { callSign: 1, flag: 3, xbt: 344, eth: 345, tailNumber: 64, modeS: 1000 } as const;

/** The other tickers OFAC files digital currency addresses under (the 2025-11-19 list's), each a feature type. */
export const CURRENCY_TICKERS = [
  'ARB',
  'BCH',
  'BNB',
  'BSC',
  'BSV',
  'BTG',
  'DASH',
  'ETC',
  'LTC',
  'SOL',
  'TRX',
  'USDC',
  'USDT',
  'XMR',
  'XRP',
  'XVG',
  'ZEC',
] as const;
const currencyFeatureId = (ticker: string): number => {
  if (ticker === 'XBT') return FEATURE_ID.xbt;
  if (ticker === 'ETH') return FEATURE_ID.eth;
  const index = (CURRENCY_TICKERS as readonly string[]).indexOf(ticker);
  if (index === -1) throw new Error(`sdn-document: no feature type for ticker ${ticker}`);
  return 2000 + index;
};
const currencyFeatureTypes = CURRENCY_TICKERS.map(
  (ticker) =>
    `<FeatureType ID="${currencyFeatureId(ticker)}" FeatureTypeGroupID="1">Digital Currency Address - ${ticker}</FeatureType>`,
).join('\n      ');
const DOCUMENT_ID = { imo: 1626, mmsi: 91264 } as const;

const references = `<ReferenceValueSets>
    <DocNameStatusValues><DocNameStatus ID="1">Primary Latin</DocNameStatus></DocNameStatusValues>
    <FeatureTypeValues>
      <FeatureType ID="1" FeatureTypeGroupID="1">Vessel Call Sign</FeatureType>
      <FeatureType ID="3" FeatureTypeGroupID="1">Vessel Flag</FeatureType>
      <FeatureType ID="344" FeatureTypeGroupID="1">Digital Currency Address - XBT</FeatureType>
      <FeatureType ID="345" FeatureTypeGroupID="1">Digital Currency Address - ETH</FeatureType>
      ${currencyFeatureTypes}
      <FeatureType ID="64" FeatureTypeGroupID="1">Aircraft Tail Number</FeatureType>
      <FeatureType ID="1000" FeatureTypeGroupID="1">Aircraft Mode S Transponder Code</FeatureType>
    </FeatureTypeValues>
    <IDRegDocTypeValues>
      <IDRegDocType ID="1626">Vessel Registration Identification</IDRegDocType>
      <IDRegDocType ID="91264">MMSI</IDRegDocType>
    </IDRegDocTypeValues>
    <ListValues><List ID="1550">SDN List</List></ListValues>
    <NamePartTypeValues>
      <NamePartType ID="1520">Last Name</NamePartType>
      <NamePartType ID="1521">First Name</NamePartType>
    </NamePartTypeValues>
    <PartySubTypeValues>
      <PartySubType ID="1" PartyTypeID="4">Vessel</PartySubType>
      <PartySubType ID="2" PartyTypeID="4">Aircraft</PartySubType>
      <PartySubType ID="3" PartyTypeID="2">Unknown</PartySubType>
      <PartySubType ID="4" PartyTypeID="1">Unknown</PartySubType>
    </PartySubTypeValues>
    <PartyTypeValues>
      <PartyType ID="1">Individual</PartyType>
      <PartyType ID="2">Entity</PartyType>
      <PartyType ID="4">Transport</PartyType>
    </PartyTypeValues>
    <EntryEventTypeValues><EntryEventType ID="1">Created</EntryEventType></EntryEventTypeValues>
    <SanctionsTypeValues>
      <SanctionsType ID="1705">Block</SanctionsType>
      <SanctionsType ID="1">Program</SanctionsType>
    </SanctionsTypeValues>
  </ReferenceValueSets>`;

function namePart(group: string, value: string): string {
  return `<DocumentedNamePart><NamePartValue NamePartGroupID="${group}" ScriptID="215">${value}</NamePartValue></DocumentedNamePart>`;
}

function alias(party: PartySpec, primary: boolean, parts: string): string {
  return `<Alias FixedRef="${party.id}" AliasTypeID="${primary ? 1403 : 1400}" Primary="${primary}" LowQuality="${!primary}">
          <DocumentedName ID="${party.id}${primary ? 1 : 2}" FixedRef="${party.id}" DocNameStatusID="${primary ? 1 : 2}">${parts}</DocumentedName>
        </Alias>`;
}

function partyXml(party: PartySpec): string {
  const { last, rest } = party.name;
  const parts = (last ? namePart(`${party.id}1`, last) : '') + namePart(`${party.id}2`, rest);
  const groups = `<NamePartGroups>
          <MasterNamePartGroup><NamePartGroup ID="${party.id}1" NamePartTypeID="1520" /></MasterNamePartGroup>
          <MasterNamePartGroup><NamePartGroup ID="${party.id}2" NamePartTypeID="${last ? 1521 : 1525}" /></MasterNamePartGroup>
        </NamePartGroups>`;
  const weak = party.weakAlias ? alias(party, false, namePart(`${party.id}2`, party.weakAlias)) : '';
  const features = (party.features ?? [])
    .map(
      (
        f,
        i,
      ) => `<Feature ID="${party.id}${i}" FeatureTypeID="${f.type === 'currency' ? currencyFeatureId(f.ticker) : FEATURE_ID[f.type]}">
        <FeatureVersion ID="${party.id}${i}" ReliabilityID="1"><Comment /><VersionDetail DetailTypeID="1432">${f.value}</VersionDetail></FeatureVersion>
        <IdentityReference IdentityID="${party.id}" IdentityFeatureLinkTypeID="1" />
      </Feature>`,
    )
    .join('\n');
  return `<DistinctParty FixedRef="${party.id}"><Comment />
    <Profile ID="${party.id}" PartySubTypeID="${SUBTYPE_ID[party.subType]}">
      <Identity ID="${party.id}" FixedRef="${party.id}" Primary="true" False="false">
        ${alias(party, true, parts)}${weak}
        ${groups}
      </Identity>
      ${features}
    </Profile>
  </DistinctParty>`;
}

function documentsXml(parties: PartySpec[]): string {
  const documents = parties.flatMap((p) =>
    (p.documents ?? []).map(
      (
        d,
      ) => `<IDRegDocument ID="${p.id}${d.type}" IDRegDocTypeID="${DOCUMENT_ID[d.type]}" IdentityID="${p.id}" ValidityID="1">
      <Comment /><IDRegistrationNo>${d.number}</IDRegistrationNo><IssuingAuthority />
    </IDRegDocument>`,
    ),
  );
  return `<IDRegDocuments>${documents.join('\n')}</IDRegDocuments>`;
}

function sanctionsXml(parties: PartySpec[]): string {
  const entries = parties.map(
    (p) => `<SanctionsEntry ID="${p.id}" ProfileID="${p.id}" ListID="1550">
      <EntryEvent ID="${p.id}" EntryEventTypeID="1" LegalBasisID="1"><Comment />${p.designated ? dateXml(p.designated) : ''}</EntryEvent>
      <SanctionsMeasure ID="${p.id}0" SanctionsTypeID="1705"><DatePeriod CalendarTypeID="1" /></SanctionsMeasure>
      ${(p.programs ?? []).map((program, i) => `<SanctionsMeasure ID="${p.id}${i + 1}" SanctionsTypeID="1"><Comment>${program}</Comment></SanctionsMeasure>`).join('')}
    </SanctionsEntry>`,
  );
  return `<SanctionsEntries>${entries.join('\n')}</SanctionsEntries>`;
}

export interface DocumentOptions {
  /** DateOfIssue as `YYYY-MM-DD`; 2025-03-07 by default. */
  date?: string;
}

function dateXml(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `<Date CalendarTypeID="1"><Year>${year}</Year><Month>${month}</Month><Day>${day}</Day></Date>`;
}

function dateOfIssue(date = '2025-03-07'): string {
  const [year, month, day] = date.split('-').map(Number);
  return `<DateOfIssue CalendarTypeID="1"><Year>${year}</Year><Month>${month}</Month><Day>${day}</Day></DateOfIssue>`;
}

/** The document split into its parts (one string per section, parties one by one), in `order`. */
export function sdnDocumentParts(
  parties: PartySpec[],
  order: readonly Section[] = OFAC_ORDER,
  options: DocumentOptions = {},
): string[] {
  const sections: Record<Section, string[]> = {
    references: [references],
    documents: [documentsXml(parties)],
    parties: ['<DistinctParties>', ...parties.map(partyXml), '</DistinctParties>'],
    sanctions: [sanctionsXml(parties)],
  };
  return [
    `<?xml version="1.0" encoding="utf-8" standalone="yes"?>
<Sanctions xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" Version="3" xmlns="${NAMESPACE}">
  ${dateOfIssue(options.date)}`,
    ...order.flatMap((section) => sections[section]),
    '<ProfileRelationships /><SanctionsEntryLinks />\n</Sanctions>\n',
  ];
}

export function sdnDocument(
  parties: PartySpec[],
  order: readonly Section[] = OFAC_ORDER,
  options: DocumentOptions = {},
): string {
  return sdnDocumentParts(parties, order, options).join('\n');
}

/** A vessel as OFAC lists them: IMO and MMSI as documents, call sign and flag as features. */
export function vessel(id: string, overrides: Partial<PartySpec> = {}): PartySpec {
  return {
    id,
    subType: 'vessel',
    name: { rest: `VESSEL ${id}` },
    features: [
      { type: 'callSign', value: `CS${id}` },
      { type: 'flag', value: 'Panama' },
    ],
    documents: [
      { type: 'imo', number: `IMO 9${id.padStart(6, '0')}` },
      { type: 'mmsi', number: `35${id.padStart(7, '0')}` },
    ],
    programs: ['IRAN-EO13846'],
    ...overrides,
  };
}

/** An aircraft as OFAC lists the recent ones: tail number and Mode S code as features. */
export function aircraft(id: string, overrides: Partial<PartySpec> = {}): PartySpec {
  return {
    id,
    subType: 'aircraft',
    name: { rest: `RF-${id}` },
    features: [
      { type: 'tailNumber', value: `RF-${id}` },
      { type: 'modeS', value: `15${id.padStart(4, '0')}` },
    ],
    programs: ['RUSSIA-EO14024'],
    ...overrides,
  };
}
