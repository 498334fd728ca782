/**
 * The `webhook.deliver` job: one attempt to send one delivery. It signs the stored body afresh
 * (`webhook-id` is the event id on every attempt, `webhook-timestamp` this attempt's time), sends
 * it (with the HSM key too when one is configured: `v1a`), and records the attempt in the
 * delivery's log together with what follows from it: success,
 * the time of the next attempt, or failure for good. The endpoint's health follows too: a 410
 * disables it, and so do five days of nothing but failures.
 */
import type { Logger } from 'pino';
import type { Clock } from '../../lib/clock.ts';
import type { Store } from '../../store/store.ts';
import { JobDeferred, JobFailure, type JobHandler, type PayloadOf } from '../jobs/index.ts';
import { findEventPayload } from '../outbox/index.ts';
import type { Signer } from '../signing/index.ts';
import { type DeliveryAttempt, parseAttempts } from './deliveries.ts';
import { findDeliveryToSend, updateDelivery } from './deliveries-repo.ts';
import { DISABLE_AFTER_FAILING_MS, MAX_LOGGED_ATTEMPTS, MAX_RETRY_AFTER_MS } from './delivery-rules.ts';
import { noteAttempt } from './endpoint-breaker.ts';
import { type EndpointChanges, updateEndpoint } from './endpoints-repo.ts';
import type { WEBHOOK_JOBS } from './webhook-jobs.ts';
import type { SendResult, WebhookSender } from './webhook-sender.ts';
import {
  asymmetricSignature,
  parsePreviousSecrets,
  signatureHeader,
  signingSecrets,
} from './webhook-signing.ts';

const USER_AGENT = 'Vigil-Webhooks/1 (+https://www.standardwebhooks.com)';

export function createDeliveryJob(deps: {
  store: Store;
  clock: Clock;
  sender: WebhookSender;
  logger: Logger;
  /** The HSM key that adds a `v1a` signature; none configured, deliveries carry `v1` only. */
  signer?: Signer | undefined;
}): JobHandler<PayloadOf<(typeof WEBHOOK_JOBS)['webhook.deliver']>> {
  const { store, clock, sender, logger, signer } = deps;

  return async ({ delivery_id: deliveryId, trigger }, context) => {
    const found = await findDeliveryToSend(store.db, deliveryId);
    const payload = found && (await findEventPayload(store.db, found.event_id));
    // Gone with its endpoint (deleted) or its event (past retention): nothing left to send.
    if (!found || payload === undefined) return;
    const delivery = { ...found, payload };
    // The endpoint's breaker is open: the delivery waits, without using up an attempt. A retry
    // asked for by hand goes through, and an answer to it closes the breaker.
    if (trigger === 'scheduled' && delivery.paused_until !== null && delivery.paused_until > clock.now()) {
      throw new JobDeferred(
        `endpoint ${delivery.endpoint_id} is paused: ${delivery.timeouts_in_a_row} attempts in a row got no answer in time`,
        delivery.paused_until,
      );
    }
    if (delivery.endpoint_status !== 'enabled') {
      const now = clock.now();
      await updateDelivery(store.db, deliveryId, {
        status: 'failed',
        next_attempt_at: null,
        job_id: null,
        updated_at: now,
      });
      return;
    }

    const attemptedAt = clock.now();
    const timestampS = Math.floor(attemptedAt / 1000);
    const secrets = signingSecrets(
      delivery.secret,
      parsePreviousSecrets(delivery.previous_secrets),
      attemptedAt,
    );
    const signatures = await signDelivery(
      signatureHeader(secrets, delivery.event_id, timestampS, delivery.payload),
      signer,
      delivery.event_id,
      timestampS,
      delivery.payload,
    );
    const result =
      'failure' in signatures
        ? signatures.failure
        : await sender.send(
            {
              url: delivery.url,
              headers: {
                'content-type': 'application/json',
                'user-agent': USER_AGENT,
                'webhook-id': delivery.event_id,
                'webhook-timestamp': String(timestampS),
                'webhook-signature': signatures.header,
              },
              body: delivery.payload,
            },
            context.signal,
          );

    const now = clock.now();
    const succeeded = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
    const disable: EndpointChanges['disabled_reason'] =
      result.statusCode === 410
        ? 'gone'
        : !succeeded &&
            delivery.failing_since !== null &&
            now - delivery.failing_since >= DISABLE_AFTER_FAILING_MS
          ? 'failing'
          : null;
    const retryAt =
      succeeded || disable || context.retryDelayMs === null
        ? null
        : nextAttemptAt(result, now, context.retryDelayMs);
    const attempt: DeliveryAttempt = {
      attempted_at: attemptedAt,
      trigger,
      status_code: result.statusCode,
      duration_ms: result.durationMs,
      error: result.error,
      response_excerpt: result.responseExcerpt,
    };

    const pausedUntil = await store.db.transaction().execute(async (tx) => {
      await updateDelivery(tx, deliveryId, {
        status: succeeded ? 'succeeded' : retryAt === null ? 'failed' : 'pending',
        attempts: JSON.stringify([...parseAttempts(delivery.attempts), attempt].slice(-MAX_LOGGED_ATTEMPTS)),
        next_attempt_at: retryAt,
        job_id: retryAt === null ? null : context.jobId,
        updated_at: now,
      });
      const health = healthChanges(succeeded, delivery.failing_since, disable, now);
      if (health) await updateEndpoint(tx, delivery.workspace_id, delivery.endpoint_id, health);
      return noteAttempt(tx, delivery.endpoint_id, result.timedOut, now);
    });
    if (pausedUntil !== undefined) {
      logger.warn(
        { endpoint: delivery.endpoint_id, paused_until: new Date(pausedUntil).toISOString() },
        'webhook endpoint paused: its receiver did not answer in time, attempt after attempt',
      );
    }

    if (disable) {
      logger.warn(
        { endpoint: delivery.endpoint_id, reason: disable, status_code: result.statusCode },
        'webhook endpoint disabled',
      );
    }
    if (!succeeded) {
      const why = result.error ?? `the receiver answered ${result.statusCode}`;
      throw new JobFailure(why, retryAt === null ? { final: true } : { retryAt });
    }
  };
}

