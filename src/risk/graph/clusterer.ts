/**
 * Co-spend clustering of a UTXO chain's addresses into entities: all input addresses of a
 * transaction belong to one owner (the common-input-ownership heuristic), except in transactions
 * BlockSci's rule takes for CoinJoins and in equal-output mixing rounds (Whirlpool, Wasabi), whose
 * inputs belong to many people. Transactions are fed one at a time, in any order.
 *
 * Addresses can be marked (the app marks those that carry a label, `relabel`): each entity knows
 * how many of its addresses are marked, so a label on one address can be seen from every other
 * address of its entity without listing the entity.
 *
 * Entity ids are stable: every address starts as an entity of its own with an id from `newId`;
 * when two entities merge, the OLDER id (the one handed out first) names the result, so an id once
 * given to a caller goes on naming the entity that grew from it, and `resolve` maps an absorbed id
 * to the id that names its entity now. Addresses seen in any transaction, inputs or outputs, are
 * entities; so is an address first asked about through `clusterOf`.
 *
 * State survives a restart through `snapshot()` / `restoreClusterer()` (see cluster-snapshot.ts).
 * Replaying stored transfers rebuilds the same entities but hands out fresh ids unless `newId` is
 * a function of the address, so the snapshot is the way to keep ids that callers have stored.
 */
import { VigilError } from '../../lib/errors.ts';
import {
  type ClustererState,
  type ClusterSnapshot,
  decodeSnapshot,
  encodeSnapshot,
} from './cluster-snapshot.ts';
import { type EqualOutputMix, equalOutputMix, isCoinJoin } from './coinjoin-rule.ts';
import { DisjointSet } from './disjoint-set.ts';
import type { UtxoTransaction } from './utxo-transaction.ts';

export interface ClustererOptions {
  /**
   * The id of a new entity, called once per address the first time it is seen (the address is
   * passed for callers that derive ids from it). The app passes `() => newId('entityCluster')`.
   */
  newId: (address: string) => string;
}

export interface EntityMerge {
  /** The younger entity's id, which now resolves to `into`. */
  absorbed: string;
  into: string;
}

export interface Observation {
  /** The transaction joined at least two entities that were apart. */
  merged: boolean;
  /** BlockSci's rule or an equal-output shape took it for a CoinJoin, so its inputs were not merged. */
  coinjoin: boolean;
  /** Which rule: `blocksci`, or the equal-output mix it looks like; null for no CoinJoin. */
  mix: 'blocksci' | EqualOutputMix | null;
  /** Each merge it made, in order: callers that store entity ids can record these. */
  merges: EntityMerge[];
}

export interface ClusterStats {
  addresses: number;
  entities: number;
}

export interface Clusterer {
  observe(tx: UtxoTransaction): Observation;
  /** The id of the entity the address belongs to; an address not seen before becomes one. */
  clusterOf(address: string): string;
  /** Whether the address has been seen (without registering it). */
  knows(address: string): boolean;
  /** The id that now names the entity `id` named when handed out; undefined for an unknown id. */
  resolve(id: string): string | undefined;
  /** The addresses of the entity `id` names (or named), first seen first; [] for an unknown id. */
  members(id: string): string[];
  size(id: string): number;
  stats(): ClusterStats;
  /**
   * Marks every address `isMarked` holds true of, and from now on each new address it holds true of;
   * unmarks the others.
   */
  relabel(isMarked: (address: string) => boolean): void;
  /** The marked addresses of the address's entity, first seen first; [] for an unknown address. */
  markedMembers(address: string): string[];
  /** Whether the address's entity holds a marked address (itself included); false for an unknown one. */
  hasMarked(address: string): boolean;
  /** Counts every change to the entities (an address seen, a merge): what an entity held is unchanged while it is. */
  version(): number;
  /** The state as JSON-ready data, for `restoreClusterer`. */
  snapshot(): ClusterSnapshot;
}

export function createClusterer(options: ClustererOptions): Clusterer {
  return clustererOver({ sets: new DisjointSet(), addresses: [], ids: [] }, options);
}

/**
 * A clusterer that carries on from a snapshot (as parsed from JSON; it is checked). New addresses
 * get ids from `options.newId` as usual.
 */
export function restoreClusterer(snapshot: unknown, options: ClustererOptions): Clusterer {
  return clustererOver(decodeSnapshot(snapshot), options);
}

/** Marked members remembered per entity, until it changes; beyond this many entities the memory starts over. */
const MARKED_MEMORY = 10_000;

