/**
 * Table types of the whole store, one interface per table. Times are integers of milliseconds since
 * the Unix epoch on both dialects (`bigint` on PostgreSQL, read back as numbers): they compare,
 * index and range-scan the same way everywhere. JSON documents are stored as text.
 */
import type {
  AgentAlertsTable,
  AgentPendingEventsTable,
  AgentStatsMinutesTable,
  AgentStatsTable,
  AgentWorkspacesTable,
  AlertUndoneTransfersTable,
} from './database-agents.ts';
import type {
  ChainApprovalsTable,
  ChainFollowsTable,
  ChainHeadsTable,
  ChainReadsTable,
  ChainTransactionReadsTable,
} from './database-chains.ts';
import type {
  AlertRulesTable,
  AssetFollowsTable,
  AssetIdentityTable,
  AssetsTable,
  DetectionsTable,
  PortsTable,
  PositionsTable,
  SitesTable,
} from './database-geo.ts';
import type { AssetGroupMembersTable, AssetGroupsTable } from './database-groups.ts';
import type { AssetEventsTable } from './database-history.ts';
import type { HoldHistoryTable, HoldsTable } from './database-holds.ts';
import type {
  DetectionChipsTable,
  DetectionRevisionsTable,
  ImageryFindingsTable,
  ImageryMutesTable,
  ImageryObservationsTable,
  ImageryScansTable,
  ImageryScenesTable,
  ImageryTuningLogTable,
  ImageryTuningTable,
} from './database-imagery.ts';
import type { OAuthClientsTable, OAuthTokensTable } from './database-oauth.ts';
import type {
  AddressLabelsTable,
  AssetPricesTable,
  ChainTransactionsTable,
  IngestedEventsTable,
  ListEntriesTable,
  ListEntryHistoryTable,
  ListIdentifiersTable,
  ListVersionsTable,
  OwnWalletsTable,
  RiskPoliciesTable,
  ScreeningsTable,
  TransfersTable,
  WatchesTable,
  WatchImportsTable,
} from './database-risk.ts';
import type { SigningKeysTable } from './database-signing.ts';
import type {
  ComplianceSettingsTable,
  SarDraftsTable,
  ThreatAlertsTable,
  ThreatCorrelationTable,
  ThreatHistoryTable,
  ThreatKeysTable,
  ThreatsTable,
} from './database-threats.ts';
import type {
  AssetSilencesTable,
  EngineCheckpointsTable,
  EngineFeedTable,
  FeedSourcesTable,
  LedgerBackfillsTable,
  TrackingEpisodesTable,
  TrackingLedgerTable,
} from './database-tracking.ts';

