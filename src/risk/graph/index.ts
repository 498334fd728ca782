/**
 * Address clustering for UTXO chains: co-spent inputs are one entity (common-input ownership),
 * except in transactions BlockSci's rule takes for CoinJoins and in equal-output mixing rounds. Entities have stable ids, the older
 * id surviving a merge. Pure: no store; the app persists `snapshot()`.
 */
export { CLUSTER_SNAPSHOT_FORMAT, type ClusterSnapshot } from './cluster-snapshot.ts';
export {
  type Clusterer,
  type ClustererOptions,
  type ClusterStats,
  createClusterer,
  type EntityMerge,
  type Observation,
  restoreClusterer,
} from './clusterer.ts';
export {
  COINJOIN_DUST_VALUES,
  type EqualOutputMix,
  equalOutputMix,
  isCoinJoin,
  WABISABI_MIN,
  WASABI_MIN_EQUAL,
} from './coinjoin-rule.ts';
export type { UtxoTransaction, UtxoTransfer } from './utxo-transaction.ts';
