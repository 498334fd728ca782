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

/**
 * Equal-output mixing rounds that BlockSci's rule lets through: its rule wants the most common
 * output value exactly once per participant *with change*, ⌊(outputs + 1) / 2⌋ times, which a round
 * paying every participant the same amount and no change never meets (5 equal outputs give 3
 * "participants", not 5). The coordinated CoinJoins do just that. Each shape here is the structure
 * their protocols fix, as the detection literature reads it (Tironsakkul, Maarek, Eross and Just,
 * "The Unique Dressing of Transactions: Wasabi CoinJoin Transaction Detection", 2022; Stütz et al.,
 * "Adoption and Actual Privacy of Decentralized CoinJoin Implementations in Bitcoin", 2022;
 * Schnoering and Vazirgiannis, "Heuristics for Detecting CoinJoin Transactions on the Bitcoin
 * Blockchain", 2023):
 * - `whirlpool` (Samourai): exactly 5 inputs from 5 addresses and 5 outputs of one value (the pool's
 *   denomination; no change, the fees were paid before, in Tx0). Any value is taken: pools and
 *   clones have had several denominations.
 * - `wasabi` (ZeroLink, Wasabi 1.x): at least WASABI_MIN_EQUAL outputs of one value (each
 *   participant's mixed output; their change and the coordinator's fee beside them), from at least
 *   as many input addresses. Below ten equal outputs no Wasabi 1 round ran.
 * - `wabisabi` (Wasabi 2.x): at least WABISABI_MIN inputs from as many addresses and as many
 *   outputs, at least half of the outputs sharing their value with another (the standard
 *   denominations every participant splits into).
 * A batch payout (one wallet paying many people the same amount) has fewer input addresses than
 * equal outputs, and a consolidation few outputs, so neither is taken for a mix.
 */
export type EqualOutputMix = 'whirlpool' | 'wasabi' | 'wabisabi';

export const WASABI_MIN_EQUAL = 10;
export const WABISABI_MIN = 50;

export function equalOutputMix(tx: UtxoTransaction): EqualOutputMix | null {
  const inputAddresses = new Set<string>();
  for (const input of tx.inputs) if (input.address !== null) inputAddresses.add(input.address);
  const valueCounts = new Map<number, number>();
  for (const output of tx.outputs) valueCounts.set(output.amount, (valueCounts.get(output.amount) ?? 0) + 1);
  let top = 0;
  for (const [value, count] of valueCounts) if (count > top && !COINJOIN_DUST_VALUES.has(value)) top = count;

  if (tx.inputs.length === 5 && inputAddresses.size === 5 && tx.outputs.length === 5 && top === 5) {
    return 'whirlpool';
  }
  if (top >= WASABI_MIN_EQUAL && inputAddresses.size >= top) return 'wasabi';
  if (inputAddresses.size >= WABISABI_MIN && tx.outputs.length >= WABISABI_MIN) {
    let repeated = 0;
    for (const count of valueCounts.values()) if (count > 1) repeated += count;
    if (repeated * 2 >= tx.outputs.length) return 'wabisabi';
  }
  return null;
}
