/**
 * Co-spend entities per owner. The facts Vigil read from a chain make the shared clusters; a
 * workspace whose claims include UTXO transactions spending several inputs gets clusters of its own:
 * a copy of the facts' clusters (taken through the clusterer's snapshot when its first such claim
 * arrives) that its claims merge further, and that later facts keep merging too. So a workspace's
 * entities are what the chain and its own evidence say, and one workspace's claims never join
 * another's addresses.
 *
 * Entity ids: an address's own entity is `derivedId(chain:address)`, the same in every process and
 * after every restart; a merge keeps the older id, and a restart replays transactions in commit
 * order (`store/commit-order.ts`), so it names entities as before.
 */
import { parseDecimal, toBaseUnits } from '../../lib/decimal.ts';
import { derivedId } from '../../lib/ids.ts';
import type { ChainName } from '../chains/index.ts';
import { type Clusterer, createClusterer, restoreClusterer } from '../graph/index.ts';
import { FACTS_OWNER } from './owners.ts';
import type { Party } from './transfer-input.ts';

export interface Clusters {
  /** Feeds a UTXO transaction spending several inputs to the owner's clusters (facts: to every owner's). */
  observe(
    owner: string,
    chain: ChainName,
    tx: { txHash: string; inputs: Party[]; outputs: Party[]; decimals: number },
  ): void;
  /** The clusterer an owner's questions read for a chain: its own, else the facts'. */
  clustererOf(owner: string, chain: ChainName): Clusterer | undefined;
  /** Every clusterer, with its owner and chain. */
  all(): Iterable<{ owner: string; chain: ChainName; clusterer: Clusterer }>;
  /** Called with each clusterer made (to mark its labelled addresses). */
  onCreate(listener: (chain: ChainName, clusterer: Clusterer) => void): void;
}

const entityId = (chain: ChainName) => (address: string) => derivedId('entityCluster', `${chain}:${address}`);

export function createClusters(): Clusters {
  /** `owner chain` → clusterer. */
  const clusterers = new Map<string, { owner: string; chain: ChainName; clusterer: Clusterer }>();
  /** Transactions each clusterer has taken in (a fact and a claim of the same one count once). */
  const observed = new Map<Clusterer, Set<string>>();
  const listeners: ((chain: ChainName, clusterer: Clusterer) => void)[] = [];
  const key = (owner: string, chain: ChainName) => `${owner} ${chain}`;

  function make(owner: string, chain: ChainName): Clusterer {
    const facts = clusterers.get(key(FACTS_OWNER, chain));
    const options = { newId: entityId(chain) };
    const clusterer =
      owner === FACTS_OWNER || facts === undefined
        ? createClusterer(options)
        : restoreClusterer(JSON.parse(JSON.stringify(facts.clusterer.snapshot())), options);
    clusterers.set(key(owner, chain), { owner, chain, clusterer });
    observed.set(
      clusterer,
      new Set(facts === undefined || owner === FACTS_OWNER ? [] : observed.get(facts.clusterer)),
    );
    for (const listener of listeners) listener(chain, clusterer);
    return clusterer;
  }

  function feed(clusterer: Clusterer, tx: Parameters<Clusters['observe']>[2]): void {
    const seen = observed.get(clusterer);
    if (seen === undefined || seen.has(tx.txHash)) return;
    seen.add(tx.txHash);
    const units = (party: Party) => ({
      address: party.address,
      amount: Number(toBaseUnits(parseDecimal(party.amount) ?? { units: 0n, scale: 0 }, tx.decimals) ?? 0n),
    });
    clusterer.observe({ txHash: tx.txHash, inputs: tx.inputs.map(units), outputs: tx.outputs.map(units) });
  }

  return {
    observe(owner, chain, tx) {
      const own = clusterers.get(key(owner, chain))?.clusterer ?? make(owner, chain);
      feed(own, tx);
      if (owner !== FACTS_OWNER) return;
      for (const other of clusterers.values()) {
        if (other.chain === chain && other.owner !== FACTS_OWNER) feed(other.clusterer, tx);
      }
    },
    clustererOf(owner, chain) {
      return (
        clusterers.get(key(owner, chain))?.clusterer ?? clusterers.get(key(FACTS_OWNER, chain))?.clusterer
      );
    },
    all: () => clusterers.values(),
    onCreate(listener) {
      listeners.push(listener);
    },
  };
}
