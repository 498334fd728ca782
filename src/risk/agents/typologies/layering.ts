/**
 * Rapid layering. Rule: value is followed backwards from the transfer inspected, hop by hop: a hop
 * (`from` → `to`, or a UTXO transfer's one input address → its largest output elsewhere) continues
 * the hop before when it leaves the address that hop paid, no more than `window_ms` after it, in
 * the same asset, moving on between `min_carried_share` and all of what that hop brought, to an
 * address the path has not passed through. The agent fires when the hops within `window_ms` ending
 * at the one inspected reach `min_hops`, and again at 2×, 4×… (`alert-rhythm.ts`): medium, high
 * from twice `min_hops`.
 *
 * Source: FATF, "Virtual Assets Red Flag Indicators of Money Laundering and Terrorist Financing"
 * (September 2020), red flags on transaction patterns: funds moved through several addresses or
 * wallets in quick succession with no business purpose, and transfers made immediately on receipt.
 * FATF gives no numbers; four hops in an hour is ours — ordinary payments rarely pass through three
 * intermediaries within the hour, while a bot layering stolen funds does it in minutes.
 *
 * Does not flag: fewer hops, slower hops, splits where less than the share moves on (a payment out
 * of a balance), aggregation where more moves on than arrived, round trips back to an address
 * already on the path, transfers with unknown amounts. Where several inflows could have fed a hop,
 * the latest that qualifies among the address's `max_inflows_per_hop` latest is followed. A peel
 * chain moving fast is also layering: both alert, and threat correlation merges them. Hops out of
 * the workspace's own wallets (a sweep from a deposit address, a payout from the hot wallet) are its
 * operations and break a path: deposit → sweep → payout is not layering; hops into them count.
 */
import type { Agent, AlertDraft } from '../agent.ts';
import { isEventOf } from '../event-history.ts';
import { windowMilestone } from './alert-rhythm.ts';
import { THRESHOLDS } from './thresholds.ts';
import { type Hop, hopOf, sameAsset, seconds, type TransferEvent, transferRecord } from './transfer-parts.ts';

const { min_hops, window_ms, min_carried_share, max_walk, max_inflows_per_hop } = THRESHOLDS.layering;

interface Link {
  event: TransferEvent;
  hop: Hop;
}

/** Whether `next` passes on the value `previous` brought. */
function carries(previous: Link, next: Link): boolean {
  const gap = next.event.occurred_at - previous.event.occurred_at;
  return (
    previous.hop.to === next.hop.from &&
    gap >= 0 &&
    gap <= window_ms &&
    sameAsset(previous.event.data.asset, next.event.data.asset) &&
    next.hop.amount >= min_carried_share * previous.hop.amount &&
    next.hop.amount <= previous.hop.amount
  );
}

export function layeringAgent(): Agent {
  return {
    name: 'layering',
    version: '1.0.0',
    reads: ['transfer.observed'],
    // The earlier hops' own counts need a window before the first one counted (alert-rhythm.ts).
    windowMs: 2 * window_ms,
    inspect(event, context) {
      if (!isEventOf(event, 'transfer.observed')) return [];
      const hop = hopOf(event.data);
      const { chain } = event.data;
      // Out of the workspace's own wallets (a sweep, a payout) is its operations, not layering.
      if (hop === undefined || context.isOwn(chain, hop.from)) return [];
      let current: Link = { event, hop };
      const links = [current];
      const passed = new Set([hop.from, hop.to]);
      const floor = event.occurred_at - 2 * window_ms;
      while (links.length < max_walk && current.event.occurred_at >= floor) {
        const at = current.event.occurred_at;
        const candidates = context.history.transfersTo(chain, current.hop.from, at - window_ms);
        let previous: Link | undefined;
        let examined = 0;
        for (
          let i = candidates.length - 1;
          i >= 0 && previous === undefined && examined < max_inflows_per_hop;
          i--
        ) {
          const candidate = candidates[i];
          if (candidate === undefined || candidate.id === current.event.id || candidate.occurred_at > at)
            continue;
          examined += 1;
          const candidateHop = hopOf(candidate.data);
          if (
            candidateHop === undefined ||
            passed.has(candidateHop.from) ||
            context.isOwn(chain, candidateHop.from)
          )
            continue;
          const link = { event: candidate, hop: candidateHop };
          if (carries(link, current)) previous = link;
        }
        if (previous === undefined) break;
        passed.add(previous.hop.from);
        links.push(previous);
        current = previous;
      }
      links.reverse();
      const { count, fire } = windowMilestone(
        links.map((link) => link.event.occurred_at),
        window_ms,
        min_hops,
      );
      return fire ? [alertOf(links.slice(-count))] : [];
    },
  };
}

function alertOf(links: readonly Link[]): AlertDraft {
  const first = links[0];
  const last = links[links.length - 1];
  if (first === undefined || last === undefined) throw new RangeError('a layering path has at least one hop');
  const { chain } = last.event.data;
  const asset = last.event.data.asset ?? null;
  const addresses = [
    { chain, address: first.hop.from, role: 'origin' },
    ...links.slice(0, -1).map((link) => ({ chain, address: link.hop.to, role: 'hop' })),
    { chain, address: last.hop.to, role: 'destination' },
  ];
  const span = last.event.occurred_at - first.event.occurred_at;
  return {
    typology: 'layering',
    severity: links.length >= 2 * min_hops ? 'high' : 'medium',
    summary: `Funds from ${first.hop.from} passed through ${links.length - 1} addresses in ${links.length} hops within ${seconds(span)} s to ${last.hop.to}.`,
    occurred_at: last.event.occurred_at,
    addresses,
    event_ids: links.map((link) => link.event.id),
    transfers: links.map((link) =>
      transferRecord(link.event, { from: link.hop.from, to: link.hop.to, amount: link.hop.text }),
    ),
    facts: {
      hops: links.length,
      min_hops,
      window_s: seconds(window_ms),
      span_s: seconds(span),
      first_amount: first.hop.text,
      last_amount: last.hop.text,
      min_carried_share,
      asset,
    },
  };
}
