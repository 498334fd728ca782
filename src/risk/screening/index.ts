/**
 * Screening: a wallet or a transaction scored against the label index and the transfer graph, with
 * its audit trail and its routes.
 */

export { createAuditLog } from './audit-log.ts';
export { screenTransaction } from './routes/screen-transaction.ts';
export { screenWallet } from './routes/screen-wallet.ts';
export { TransactionScreeningSchema, WalletScreeningSchema } from './routes/screening-schemas.ts';
export type { StoredTransaction, StoredTransactionLookup } from './screen-transaction.ts';
export { type ChainRead, isSanctions } from './screening-matches.ts';
export type { ScreeningMatch, ScreeningService, WalletScreening } from './screening-service.ts';
export { createScreeningService } from './screening-service.ts';
export type { ChainReads } from './screening-types.ts';
