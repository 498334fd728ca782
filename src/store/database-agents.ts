/**
 * The detection agents' tables (issue 7, migration 0007): their alerts, the events waiting for
 * them, the per-workspace row that serialises batches, and their counters. Re-exported from
 * `database.ts`, which names them in the `Database` interface.
 */

/** An alert an agent raised (`alr_…`): the `AlertDraft` with its agent and time; threats read it. */
export interface AgentAlertsTable {
  id: string;
  workspace_id: string;
  agent: string;
  agent_version: string;
  typology: string;
  severity: 'low' | 'medium' | 'high' | 'critical';
  summary: string;
  occurred_at: number;
  raised_at: number;
  /** JSON `[{chain, address, role}]`. */
  addresses: string;
  /** JSON array of customer account ids. */
  accounts: string;
  /** JSON array of `ing_…` ids. */
  event_ids: string;
  /** JSON `[{chain, tx_hash, from, to, amount, asset, occurred_at}]`. */
  transfers: string;
  /** JSON object of the figures the rule compared. */
  facts: string;
}

/** An ingested event the agents have not yet processed; deleted by the batch that processes it. */
export interface AgentPendingEventsTable {
  event_id: string;
  workspace_id: string;
  type: string;
  received_at: number;
}

/** One row per workspace the agents have seen, locked by each batch. */
export interface AgentWorkspacesTable {
  workspace_id: string;
  /** Batches committed so far: a process whose history saw fewer rebuilds it. */
  version: number;
  /** Event time the workspace's history has reached (ms): windows and pruning count back from it. */
  watermark: number;
  updated_at: number;
}

/** Each agent's totals over the whole service, added to by every batch of every process. */
export interface AgentStatsTable {
  agent: string;
  events_processed: number;
  alerts_raised: number;
  errors: number;
  last_event_at: number | null;
}

/** The same counts per minute (`minute` is its start, ms), for the recent error rate; swept after a day. */
export interface AgentStatsMinutesTable {
  agent: string;
  minute: number;
  events_processed: number;
  alerts_raised: number;
  errors: number;
}

/** A transfer an alert rested on that a chain reorganisation undid (migration 0081). */
export interface AlertUndoneTransfersTable {
  alert_id: string;
  workspace_id: string;
  chain: string;
  tx_hash: string;
  /** The orphaned block it had been read from. */
  block_number: number;
  block_hash: string;
  undone_at: number;
}
