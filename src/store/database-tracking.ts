/**
 * The tables of the tracking engines: silences, episodes and the ledger of what was told, the feed
 * of stored positions on their way to the engines, the sources of positions, and the engines'
 * checkpoints (`Database` in database.ts).
 */

/** A silence of a followed vessel: from its last position until it reported again (ended_at). */
export interface AssetSilencesTable {
  id: string;
  asset_id: string;
  last_at: number;
  last_lon: number;
  last_lat: number;
  /** The threshold of the first watch that reported the silence, seconds. */
  threshold_s: number;
  detected_at: number;
  /** The time of the first position after the silence; null while it lasts. */
  ended_at: number | null;
}

/** An episode the tracking engines told, with its end once it ended (`geo/tracking/episodes-repo.ts`). */
export interface TrackingEpisodesTable {
  /** `episode:<detector key>`, as in the ledger. */
  watch: string;
  /** The asset id, or an encounter's two sorted asset ids joined by `+`. */
  subject: string;
  /** `loitering`, `encounter` or `speed_above`. */
  kind: string;
  started_at: number;
  /** When it had lasted the minimum and was told. */
  confirmed_at: number;
  ended_at: number | null;
  duration_s: number | null;
  /** 1 when it was found judging positions that arrived late. */
  late: number;
  created_at: number;
}

/** Stored positions on their way to the tracking engines: one row per batch and partition. */
export interface EngineFeedTable {
  /** Time-sortable (a TypeID): the order rows are read and relayed in. */
  id: string;
  partition: number;
  /** When the batch was stored, by the storing process's clock. */
  stored_at: number;
  /** The positions, as engine/feed-codec.ts writes them. */
  positions: string;
}

/** A source of positions: a feed the service connects to, or a key that ingests (`geo/ingest/source-health.ts`). */
export interface FeedSourcesTable {
  /** `feed:<name>` or `key:<key id>`. */
  id: string;
  kind: 'feed' | 'key';
  /** The feed's address, or the key's name. */
  name: string;
  /** The key's workspace; null for a feed, which serves every workspace. */
  workspace_id: string | null;
  first_heard_at: number;
  /** When a batch from it last arrived (the storing process's clock). */
  last_heard_at: number;
  /** The median time between its batches, seconds, once enough were seen. */
  cadence_s: number | null;
  state: 'live' | 'silent';
  /** When it went silent: its last batch before the silence. */
  silent_since: number | null;
  /** When it was last heard again after a silence. */
  resumed_at: number | null;
  updated_at: number;
}

/** The last stream sequence each engine partition handled (with NATS). */
export interface EngineCheckpointsTable {
  partition: number;
  seq: number;
  updated_at: number;
}

/**
 * What the tracking engines told last, per watch and subject (`geo/tracking/ledger-repo.ts`): what
 * keeps each alert told once across restarts and processes.
 */
export interface TrackingLedgerTable {
  /** `dark:<key>`, `zone:<zone id>` or `episode:<detector key>`. */
  watch: string;
  /** An asset id, or two sorted asset ids joined by `+` (an encounter). */
  subject: string;
  /** `silent`, `inside`, `outside`, `running` or `ended`. */
  state: string;
  /** When the silence began, the crossing happened, the episode started or ended. */
  since: number;
  /** A site's last presence detection, for its once-an-hour rule. */
  told_at: number | null;
  /**
   * The spans told back to the late horizon, JSON `[[start, end | null], …]` (`ledger-rules.ts`);
   * null on rows written before spans were kept.
   */
  spans: string | null;
  updated_at: number;
}

/** Ledger rows to derive from what is stored, once, at the next engine start (migration 0025). */
export interface LedgerBackfillsTable {
  /** Which rows: `zones`. */
  name: string;
  reason: string;
}