function clustererOver(state: ClustererState, options: ClustererOptions): Clusterer {
  const { sets, addresses, ids } = state;
  const nodeOfAddress = new Map(addresses.map((address, node) => [address, node]));
  const nodeOfId = new Map(ids.map((id, node) => [id, node]));
  let isMarked: (address: string) => boolean = () => false;
  let changes = 0;
  /** Root node → its marked members as of its size and marked count then. */
  const markedMemory = new Map<number, { size: number; marked: number; members: string[] }>();

  function nodeFor(address: string): number {
    const known = nodeOfAddress.get(address);
    if (known !== undefined) return known;
    const id = options.newId(address);
    // Two entities under one id would merge them for every caller that stored it.
    if (nodeOfId.has(id)) throw new VigilError('internal', `newId returned '${id}' twice`);
    const node = sets.add();
    addresses.push(address);
    ids.push(id);
    nodeOfAddress.set(address, node);
    nodeOfId.set(id, node);
    if (isMarked(address)) sets.setMarked(node, true);
    changes += 1;
    return node;
  }

  const idOf = (node: number): string => idAt(ids, sets.oldest(node));

  function observe(tx: UtxoTransaction): Observation {
    checkAmounts(tx);
    const inputNodes: number[] = [];
    for (const input of tx.inputs) if (input.address !== null) inputNodes.push(nodeFor(input.address));
    for (const output of tx.outputs) if (output.address !== null) nodeFor(output.address);

    if (isCoinJoin(tx)) return { merged: false, coinjoin: true, mix: 'blocksci', merges: [] };
    const mix = equalOutputMix(tx);
    if (mix !== null) return { merged: false, coinjoin: true, mix, merges: [] };
    const merges: EntityMerge[] = [];
    const [first, ...rest] = inputNodes;
    // One input (or several from one address) has nothing to merge; `union` says so by itself.
    if (first !== undefined) {
      for (const node of rest) {
        const union = sets.union(first, node);
        if (union) merges.push({ absorbed: idAt(ids, union.absorbed), into: idAt(ids, union.survivor) });
      }
    }
    if (merges.length > 0) changes += 1;
    return { merged: merges.length > 0, coinjoin: false, mix: null, merges };
  }

  return {
    observe,
    clusterOf: (address) => idOf(nodeFor(address)),
    knows: (address) => nodeOfAddress.has(address),
    resolve(id) {
      const node = nodeOfId.get(id);
      return node === undefined ? undefined : idOf(node);
    },
    members(id) {
      const node = nodeOfId.get(id);
      if (node === undefined) return [];
      return sets
        .members(node)
        .sort((a, b) => a - b)
        .map((member) => addressAt(addresses, member));
    },
    size(id) {
      const node = nodeOfId.get(id);
      return node === undefined ? 0 : sets.size(node);
    },
    stats: () => ({ addresses: sets.count, entities: sets.sets }),
    relabel(predicate) {
      isMarked = predicate;
      for (let node = 0; node < sets.count; node++)
        sets.setMarked(node, predicate(addressAt(addresses, node)));
      markedMemory.clear();
      changes += 1;
    },
    markedMembers(address) {
      const node = nodeOfAddress.get(address);
      if (node === undefined || sets.markedIn(node) === 0) return [];
      const root = sets.find(node);
      const size = sets.size(root);
      const marked = sets.markedIn(root);
      const known = markedMemory.get(root);
      if (known !== undefined && known.size === size && known.marked === marked) return known.members;
      const members = sets
        .members(root)
        .filter((member) => sets.isMarked(member))
        .sort((a, b) => a - b)
        .map((member) => addressAt(addresses, member));
      if (markedMemory.size >= MARKED_MEMORY) markedMemory.clear();
      markedMemory.set(root, { size, marked, members });
      return members;
    },
    hasMarked(address) {
      const node = nodeOfAddress.get(address);
      return node !== undefined && sets.markedIn(node) > 0;
    },
    version: () => changes,
    snapshot: () => encodeSnapshot(state),
  };
}

/** Amounts are compared exactly and against dust values in satoshis, so they must be whole. */
function checkAmounts(tx: UtxoTransaction): void {
  const check = (side: 'inputs' | 'outputs') =>
    tx[side].forEach((transfer, index) => {
      if (!Number.isSafeInteger(transfer.amount) || transfer.amount < 0) {
        throw new VigilError(
          'validation_failed',
          `${tx.txHash}: ${side}[${index}].amount must be a whole, non-negative number of base units (satoshis), not ${transfer.amount}`,
          {
            errors: [{ pointer: `/${side}/${index}/amount`, detail: 'must be a whole number of base units' }],
          },
        );
      }
    });
  check('inputs');
  check('outputs');
}

function idAt(ids: string[], node: number): string {
  const id = ids[node];
  if (id === undefined) throw new RangeError(`clusterer: no id for node ${node}`);
  return id;
}

function addressAt(addresses: string[], node: number): string {
  const address = addresses[node];
  if (address === undefined) throw new RangeError(`clusterer: no address for node ${node}`);
  return address;
}
