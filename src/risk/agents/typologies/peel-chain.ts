/**
 * Peel chain. Rule: a peel is a transfer spending from one address (one input, or inputs that all
 * share an address) into exactly two outputs to different addresses, the smaller (the payment) at
 * most `max_payment_share` of the two together and the larger (the change) carrying the rest on. A
 * peel continues the one before when it spends from that one's change address no more than
 * `window_ms` after it. The agent fires when the peels of one chain within `window_ms` ending at the
 * one inspected reach `min_peels`, and again at 2×, 4×… (`alert-rhythm.ts`): medium, high from
 * twice `min_peels`.
 *
 * Source: Kalodner et al., "BlockSci: Design and applications of a blockchain analysis platform",
 * USENIX Security 2020, and BlockSci's `isPeelingChain` (change heuristics): a transaction with one
 * input and two outputs is a peel when the transaction before or after it has the same shape, and
 * the output that continues the chain is the change. Meiklejohn et al., "A Fistful of Bitcoins",
 * IMC 2013: a large amount is moved through a chain of transactions that each peel off a
 * small amount. The amount test (small payment, large change) and the count within a window are
 * ours: BlockSci links two peels; one pair is everyday wallet behaviour, four in a day is not.
 *
 * Does not flag: transfers with more than two outputs or several input addresses (batched payments,
 * consolidations, CoinJoins), peels whose payment is more than the share, peels further apart than
 * the window, and account-chain transfers (`from`/`to` with no outputs: no change output). A chain
 * that keeps going alerts as it doubles, and at most once per window at a steady pace.
 */
import { CHAINS } from '../../chains/index.ts';
import type { TransferObservedData } from '../../events/index.ts';
import type { Agent, AlertDraft } from '../agent.ts';
import { isEventOf } from '../event-history.ts';
import { windowMilestone } from './alert-rhythm.ts';
import { THRESHOLDS } from './thresholds.ts';
import {
  num,
  seconds,
  soleInput,
  type TransferEvent,
  type TransferRecord,
  transferRecord,
} from './transfer-parts.ts';

const { min_peels, window_ms, max_payment_share, max_walk } = THRESHOLDS.peel_chain;

interface Peel {
  input: string;
  payment: { address: string; amount: number; text: string };
  change: { address: string; amount: number; text: string };
}

/** The transfer as a peel, or undefined when it is not shaped like one. */
export function peelOf(data: TransferObservedData): Peel | undefined {
  const input = soleInput(data);
  const outputs = data.outputs;
  if (input === undefined || outputs?.length !== 2) return undefined;
  const [first, second] = outputs;
  if (first === undefined || second === undefined || first.address === second.address) return undefined;
  const a = { address: first.address, amount: num(first.amount), text: first.amount };
  const b = { address: second.address, amount: num(second.amount), text: second.amount };
  if (!(a.amount > 0 && b.amount > 0) || a.amount === b.amount) return undefined;
  const [payment, change] = a.amount < b.amount ? [a, b] : [b, a];
  if (payment.amount > max_payment_share * (payment.amount + change.amount)) return undefined;
  return { input, payment, change };
}

interface Link {
  event: TransferEvent;
  peel: Peel;
}

export function peelChainAgent(): Agent {
  return {
    name: 'peel_chain',
    version: '1.0.0',
    reads: ['transfer.observed'],
    // The earlier peels' own counts need a window before the first one counted (alert-rhythm.ts).
    windowMs: 2 * window_ms,
    inspect(event, context) {
      if (!isEventOf(event, 'transfer.observed')) return [];
      const peel = peelOf(event.data);
      // An institution's own wallet paying out and keeping the change is its operations.
      if (peel === undefined || context.isOwn(event.data.chain, peel.input)) return [];
      const { chain } = event.data;
      // Back along the chain: each time, the latest peel whose change the current one spends.
      let current: Link = { event, peel };
      const links = [current];
      const seen = new Set([event.id]);
      const floor = event.occurred_at - 2 * window_ms;
      while (links.length < max_walk && current.event.occurred_at >= floor) {
        const candidates = context.history.transfersTo(
          chain,
          current.peel.input,
          current.event.occurred_at - window_ms,
        );
        let previous: Link | undefined;
        for (let i = candidates.length - 1; i >= 0 && previous === undefined; i--) {
          const candidate = candidates[i];
          if (candidate === undefined || seen.has(candidate.id)) continue;
          const gap = current.event.occurred_at - candidate.occurred_at;
          if (gap < 0 || gap > window_ms) continue;
          const earlier = peelOf(candidate.data);
          if (earlier?.change.address === current.peel.input) previous = { event: candidate, peel: earlier };
        }
        if (previous === undefined) break;
        seen.add(previous.event.id);
        links.push(previous);
        current = previous;
      }
      links.reverse();
      const { count, fire } = windowMilestone(
        links.map((link) => link.event.occurred_at),
        window_ms,
        min_peels,
      );
      if (!fire) return [];
      return [alertOf(links.slice(-count))];
    },
  };
}

function alertOf(links: readonly Link[]): AlertDraft {
  const first = links[0];
  const last = links[links.length - 1];
  if (first === undefined || last === undefined) throw new RangeError('a peel chain has at least one peel');
  const { chain } = last.event.data;
  const roles = new Map<string, string>([[first.peel.input, 'source']]);
  const transfers: TransferRecord[] = [];
  let peeled = 0;
  for (const { event, peel } of links) {
    if (!roles.has(peel.payment.address)) roles.set(peel.payment.address, 'payee');
    if (!roles.has(peel.change.address)) roles.set(peel.change.address, 'change');
    peeled += peel.payment.amount;
    transfers.push(
      transferRecord(event, { from: peel.input, to: peel.payment.address, amount: peel.payment.text }),
      transferRecord(event, { from: peel.input, to: peel.change.address, amount: peel.change.text }),
    );
  }
  const asset = last.event.data.asset ?? CHAINS[chain].nativeTicker;
  const span = last.event.occurred_at - first.event.occurred_at;
  return {
    typology: 'peel_chain',
    severity: links.length >= 2 * min_peels ? 'high' : 'medium',
    summary: `${links.length} peels in a chain from ${first.peel.input} within ${seconds(span)} s: ${round(peeled)} ${asset} peeled off in small payments, ${round(last.peel.change.amount)} ${asset} moving on.`,
    occurred_at: last.event.occurred_at,
    addresses: [...roles].map(([address, role]) => ({ chain, address, role })),
    event_ids: links.map((link) => link.event.id),
    transfers,
    facts: {
      peels: links.length,
      min_peels,
      window_s: seconds(window_ms),
      span_s: seconds(span),
      max_payment_share,
      peeled_amount: round(peeled),
      remaining_amount: last.peel.change.amount,
      asset,
    },
  };
}

/** Sums of amounts without float dust (8 decimals: a satoshi). */
const round = (amount: number) => Math.round(amount * 1e8) / 1e8;
