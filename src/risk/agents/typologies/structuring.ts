/**
 * Structuring. Rule: a transaction worth "just under" the reporting threshold — `value_usd` at
 * least `near_share` × `threshold_usd` and below it (USD 9,000 to 9,999.99) — counts for its subject
 * and direction: a customer account's deposits, the same account's withdrawals, or the transfers
 * out of one address (`from`, or the one address all inputs share). The agent fires when the
 * near-threshold transactions of one subject and direction within `window_ms` ending at the one
 * inspected reach `min_count`, and again at 2×, 4×… (`alert-rhythm.ts`): medium, high from twice
 * `min_count`.
 *
 * Source: 31 CFR 1010.311 (a currency transaction report for more than USD 10,000), 1010.313
 * (several transactions of one person in a business day are aggregated, cash in and cash out
 * apart) and 1010.314 (structuring: breaking up transactions to evade the report is an offence,
 * 31 U.S.C. 5324); FinCEN's SAR instructions list structuring as a suspicious activity category.
 * FATF's virtual asset red flags (September 2020) name amounts just below reporting thresholds.
 * The 90 % band, three in a day, is ours.
 *
 * Does not flag: transactions without `value_usd` (the agent converts no prices: a rule that looked
 * up rates would not give the same answer twice), values at or over the threshold, fewer in the
 * window, deposits and withdrawals mixed (counted apart, as the CTR aggregates them apart), transfers
 * into an address (a recipient does not choose how it is paid). An address paying many people just
 * under the threshold (a payroll) does count: its subject is the address; but not one of the
 * workspace's own wallets (`/v1/own-wallets`), whose payouts to customers are its operations.
 */
import type { ChainName } from '../../chains/index.ts';
import type { AgentEvent } from '../../events/index.ts';
import type { Agent, AlertDraft } from '../agent.ts';
import { isEventOf } from '../event-history.ts';
import { windowMilestone } from './alert-rhythm.ts';
import { THRESHOLDS } from './thresholds.ts';
import {
  before,
  depositRecord,
  num,
  seconds,
  soleInput,
  type TransferEvent,
  type TransferRecord,
  transferRecord,
} from './transfer-parts.ts';

const { threshold_usd, near_share, min_count, window_ms } = THRESHOLDS.structuring;
const nearMinUsd = near_share * threshold_usd;

/** Whether a value (decimal text of US dollars) is just under the threshold. */
export function justUnder(valueUsd: unknown): valueUsd is string {
  const usd = typeof valueUsd === 'string' ? num(valueUsd) : Number.NaN;
  return usd >= nearMinUsd && usd < threshold_usd;
}

interface Found {
  subject: string;
  direction: 'deposit' | 'withdrawal' | 'transfer_out';
  /** The near-threshold transactions in time order, the one inspected last. */
  group: (AgentEvent | TransferEvent)[];
}

export function structuringAgent(): Agent {
  return {
    name: 'structuring',
    version: '1.0.0',
    reads: ['deposit.received', 'withdrawal.requested', 'transfer.observed'],
    // The earlier transactions' own counts need a window before the first one counted (alert-rhythm.ts).
    windowMs: 2 * window_ms,
    inspect(event, context) {
      if (!justUnder(event.data.value_usd)) return [];
      const floor = event.occurred_at - 2 * window_ms;
      let found: Found | undefined;
      if (isEventOf(event, 'deposit.received') || isEventOf(event, 'withdrawal.requested')) {
        const earlier = before(context.history.accountActivity(event.data.account_id, floor), event).filter(
          (other) => other.type === event.type && justUnder(other.data.value_usd),
        );
        found = {
          subject: event.data.account_id,
          direction: event.type === 'deposit.received' ? 'deposit' : 'withdrawal',
          group: [...earlier, event],
        };
      } else if (isEventOf(event, 'transfer.observed')) {
        const sender = soleInput(event.data);
        // An institution's own wallet paying its customers is its operations, not a customer structuring.
        if (sender === undefined || context.isOwn(event.data.chain, sender)) return [];
        const earlier = before(context.history.transfersFrom(event.data.chain, sender, floor), event).filter(
          (other) => soleInput(other.data) === sender && justUnder(other.data.value_usd),
        );
        found = { subject: sender, direction: 'transfer_out', group: [...earlier, event] };
      }
      if (found === undefined) return [];
      const { count, fire } = windowMilestone(
        found.group.map((other) => other.occurred_at),
        window_ms,
        min_count,
      );
      return fire ? [alertOf({ ...found, group: found.group.slice(-count) })] : [];
    },
  };
}

function alertOf({ subject, direction, group }: Found): AlertDraft {
  const addresses: AlertDraft['addresses'] = [];
  const listed = new Set<string>();
  const accounts = new Set<string>();
  const transfers: TransferRecord[] = [];
  let totalUsd = 0;
  const list = (chain: ChainName, address: string | undefined, role: string) => {
    if (address === undefined || listed.has(`${chain} ${address}`)) return;
    listed.add(`${chain} ${address}`);
    addresses.push({ chain, address, role });
  };
  for (const event of group) {
    if (typeof event.data.value_usd === 'string') totalUsd += num(event.data.value_usd);
    if (isEventOf(event, 'deposit.received')) {
      const { data } = event;
      accounts.add(data.account_id);
      list(data.chain, data.to, 'deposit_address');
      list(data.chain, data.from, 'sender');
      transfers.push(depositRecord(event));
    } else if (isEventOf(event, 'withdrawal.requested')) {
      accounts.add(event.data.account_id);
      list(event.data.chain, event.data.to, 'beneficiary');
    } else if (isEventOf(event, 'transfer.observed')) {
      const record = transferRecord(event);
      list(event.data.chain, subject, 'sender');
      list(event.data.chain, record.to ?? undefined, 'recipient');
      transfers.push(record);
    }
  }
  const first = group[0];
  const last = group[group.length - 1];
  if (first === undefined || last === undefined)
    throw new RangeError('a structuring group has at least one event');
  const span = last.occurred_at - first.occurred_at;
  const what = { deposit: 'deposits to', withdrawal: 'withdrawals by', transfer_out: 'transfers out of' }[
    direction
  ];
  return {
    typology: 'structuring',
    severity: group.length >= 2 * min_count ? 'high' : 'medium',
    summary: `${group.length} ${what} ${subject} each just under USD ${threshold_usd.toLocaleString('en-US')} within ${seconds(span)} s, USD ${round(totalUsd).toLocaleString('en-US')} in all.`,
    occurred_at: last.occurred_at,
    addresses,
    accounts: [...accounts],
    event_ids: group.map((event) => event.id),
    transfers,
    facts: {
      count: group.length,
      min_count,
      direction,
      window_s: seconds(window_ms),
      span_s: seconds(span),
      threshold_usd,
      near_min_usd: nearMinUsd,
      total_usd: round(totalUsd),
    },
  };
}

/** Cents. */
const round = (usd: number) => Math.round(usd * 100) / 100;
