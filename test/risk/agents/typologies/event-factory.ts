/**
 * Small builders for the typology tests: events of each known type at a time, a history-backed
 * runner that records an event and inspects it as the agent runner does (with the workspace's own
 * wallets, if any), and a fake screening that answers with crafted matches.
 */

import type { Agent, AlertDraft } from '../../../../src/risk/agents/agent.ts';
import { createEventHistory } from '../../../../src/risk/agents/event-history.ts';
import type { ChainName } from '../../../../src/risk/chains/chains.ts';
import {
  type AgentEvent,
  type DepositReceivedData,
  type TokenApprovalData,
  type TransferObservedData,
  upgradeEventData,
  type WithdrawalRequestedData,
} from '../../../../src/risk/events/index.ts';
import type { ScreeningMatch, WalletScreening } from '../../../../src/risk/screening/screening-service.ts';

/** Event data as a test writes it: amounts and dollar values may be numbers (read as decimal text). */
type Loose<T> = {
  [K in keyof T]: K extends 'amount' | 'value_usd'
    ? string | number | Extract<T[K], undefined>
    : K extends 'inputs' | 'outputs'
      ? { address: string; amount: string | number }[] | undefined
      : T[K];
};

/** 2026-11-23T10:00:00Z, the harness clock's start. */
export const T0 = Date.parse('2026-11-23T10:00:00.000Z');
export const SECOND = 1_000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

let sequence = 0;
const nextId = () => `ing_test_${String(++sequence).padStart(6, '0')}`;

function event(type: string, at: number, data: object): AgentEvent {
  // As the runner reads stored events: amounts as decimal text.
  const read = upgradeEventData(type, { ...data });
  return { id: nextId(), workspace_id: 'ws_test', type, occurred_at: at, received_at: at, data: read };
}

export const transfer = (at: number, data: Loose<TransferObservedData>) =>
  event('transfer.observed', at, data);
export const approval = (at: number, data: TokenApprovalData) => event('token.approval', at, data);
export const deposit = (at: number, data: Loose<DepositReceivedData>) => event('deposit.received', at, data);
export const withdrawal = (at: number, data: Loose<WithdrawalRequestedData>) =>
  event('withdrawal.requested', at, data);

/** A distinct lower-case Ethereum address for a small number. */
export const eth = (n: number) => `0x${n.toString(16).padStart(40, '0')}`;

/** A screening with the given matches (none: clean). */
export function screening(
  chain: ChainName,
  address: string,
  matches: Partial<ScreeningMatch>[] = [],
): WalletScreening {
  const full = matches.map(
    (match): ScreeningMatch => ({
      label: 'label',
      category: 'unknown',
      source: 'custom',
      list_version: null,
      confidence: 100,
      exposure: 'ownership',
      direct: match.exposure === undefined || match.exposure !== 'indirect',
      hops: 0,
      address,
      direction: null,
      share: 1,
      ...match,
    }),
  );
  return {
    chain,
    address,
    risk_score: full.length > 0 ? 80 : 0,
    risk_category: full.length > 0 ? 'severe' : 'none',
    matched_labels: full.map((m) => m.label),
    sanctions_hit: full.some((m) => m.exposure === 'ownership' && m.category === 'sanctioned'),
    entity_cluster: 'ent_test',
    matches: full,
    coverage: { status: 'complete', transfers: 0, hops: 0, limits: [], unvalued_assets: [] },
    policy_version: 0,
  };
}

/** Screening that knows a few addresses and finds nothing on the rest. */
export function fakeScreen(known: Record<string, Partial<ScreeningMatch>[]> = {}) {
  return (chain: ChainName, address: string) => screening(chain, address, known[address] ?? []);
}

/**
 * One agent fed as the runner feeds it: each event recorded in the workspace's history, then
 * inspected. `feed` returns the alerts of the last event; `alerts` holds every alert so far.
 */
export function runAgent(agent: Agent, screen = fakeScreen(), own: readonly string[] = []) {
  const history = createEventHistory(agent.windowMs);
  const alerts: AlertDraft[] = [];
  return {
    history,
    alerts,
    feed(...events: AgentEvent[]): AlertDraft[] {
      let last: AlertDraft[] = [];
      for (const next of events) {
        history.record(next);
        const isOwn = (_chain: ChainName, address: string) => own.includes(address);
        last = agent.reads.includes(next.type) ? agent.inspect(next, { history, screen, isOwn }) : [];
        alerts.push(...last);
      }
      return last;
    },
  };
}
