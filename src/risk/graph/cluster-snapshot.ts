/**
 * The clusterer's state as JSON, so the app can persist it and keep entity ids across restarts.
 * Only what cannot be recomputed is stored: each address, the id it was first given, and which
 * address's id names its entity now. Sizes, trees and member lists are rebuilt on restore.
 */
import { VigilError } from '../../lib/errors.ts';
import { DisjointSet } from './disjoint-set.ts';

export const CLUSTER_SNAPSHOT_FORMAT = 'vigil.cluster-snapshot.v1';

export interface ClusterSnapshot {
  format: typeof CLUSTER_SNAPSHOT_FORMAT;
  /** Every address seen, first seen first; its position is its node number. */
  addresses: string[];
  /** The id each address was first given (same positions). */
  ids: string[];
  /** For each address, the position of its entity's oldest address, whose id names the entity. */
  entityOf: number[];
}

/** What a clusterer runs on: node `n` is `addresses[n]`, first named `ids[n]`. */
export interface ClustererState {
  sets: DisjointSet;
  addresses: string[];
  ids: string[];
}

export function encodeSnapshot(state: ClustererState): ClusterSnapshot {
  const entityOf: number[] = [];
  for (let node = 0; node < state.sets.count; node++) entityOf.push(state.sets.oldest(node));
  return {
    format: CLUSTER_SNAPSHOT_FORMAT,
    addresses: [...state.addresses],
    ids: [...state.ids],
    entityOf,
  };
}

/** Checks a snapshot (as parsed from JSON) and rebuilds the state it describes. */
export function decodeSnapshot(snapshot: unknown): ClustererState {
  if (typeof snapshot !== 'object' || snapshot === null) return invalid('not an object');
  const fields = new Map<string, unknown>(Object.entries(snapshot));
  const [format, addresses, ids, entityOf] = ['format', 'addresses', 'ids', 'entityOf'].map((key) =>
    fields.get(key),
  );
  if (format !== CLUSTER_SNAPSHOT_FORMAT) return invalid(`format must be '${CLUSTER_SNAPSHOT_FORMAT}'`);
  if (!isStringList(addresses) || !isStringList(ids) || !Array.isArray(entityOf)) {
    return invalid('addresses and ids must be lists of text, entityOf a list of numbers');
  }
  if (ids.length !== addresses.length || entityOf.length !== addresses.length) {
    return invalid('addresses, ids and entityOf must be the same length');
  }
  if (new Set(addresses).size !== addresses.length) return invalid('an address appears twice');
  if (new Set(ids).size !== ids.length) return invalid('an id appears twice');

  const sets = new DisjointSet();
  for (let node = 0; node < addresses.length; node++) sets.add();
  for (const [node, entity] of entityOf.entries()) {
    // An entity is named by its oldest address, which names itself and comes no later than `node`.
    if (!Number.isInteger(entity) || entity < 0 || entity > node || entityOf[entity] !== entity) {
      return invalid(`entityOf[${node}] must be the position of an address that names its own entity`);
    }
    if (entity !== node) sets.union(node, entity);
  }
  return { sets, addresses: [...addresses], ids: [...ids] };
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function invalid(detail: string): never {
  throw new VigilError('validation_failed', `cluster snapshot: ${detail}`);
}
