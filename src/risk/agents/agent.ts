/**
 * What a detection agent is (issue 7): a name, a version, the event types it reads, and a rule that
 * looks at one event beside the workspace's recent history and returns the alerts it raises. Agents
 * are plain functions of their inputs, so each typology is tested with cases that must fire and
 * cases that must not; the runner (`agent-runner.ts`) feeds them, keeps them apart (one failing agent
 * never stops the others), records their alerts and measures them.
 */
import type { Executor } from '../../store/store.ts';
import type { ChainName } from '../chains/index.ts';
import type { AgentEvent, TokenApprovalData, TransferObservedData } from '../events/index.ts';
import type { WalletScreening } from '../screening/index.ts';

/** Alert and threat severity, lowest first (the `threat.detected` and `agent.alert` events use it). */
export const SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export type Severity = (typeof SEVERITIES)[number];

/** What an agent found, before the runner gives it an id and stores it. */
export interface AlertDraft {
  /** E.g. `sanctions`, `mixer`, `peel_chain`, `address_poisoning`, `drainer_approval`, `layering`, `structuring`. */
  typology: string;
  severity: Severity;
  /** One sentence for a person. */
  summary: string;
  /** When the activity behind the alert happened (epoch ms). */
  occurred_at: number;
  /**
   * The addresses involved, each with its chain: threats correlate on these, but for the
   * workspace's own wallets (`own`, marked by the runner).
   */
  addresses: { chain: ChainName; address: string; role: string; own?: boolean }[];
  /** Customer accounts involved (`account_id` of deposits and withdrawals): threats correlate on these too. */
  accounts?: string[];
  /** The events behind the alert (`ing_…`), the one inspected included. */
  event_ids: string[];
  /** The transfers behind the alert, as `{chain, tx_hash, from, to, amount, asset}`. */
  transfers: {
    chain: ChainName;
    tx_hash: string;
    from: string | null;
    to: string | null;
    /** Decimal text in units of `asset`. */
    amount: string | null;
    asset: string | null;
    /** Its value in US dollars when the event gave one (decimal text). */
    value_usd?: string | null;
    occurred_at: number;
    /** Set on a stored alert when a chain reorganisation undid the transfer (`alert-reorgs.ts`). */
    undone?: UndoneMark;
  }[];
  /** The figures the rule compared, with their units, e.g. `{hops: 4, window_s: 3600}`. */
  facts: Record<string, string | number | boolean | null>;
}

/**
 * What an agent may consult besides the event: the workspace's recent events (kept by the runner
 * in memory, bounded by the longest window any agent declares) and screening of an address
 * against lists, labels and transfers.
 */
export interface AgentContext {
  history: EventHistory;
  /** Screening without an audit record (`ScreeningService.assess`). */
  screen(chain: ChainName, address: string): WalletScreening;
  /**
   * Whether an address is one of the workspace's own wallets: flows out of them, and between them,
   * are its operations, not typologies.
   */
  isOwn(chain: ChainName, address: string): boolean;
}

/**
 * The workspace's recent known events, oldest first, already including the event being inspected.
 * Implemented in `event-history.ts`.
 */
export interface EventHistory {
  /** Transfers that moved value out of (`from`/input) or into (`to`/output) an address since `since`. */
  transfersFrom(
    chain: ChainName,
    address: string,
    since: number,
  ): readonly AgentEvent<'transfer.observed', TransferObservedData>[];
  transfersTo(
    chain: ChainName,
    address: string,
    since: number,
  ): readonly AgentEvent<'transfer.observed', TransferObservedData>[];
  /** Approvals an owner granted (latest per spender and token), still in force. */
  approvalsOf(chain: ChainName, owner: string): readonly AgentEvent<'token.approval', TokenApprovalData>[];
  /** Deposits and withdrawals of one customer account since `since`. */
  accountActivity(
    accountId: string,
    since: number,
  ): readonly AgentEvent<'deposit.received' | 'withdrawal.requested'>[];
}

export interface Agent {
  /** Lower-case with underscores; unique. */
  name: string;
  /** Semantic version of the rule: raised when what it fires on changes. */
  version: string;
  /** The event types it reads; it is never called with another. */
  reads: readonly string[];
  /** How far back (ms) the agent looks in `history`; the runner keeps at least the longest of these. */
  windowMs: number;
  inspect(event: AgentEvent, context: AgentContext): AlertDraft[];
}

/** A transfer a chain reorganisation undid: when Vigil found it gone, and the block it had been read in. */
export interface UndoneMark {
  at: number;
  block_number: number;
  block_hash: string;
}

/**
 * An alert as stored (`agent_alerts`, `alr_…`) and handed to threat correlation: the draft with the
 * agent that raised it and when.
 */
export interface StoredAlert extends AlertDraft {
  id: string;
  workspace_id: string;
  agent: string;
  agent_version: string;
  /** Epoch ms. */
  raised_at: number;
}

/**
 * Where a batch's stored alerts go, in the batch's transaction: threat correlation (the threats
 * module implements it; the composition root hands it to the runtime).
 */
export interface Correlator {
  correlate(tx: Executor, alerts: readonly StoredAlert[], now: number): Promise<void>;
}
