/**
 * Exposure: how far funds from labelled addresses reach a wallet through the transfer graph.
 */
export { type ExposureMethod, type LabelTest, traceExposure } from './trace-exposure.ts';
export { createTransferGraph, type TransferGraph } from './transfer-graph.ts';
