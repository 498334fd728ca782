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

export function transfersTouching(
  db: Executor,
  chain: ChainName,
  addresses: readonly string[],
): Promise<TouchingTransfer[]> {
  if (addresses.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('transfers')
    .select(['owner', 'tx_hash', 'from_address', 'to_address'])
    .where('chain', '=', chain)
    .where((eb) => eb.or([eb('from_address', 'in', addresses), eb('to_address', 'in', addresses)]))
    .execute();
}
