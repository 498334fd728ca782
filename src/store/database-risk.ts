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
  /**
   * When the list designated the entry, YYYY-MM-DD (OFAC: its "Created" entry event); '' when the
   * publication gives no date; null when stored before Vigil read dates (the next import reads them).
   */
  designated_on: string | null;
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
  /**
   * JSON array of every GraphSense concept a TagPack tag names (its category, abuse and concepts),
   * `category` being the one that weighs most; null for workspace labels.
   */
  concepts: string | null;
  created_at: number;
  /** The key that made a workspace label (null: made by the console's operator, or imported). */
  created_by: string | null;
  /** A removed workspace label stays, with when and by which key it was removed. */
  removed_at: number | null;
  removed_by: string | null;
}

/**
 * Value moved between two addresses on a chain: a fact Vigil read from the chain (`owner` '') or a
 * workspace's claim (`owner` its id). A UTXO transaction is stored as every input → output pair,
 * each output shared out over the inputs by the value they put in.
 */
export interface TransfersTable {
  id: string;
  /** '' for a shared fact read from a chain; else the workspace whose claim it is. */
  owner: string;
  chain: string;
  tx_hash: string;
  /**
   * Which movement of the transaction: '' its own transfer (a UTXO transaction as a whole),
   * `log:N` a token transfer's log, `out:N` or `to:ADDRESS` one output of a UTXO transaction.
   */
  position: string;
  from_address: string;
  to_address: string;
  /** Exact decimal text in units of `asset`. */
  amount: string;
  /** Upper-case symbol; the chain's own coin when the sender named none. */
  asset: string;
  /** The sender's value in US dollars (decimal text), this row's part of it; null when not given. */
  value_usd: string | null;
  /** `chain` (read by Vigil), `event`, `import`, or `legacy` (stored before owners were kept). */
  source: string;
  block_number: number | null;
  block_hash: string | null;
  occurred_at: number;
  created_at: number;
}

/**
 * A UTXO transaction told whole, with its inputs and outputs (JSON `[{address, amount}]`, amounts
 * as decimal text): what co-spend clustering replays and a later telling of it is compared with.
 */
export interface ChainTransactionsTable {
  owner: string;
  chain: string;
  tx_hash: string;
  inputs: string;
  outputs: string;
  asset: string;
  value_usd: string | null;
  source: string;
  block_number: number | null;
  block_hash: string | null;
  occurred_at: number;
  /** When it was stored; orders the transactions one commit stored (see `store/commit-order.ts`). */
  seq: number;
}

/** A US-dollar close per asset and UTC day (`vigil import prices`). */
export interface AssetPricesTable {
  asset: string;
  /** YYYY-MM-DD. */
  day: string;
  /** Decimal text. */
  usd: string;
  imported_at: number;
}

/** A wallet of the workspace's own (hot, cold, deposit addresses). */
export interface OwnWalletsTable {
  id: string;
  workspace_id: string;
  chain: string;
  address: string;
  label: string | null;
  created_at: number;
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
  /**
   * JSON `{source: {id, version}}` of the lists the answer was made with (`id`: `source:seq`, one
   * per import); rows stored before 0090 hold `{source: version}`.
   */
  list_versions: string;
  screened_at: number;
  /** The address screened; for a transaction, its riskiest party's. */
  address: string | null;
  risk_category: string | null;
  /** The time the answer was made for, when it was asked with `as_of`. */
  as_of: number | null;
  /** What made Vigil screen again on its own (`list`, `label`, `transfer`, ...); null when a caller asked. */
  trigger: string | null;
  watch_id: string | null;
  /** The workspace's risk policy version the answer was made under (0: Vigil's defaults); null before 0092. */
  policy_version: number | null;
}

/** One version of a workspace's risk policy, kept whole and never changed. */
export interface RiskPoliciesTable {
  workspace_id: string;
  version: number;
  /** JSON: the policy as `GET /v1/risk-policy` shows it, without version, time and author. */
  policy: string;
  created_at: number;
  created_by: string | null;
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
  /**
   * The movement a known event describes (`chain tx_hash position`), unique per workspace and type:
   * the same event sent again is stored once. Null for events that name none.
   */
  movement: string | null;
}

/** A workspace's watched address, with the outcome last recorded for it. */
export interface WatchesTable {
  id: string;
  workspace_id: string;
  chain: string;
  address: string;
  reference: string | null;
  created_at: number;
  created_by: string | null;
  /** Digest of the last outcome (band, sanctions hit, matches): a new one is a change. */
  outcome: string | null;
  risk_score: number | null;
  risk_category: string | null;
  /** 1 or 0. */
  sanctions_hit: number | null;
  screening_id: string | null;
  screened_at: number | null;
}

/** A bulk import of watches (JSON array or CSV) and its per-line report. */
export interface WatchImportsTable {
  id: string;
  workspace_id: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  format: 'json' | 'csv';
  body: string | null;
  total: number;
  created: number;
  existing: number;
  rejected: number;
  report: string | null;
  created_at: number;
  created_by: string | null;
  finished_at: number | null;
}
