/**
 * Small readings of events that several typologies share: the transfer record an alert carries,
 * the address a UTXO transfer spends from, value moved as one hop, "the same asset", and the part
 * of a history lookup that happened before the event inspected.
 */

import type { AgentEvent, DepositReceivedData, TransferObservedData } from '../../events/index.ts';
import type { AlertDraft } from '../agent.ts';

export type TransferEvent = AgentEvent<'transfer.observed', TransferObservedData>;
export type TransferRecord = AlertDraft['transfers'][number];

/** The transfer as an alert lists it; `parts` overrides the parties and amount (e.g. one output of several). */
export function transferRecord(
  event: TransferEvent,
  parts: { from?: string | null; to?: string | null; amount?: number | null } = {},
): TransferRecord {
  const { data } = event;
  return {
    chain: data.chain,
    tx_hash: data.tx_hash,
    from: parts.from !== undefined ? parts.from : (data.from ?? soleInput(data) ?? null),
    to: parts.to !== undefined ? parts.to : (data.to ?? soleOutput(data) ?? null),
    amount: parts.amount !== undefined ? parts.amount : (data.amount ?? null),
    asset: data.asset ?? null,
    occurred_at: event.occurred_at,
  };
}

/** A deposit's transaction as an alert lists it. */
export function depositRecord(event: { occurred_at: number; data: DepositReceivedData }): TransferRecord {
  const { data } = event;
  return {
    chain: data.chain,
    tx_hash: data.tx_hash,
    from: data.from ?? null,
    to: data.to,
    amount: data.amount,
    asset: data.asset ?? null,
    occurred_at: event.occurred_at,
  };
}

/** The one address a transfer spends from: `from`, or the inputs' address when they all share one. */
export function soleInput(data: TransferObservedData): string | undefined {
  if (data.from !== undefined) return data.from;
  const first = data.inputs?.[0]?.address;
  if (first === undefined) return undefined;
  return data.inputs?.every((input) => input.address === first) ? first : undefined;
}

function soleOutput(data: TransferObservedData): string | undefined {
  return data.outputs?.length === 1 ? data.outputs[0]?.address : undefined;
}

/** Every address a transfer names: `from`, `to`, inputs and outputs. */
export function transferAddresses(data: TransferObservedData): string[] {
  const addresses: string[] = [];
  if (data.from !== undefined) addresses.push(data.from);
  if (data.to !== undefined) addresses.push(data.to);
  for (const party of [...(data.inputs ?? []), ...(data.outputs ?? [])]) addresses.push(party.address);
  return addresses;
}

/** One address-to-address movement of value. */
export interface Hop {
  from: string;
  to: string;
  amount: number;
}

/**
 * A transfer as one hop: `from` → `to` with its amount; or, for a UTXO transfer spending one
 * address, that address → its largest output to another address (the value's main path onward).
 * None when the amount is unknown or the transfer sends back to its own address only.
 */
export function hopOf(data: TransferObservedData): Hop | undefined {
  if (data.from !== undefined && data.to !== undefined) {
    if (data.from === data.to || data.amount === undefined) return undefined;
    return { from: data.from, to: data.to, amount: data.amount };
  }
  const from = soleInput(data);
  if (from === undefined || data.outputs === undefined) return undefined;
  let best: { address: string; amount: number } | undefined;
  for (const output of data.outputs) {
    if (output.address !== from && (best === undefined || output.amount > best.amount)) best = output;
  }
  return best === undefined ? undefined : { from, to: best.address, amount: best.amount };
}

/** Same asset: the same symbol (any case), or both without one (the chain's own coin). */
export function sameAsset(a: string | undefined, b: string | undefined): boolean {
  return (a ?? '').toUpperCase() === (b ?? '').toUpperCase();
}

/**
 * The events of a history lookup that come before `event`: occurred no later, and not the event
 * itself (the history already holds it). Later ones, recorded out of order, are left out so the
 * answer depends only on what had happened by then.
 */
export function before<E extends { id: string; occurred_at: number }>(
  events: readonly E[],
  event: { id: string; occurred_at: number },
): E[] {
  return events.filter((other) => other.id !== event.id && other.occurred_at <= event.occurred_at);
}

/** Epoch ms to whole seconds, for facts (`window_s`, `elapsed_s`). */
export const seconds = (ms: number) => Math.round(ms / 1000);
