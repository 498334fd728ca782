/**
 * Which transfers of a batch are stored already: a transfer all of whose rows (one per input →
 * output pair) exist is a duplicate. Finding out costs one look-up by the unique index's
 * (chain, tx_hash) prefix per batch, not a count of the table.
 */
import { chunks } from '../../lib/chunks.ts';
import { KEYS_PER_QUERY } from '../../store/batches.ts';
import type { Executor } from '../../store/store.ts';

/** What of a read transfer says which rows it is stored as. */
interface TransferEdges {
  chain: string;
  txHash: string;
  inputs: readonly { address: string }[];
  outputs: readonly { address: string }[];
}

/** How many transfers of the batch are stored already, or repeat an earlier one of the batch. */
export async function countDuplicates(db: Executor, batch: readonly TransferEdges[]): Promise<number> {
  const known = await storedEdges(db, batch);
  let duplicates = 0;
  for (const transfer of batch) {
    const edges = edgeKeys(transfer);
    if (edges.every((edge) => known.has(edge))) duplicates += 1;
    for (const edge of edges) known.add(edge);
  }
  return duplicates;
}

/** The rows a transfer is stored as, by the columns of their unique key. */
function edgeKeys(transfer: TransferEdges): string[] {
  return transfer.outputs.flatMap((output) =>
    transfer.inputs.map((input) => edgeKey(transfer.chain, transfer.txHash, input.address, output.address)),
  );
}

const edgeKey = (chain: string, txHash: string, from: string, to: string): string =>
  JSON.stringify([chain, txHash, from, to]);

async function storedEdges(db: Executor, batch: readonly TransferEdges[]): Promise<Set<string>> {
  const hashesByChain = new Map<string, Set<string>>();
  for (const transfer of batch) {
    const hashes = hashesByChain.get(transfer.chain) ?? new Set<string>();
    hashes.add(transfer.txHash);
    hashesByChain.set(transfer.chain, hashes);
  }
  const known = new Set<string>();
  for (const [chain, hashes] of hashesByChain) {
    const list = [...hashes];
    for (const part of chunks(list, KEYS_PER_QUERY)) {
      const rows = await db
        .selectFrom('transfers')
        .select(['tx_hash', 'from_address', 'to_address'])
        .where('chain', '=', chain)
        .where('tx_hash', 'in', part)
        .execute();
      for (const row of rows) known.add(edgeKey(chain, row.tx_hash, row.from_address, row.to_address));
    }
  }
  return known;
}
