/**
 * The chain reader: transfers and approvals read from chains' nodes (EVM JSON-RPC), backfilled per
 * address within a budget as jobs, stored as shared facts (docs/chains.md).
 */

export { type ChainReader, createChainReader } from './chain-reader.ts';
export {
  type ChainReaderSettings,
  DEFAULT_CONFIRMATIONS,
  EVM_SOURCE_CHAINS,
  parseChainReaderSettings,
} from './chain-reader-config.ts';
export { CHAIN_READER_JOBS } from './chain-reader-jobs.ts';
export { CHAIN_FOLLOW_INTERVAL_MS, type Reorg, type UndoneTransaction } from './follow.ts';
