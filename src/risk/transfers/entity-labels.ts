/**
 * Labels seen across a co-spend entity: a label on one address of an entity speaks for every
 * address of it (the same owner spent them together), so screening one address also matches the
 * labels on the others, and tracing counts an address as labelled when another address of its
 * entity is. Platform labels are marked in the clusterers (each entity counts its marked addresses,
 * summed on every merge, so the question costs a lookup); a workspace's own labels, few, are grouped
 * by entity per workspace and chain, again whenever the labels or the entities changed.
 */
import type { ChainName } from '../chains/index.ts';
import type { Clusterer } from '../graph/index.ts';
import type { LabelIndex } from '../lists/index.ts';
import type { Clusters } from './clusters.ts';

export interface EntityLabels {
  /**
   * The entity of a clustered address, with its other addresses that carry a label the workspace
   * sees; undefined when there are none (or the address is in no entity of more than itself).
   */
  labelledPeers(
    workspaceId: string,
    chain: ChainName,
    address: string,
  ): { entity: string; addresses: string[] } | undefined;
  /** For tracing: whether another address of the address's entity carries a label; undefined off UTXO chains. */
  peerTest(workspaceId: string, chain: ChainName): ((address: string) => boolean) | undefined;
  /** Marks a clusterer's platform-labelled addresses (a new clusterer). */
  mark(chain: ChainName, clusterer: Clusterer): void;
  /** Marks every clusterer again if the platform labels were reloaded since. */
  refresh(): void;
}

/** Workspaces and chains whose own labels are kept grouped by entity; beyond this, the memory starts over. */
const OWN_MEMORY = 1_000;

export function createEntityLabels(labels: LabelIndex, clusters: Clusters): EntityLabels {
  /** The platform label generation each clusterer was last marked with. */
  const markedWith = new Map<Clusterer, number>();
  const own = new Map<
    string,
    { clusterer: Clusterer; labels: number; entities: number; byEntity: Map<string, string[]> }
  >();

  function ownByEntity(workspaceId: string, chain: ChainName, clusterer: Clusterer): Map<string, string[]> {
    const key = `${workspaceId}\u0000${chain}`;
    const known = own.get(key);
    if (
      known !== undefined &&
      known.clusterer === clusterer &&
      known.labels === labels.customVersion() &&
      known.entities === clusterer.version()
    ) {
      return known.byEntity;
    }
    const byEntity = new Map<string, string[]>();
    for (const address of labels.ownAddresses(workspaceId, chain)) {
      if (!clusterer.knows(address)) continue;
      const entity = clusterer.clusterOf(address);
      byEntity.set(entity, [...(byEntity.get(entity) ?? []), address]);
    }
    if (own.size >= OWN_MEMORY) own.clear();
    own.set(key, { clusterer, labels: labels.customVersion(), entities: clusterer.version(), byEntity });
    return byEntity;
  }

  function mark(chain: ChainName, clusterer: Clusterer): void {
    const test = labels.labelTest('', chain);
    clusterer.relabel(test.platform);
    markedWith.set(clusterer, test.generation);
  }
  clusters.onCreate(mark);

  return {
    mark,
    refresh() {
      for (const { chain, clusterer } of clusters.all()) {
        if (markedWith.get(clusterer) !== labels.labelTest('', chain).generation) mark(chain, clusterer);
      }
    },

    labelledPeers(workspaceId, chain, address) {
      const clusterer = clusters.clustererOf(workspaceId, chain);
      if (clusterer === undefined || !clusterer.knows(address)) return undefined;
      const entity = clusterer.clusterOf(address);
      const peers = new Set(clusterer.markedMembers(address));
      for (const peer of ownByEntity(workspaceId, chain, clusterer).get(entity) ?? []) peers.add(peer);
      peers.delete(address);
      if (peers.size === 0) return undefined;
      return { entity, addresses: [...peers].sort() };
    },

    peerTest(workspaceId, chain) {
      const clusterer = clusters.clustererOf(workspaceId, chain);
      if (clusterer === undefined) return undefined;
      const byEntity = ownByEntity(workspaceId, chain, clusterer);
      return (address) =>
        clusterer.hasMarked(address) ||
        (byEntity.size > 0 && clusterer.knows(address) && byEntity.has(clusterer.clusterOf(address)));
    },
  };
}
