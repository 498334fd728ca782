/**
 * Screening: a wallet or a transaction scored against the label index and the transfer graph, with
 * its audit trail and its routes.
 */

export { createAuditLog } from './audit-log.ts';
export { type BandThresholds, DEFAULT_THRESHOLDS } from './risk-model.ts';
export { getScreening } from './routes/get-screening.ts';
export { listScreenings } from './routes/list-screenings.ts';
export { screenTransaction } from './routes/screen-transaction.ts';
export { screenWallet } from './routes/screen-wallet.ts';
export { ScreeningRecordSchema, ScreeningSummarySchema } from './routes/screening-record-schemas.ts';
export {
  ScreeningMatchSchema,
  TransactionScreeningSchema,
  WalletScreeningSchema,
} from './routes/screening-schemas.ts';
export type { StoredTransaction, StoredTransactionLookup } from './screen-transaction.ts';
export { type ChainRead, isSanctions, type TransactionRead } from './screening-matches.ts';
export {
  allowKey,
  defaultPolicy,
  type ScreeningPolicies,
  type ScreeningPolicy,
} from './screening-policy.ts';
export { createScreeningRecords, type ScreeningRecords } from './screening-records.ts';
export type {
  MadeScreening,
  ScreeningMatch,
  ScreeningService,
  WalletScreening,
} from './screening-service.ts';
export { createScreeningService } from './screening-service.ts';
export type { ChainReads, ScreeningHistory } from './screening-types.ts';
