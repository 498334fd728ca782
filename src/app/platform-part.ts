/**
 * The platform part: workspaces, keys, OAuth, idempotency, the job queue, the outbox with its
 * event streams and webhooks, the change feed between processes, signing keys and readiness. It
 * owns the webhook delivery job, publishes the HSM key before anything signs with it, listens to
 * the change feed, and sweeps what has outlived its retention.
 */
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { createChangeFeed } from '../platform/changes/index.ts';
import { createIdempotencyService } from '../platform/idempotency/index.ts';
import { createJobQueue } from '../platform/jobs/index.ts';
import { createKeysService } from '../platform/keys/index.ts';
import { createOAuthClientsService, createOAuthTokensService } from '../platform/oauth/index.ts';
import {
  createEventStreamHub,
  createOutbox,
  subscribableTypes,
  sweepEvents,
} from '../platform/outbox/index.ts';
import { createSigningKeysService } from '../platform/signing/index.ts';
import { createReadiness } from '../platform/system/index.ts';
import {
  createAddressPolicy,
  createDeliveriesService,
  createDeliveryJob,
  createEndpointsService,
  createFanOut,
  createWebhookSender,
  EVENT_RETENTION_MS,
} from '../platform/webhooks/index.ts';
import { createWorkspacesService } from '../platform/workspaces/index.ts';
import { EVENTS } from './event-catalogue.ts';
import { JOBS } from './job-catalogue.ts';
import type { Part, PartRuntime } from './part.ts';
import type { Foundation, PlatformServices } from './services.ts';

/** Expired idempotency records, old events and dead jobs are swept this often. */
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;
/** Jobs that failed for good stay this long for inspection. */
const FAILED_JOB_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

export function createPlatformPart(
  config: Config,
  { store, clock }: Foundation,
  logger: Logger,
): Part<PlatformServices, 'webhook.deliver'> {
  const jobs = createJobQueue({ store, clock, catalogue: JOBS });
  const outbox = createOutbox({ clock, fanOut: createFanOut({ clock, jobs }), events: EVENTS });
  // Which addresses webhooks may be sent to: checked when an endpoint is saved and again when a
  // delivery connects (the sender is given the same policy).
  const policy = createAddressPolicy(config.webhookAllowNetworks);
  const endpoints = createEndpointsService({
    store,
    clock,
    policy,
    subscribable: subscribableTypes(EVENTS),
    maxPerWorkspace: config.limits.webhookEndpointsPerWorkspace,
  });
  const oauthClients = createOAuthClientsService({ store, clock });
  const oauthTokens = createOAuthTokensService({
    store,
    clock,
    clients: oauthClients,
    tokenTtlS: config.oauthTokenTtlS,
    clientCaConfigured: config.tls?.clientCa !== undefined,
  });
  // A deleted client's tokens stop working in this process at once.
  oauthClients.onDeleted((clientId) => oauthTokens.forgetClient(clientId));
  const services: PlatformServices = {
    workspaces: createWorkspacesService({ store, clock }),
    keys: createKeysService({ store, clock }),
    idempotency: createIdempotencyService({ store, clock }),
    jobs,
    outbox,
    eventStream: createEventStreamHub({
      store,
      logger,
      limits: {
        perWorkspace: config.limits.streamsPerWorkspace,
        perProcess: config.limits.streamsPerProcess,
      },
    }),
    webhooks: {
      policy,
      endpoints,
      deliveries: createDeliveriesService({ store, clock, jobs, outbox, endpoints }),
    },
    changes: createChangeFeed(store.notifier, logger),
    oauth: { clients: oauthClients, tokens: oauthTokens },
    signingKeys: createSigningKeysService({ store, clock }),
    readiness: createReadiness(),
  };

  /** Deletes what has outlived its retention; each sweep failing alone is logged, not fatal. */
  async function sweep(): Promise<void> {
    const now = clock.now();
    const sweeps: [string, () => Promise<number>][] = [
      ['idempotency keys', () => services.idempotency.sweep()],
      ['events', () => sweepEvents(store.db, now - EVENT_RETENTION_MS)],
      ['failed jobs', () => jobs.deleteFailed(now - FAILED_JOB_RETENTION_MS)],
      ['expired OAuth tokens', () => oauthTokens.sweep()],
    ];
    for (const [what, run] of sweeps) {
      await run().catch((error: unknown) => logger.warn({ err: error }, `sweeping ${what} failed`));
    }
  }

  return {
    services,
    jobHandlers({ lifecycle, signer, lookup }: PartRuntime) {
      const sender = createWebhookSender({ clock, policy, ...(lookup ? { lookup } : {}) });
      lifecycle.started('the webhook sender', () => sender.close());
      return { 'webhook.deliver': createDeliveryJob({ store, clock, sender, logger, signer }) };
    },
    async start({ lifecycle, signer }) {
      // Published at `GET /v1/signing-keys` before anything signs with it.
      if (signer) {
        await services.signingKeys.activate(signer.key);
        logger.info(
          { key_id: signer.key.id, algorithm: signer.key.algorithm, hsm: signer.description },
          'signing with an HSM key',
        );
      }
      // Listening first: a change another process makes while the parts after this load is heard after.
      await services.changes.listening();
      lifecycle.every('sweeping', SWEEP_INTERVAL_MS, sweep);
    },
  };
}