export interface Database {
  workspaces: WorkspacesTable;
  api_keys: ApiKeysTable;
  idempotency_keys: IdempotencyKeysTable;
  health_probe: HealthProbeTable;
  jobs: JobsTable;
  webhook_endpoints: WebhookEndpointsTable;
  outbox_events: OutboxEventsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  sites: SitesTable;
  ports: PortsTable;
  detections: DetectionsTable;
  alert_rules: AlertRulesTable;
  cases: CasesTable;
  case_items: CaseItemsTable;
  reports: ReportsTable;
  assets: AssetsTable;
  asset_identity: AssetIdentityTable;
  positions: PositionsTable;
  asset_follows: AssetFollowsTable;
  asset_groups: AssetGroupsTable;
  asset_group_members: AssetGroupMembersTable;
  asset_silences: AssetSilencesTable;
  tracking_ledger: TrackingLedgerTable;
  tracking_episodes: TrackingEpisodesTable;
  asset_events: AssetEventsTable;
  ledger_backfills: LedgerBackfillsTable;
  engine_feed: EngineFeedTable;
  feed_sources: FeedSourcesTable;
  engine_checkpoints: EngineCheckpointsTable;
  list_versions: ListVersionsTable;
  list_entries: ListEntriesTable;
  list_entry_history: ListEntryHistoryTable;
  list_identifiers: ListIdentifiersTable;
  address_labels: AddressLabelsTable;
  transfers: TransfersTable;
  chain_transactions: ChainTransactionsTable;
  asset_prices: AssetPricesTable;
  chain_reads: ChainReadsTable;
  chain_transaction_reads: ChainTransactionReadsTable;
  chain_follows: ChainFollowsTable;
  chain_heads: ChainHeadsTable;
  chain_approvals: ChainApprovalsTable;
  own_wallets: OwnWalletsTable;
  screenings: ScreeningsTable;
  risk_policies: RiskPoliciesTable;
  watches: WatchesTable;
  watch_imports: WatchImportsTable;
  ingested_events: IngestedEventsTable;
  holds: HoldsTable;
  hold_history: HoldHistoryTable;
  threats: ThreatsTable;
  threat_alerts: ThreatAlertsTable;
  threat_keys: ThreatKeysTable;
  threat_history: ThreatHistoryTable;
  threat_correlation: ThreatCorrelationTable;
  sar_drafts: SarDraftsTable;
  compliance_settings: ComplianceSettingsTable;
  agent_alerts: AgentAlertsTable;
  agent_pending_events: AgentPendingEventsTable;
  agent_workspaces: AgentWorkspacesTable;
  agent_stats: AgentStatsTable;
  agent_stats_minutes: AgentStatsMinutesTable;
  alert_undone_transfers: AlertUndoneTransfersTable;
  oauth_clients: OAuthClientsTable;
  oauth_tokens: OAuthTokensTable;
  signing_keys: SigningKeysTable;
  detection_revisions: DetectionRevisionsTable;
  detection_chips: DetectionChipsTable;
  imagery_scans: ImageryScansTable;
  imagery_scenes: ImageryScenesTable;
  imagery_observations: ImageryObservationsTable;
  imagery_findings: ImageryFindingsTable;
  imagery_tuning: ImageryTuningTable;
  imagery_mutes: ImageryMutesTable;
  imagery_tuning_log: ImageryTuningLogTable;
}

export interface WorkspacesTable {
  id: string;
  name: string;
  created_at: number;
}

export interface ApiKeysTable {
  id: string;
  workspace_id: string;
  name: string;
  /** The first characters of the key, safe to show, so a person can tell keys apart. */
  start: string;
  /** SHA-256 of the whole key, hex; the key itself is never stored. */
  key_hash: string;
  /** JSON array of scope strings. */
  scopes: string;
  /** `N/SECONDS`, or null for the service default. */
  rate_limit: string | null;
  created_at: number;
  expires_at: number | null;
  revoked_at: number | null;
  /** The key that replaced this one on rotation; this one then expires at the end of its grace period. */
  rotated_to: string | null;
}

/** The row the readiness check rewrites to prove the store takes writes. */
export interface HealthProbeTable {
  id: number;
  probed_at: number;
  /** `host/pid` of the process that wrote it last. */
  probed_by: string;
}

export interface IdempotencyKeysTable {
  workspace_id: string;
  /** The API key (`key_…`) or OAuth client (`oac_…`) that made the record: only it is answered from it. */
  credential: string;
  key: string;
  /** SHA-256 of method, path and canonical body: a replay must match it. */
  fingerprint: string;
  state: 'in_flight' | 'completed';
  status_code: number | null;
  /** JSON object of the response headers worth replaying. */
  response_headers: string | null;
  /** The response body, without the fields of it that hold a secret (see idempotency-service.ts). */
  response_body: string | null;
  created_at: number;
  expires_at: number;
  /**
   * The process that holds an in-flight record (`host/pid/nonce`, see idempotency-service.ts);
   * null on records from before migration 0014.
   */
  owner: string | null;
  /** Until when that process vouches for it; it renews the lease while the request runs. */
  lease_until: number | null;
}

