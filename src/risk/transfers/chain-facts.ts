/**
 * What the chain reader asks of the facts it stored (`risk/chain-reader`): an address's
 * counterparties, the blocks facts were read from (to check them against the chain after a
 * reorganisation), and removing the facts of a block that left the chain.
 */
import type { Executor } from '../../store/store.ts';
import { FACTS_OWNER } from './owners.ts';

/** An address's counterparties in the facts, at most `limit`. */
export async function factCounterparties(
  db: Executor,
  chain: string,
  address: string,
  limit: number,
): Promise<string[]> {
  const found = new Set<string>();
  // One read an end, each through that end's index (an `or` of the two reads the chain's facts).
  for (const [side, otherSide] of [
    ['from_address', 'to_address'],
    ['to_address', 'from_address'],
  ] as const) {
    if (found.size >= limit) break;
    const rows = await db
      .selectFrom('transfers')
      .select(otherSide)
      .where('owner', '=', FACTS_OWNER)
      .where('chain', '=', chain)
      .where(side, '=', address)
      .limit(limit * 4)
      .execute();
    for (const row of rows) {
      if (found.size >= limit) break;
      const other = row[otherSide];
      if (other !== address) found.add(other);
    }
  }
  return [...found];
}

/** The blocks (number and hash as read) facts of `chain` were stored from, within `from`..`to`. */
export async function factBlocks(
  db: Executor,
  chain: string,
  from: number,
  to: number,
): Promise<{ number: number; hash: string }[]> {
  const rows = await db
    .selectFrom('transfers')
    .select(['block_number', 'block_hash'])
    .distinct()
    .where('owner', '=', FACTS_OWNER)
    .where('chain', '=', chain)
    .where('block_number', '>=', from)
    .where('block_number', '<=', to)
    .execute();
  return rows.flatMap((row) =>
    row.block_number === null || row.block_hash === null
      ? []
      : [{ number: Number(row.block_number), hash: row.block_hash }],
  );
}

/**
 * Removes the facts read from a block that is no longer on the chain (a UTXO transaction's whole
 * telling too); returns their transactions and two ends.
 */
export async function removeBlockFacts(
  db: Executor,
  chain: string,
  block: { number: number; hash: string },
): Promise<{ txHash: string; from: string; to: string }[]> {
  // By number (the index's) and hash: the orphan's facts, not its replacement's.
  const gone = await db
    .deleteFrom('transfers')
    .where('owner', '=', FACTS_OWNER)
    .where('chain', '=', chain)
    .where('block_number', '=', block.number)
    .where('block_hash', '=', block.hash)
    .returning(['tx_hash', 'from_address', 'to_address'])
    .execute();
  // A UTXO transaction's whole telling goes with its edges: left behind, it would make the same
  // transaction read again from the block that replaced the orphan a duplicate, and store nothing.
  await db
    .deleteFrom('chain_transactions')
    .where('owner', '=', FACTS_OWNER)
    .where('chain', '=', chain)
    .where('block_number', '=', block.number)
    .where('block_hash', '=', block.hash)
    .execute();
  return gone.map((row) => ({ txHash: row.tx_hash, from: row.from_address, to: row.to_address }));
}
