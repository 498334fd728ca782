/**
 * Drainer approvals. Rule: a risky grant is an `approve` of an unlimited allowance (at least
 * `unlimited_allowance_min` base units, or exactly `uint96_max`), a `set_approval_for_all` with
 * `approved` true, or a `permit` of any non-zero amount (a signature, made off chain, which is what
 * drainer kits ask victims for), to a spender that is not on the allow-list
 * (`spender-allow-list.ts`). The agent fires:
 *  - on the drain: a `transfer.observed` of the owner's tokens (`from` the owner, the same token)
 *    sent by that spender (`spender`) within `window_ms` after the grant: high, critical when the
 *    spender screens with its own phishing, scam, fraud, hacker or stolen-funds label;
 *  - on the grant itself only when the spender already carries such a label: high, before anything
 *    has moved, the moment a hold can still help. An unlabelled grant alone is not an alert:
 *    unlimited approvals to contracts off the list are everyday DeFi, and alerting on each would
 *    drown the drains.
 *
 * Source: the standards whose functions drainers abuse — ERC-20 (EIP-20) `approve`/`transferFrom`,
 * ERC-721 `setApprovalForAll`, EIP-2612 `permit` — and ScamSniffer's yearly Web3 phishing reports
 * (2023, 2024), which describe drainer kits (Inferno, Pink, Angel) getting victims to sign exactly
 * these grants for a spender of theirs and then calling `transferFrom` on every approved token.
 * The 2^128 line and the day's window are ours (see `thresholds.ts`).
 *
 * Does not flag: limited `approve`s (a swap of a known amount), revoked approvals (history keeps the
 * latest grant in force), allow-listed spenders, a spender moving its own tokens, drains later than
 * the window, and approvals older than the history holds. Quiet period: one alert per grant — later
 * drains under the same grant (a drainer sweeping in several transactions) raise nothing new.
 */
import type { ChainName } from '../../chains/index.ts';
import type { AgentEvent, TokenApprovalData } from '../../events/index.ts';
import type { ScreeningMatch } from '../../screening/index.ts';
import type { Agent, AgentContext, AlertDraft } from '../agent.ts';
import { isEventOf } from '../event-history.ts';
import { allowListedSpender } from './spender-allow-list.ts';
import { THRESHOLDS } from './thresholds.ts';
import { before, seconds, type TransferEvent, transferRecord } from './transfer-parts.ts';

const { unlimited_allowance_min, uint96_max, window_ms } = THRESHOLDS.drainer_approval;

/** Own labels that make a spender a known drainer (GraphSense concepts). */
const DRAINER_CATEGORIES: ReadonlySet<string> = new Set([
  'phishing',
  'scam',
  'fraud',
  'hacker',
  'stolen_funds',
]);

type ApprovalEvent = AgentEvent<'token.approval', TokenApprovalData>;

/** Whether a grant hands over everything of the token (or the collection). */
export function isRiskyGrant(data: TokenApprovalData): boolean {
  if (data.kind === 'set_approval_for_all') return data.approved !== false;
  if (data.amount === undefined || !/^\d+$/.test(data.amount)) return false;
  const amount = BigInt(data.amount);
  if (data.kind === 'permit') return amount > 0n;
  return amount >= unlimited_allowance_min || amount === uint96_max;
}

function drainerLabel(context: AgentContext, chain: ChainName, spender: string): ScreeningMatch | undefined {
  return context
    .screen(chain, spender)
    .matches.find((match) => match.exposure === 'ownership' && DRAINER_CATEGORIES.has(match.category));
}

function grantFacts(approval: ApprovalEvent, label: ScreeningMatch | undefined) {
  return {
    approval_kind: approval.data.kind,
    allowance: approval.data.amount ?? null,
    token: approval.data.token,
    spender_label: label?.label ?? null,
    spender_category: label?.category ?? null,
    allow_listed: false,
  };
}

function onApproval(event: ApprovalEvent, context: AgentContext): AlertDraft[] {
  const { chain, owner, spender, token } = event.data;
  if (!isRiskyGrant(event.data) || allowListedSpender(chain, spender) !== undefined) return [];
  const label = drainerLabel(context, chain, spender);
  if (label === undefined) return [];
  return [
    {
      typology: 'drainer_approval',
      severity: 'high',
      summary: `${owner} granted ${event.data.kind} on ${token} to ${spender}, labelled ${label.category}: ${label.label}.`,
      occurred_at: event.occurred_at,
      addresses: [
        { chain, address: owner, role: 'victim' },
        { chain, address: spender, role: 'spender' },
      ],
      event_ids: [event.id],
      transfers: [],
      facts: { ...grantFacts(event, label), drained: false },
    },
  ];
}

function onTransfer(event: TransferEvent, context: AgentContext): AlertDraft[] {
  const { chain, from: owner, spender, token } = event.data;
  if (owner === undefined || spender === undefined || token === undefined || spender === owner) return [];
  if (allowListedSpender(chain, spender) !== undefined) return [];
  let grant: ApprovalEvent | undefined;
  for (const approval of context.history.approvalsOf(chain, owner)) {
    const elapsed = event.occurred_at - approval.occurred_at;
    if (approval.data.spender !== spender || approval.data.token !== token) continue;
    if (elapsed < 0 || elapsed > window_ms || !isRiskyGrant(approval.data)) continue;
    if (grant === undefined || approval.occurred_at > grant.occurred_at) grant = approval;
  }
  if (grant === undefined) return [];
  const grantedAt = grant.occurred_at;
  const earlierDrains = before(context.history.transfersFrom(chain, owner, grantedAt), event).filter(
    (other) => other.data.spender === spender && other.data.token === token,
  );
  if (earlierDrains.length > 0) return [];
  const label = drainerLabel(context, chain, spender);
  const addresses = [
    { chain, address: owner, role: 'victim' },
    { chain, address: spender, role: 'spender' },
  ];
  if (event.data.to !== undefined && event.data.to !== spender) {
    addresses.push({ chain, address: event.data.to, role: 'recipient' });
  }
  const amount = `${event.data.amount ?? 'tokens'} ${event.data.asset ?? ''}`.trim();
  return [
    {
      typology: 'drainer_approval',
      severity: label === undefined ? 'high' : 'critical',
      summary: `${spender} moved ${amount} of ${owner}'s ${token} ${seconds(event.occurred_at - grantedAt)} s after being granted ${grant.data.kind} by it.`,
      occurred_at: event.occurred_at,
      addresses,
      event_ids: [grant.id, event.id],
      transfers: [transferRecord(event)],
      facts: {
        ...grantFacts(grant, label),
        drained: true,
        seconds_after_grant: seconds(event.occurred_at - grantedAt),
        amount: event.data.amount ?? null,
        value_usd: event.data.value_usd ?? null,
      },
    },
  ];
}

export function drainerApprovalAgent(): Agent {
  return {
    name: 'drainer_approval',
    version: '1.0.0',
    reads: ['token.approval', 'transfer.observed'],
    windowMs: window_ms,
    inspect(event, context) {
      if (isEventOf(event, 'token.approval')) return onApproval(event, context);
      if (isEventOf(event, 'transfer.observed')) return onTransfer(event, context);
      return [];
    },
  };
}
