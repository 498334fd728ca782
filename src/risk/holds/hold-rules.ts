/** The numbers that govern holds, in one place with their units. */

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The furthest ahead `expires_at` may be: 90 days. A hold is a pause while a case is looked into;
 * one that should outlast a quarter is a decision to refuse the transaction, not a hold. A hold
 * without `expires_at` lasts until it is released.
 */
export const MAX_HOLD_DAYS = 90;
export const MAX_HOLD_DURATION_MS = MAX_HOLD_DAYS * DAY_MS;

/**
 * How often the worker expires holds past `expires_at`: `action.executed` for an expiry is sent
 * within about this long of it. Reads never wait for the sweep: a hold past its expiry is expired
 * when it is read, released or placed again.
 */
export const EXPIRY_SWEEP_INTERVAL_MS = 10_000;

/** Holds expired per transaction by the sweep, so that no sweep holds the store for long. */
export const EXPIRY_BATCH = 500;

/** Longest `reason` accepted, characters: a sentence or two for the audit trail. */
export const MAX_REASON_LENGTH = 1_000;
