/**
 * Exposure: how far funds from labelled addresses reach a wallet through the transfer graph, whose
 * edges each belong to an owner (the shared facts, or one workspace's claims).
 */
export { neighbourhood } from './neighbourhood.ts';
export {
  type ExposureMethod,
  type LabelTest,
  type TraceCoverage,
  type TraceCut,
  type TracedExposure,
  type TraceResult,
  traceExposure,
} from './trace-exposure.ts';
export {
  type CounterpartyFlow,
  createTransferGraph,
  FACTS,
  type FlowView,
  type TransferEdge,
  type TransferGraph,
} from './transfer-graph.ts';
