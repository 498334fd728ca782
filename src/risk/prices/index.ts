/**
 * Prices: the US-dollar closes an operator loads (`vigil import prices`), which value transfers
 * whose sender gave no `value_usd`, so exposure across assets is compared in dollars.
 */
export {
  importPrices,
  PriceFileError,
  type PriceImportSummary,
  REPORTED_PRICE_ERRORS,
} from './import-prices.ts';
export { createPriceTable, MAX_PRICE_AGE_DAYS, type PriceTable, utcDay } from './price-table.ts';
