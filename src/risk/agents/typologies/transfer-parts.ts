/**
 * Small readings of events that several typologies share: the transfer record an alert carries,
 * the address a UTXO transfer spends from, value moved as one hop, "the same asset", and the part
 * of a history lookup that happened before the event inspected.
 */

import type { AgentEvent, DepositReceivedData, TransferObservedData } from '../../events/index.ts';
import type { AlertDraft } from '../agent.ts';

export type TransferEvent = AgentEvent<'transfer.observed', TransferObservedData>;
export type TransferRecord = AlertDraft['transfers'][number];

/** Decimal text as a double, for ratios and thresholds (the text stays the amount of record). */
export const num = (text: string | undefined): number => (text === undefined ? Number.NaN : Number(text));

/** The transfer as an alert lists it; `parts` overrides the parties and amount (e.g. one output of several). */
export function transferRecord(
  event: TransferEvent,
  parts: { from?: string | null; to?: string | null; amount?: string | null } = {},
): TransferRecord {
  const { data } = event;
  const record: TransferRecord = {
    chain: data.chain,
    tx_hash: data.tx_hash,
    from: parts.from !== undefined ? parts.from : (data.from ?? soleInput(data) ?? null),
    to: parts.to !== undefined ? parts.to : (data.to ?? soleOutput(data) ?? null),
    amount: parts.amount !== undefined ? parts.amount : (data.amount ?? soleOutputAmount(data) ?? null),
    asset: data.asset ?? null,
    occurred_at: event.occurred_at,
  };
  // The sender's dollar value is the whole transfer's: it goes with the whole transfer only.
  if (parts.amount === undefined && data.value_usd !== undefined) record.value_usd = data.value_usd;
  return record;
}

function soleOutputAmount(data: TransferObservedData): string | undefined {
  return data.outputs?.length === 1 ? data.outputs[0]?.amount : undefined;
}

/** Whether the transfer moved nothing (a zero-value token transfer, which anyone can emit in another's name). */
export function movedNothing(data: TransferObservedData): boolean {
  const amounts = [data.amount, ...(data.outputs ?? []).map((output) => output.amount)].filter(
    (amount): amount is string => amount !== undefined,
  );
  return amounts.length > 0 && amounts.every((amount) => !(num(amount) > 0));
}

/** A deposit's transaction as an alert lists it. */
export function depositRecord(event: { occurred_at: number; data: DepositReceivedData }): TransferRecord {
  const { data } = event;
  const record: TransferRecord = {
    chain: data.chain,
    tx_hash: data.tx_hash,
    from: data.from ?? null,
    to: data.to,
    amount: data.amount,
    asset: data.asset ?? null,
    occurred_at: event.occurred_at,
  };
  if (data.value_usd !== undefined) record.value_usd = data.value_usd;
  return record;
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
  /** For comparing: the amount as a double. */
  amount: number;
  /** The amount of record: decimal text. */
  text: string;
}

/**
 * A transfer as one hop: `from` → `to` with its amount; or, for a UTXO transfer spending one
 * address, that address → its largest output to another address (the value's main path onward).
 * None when the amount is unknown or the transfer sends back to its own address only.
 */
export function hopOf(data: TransferObservedData): Hop | undefined {
  if (data.from !== undefined && data.to !== undefined) {
    if (data.from === data.to || data.amount === undefined) return undefined;
    return { from: data.from, to: data.to, amount: num(data.amount), text: data.amount };
  }
  const from = soleInput(data);
  if (from === undefined || data.outputs === undefined) return undefined;
  let best: { address: string; amount: string } | undefined;
  for (const output of data.outputs) {
    if (output.address !== from && (best === undefined || num(output.amount) > num(best.amount)))
      best = output;
  }
  return best === undefined
    ? undefined
    : { from, to: best.address, amount: num(best.amount), text: best.amount };
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
