/**
 * What the OFAC SDN reader hands out: one compact, self-contained record per sanctioned party,
 * with OFAC's lookup ids already resolved to names. Importers and screening read only these types,
 * never the XML vocabulary behind them.
 */

export type SdnKind = 'individual' | 'entity' | 'vessel' | 'aircraft' | 'other';

export interface SdnVessel {
  /** Seven digits, without OFAC's "IMO " prefix. */
  imo?: string;
  mmsi?: string;
  callSign?: string;
  /** As OFAC writes it: a country name ("Iran"), not a code. */
  flag?: string;
  /** OFAC's vessel type, e.g. "Crude Oil Tanker". */
  type?: string;
}

export interface SdnAircraft {
  tailNumber?: string;
  /** Manufacturer's serial number (MSN). */
  serial?: string;
  model?: string;
  operator?: string;
  /** Mode S transponder code as OFAC writes it: the ICAO 24-bit address in hex. */
  modeS?: string;
}

export interface SdnCryptoAddress {
  /** Ticker as OFAC writes it in "Digital Currency Address - XXX": XBT, ETH, USDT... */
  currency: string;
  /** Exactly as published: case is not normalised. */
  address: string;
}

export interface SdnEntry {
  /** OFAC's Profile id, equal to the DistinctParty FixedRef: stable across publications. */
  id: string;
  kind: SdnKind;
  /** Primary Latin name as OFAC writes it; individuals read "LAST, First Middle". */
  name: string;
  /** Other names OFAC gives (a.k.a., f.k.a., n.k.a., other scripts), primary name excluded. */
  aliases: string[];
  /** Names OFAC flags as low quality ("weak a.k.a."): too generic to match on alone. */
  weakAliases: string[];
  /** Sanctions programmes, e.g. ["IRAN", "SDGT"], in the order OFAC lists them. */
  programs: string[];
  /** Lists the party is on, e.g. ["SDN List"]. */
  lists: string[];
  vessel?: SdnVessel;
  aircraft?: SdnAircraft;
  addresses: SdnCryptoAddress[];
  /**
   * Birth dates OFAC gives: `YYYY-MM-DD`, or `YYYY-MM-DD/YYYY-MM-DD` for a period (a year alone,
   * "circa 1960", a range of years), first and last possible day.
   */
  birthDates: string[];
  /** Nationality and citizenship countries, ISO 3166-1 alpha-2. */
  countries: string[];
  /**
   * When OFAC designated the party, YYYY-MM-DD: its SanctionsEntry's "Created" entry event. Not part
   * of the entry's content as stored (a date Vigil starts to read is not a change OFAC made).
   */
  designatedOn?: string;
}

export interface SdnPublication {
  /** YYYY-MM-DD, from the document's DateOfIssue. */
  publishedAt: string;
}
