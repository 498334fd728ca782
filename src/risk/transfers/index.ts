/**
 * Transfers: chain transfers stored and held as a graph in memory, with entity clusters and their
 * graphs, shared by every workspace.
 */
export { createEntityGraphs, type EntityGraphs } from './entity-graph.ts';
export { checkOccurredAt, FIRST_BLOCK_MS, MAX_CLOCK_SKEW_MS } from './occurred-at.ts';
export { getEntityGraph } from './routes/get-entity-graph.ts';
export type { StoredTransferRef } from './transfer-ids.ts';
export {
  createTransfersService,
  type ReadTransfer,
  type TransferInput,
  type TransfersService,
} from './transfers-service.ts';
