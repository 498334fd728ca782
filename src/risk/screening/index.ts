/** The face of src/risk/screening: what other modules may use. */

export { createAuditLog } from './audit-log.ts';
export { CATEGORY_WEIGHTS } from './risk-model.ts';
export { screenTransaction, TransactionScreeningSchema } from './routes/screen-transaction.ts';
export { screenWallet } from './routes/screen-wallet.ts';
export { WalletScreeningSchema } from './routes/screening-schemas.ts';
export type { ScreeningMatch, ScreeningService, WalletScreening } from './screening-service.ts';
export { createScreeningService } from './screening-service.ts';
