/**
 * Address poisoning. Rule: a transfer between a victim V and an address P fires when, within
 * `window_ms` before it, V had a transfer with a genuine counterparty C that P imitates — P ≠ C, the
 * same length and fixed prefix (`0x`, `T`, `bc1q`…), the same first `prefix_chars` and last
 * `suffix_chars` characters after that prefix — and the transfer is a poisoning transfer:
 *  - P → V of zero value, of dust (`value_usd` ≤ `dust_usd`), tiny (at most `tiny_share` of the
 *    genuine transfer's amount, same asset), or of a counterfeit token (the genuine transfer's asset
 *    symbol on another token contract); or
 *  - V → P of zero value: anyone may call `transferFrom(V, P, 0)`, so it shows in V's history as
 *    if V had paid P.
 * That is an attempt: medium. When V then sends P value that is not poison-shaped, after a
 * poisoning transfer between them within the window, V has paid the look-alike: critical.
 *
 * Source: Tsuchiya, Dong, Soska and Christin, "Blockchain Address Poisoning", USENIX Security 2025
 * (arXiv:2501.16681): attackers generate addresses matching the start and end of one a victim
 * recently dealt with and put them in the victim's history with tiny transfers, zero-value
 * transfers and counterfeit-token transfers soon after a genuine transfer, so that the victim later
 * copies the look-alike from that history. The 4 + 4 characters are what wallets show of an
 * address (`0x1234…abcd`); the window, dust and tiny figures are ours.
 *
 * Does not flag: a look-alike matching only the prefix or only the suffix; look-alikes of
 * addresses V has not dealt with in the window; poisoning-shaped transfers with no look-alike; real
 * payments from a look-alike to V; V paying a look-alike with no poisoning transfer seen between
 * them (nothing shows the payment was not meant); counterparties older than V's latest
 * `max_counterparty_transfers` each way; UTXO transfers without `from` and `to`. Quiet period:
 * after the first poisoning transfer between V and P in the window, further ones between them raise
 * nothing (campaigns send many); every payment V makes to P alerts.
 */
import type { ChainName } from '../../chains/index.ts';
import type { Agent, AgentContext, AlertDraft } from '../agent.ts';
import { isEventOf } from '../event-history.ts';
import { THRESHOLDS } from './thresholds.ts';
import { num, sameAsset, seconds, type TransferEvent, transferRecord } from './transfer-parts.ts';

const { prefix_chars, suffix_chars, window_ms, dust_usd, tiny_share, max_counterparty_transfers } =
  THRESHOLDS.address_poisoning;

/** How many leading characters every address of the chain (in this form) shares, which a look-alike gets for free. */
export function fixedPrefixLength(chain: ChainName, address: string): number {
  switch (chain) {
    case 'ethereum':
    case 'bsc':
    case 'polygon':
    case 'arbitrum':
      return 2; // 0x
    case 'bitcoin':
      return address.startsWith('bc1') ? 4 : 1; // bc1 and the witness version (q, p), or the version's 1 / 3
    case 'litecoin':
      return address.startsWith('ltc1') ? 5 : 1;
    case 'bitcoin_cash':
      return address.indexOf(':') + 2; // bitcoincash: and the type (q, p)
    case 'zcash':
      return 2; // t1, t3 (a TEX address is stored as its t1)
    case 'solana':
      return 0;
    case 'tron':
    case 'ripple':
    case 'dash':
    case 'monero':
      return 1; // T, r, X / 7, 4 / 8
  }
}

