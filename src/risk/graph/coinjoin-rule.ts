/**
 * BlockSci's CoinJoin rule: which transactions the common-input-ownership heuristic must not
 * cluster, because their inputs likely belong to several people.
 *
 * Reproduced from `blocksci::heuristics::isCoinjoin` (citp/BlockSci, src/heuristics/
 * tx_identification.cpp; identical at commits 81cdc0cf and 31ca0937), the test BlockSci's own
 * clusterer (src/cluster/cluster_manager.cpp, processTransaction) applies before merging inputs.
 * Its Python binding describes it as "uses basic structural features to quickly decide whether
 * this transaction might be a JoinMarket coinjoin transaction". Not reproduced: the slower
 * `isCoinjoinExtra` / `isPossibleCoinjoin`, which add fee allowances and a subset-sum search.
 */
import type { UtxoTransaction } from './utxo-transaction.ts';

/**
 * The output values BlockSci rules out as dust, "unlikely to be CoinJoin" (satoshis): Bitcoin
 * Core's dust limit for a P2PKH output at a minimum relay fee of 1,000 and of 5,000 sat/kB
 * (3 × 182 bytes × the fee rate).
 */
export const COINJOIN_DUST_VALUES: ReadonlySet<number> = new Set([546, 2730]);

/**
 * True when the transaction looks like a CoinJoin, under exactly BlockSci's conditions:
 * 1. at least 2 inputs and at least 3 outputs;
 * 2. participants = ⌊(outputs + 1) / 2⌋ (each participant takes a mixed output and a change);
 * 3. participants ≤ the number of inputs, and ≤ the number of distinct input addresses;
 * 4. the most common output value occurs exactly `participants` times;
 * 5. that value is not dust (546 or 2730 satoshis).
 * Counts include outputs and inputs without an address, as BlockSci counts every output; only the
 * distinct-address count leaves them out. Where two values tie for most common, BlockSci takes
 * whichever its hash map yields first; here the transaction passes 5 unless every tied value is
 * dust, so the answer does not depend on iteration order.
 */
export function isCoinJoin(tx: UtxoTransaction): boolean {
  const inputCount = tx.inputs.length;
  const outputCount = tx.outputs.length;
  if (inputCount < 2 || outputCount < 3) return false;

  const participants = Math.floor((outputCount + 1) / 2);
  if (participants > inputCount) return false;

  const inputAddresses = new Set<string>();
  for (const input of tx.inputs) if (input.address !== null) inputAddresses.add(input.address);
  if (participants > inputAddresses.size) return false;

  const valueCounts = new Map<number, number>();
  let top = 0;
  for (const output of tx.outputs) {
    const count = (valueCounts.get(output.amount) ?? 0) + 1;
    valueCounts.set(output.amount, count);
    if (count > top) top = count;
  }
  if (top !== participants) return false;

  for (const [value, count] of valueCounts) {
    if (count === top && !COINJOIN_DUST_VALUES.has(value)) return true;
  }
  return false;
}
