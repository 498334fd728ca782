/**
 * Transfers: facts Vigil read from chains (shared) and the claims each workspace sent (its own),
 * stored once each, held as a graph per owner in memory, with entity clusters and their graphs.
 */
export { createEntityGraphs, type EntityGraphs } from './entity-graph.ts';
export { checkOccurredAt, FIRST_BLOCK_MS, MAX_CLOCK_SKEW_MS } from './occurred-at.ts';
export { FACTS_OWNER, visibleTo } from './owners.ts';
export { getEntityGraph } from './routes/get-entity-graph.ts';
export type { StoredTransaction } from './stored-transaction.ts';
export type { StoredTransferRef } from './transfer-ids.ts';
export type { Block, Party, ReadTransfer, TransferInput } from './transfer-input.ts';
export type { StoreOutcome } from './transfer-store.ts';
export { createTransfersService } from './transfers-service.ts';
export { type TouchingTransfer, transfersTouching } from './transfers-touching.ts';
export type { ClaimOptions, EntityDescription, TransfersService } from './transfers-types.ts';
