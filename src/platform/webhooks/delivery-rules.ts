/**
 * The numbers that govern webhook delivery, in one place, with where each comes from.
 */
import type { RetryPolicy } from '../jobs/index.ts';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The Standard Webhooks schedule (API.md §3): the first attempt at once, then retries 5 s, 5 min,
 * 30 min, 2 h, 5 h, 10 h, 14 h, 20 h and 24 h after the previous failure: 10 attempts spread over
 * about 3 days and 3 hours. ±10 % jitter keeps a burst of failed events from retrying in lockstep.
 */
export const WEBHOOK_RETRY_POLICY: RetryPolicy = {
  delaysMs: [
    5 * SECOND,
    5 * MINUTE,
    30 * MINUTE,
    2 * HOUR,
    5 * HOUR,
    10 * HOUR,
    14 * HOUR,
    20 * HOUR,
    24 * HOUR,
  ],
  jitter: 0.1,
};

/** A receiver must answer with a 2xx within this time (API.md §3). */
export const DELIVERY_TIMEOUT_MS = 15 * SECOND;

/**
 * An endpoint whose attempts have all failed for this long is disabled (Svix disables after 5 days
 * of failures). Longer than the whole retry schedule, so one bad event alone cannot do it.
 */
export const DISABLE_AFTER_FAILING_MS = 5 * DAY;

/** The longest `Retry-After` honoured; a receiver asking for more is retried after this. */
export const MAX_RETRY_AFTER_MS = DAY;

/** Old secrets keep signing this long after a rotation unless the caller asks otherwise (Stripe: up to 24 h). */
export const DEFAULT_SECRET_GRACE_S = 86_400;
export const MAX_SECRET_GRACE_S = 7 * 86_400;
/** Secrets replaced within their grace period that still sign, at most. */
export const MAX_PREVIOUS_SECRETS = 5;

/** Jobs of one endpoint running at once per process, so one slow endpoint cannot hold every slot. */
export const ENDPOINT_CONCURRENCY = 16;

/** Of a receiver's answer, this much of the body is kept in the delivery log. */
export const RESPONSE_EXCERPT_CHARS = 1_024;
/** Attempts kept in a delivery's log; the oldest go first. */
export const MAX_LOGGED_ATTEMPTS = 50;

/** Events and their deliveries are kept this long, then swept. */
export const EVENT_RETENTION_MS = 30 * DAY;
