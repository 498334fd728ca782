/** The face of src/risk/exposure: what other modules may use. */
export { type ExposureMethod, type LabelTest, traceExposure } from './trace-exposure.ts';
export { createTransferGraph, type TransferGraph } from './transfer-graph.ts';
