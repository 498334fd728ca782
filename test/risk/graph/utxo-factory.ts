/** Small builders for UTXO transactions in clustering tests. */
import type { UtxoTransaction, UtxoTransfer } from '../../../src/risk/graph/index.ts';

let sequence = 0;

/** A transaction spending from `inputs` (addresses) and paying `outputs` ([address, satoshis]). */
export function tx(inputs: Array<string | null>, outputs: Array<[string | null, number]>): UtxoTransaction {
  sequence += 1;
  return {
    txHash: sequence.toString(16).padStart(64, '0'),
    inputs: inputs.map((address): UtxoTransfer => ({ address, amount: 50_000_000 })),
    outputs: outputs.map(([address, amount]): UtxoTransfer => ({ address, amount })),
  };
}

/** Outputs to fresh addresses `prefix0`, `prefix1`… of the given amounts. */
export function payTo(prefix: string, amounts: number[]): Array<[string, number]> {
  return amounts.map((amount, i) => [`${prefix}${i}`, amount]);
}

/** Deterministic ids for a clusterer: `ent_1`, `ent_2`… in the order addresses are first seen. */
export function counterIds(): { newId: (address: string) => string; issued: Map<string, string> } {
  const issued = new Map<string, string>();
  return {
    issued,
    newId: (address) => {
      const id = `ent_${issued.size + 1}`;
      issued.set(address, id);
      return id;
    },
  };
}
