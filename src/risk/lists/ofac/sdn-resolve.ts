/**
 * Resolves a raw party to an `SdnEntry` in two steps: `describeParty` needs only the lookup tables,
 * `completeParty` adds what later sections say (identity documents, sanctions entries). Pure:
 * everything each step needs is passed in.
 */
import type { SdnAircraft, SdnCryptoAddress, SdnEntry, SdnKind, SdnVessel } from './sdn-entry.ts';
import type { RawIdDocument, RawName, RawParty, RawSanctionsEntry } from './sdn-raw.ts';
import {
  DOC_NAME_PRIMARY_LATIN,
  digitalCurrencyTicker,
  ENTRY_CREATED,
  imoNumber,
  isWantedLabel,
  LABELS,
  NAME_PART_LAST,
  PARTY_SUBTYPE,
  PARTY_TYPE,
  type ReferenceTables,
  SANCTIONS_TYPE_PROGRAM,
} from './sdn-vocabulary.ts';

/** A feature or identity document, named: `{label: "Vessel Flag", value: "Iran"}`. */
export interface Fact {
  label: string;
  value: string;
}

/**
 * What a party says about itself once the lookup tables are known: compact (names as strings, only
 * the facts the reader maps), so it is what the join holds while later sections are read.
 */
export interface DescribedParty extends Pick<SdnEntry, 'id' | 'kind' | 'name' | 'aliases' | 'weakAliases'> {
  identityIds: string[];
  facts: Fact[];
  /** Facts that are locations (nationality, citizenship), by id: resolved once Locations is read. */
  places: { label: string; locationId: string }[];
}

/** The sections read after the parties: identity documents and sanctions entries. */
export interface PartyLinks {
  documents: (identityId: string) => readonly RawIdDocument[];
  sanctionsEntries: (profileId: string) => readonly RawSanctionsEntry[];
}

export function describeParty(party: RawParty, references: ReferenceTables): DescribedParty {
  const facts: Fact[] = [];
  const places: DescribedParty['places'] = [];
  for (const feature of party.features) {
    const label = references.name('FeatureType', feature.typeId);
    if (!label || !isWantedLabel(label)) continue;
    for (const { text, referenceId, locationId, period } of feature.values) {
      if (locationId !== undefined) {
        places.push({ label, locationId });
        continue;
      }
      const value =
        text ??
        (period && (period.from === period.to ? period.from : `${period.from}/${period.to}`)) ??
        references.name('DetailReference', referenceId ?? '');
      if (value) facts.push({ label, value });
    }
  }
  return {
    id: party.profileId,
    kind: partyKind(party.subTypeId, references),
    ...partyNames(party, references),
    identityIds: party.identityIds,
    facts,
    places,
  };
}

export function completeParty(
  party: DescribedParty,
  references: ReferenceTables,
  links: PartyLinks,
): SdnEntry {
  const facts = [...party.facts];
  for (const { label, locationId } of party.places) {
    const country = countryOf(locationId, references);
    if (country !== undefined) facts.push({ label, value: country });
  }
  for (const identityId of party.identityIds) {
    for (const document of links.documents(identityId)) {
      const label = references.name('IDRegDocType', document.typeId);
      if (label && document.number) facts.push({ label, value: document.number });
    }
  }
  const entries = links.sanctionsEntries(party.id);
  const isProgram = (typeId: string): boolean =>
    references.name('SanctionsType', typeId) === SANCTIONS_TYPE_PROGRAM;
  const entry: SdnEntry = {
    id: party.id,
    kind: party.kind,
    name: party.name,
    aliases: party.aliases,
    weakAliases: party.weakAliases,
    programs: unique(
      entries.flatMap((e) => e.measures.filter((m) => isProgram(m.typeId)).map((m) => m.comment)),
    ),
    lists: unique(entries.map((e) => references.name('List', e.listId) ?? e.listId)),
    addresses: cryptoAddresses(facts),
    birthDates: unique(factValues(facts, LABELS.birthdate)),
    countries: unique([...factValues(facts, LABELS.nationality), ...factValues(facts, LABELS.citizenship)]),
  };
  // Designated when the entry was created on the list: the earliest "Created" entry event.
  const created = entries
    .flatMap((e) =>
      e.events.filter((event) => references.name('EntryEventType', event.typeId) === ENTRY_CREATED),
    )
    .map((event) => event.date)
    .sort()[0];
  if (created !== undefined) entry.designatedOn = created;
  if (party.kind === 'vessel') entry.vessel = vesselOf(facts);
  if (party.kind === 'aircraft') entry.aircraft = aircraftOf(facts);
  return entry;
}

