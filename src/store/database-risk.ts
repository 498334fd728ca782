/**
 * The risk screening tables (sanctions lists, labels, transfers, screenings, ingested events), as
 * the `Database` interface of `database.ts` names them; split from it to keep each file readable.
 */

/** One import of a sanctions list publication. */
export interface ListVersionsTable {
  /** Which list: `ofac_sdn`, or `tagpack:<pack>` for an imported TagPack. */
  source: string;
  /** 1, 2, 3… per source, in import order: the newest row is the list as it stands. */
  seq: number;
  /** The publication's own version; for OFAC its DateOfIssue, `YYYY-MM-DD`. */
  version: string;
  /** The version that was current before this import, or null for the first. */
  previous_version: string | null;
  imported_at: number;
  file_name: string | null;
  /** What the publication holds: entries, vessels and aircraft among them, crypto addresses. */
  entries: number;
  vessels: number;
  aircraft: number;
  addresses: number;
  /** What the import changed: relistings count as added, delistings as removed. */
  added: number;
  updated: number;
  removed: number;
  unchanged: number;
}

/** Every entry a list has ever held, as it stands now; delisted ones are kept, marked. */
export interface ListEntriesTable {
  source: string;
  /** The list's own stable id (OFAC: the profile id). */
  entry_id: string;
  /** `individual`, `entity`, `vessel`, `aircraft` or `other`. */
  kind: string;
  name: string;
  /** JSON array of programme names, e.g. `["IRAN-EO13846"]`. */
  programs: string;
  /** JSON array of the lists the entry is on, e.g. `["SDN List"]`. */
  lists: string;
  /** Canonical JSON of the whole entry as the list reader gives it (`SdnEntry`). */
  entry: string;
  /** SHA-256 hex of `entry`: an import compares it to tell unchanged entries from changed ones. */
  content_hash: string;
  first_version: string;
  /** The version that last listed, changed or delisted the entry. */
  changed_version: string;
  /** Null while listed. */
  delisted_version: string | null;
}

/** One row per entry per import that changed it. */
export interface ListEntryHistoryTable {
  source: string;
  entry_id: string;
  /** The import (`list_versions.seq`) that made the change. */
  seq: number;
  version: string;
  change: 'listed' | 'changed' | 'delisted';
  /** Canonical JSON of the entry at that version; for `delisted`, as it last stood. */
  entry: string;
}

/** What entries are matched by: only listed entries have rows here. */
export interface ListIdentifiersTable {
  source: string;
  entry_id: string;
  kind: 'imo' | 'mmsi' | 'call_sign' | 'icao24' | 'registration' | 'crypto_address';
  /** Normalised (see `src/risk/lists/list-identifiers.ts`); crypto addresses exactly as published. */
  value: string;
  /** For crypto addresses: the ticker as the list writes it (OFAC: XBT, ETH, USDT…); else null. */
  currency: string | null;
}

/** A label on an address: imported (TagPacks, `workspace_id` null) or a workspace's own. */
export interface AddressLabelsTable {
  id: string;
  workspace_id: string | null;
  chain: string;
  address: string;
  label: string;
  category: string;
  /** 0–100. */
  confidence: number;
  /** `custom`, or `tagpack:<pack>`. */
  source: string;
  source_version: string | null;
  created_at: number;
}

/** Value moved between two addresses on a chain. */
export interface TransfersTable {
  id: string;
  chain: string;
  tx_hash: string;
  from_address: string;
  to_address: string;
  amount: number;
  asset: string | null;
  occurred_at: number;
  created_at: number;
}

/** A UTXO transaction with its inputs and outputs (JSON `[{address, amount}]`), for clustering. */
export interface ChainTransactionsTable {
  chain: string;
  tx_hash: string;
  inputs: string;
  outputs: string;
  occurred_at: number;
  /** When it was stored; orders the transactions one commit stored (see `store/commit-order.ts`). */
  seq: number;
}

/** The audit trail: every screening, who asked, and what it answered against which lists. */
export interface ScreeningsTable {
  id: string;
  workspace_id: string;
  key_id: string | null;
  kind: 'wallet' | 'transaction';
  chain: string;
  /** The address screened, or the transaction's hash (or `from→to`). */
  subject: string;
  request: string;
  result: string;
  risk_score: number;
  /** JSON `{source: version}` of the lists the answer was made with. */
  list_versions: string;
  screened_at: number;
}

/** An event a workspace sent to `POST /v1/events/ingest`. */
export interface IngestedEventsTable {
  id: string;
  workspace_id: string;
  type: string;
  occurred_at: number;
  /**
   * The event's `data` as JSON: a known type's checked and normalised (canonical chain, normalised
   * addresses; `src/risk/events/event-data.ts`), a custom type's as sent.
   */
  data: string;
  received_at: number;
}
