/**
 * The stored transfers on a chain that touch any of a set of addresses, as sender or receiver, of
 * every owner (a workspace's claims and the chain's facts alike): the caller decides whose it may
 * use. A few hundred addresses a call; both ends are indexed.
 */
import type { Executor } from '../../store/store.ts';
import type { ChainName } from '../chains/index.ts';

export interface TouchingTransfer {
  owner: string;
  tx_hash: string;
  from_address: string;
  to_address: string;
}

export async function transfersTouching(
  db: Executor,
  chain: ChainName,
  addresses: readonly string[],
): Promise<TouchingTransfer[]> {
  if (addresses.length === 0) return [];
  // One read an end, each through that end's index: asked as one `or`, the planners read the
  // chain's transfers instead. A transfer between two of the addresses is found by both.
  const found = new Map<string, TouchingTransfer>();
  for (const side of ['from_address', 'to_address'] as const) {
    const rows = await db
      .selectFrom('transfers')
      .select(['id', 'owner', 'tx_hash', 'from_address', 'to_address'])
      .where('chain', '=', chain)
      .where(side, 'in', addresses)
      .execute();
    for (const { id, ...row } of rows) found.set(id, row);
  }
  return [...found.values()];
}