/**
 * The `webhook-signature` header with the HSM's `v1a` after the `v1` ones. When the HSM cannot sign,
 * the attempt fails without sending, to be retried on the schedule: a receiver that checks `v1a`
 * would refuse the delivery without it, so none goes out unsigned.
 */
async function signDelivery(
  v1: string,
  signer: Signer | undefined,
  id: string,
  timestampS: number,
  body: string,
): Promise<{ header: string } | { failure: SendResult }> {
  if (!signer) return { header: v1 };
  try {
    return { header: `${v1} ${await asymmetricSignature(signer.sign, id, timestampS, body)}` };
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return {
      failure: {
        statusCode: null,
        timedOut: false,
        durationMs: 0,
        error: `not sent: the HSM could not sign it (${why})`,
        retryAfterMs: null,
        responseExcerpt: null,
      },
    };
  }
}

/** The schedule's time, or later if the receiver asked for more with `Retry-After`. */
function nextAttemptAt(result: SendResult, now: number, scheduledDelayMs: number): number {
  const asked = result.retryAfterMs === null ? 0 : Math.min(result.retryAfterMs, MAX_RETRY_AFTER_MS);
  return now + Math.max(scheduledDelayMs, asked);
}

/** What the attempt changes about its endpoint, if anything (most attempts change nothing). */
function healthChanges(
  succeeded: boolean,
  failingSince: number | null,
  disable: EndpointChanges['disabled_reason'],
  now: number,
): EndpointChanges | undefined {
  if (disable) return { status: 'disabled', disabled_reason: disable, updated_at: now };
  if (succeeded && failingSince !== null) return { failing_since: null, updated_at: now };
  if (!succeeded && failingSince === null) return { failing_since: now, updated_at: now };
  return undefined;
}
