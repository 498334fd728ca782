/**
 * The threat and SAR tables (issue 7): threats that correlation builds from agents' alerts, the
 * link of each alert to its threat, the keys threats correlate on, the per-workspace row that
 * serialises correlation, SAR drafts and each workspace's compliance settings. Re-exported from
 * `database.ts`, which names them in the `Database` interface.
 */

type Severity = 'low' | 'medium' | 'high' | 'critical';

/** Alerts of agents that touch the same addresses, entities or accounts, merged (`thr_…`). */
export interface ThreatsTable {
  id: string;
  workspace_id: string;
  /** `merged`: its alerts now belong to `merged_into`; it takes no more. */
  status: 'open' | 'closed' | 'merged';
  severity: Severity;
  /** The highest severity of its alerts; `severity` may stand one step above (correlation rules). */
  alert_severity: Severity;
  /** JSON array of the typologies of its alerts, sorted. */
  typologies: string;
  /** JSON array of the chains its alerts name, sorted. */
  chains: string;
  alert_count: number;
  /** The summary of its most severe alert (the earliest of those on a tie). */
  headline: string;
  /** Deterministic text from the fields above. */
  summary: string;
  /** The earliest and latest activity of its alerts and their transfers. */
  first_seen_at: number;
  last_seen_at: number;
  /** For a merged threat: the threat that took its alerts. */
  merged_into: string | null;
  /** The note given with the last change a person made (closing, reopening, assigning…). */
  status_note: string | null;
  closed_at: number | null;
  /** The key or OAuth client (`key_…`, `oac_…`) that closed it; null while open. */
  closed_by: string | null;
  /** Who is looking into it: free text (a name, an e-mail address); null when no one. */
  assignee: string | null;
  /** What review decided: `true_positive`, `false_positive`, `escalated`, `benign`; null before. */
  disposition: 'true_positive' | 'false_positive' | 'escalated' | 'benign' | null;
  /** 1 when it holds a retroactive alert: activity a list published later named (migration 0093). */
  retroactive: number;
  created_at: number;
  updated_at: number;
}

/** One change to a threat, in order (`seq` from 1 per threat): who, when, what, and the note. */
export interface ThreatHistoryTable {
  threat_id: string;
  seq: number;
  workspace_id: string;
  at: number;
  /** The key or OAuth client that made the change; null for Vigil itself (a merge by correlation). */
  actor: string | null;
  /** JSON `{field: {from, to}}` of the fields changed (`status`, `assignee`, `disposition`, `merged_into`); `{}` for a note alone. */
  change: string;
  note: string | null;
}

/** Which threat an alert (`agent_alerts.id`) belongs to: one each. */
export interface ThreatAlertsTable {
  alert_id: string;
  threat_id: string;
  workspace_id: string;
}

/**
 * What a threat correlates on: `address:<chain>:<address>`, `entity:<ent_…>`, `account:<id>`. A
 * key may name several threats (closed and open ones); correlation looks at the open ones.
 */
export interface ThreatKeysTable {
  workspace_id: string;
  key: string;
  threat_id: string;
}

/**
 * One row per workspace, updated at the start of every correlation: the row lock serialises
 * correlation of one workspace across processes (PostgreSQL); SQLite has one writer anyway.
 */
export interface ThreatCorrelationTable {
  workspace_id: string;
  /** Correlations run so far. */
  runs: number;
  updated_at: number;
}

/** A suspicious-activity report draft built from a threat (`sar_…`). */
export interface SarDraftsTable {
  id: string;
  workspace_id: string;
  threat_id: string;
  status: 'pending' | 'ready' | 'failed';
  /** JSON of the draft (the FinCEN SAR parts and narrative), once ready. */
  content: string | null;
  /** The rendered PDF, base64, once ready. */
  pdf_base64: string | null;
  error: string | null;
  created_at: number;
  completed_at: number | null;
  /** JSON of the draft's detached signature (`SarSignature`), when an HSM key signed it. */
  signature: string | null;
}

/** A workspace's compliance settings: the filing institution of its SARs. */
export interface ComplianceSettingsTable {
  workspace_id: string;
  /** JSON of the filing institution as `PUT /v1/compliance/settings` took it. */
  filing_institution: string;
  /** The key that last changed them. */
  updated_by: string | null;
  updated_at: number;
}
