/**
 * The asset events table (`GET /v1/asset-events`, `geo/history`), as the `Database` interface of
 * `database.ts` names it.
 */

/**
 * A behavioural event of an asset that a workspace's rule or site found: a zone visit, an
 * encounter, loitering, a dark gap, a port visit or a speed episode, with its end once known.
 */
export interface AssetEventsTable {
  id: string;
  workspace_id: string;
  /** `zone_visit`, `encounter`, `loitering`, `dark_gap`, `port_visit` or `speed`. */
  kind: string;
  asset_id: string;
  /** An encounter's other vessel. */
  other_asset_id: string | null;
  /** A zone visit's (or an episode rule's) zone: `site` or `area` (a rule's own area), and its id. */
  zone_kind: string | null;
  zone_id: string | null;
  /** The rule that found it; null for a site's or a follow's. */
  rule_id: string | null;
  site_id: string | null;
  port_id: string | null;
  /** The ledger's watch and subject (`geo/tracking/ledger-rules.ts`) of what found it. */
  watch: string;
  subject: string;
  started_at: number;
  /** Null while it goes on. */
  ended_at: number | null;
  duration_s: number | null;
  /** Where: the episode's mean position, the visit's entry, the gap's last fix. */
  lon: number;
  lat: number;
  /** JSON: what the kind says of it (see `geo/history/asset-event-schemas.ts`). */
  evidence: string;
  /** 1 when it was found judging positions that arrived late. */
  late: number;
  created_at: number;
  updated_at: number;
}
