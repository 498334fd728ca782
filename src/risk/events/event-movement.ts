/**
 * The movement a known event describes: the chain, transaction and place within it (its log, its
 * output) for on-chain events, the institution's own reference for a withdrawal. The same movement
 * sent again by the same workspace (a client's retry) is one event: stored once, counted once by
 * the agents, answered `duplicate`. Sent again with other facts, it is a conflict.
 *
 * Events stored before Vigil kept movements carry numbers where amounts are now decimal text;
 * `upgradeEventData` reads them as the agents read new ones.
 */
import { decimalOfNumber, formatDecimal } from '../../lib/decimal.ts';
import { CHAINS, resolveChain } from '../chains/index.ts';
import type { KnownEventType } from './event-types.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const index = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** `chain tx_hash place`, or `withdrawal id`; undefined for an event that names no movement. */
export function movementOf(type: KnownEventType, data: Record<string, unknown>): string | undefined {
  const chain = text(data.chain);
  if (type === 'withdrawal.requested') {
    const id = text(data.withdrawal_id);
    return id === undefined ? undefined : `withdrawal ${chain ?? ''} ${id}`;
  }
  const tx = text(data.tx_hash);
  if (chain === undefined || tx === undefined) return undefined;
  const log = index(data.log_index);
  const output = index(data.output_index);
  if (type === 'token.approval') {
    // One transaction may grant several approvals (a multicall): the spender and token tell them apart.
    return log === undefined
      ? `${chain} ${tx} approval ${text(data.token)} ${text(data.spender)}`
      : `${chain} ${tx} log:${log}`;
  }
  if (log !== undefined) return `${chain} ${tx} log:${log}`;
  if (output !== undefined) return `${chain} ${tx} out:${output}`;
  const family = CHAINS[resolveChain(chain) ?? 'ethereum'].family;
  // On a UTXO chain a transfer told output by output, or a deposit to one address, is that output.
  const to = text(data.to);
  return family === 'utxo' && to !== undefined && data.inputs === undefined
    ? `${chain} ${tx} to:${to}`
    : `${chain} ${tx}`;
}

/** A number stored by an older Vigil as the decimal text new events carry. */
function decimalText(value: unknown): unknown {
  if (typeof value !== 'number') return value;
  const decimal = decimalOfNumber(value);
  return decimal === undefined ? value : formatDecimal(decimal);
}

/** A known event's data as agents read it, whenever it was stored: amounts and values as decimal text. */
export function upgradeEventData(type: string, data: Record<string, unknown>): Record<string, unknown> {
  if (type !== 'transfer.observed' && type !== 'deposit.received' && type !== 'withdrawal.requested')
    return data;
  if (
    typeof data.amount !== 'number' &&
    typeof data.value_usd !== 'number' &&
    !Array.isArray(data.inputs) &&
    !Array.isArray(data.outputs)
  ) {
    return data;
  }
  const parties = (list: unknown) =>
    Array.isArray(list)
      ? list.map((party: { address: string; amount: unknown }) => ({
          ...party,
          amount: decimalText(party.amount),
        }))
      : list;
  const upgraded: Record<string, unknown> = { ...data };
  if (data.amount !== undefined) upgraded.amount = decimalText(data.amount);
  if (data.value_usd !== undefined) upgraded.value_usd = decimalText(data.value_usd);
  if (data.inputs !== undefined) upgraded.inputs = parties(data.inputs);
  if (data.outputs !== undefined) upgraded.outputs = parties(data.outputs);
  return upgraded;
}