/**
 * A location's country as ISO 3166-1 alpha-2 (OFAC's Country reference gives it as `ISO2`): by
 * its LocationCountry, or by the country's name when that is all the location holds.
 */
function countryOf(locationId: string, references: ReferenceTables): string | undefined {
  const location = references.get('Location', locationId);
  if (location === undefined) return undefined;
  const { CountryID: countryId, Name: name } = location.attributes;
  const country =
    countryId === undefined
      ? references.findByName('Country', name ?? '')
      : references.get('Country', countryId);
  return country?.attributes.ISO2;
}

function partyKind(subTypeId: string, references: ReferenceTables): SdnKind {
  const subType = references.get('PartySubType', subTypeId);
  if (subType?.name === PARTY_SUBTYPE.vessel) return 'vessel';
  if (subType?.name === PARTY_SUBTYPE.aircraft) return 'aircraft';
  const type = references.name('PartyType', subType?.attributes.PartyTypeID ?? '');
  if (type === PARTY_TYPE.individual) return 'individual';
  if (type === PARTY_TYPE.entity || type === PARTY_TYPE.otherEntity) return 'entity';
  return 'other';
}

/** OFAC lists some addresses twice on one party (e.g. XBT 3F6bbvS1… on profile 37070); keep one. */
function cryptoAddresses(facts: Fact[]): SdnCryptoAddress[] {
  const seen = new Map<string, SdnCryptoAddress>();
  for (const { label, value } of facts) {
    const currency = digitalCurrencyTicker(label);
    if (currency) seen.set(`${currency} ${value}`, { currency, address: value });
  }
  return [...seen.values()];
}

function vesselOf(facts: Fact[]): SdnVessel {
  const registrations = factValues(facts, LABELS.vesselRegistration);
  return withoutUndefined({
    imo: registrations.map(imoNumber).find((imo) => imo !== undefined),
    mmsi: factValue(facts, LABELS.mmsi),
    callSign: factValue(facts, LABELS.vesselCallSign),
    flag: factValue(facts, LABELS.vesselFlag),
    type: factValue(facts, LABELS.vesselType),
  });
}

function aircraftOf(facts: Fact[]): SdnAircraft {
  return withoutUndefined({
    tailNumber: factValue(facts, LABELS.aircraftTailNumber),
    serial: factValue(facts, LABELS.aircraftSerial) ?? factValue(facts, LABELS.aircraftSerialDocument),
    model: factValue(facts, LABELS.aircraftModel),
    operator: factValue(facts, LABELS.aircraftOperator),
    modeS: factValue(facts, LABELS.aircraftModeS),
  });
}

function partyNames(
  party: RawParty,
  references: ReferenceTables,
): Pick<SdnEntry, 'name' | 'aliases' | 'weakAliases'> {
  const isLast = (groupId: string): boolean =>
    references.name('NamePartType', party.partTypes.get(groupId) ?? '') === NAME_PART_LAST;
  const primaryAlias = party.aliases.find((a) => a.primary);
  const primaryName =
    primaryAlias?.names.find(
      (n) => references.name('DocNameStatus', n.statusId) === DOC_NAME_PRIMARY_LATIN,
    ) ?? primaryAlias?.names[0];
  const name = primaryName ? composeName(primaryName, isLast) : '';
  const others = (lowQuality: boolean): string[] =>
    unique(
      party.aliases
        .filter((a) => a.lowQuality === lowQuality)
        .flatMap((a) => a.names.filter((n) => n !== primaryName).map((n) => composeName(n, isLast))),
    ).filter((alias) => alias !== name);
  return { name, aliases: others(false), weakAliases: others(true) };
}

/** OFAC's SDN list writes individuals "LAST, First Middle"; other names are a single part. */
function composeName(name: RawName, isLast: (groupId: string) => boolean): string {
  const last = name.parts.filter((p) => isLast(p.groupId)).map((p) => p.value);
  const rest = name.parts.filter((p) => !isLast(p.groupId)).map((p) => p.value);
  if (last.length === 0 || rest.length === 0) return [...last, ...rest].join(' ');
  return `${last.join(' ')}, ${rest.join(' ')}`;
}

function factValues(facts: Fact[], label: string): string[] {
  return facts.filter((f) => f.label === label).map((f) => f.value);
}

function factValue(facts: Fact[], label: string): string | undefined {
  return facts.find((f) => f.label === label)?.value;
}

function unique(values: string[]): string[] {
  return [...new Set(values.filter((v) => v !== ''))];
}

/** Optional fields are left out rather than set to undefined, so records compare and print cleanly. */
function withoutUndefined<T extends object>(record: T): T {
  return Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined)) as T;
}