/** How far two different addresses agree after the fixed prefix, from the start and from the end; undefined unless they look alike. */
export function lookAlike(
  chain: ChainName,
  a: string,
  b: string,
): { prefix: number; suffix: number } | undefined {
  if (a.length !== b.length || a === b) return undefined;
  // Called for every recent counterparty of a victim: compare characters, build no strings.
  const fixed = fixedPrefixLength(chain, a);
  for (let i = 0; i < fixed; i++) if (a.charCodeAt(i) !== b.charCodeAt(i)) return undefined;
  let prefix = 0;
  while (fixed + prefix < a.length && a.charCodeAt(fixed + prefix) === b.charCodeAt(fixed + prefix))
    prefix += 1;
  if (prefix < prefix_chars) return undefined;
  let suffix = 0;
  const end = a.length - 1;
  while (suffix < a.length - fixed - prefix && a.charCodeAt(end - suffix) === b.charCodeAt(end - suffix)) {
    suffix += 1;
  }
  return suffix >= suffix_chars ? { prefix, suffix } : undefined;
}

type Kind = 'zero_value' | 'dust' | 'tiny' | 'counterfeit_token';

/** How a transfer poisons, given the genuine transfer it imitates; undefined for an ordinary transfer. */
function poisonKind(event: TransferEvent, genuine: TransferEvent, toVictim: boolean): Kind | undefined {
  const { data } = event;
  if (data.amount !== undefined && num(data.amount) === 0) return 'zero_value';
  if (!toVictim) return undefined;
  if (data.value_usd !== undefined && num(data.value_usd) <= dust_usd) return 'dust';
  const real = genuine.data;
  if (
    data.token !== undefined &&
    real.token !== undefined &&
    data.token !== real.token &&
    data.asset !== undefined &&
    real.asset !== undefined &&
    sameAsset(data.asset, real.asset)
  ) {
    return 'counterfeit_token';
  }
  if (
    data.amount !== undefined &&
    real.amount !== undefined &&
    sameAsset(data.asset, real.asset) &&
    data.token === real.token &&
    num(data.amount) <= tiny_share * num(real.amount)
  ) {
    return 'tiny';
  }
  return undefined;
}

/** The other party of a transfer with `victim`, for account-style transfers. */
function otherParty(event: TransferEvent, victim: string): string | undefined {
  const { from, to } = event.data;
  if (from === victim) return to;
  if (to === victim) return from;
  return undefined;
}

interface Genuine {
  event: TransferEvent;
  imitated: string;
  prefix: number;
  suffix: number;
}

/**
 * The victim's latest transfer with a counterparty the suspect imitates, and the victim's earlier
 * transfers with the suspect itself, from its latest `max_counterparty_transfers` each way.
 */
function recentDealings(event: TransferEvent, victim: string, suspect: string, context: AgentContext) {
  const { chain } = event.data;
  const since = event.occurred_at - window_ms;
  let genuine: Genuine | undefined;
  const contacts: TransferEvent[] = [];
  for (const list of [
    context.history.transfersFrom(chain, victim, since),
    context.history.transfersTo(chain, victim, since),
  ]) {
    let examined = 0;
    for (let i = list.length - 1; i >= 0 && examined < max_counterparty_transfers; i--) {
      const candidate = list[i];
      if (candidate === undefined || candidate.id === event.id || candidate.occurred_at > event.occurred_at)
        continue;
      examined += 1;
      const other = otherParty(candidate, victim);
      if (other === undefined) continue;
      if (other === suspect) {
        contacts.push(candidate);
        continue;
      }
      if (genuine !== undefined && candidate.occurred_at <= genuine.event.occurred_at) continue;
      const similar = lookAlike(chain, other, suspect);
      if (similar !== undefined) genuine = { event: candidate, imitated: other, ...similar };
    }
  }
  contacts.sort((a, b) => a.occurred_at - b.occurred_at);
  return { genuine, contacts };
}

/** Whether `address` had a transfer with `other` in the window before the event. */
function dealtWith(event: TransferEvent, address: string, other: string, context: AgentContext): boolean {
  const { chain } = event.data;
  const since = event.occurred_at - window_ms;
  for (const list of [
    context.history.transfersFrom(chain, address, since),
    context.history.transfersTo(chain, address, since),
  ]) {
    const first = Math.max(0, list.length - max_counterparty_transfers);
    for (let i = list.length - 1; i >= first; i--) {
      const candidate = list[i];
      if (candidate === undefined || candidate.id === event.id || candidate.occurred_at > event.occurred_at)
        continue;
      if (otherParty(candidate, address) === other) return true;
    }
  }
  return false;
}

