/** The face of src/risk/transfers: what other modules may use. */
export type { EntityGraphs } from './entity-graph.ts';
export { entityGraph } from './entity-graph.ts';
export { getEntityGraph } from './routes/get-entity-graph.ts';
export {
  createTransfersService,
  type ReadTransfer,
  type TransferInput,
  type TransfersService,
} from './transfers-service.ts';
