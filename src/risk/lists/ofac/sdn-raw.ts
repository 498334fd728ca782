/**
 * Records as the XML states them, before OFAC's numeric ids are resolved to names. The collector
 * fills these from parser events; the resolver turns them into `SdnEntry`. Keeping ids raw lets a
 * party be read before the lookup tables it refers to, whatever order a publication uses.
 */

/** One row of a ReferenceValueSet, e.g. `<FeatureType ID="344">Digital Currency Address - XBT</FeatureType>`. */
export interface RawReference {
  /** The element name: `FeatureType`, `PartySubType`, `List`... */
  set: string;
  id: string;
  name: string;
  /** The other attributes, e.g. `PartyTypeID` on a PartySubType. */
  attributes: Record<string, string>;
}

/** An IDRegDocument: passports, but also IMO numbers, MMSIs and aircraft serials. */
export interface RawIdDocument {
  typeId: string;
  identityId: string;
  number: string;
}

export interface RawNamePart {
  groupId: string;
  value: string;
}

export interface RawName {
  statusId: string;
  parts: RawNamePart[];
}

export interface RawAlias {
  primary: boolean;
  lowQuality: boolean;
  names: RawName[];
}

export interface RawFeature {
  typeId: string;
  /**
   * VersionDetail text, the DetailReference id when the detail is a lookup, the Location a
   * VersionLocation names (nationality, citizenship), or a DatePeriod (birth dates) as its earliest
   * and latest day, `YYYY-MM-DD`.
   */
  values: {
    text?: string;
    referenceId?: string;
    locationId?: string;
    period?: { from: string; to: string };
  }[];
}

export interface RawParty {
  profileId: string;
  subTypeId: string;
  identityIds: string[];
  aliases: RawAlias[];
  /** NamePartGroup id → NamePartType id, so "Last Name" parts can be told from the others. */
  partTypes: Map<string, string>;
  features: RawFeature[];
}

export interface RawSanctionsEntry {
  profileId: string;
  listId: string;
  measures: { typeId: string; comment: string }[];
  /** Entry events (OFAC: "Created", the designation) with their dates, YYYY-MM-DD. */
  events: { typeId: string; date: string }[];
}

/** Top-level sections a party's resolution draws on. */
export type SdnSection = 'ReferenceValueSets' | 'Locations' | 'IDRegDocuments' | 'SanctionsEntries';