function check(
  event: TransferEvent,
  victim: string,
  suspect: string,
  toVictim: boolean,
  context: AgentContext,
): AlertDraft | undefined {
  // A payment out is only a loss after the payee poisoned the payer: ask the payee's (short) history first.
  if (!toVictim && num(event.data.amount) !== 0 && !dealtWith(event, suspect, victim, context))
    return undefined;
  const { genuine, contacts } = recentDealings(event, victim, suspect, context);
  if (genuine === undefined) return undefined;
  const kind = poisonKind(event, genuine.event, toVictim);
  if (kind !== undefined) {
    // Campaigns send many: the first poisoning transfer between them is the alert.
    if (contacts.length > 0) return undefined;
    return alertOf(event, { victim, suspect, genuine, kind, contacts: [] });
  }
  // V paying the look-alike after it poisoned V's history is the loss the attack is for.
  if (toVictim || !(num(event.data.amount) > 0)) return undefined;
  const poisoned = contacts.filter((other) => poisonKind(other, genuine.event, other.data.to === victim));
  if (poisoned.length === 0) return undefined;
  return alertOf(event, { victim, suspect, genuine, kind: 'paid_lookalike', contacts: poisoned });
}

function alertOf(
  event: TransferEvent,
  found: {
    victim: string;
    suspect: string;
    genuine: Genuine;
    kind: Kind | 'paid_lookalike';
    contacts: TransferEvent[];
  },
): AlertDraft {
  const { chain } = event.data;
  const { victim, suspect, genuine, kind, contacts } = found;
  const paid = kind === 'paid_lookalike';
  const amount = `${event.data.amount ?? '?'} ${event.data.asset ?? ''}`.trim();
  const summary = paid
    ? `${victim} sent ${amount} to ${suspect}, a look-alike of its counterparty ${genuine.imitated} that had poisoned its history.`
    : `${suspect}, a look-alike of ${victim}'s counterparty ${genuine.imitated}, put a ${kind.replace('_', '-')} transfer in its history.`;
  const events = [genuine.event, ...contacts, event];
  return {
    typology: 'address_poisoning',
    severity: paid ? 'critical' : 'medium',
    summary,
    occurred_at: event.occurred_at,
    addresses: [
      { chain, address: victim, role: 'victim' },
      { chain, address: suspect, role: 'poisoner' },
      { chain, address: genuine.imitated, role: 'imitated' },
    ],
    event_ids: events.map((other) => other.id),
    transfers: events.map((other) => transferRecord(other)),
    facts: {
      kind,
      prefix_match: genuine.prefix,
      suffix_match: genuine.suffix,
      prefix_chars,
      suffix_chars,
      seconds_after_genuine: seconds(event.occurred_at - genuine.event.occurred_at),
      amount: event.data.amount ?? null,
      value_usd: event.data.value_usd ?? null,
      token: event.data.token ?? null,
      genuine_amount: genuine.event.data.amount ?? null,
      genuine_token: genuine.event.data.token ?? null,
    },
  };
}

export function addressPoisoningAgent(): Agent {
  return {
    name: 'address_poisoning',
    version: '1.0.0',
    reads: ['transfer.observed'],
    windowMs: window_ms,
    inspect(event, context) {
      if (!isEventOf(event, 'transfer.observed')) return [];
      const { from, to } = event.data;
      if (from === undefined || to === undefined || from === to) return [];
      const alerts: AlertDraft[] = [];
      const inbound = check(event, to, from, true, context);
      if (inbound !== undefined) alerts.push(inbound);
      const outbound = check(event, from, to, false, context);
      if (outbound !== undefined) alerts.push(outbound);
      return alerts;
    },
  };
}
