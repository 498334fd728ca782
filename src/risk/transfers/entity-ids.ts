/**
 * An address's own entity id, `derivedId('entityCluster', 'chain:address')`: the first 16 bytes of
 * a SHA-256, made again for every screening of the address. The ids of the addresses met lately are
 * kept: an id depends on the chain and address alone, so a kept one is never out of date. A
 * screening took 7–11 µs of its server thread's time to hash and encode its entity's id under load
 * (issue 35's profile of `POST /v1/screen/wallet`).
 */
import { derivedId } from '../../lib/ids.ts';
import { setNewest } from '../../lib/newest-map.ts';
import type { ChainName } from '../chains/index.ts';

/** Ids kept, the oldest dropped first: about 100 bytes each. */
const KEPT = 20_000;

export function createEntityIds(): (chain: ChainName, address: string) => string {
  const kept = new Map<string, string>();
  return (chain, address) => {
    const name = `${chain}:${address}`;
    const known = kept.get(name);
    if (known !== undefined) return known;
    const id = derivedId('entityCluster', name);
    setNewest(kept, name, id, KEPT);
    return id;
  };
}
