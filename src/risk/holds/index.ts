/**
 * Transaction holds: placed on a transaction or a transfer, released, expired, with their history.
 */
export { HOLD_EVENTS } from './hold-events.ts';
export { EXPIRY_SWEEP_INTERVAL_MS } from './hold-rules.ts';
export { createHoldsService, type HoldsService } from './holds-service.ts';
export { getHold } from './routes/get-hold.ts';
export { HoldSchema, HoldWithHistorySchema } from './routes/hold-schemas.ts';
export { listHolds } from './routes/list-holds.ts';
export { placeHold } from './routes/place-hold.ts';
export { releaseHold } from './routes/release-hold.ts';
