/** What the label index answers for an address: one label, where it comes from and how sure. */

export interface LabelHit {
  label: string;
  category: string;
  /** `ofac_sdn`, `tagpack:<pack>` or `custom`. */
  source: string;
  /** The list's version (OFAC: its issue date; a TagPack: its `lastmod`); null for custom labels. */
  list_version: string | null;
  /** 0–100. */
  confidence: number;
  /** Sanctions programmes, for list entries that have them. */
  programs?: string[];
  /**
   * For a sanctions list address: where the list names it, as OFAC's ticker and the chain Vigil
   * reads it as (null for a chain Vigil does not screen). A 0x address listed on one EVM chain
   * matches on every EVM chain; this says on which it was listed.
   */
  listed_on?: ListedOn[];
  /** A workspace's own label: its id, so it can be deleted. */
  id?: string;
  /** For a list entry: the list's own id of it (OFAC: the SDN entry's profile id). */
  entry_id?: string;
  /** For a list entry: when the list designated it, YYYY-MM-DD (OFAC: the entry's "Created" date). */
  designated_at?: string;
  /** For an entry the list no longer holds: the version (publication date) that first left it out. */
  delisted_at?: string;
  /** For a TagPack tag: every GraphSense concept it names (category, abuse, concepts). */
  concepts?: string[];
}

export interface ListedOn {
  ticker: string;
  chain: string | null;
}

/**
 * A sanctions list address placed on the chains screening matches it on (every EVM chain for a 0x
 * address), with where the list names it; `undefined` for one no chain of Vigil's takes.
 */
export type SanctionsAddressMapper = (
  currency: string | null,
  address: string,
) => { chains: readonly string[]; address: string; listed: ListedOn } | undefined;

/**
 * A list version as a screening names it: `id` is one import's (`source:seq`: two imports of the
 * same publication date are two versions), `version` the publication's own (OFAC: its issue date).
 */
export interface ListVersionRef {
  id: string | null;
  version: string;
}

/** The id of one import of a list: its source and import number. */
export const listVersionRef = (source: string, seq: number, version: string): ListVersionRef => ({
  id: `${source}:${seq}`,
  version,
});
