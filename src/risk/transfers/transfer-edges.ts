/**
 * The address-to-address edges a transfer is stored and traced as. An account transfer is one
 * edge. A UTXO transaction is an edge from every input to every output, each output's amount shared
 * out over the inputs by the value each put in (the usual proportional reading, which haircut
 * exposure then follows), in the asset's base units with the remainder going to the largest shares
 * first, so the edges of an output add up to it exactly. The sender's dollar value is shared out the
 * same way, to the micro-dollar.
 */
import { type Decimal, formatDecimal, fromBaseUnits, parseDecimal, toBaseUnits } from '../../lib/decimal.ts';
import type { ReadTransfer } from './transfer-input.ts';

export interface TransferEdgeRow {
  from: string;
  to: string;
  /** Exact decimal text in units of the asset. */
  amount: string;
  /** The same amount as a decimal (what the graph adds, without reading the text again). */
  value: Decimal;
  /** This edge's part of the sender's dollar value; null when it gave none. */
  valueUsd: string | null;
}

/** Dollar values shared out over edges keep this many decimals (micro-dollars). */
const USD_DECIMALS = 6;

const unitsOf = (text: string, decimals: number): bigint =>
  toBaseUnits(parseDecimal(text) ?? { units: 0n, scale: 0 }, decimals) ?? 0n;

/** `total` shared out in whole units by `weights`, largest remainders first; equal shares when all weigh 0. */
export function shareOut(total: bigint, weights: readonly bigint[]): bigint[] {
  const sum = weights.reduce((a, b) => a + b, 0n);
  const parts = weights.map((w) => (sum === 0n ? 1n : w));
  const whole = sum === 0n ? BigInt(weights.length) : sum;
  const shares = parts.map((w) => (total * w) / whole);
  let left = total - shares.reduce((a, b) => a + b, 0n);
  const order = parts
    .map((w, i) => ({ i, rest: (total * w) % whole }))
    .sort((a, b) => (b.rest > a.rest ? 1 : b.rest < a.rest ? -1 : a.i - b.i));
  for (const { i } of order) {
    if (left <= 0n) break;
    shares[i] = (shares[i] ?? 0n) + 1n;
    left -= 1n;
  }
  return shares;
}

/**
 * Edges already worked out, per transfer: storing a transfer and adding it to the graph both need
 * them, one after the other. A ReadTransfer is not changed once read, so they stay its edges.
 */
const worked = new WeakMap<ReadTransfer, readonly TransferEdgeRow[]>();

/** The edges of a transfer (the same array for the same transfer: not to be changed). */
export function edgesOf(transfer: ReadTransfer): readonly TransferEdgeRow[] {
  let edges = worked.get(transfer);
  if (edges === undefined) {
    edges = workOut(transfer);
    worked.set(transfer, edges);
  }
  return edges;
}

function workOut(transfer: ReadTransfer): TransferEdgeRow[] {
  const { decimals } = transfer.asset;
  const [input] = transfer.inputs;
  const [output] = transfer.outputs;
  if (input !== undefined && output !== undefined && transfer.inputs.length + transfer.outputs.length === 2) {
    // An account transfer (one edge, its whole amount and dollar value): what the general case
    // below gives it, without sharing anything out.
    const usd = transfer.valueUsd === null ? undefined : parseDecimal(transfer.valueUsd);
    const value = fromBaseUnits(unitsOf(output.amount, decimals), decimals);
    return [
      {
        from: input.address,
        to: output.address,
        amount: formatDecimal(value),
        value,
        valueUsd:
          usd === undefined
            ? null
            : formatDecimal(fromBaseUnits(toBaseUnits(roundDown(usd), USD_DECIMALS) ?? 0n, USD_DECIMALS)),
      },
    ];
  }
  const inputs = transfer.inputs.map((input) => unitsOf(input.amount, decimals));
  const outputs = transfer.outputs.map((output) => unitsOf(output.amount, decimals));
  const totalOut = outputs.reduce((a, b) => a + b, 0n);
  const usd: Decimal | undefined = transfer.valueUsd === null ? undefined : parseDecimal(transfer.valueUsd);
  const usdMicros = usd === undefined ? undefined : (toBaseUnits(roundDown(usd), USD_DECIMALS) ?? 0n);
  // One edge per pair of addresses: two outputs to one address (or one address spending twice) add up.
  const byPair = new Map<string, { from: string; to: string; units: bigint }>();
  transfer.outputs.forEach((output, o) => {
    const split = transfer.inputs.length === 1 ? [outputs[o] ?? 0n] : shareOut(outputs[o] ?? 0n, inputs);
    transfer.inputs.forEach((input, i) => {
      const key = `${input.address}\u0000${output.address}`;
      const edge = byPair.get(key) ?? { from: input.address, to: output.address, units: 0n };
      edge.units += split[i] ?? 0n;
      byPair.set(key, edge);
    });
  });
  const edgeUnits = [...byPair.values()];
  const usdShares =
    usdMicros === undefined
      ? undefined
      : shareOut(
          usdMicros,
          edgeUnits.map((edge) => (totalOut === 0n ? 1n : edge.units)),
        );
  return edgeUnits.map((edge, i) => {
    const value = fromBaseUnits(edge.units, decimals);
    return {
      from: edge.from,
      to: edge.to,
      amount: formatDecimal(value),
      value,
      valueUsd:
        usdShares === undefined ? null : formatDecimal(fromBaseUnits(usdShares[i] ?? 0n, USD_DECIMALS)),
    };
  });
}

/** A dollar value cut to micro-dollars (a sender's figure rarely has more). */
function roundDown(value: Decimal): Decimal {
  if (value.scale <= USD_DECIMALS) return value;
  return { units: value.units / 10n ** BigInt(value.scale - USD_DECIMALS), scale: USD_DECIMALS };
}
