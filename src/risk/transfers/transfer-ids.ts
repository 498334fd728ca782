/**
 * The stored transfers (`xfer_…`) of transactions that some owners see, by chain and hash: what an ingested event
 * answers with, what a threat's graph and alerts show beside each transfer, and what a screened
 * transaction already known names, so that a hold by `transfer_id` needs nothing but the API.
 * One look-up by the unique index's (chain, tx_hash) prefix per KEYS_PER_QUERY hashes.
 */
import { queryInBatches } from '../../store/batches.ts';
import type { Executor } from '../../store/store.ts';

/** One stored transfer of a transaction: its id and its two ends. */
export interface StoredTransferRef {
  id: string;
  from: string;
  to: string;
}

/** `chain:tx_hash` of a transaction, as `storedTransferIds` keys its answer. */
export const transactionKey = (chain: string, txHash: string): string => `${chain}:${txHash}`;

/** The stored transfers of each transaction named, by `transactionKey`, oldest first; absent when none. */
export async function storedTransferIds(
  db: Executor,
  owners: readonly string[],
  transactions: readonly { chain: string; tx_hash: string }[],
): Promise<Map<string, StoredTransferRef[]>> {
  const hashesByChain = new Map<string, Set<string>>();
  for (const { chain, tx_hash } of transactions) {
    const hashes = hashesByChain.get(chain) ?? new Set<string>();
    hashes.add(tx_hash);
    hashesByChain.set(chain, hashes);
  }
  const found = new Map<string, StoredTransferRef[]>();
  for (const [chain, hashes] of hashesByChain) {
    const rows = await queryInBatches([...hashes], (part) =>
      db
        .selectFrom('transfers')
        .select(['id', 'tx_hash', 'from_address', 'to_address'])
        .where('owner', 'in', owners)
        .where('chain', '=', chain)
        .where('tx_hash', 'in', part)
        .orderBy('id')
        .execute(),
    );
    for (const row of rows) {
      const key = transactionKey(chain, row.tx_hash);
      const list = found.get(key) ?? [];
      list.push({ id: row.id, from: row.from_address, to: row.to_address });
      found.set(key, list);
    }
  }
  return found;
}