export interface JobsTable {
  id: string;
  /** A name from the job catalogue (`src/app/job-catalogue.ts`). */
  name: string;
  /** JSON of the payload, checked against the catalogue's schema when enqueued and when run. */
  payload: string;
  /** Succeeded jobs are deleted; `failed` ones stay for inspection until swept. */
  status: 'queued' | 'running' | 'failed';
  /** Jobs of one group (e.g. one webhook endpoint) run at most a few at a time per process. */
  group_key: string | null;
  /** The tenant (workspace) the job works for: workers take tenants' jobs in turns. */
  tenant_key: string | null;
  /** Attempts started so far, the one running included. */
  attempts: number;
  max_attempts: number;
  /** When a queued job becomes due. */
  run_at: number;
  /** The worker running it, and until when its lease holds; an expired lease is reclaimed. */
  locked_by: string | null;
  locked_until: number | null;
  last_error: string | null;
  created_at: number;
  updated_at: number;
}

export interface WebhookEndpointsTable {
  id: string;
  workspace_id: string;
  url: string;
  description: string | null;
  /** JSON array of event types, or `["*"]`. */
  events: string;
  status: 'enabled' | 'disabled';
  disabled_reason: 'manual' | 'gone' | 'failing' | null;
  /** `whsec_…`; kept as is because every delivery is signed with it. */
  secret: string;
  /** JSON array of `{secret, expires_at}`: secrets replaced by rotation that still sign until they expire. */
  previous_secrets: string;
  /** When the current run of failed attempts began; null after a success. */
  failing_since: number | null;
  /** Attempts in a row that got no answer in time (circuit breaker); 0 after any answer. */
  timeouts_in_a_row: number;
  /** Deliveries wait until then: the breaker is open. Null while it is closed. */
  paused_until: number | null;
  created_at: number;
  updated_at: number;
}

/** The outbox: every event, written in the transaction of the change that caused it. */
export interface OutboxEventsTable {
  id: string;
  workspace_id: string;
  type: string;
  /** The exact body every delivery sends: `{"type","timestamp","data"}`. */
  payload: string;
  created_at: number;
}

/** One event on its way to one endpoint, with the record of every attempt. */
export interface WebhookDeliveriesTable {
  id: string;
  workspace_id: string;
  endpoint_id: string;
  event_id: string;
  event_type: string;
  status: 'pending' | 'succeeded' | 'failed';
  /** JSON array of attempts, oldest first (see `DeliveryAttempt`). */
  attempts: string;
  next_attempt_at: number | null;
  /** The job that makes the next attempt, while one is scheduled. */
  job_id: string | null;
  created_at: number;
  updated_at: number;
}

export interface CasesTable {
  id: string;
  workspace_id: string;
  title: string;
  description: string | null;
  status: 'open' | 'closed';
  items_count: number;
  created_at: number;
  updated_at: number;
}

export interface CaseItemsTable {
  id: string;
  workspace_id: string;
  case_id: string;
  kind: 'site' | 'detection' | 'asset' | 'note';
  ref_id: string | null;
  note: string | null;
  created_at: number;
}

export interface ReportsTable {
  id: string;
  workspace_id: string;
  subject_kind: 'site' | 'asset' | 'case';
  subject_id: string;
  period_from: number | null;
  period_to: number | null;
  status: 'pending' | 'running' | 'completed' | 'failed';
  /** JSON of the structured report, once completed. */
  content: string | null;
  /** The rendered PDF, base64, once completed (text so that both dialects store it alike). */
  pdf_base64: string | null;
  /** Why it failed. */
  error: string | null;
  created_at: number;
  completed_at: number | null;
}

export type * from './database-agents.ts';
// The tables kept in files of their own, for callers that name them through this file.
export type * from './database-geo.ts';
export type * from './database-groups.ts';
export type * from './database-history.ts';
export type * from './database-holds.ts';
export type * from './database-imagery.ts';
export type * from './database-risk.ts';
export type * from './database-threats.ts';
export type * from './database-tracking.ts';
