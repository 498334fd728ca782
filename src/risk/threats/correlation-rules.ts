/**
 * The rules threat correlation follows, in one place with their units (docs/agents.md, "Threats"):
 * which keys an alert correlates on, how long a threat stays joinable, how a threat's severity
 * follows its alerts, and the deterministic summary a threat carries.
 */

import { SEVERITIES, type Severity, type StoredAlert } from '../agents/index.ts';
import type { ChainName } from '../chains/index.ts';

/**
 * An alert joins an open threat whose activity comes within this of its own: 72 hours, the span
 * FATF's red-flag indicators for virtual assets use for "rapid" movement through several accounts,
 * and long enough that a peel chain or a structuring run observed over a weekend stays one threat.
 */
export const CORRELATION_WINDOW_MS = 72 * 3_600_000;

/** A threat holding alerts of at least this many distinct typologies stands one severity step higher. */
export const TYPOLOGY_BREADTH = 3;

/**
 * Address roles (as the agents give them) that name an address many unrelated customers touch: a
 * listed address itself (`sanctioned`, `mixer`: a sanctioned exchange, a mixer's pool) or the
 * genuine counterparty an address-poisoning look-alike imitates (`imitated`, often an exchange's
 * deposit address). Correlating on them would merge every customer who paid the same sanctioned
 * exchange into one threat, so they stay in the threat's graph but are not keys. Addresses only
 * exposed to a listed one (`sanctions_exposed`, `mixer_exposed`) are keys like any other.
 */
export const COUNTERPARTY_ROLES: ReadonlySet<string> = new Set(['sanctioned', 'mixer', 'imitated']);

export function severityRank(severity: Severity): number {
  return SEVERITIES.indexOf(severity);
}

export function maxSeverity(a: Severity, b: Severity): Severity {
  return severityRank(a) >= severityRank(b) ? a : b;
}

/**
 * A threat's severity from its alerts: the highest of them, one step higher (at most critical)
 * when they show TYPOLOGY_BREADTH or more distinct typologies. Callers keep the larger of this and
 * the threat's current severity: a severity is never lowered automatically.
 */
export function derivedSeverity(alertSeverity: Severity, typologyCount: number): Severity {
  const rank = severityRank(alertSeverity) + (typologyCount >= TYPOLOGY_BREADTH ? 1 : 0);
  return SEVERITIES[Math.min(rank, SEVERITIES.length - 1)] ?? alertSeverity;
}

export type EntityOf = (chain: ChainName, address: string) => string;

/**
 * The keys an alert correlates on: its addresses (but counterparties and the workspace's own
 * wallets, which deal with every customer), their entities, its accounts.
 */
export function correlationKeys(alert: StoredAlert, entityOf: EntityOf): string[] {
  const keys = new Set<string>();
  for (const { chain, address, role, own } of alert.addresses) {
    if (COUNTERPARTY_ROLES.has(role) || own === true) continue;
    keys.add(`address:${chain}:${address}`);
    keys.add(`entity:${entityOf(chain, address)}`);
  }
  for (const account of alert.accounts ?? []) keys.add(`account:${account}`);
  return [...keys].sort();
}

/** When the activity behind an alert happened: the alert's time and its transfers' times. */
export function alertSpan(alert: StoredAlert): { from: number; to: number } {
  let from = alert.occurred_at;
  let to = alert.occurred_at;
  for (const transfer of alert.transfers) {
    from = Math.min(from, transfer.occurred_at);
    to = Math.max(to, transfer.occurred_at);
  }
  return { from, to };
}

/** The chains an alert names, through its addresses and transfers. */
export function alertChains(alert: StoredAlert): string[] {
  const chains = new Set<string>();
  for (const { chain } of alert.addresses) chains.add(chain);
  for (const { chain } of alert.transfers) chains.add(chain);
  return [...chains];
}

/** Whether activity over `span` is close enough to a threat's to join it. */
export function withinWindow(
  threat: { first_seen_at: number; last_seen_at: number },
  span: { from: number; to: number },
) {
  return (
    threat.last_seen_at >= span.from - CORRELATION_WINDOW_MS &&
    threat.first_seen_at <= span.to + CORRELATION_WINDOW_MS
  );
}

function minute(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/**
 * `High threat: 3 alerts (mixer, peel_chain, sanctions) on ethereum from 2026-11-23 09:00 UTC to
 * 2026-11-23 10:12 UTC. <the most severe alert's summary>`
 */
export function threatSummary(threat: {
  severity: Severity;
  alert_count: number;
  typologies: readonly string[];
  chains: readonly string[];
  first_seen_at: number;
  last_seen_at: number;
  headline: string;
}): string {
  const severity = `${threat.severity.charAt(0).toUpperCase()}${threat.severity.slice(1)}`;
  const alerts = `${threat.alert_count} alert${threat.alert_count === 1 ? '' : 's'}`;
  const where = threat.chains.length > 0 ? ` on ${threat.chains.join(', ')}` : '';
  const when =
    threat.first_seen_at === threat.last_seen_at
      ? `at ${minute(threat.first_seen_at)}`
      : `from ${minute(threat.first_seen_at)} to ${minute(threat.last_seen_at)}`;
  return `${severity} threat: ${alerts} (${threat.typologies.join(', ')})${where} ${when}. ${threat.headline}`;
}

/**
 * Whether an alert is retroactive: raised after the fact, when a list published later named a
 * party of past activity (`facts.retroactive`, set by the agent that judged it). A threat holding
 * one is marked `retroactive`.
 */
export function isRetroactive(alert: Pick<StoredAlert, 'facts'>): boolean {
  return alert.facts.retroactive === true;
}
