/**
 * Deliveries: one event on its way to one endpoint. The fan-out creates them in the transaction
 * that publishes the event, each with the job that makes its first attempt; this module also lists
 * them, retries one by hand and sends test events.
 */
import type { Clock } from '../../lib/clock.ts';
import { notFound, VigilError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { Store } from '../../store/store.ts';
import type { JobQueue } from '../jobs/index.ts';
import { type FanOut, findEventPayload, type Outbox } from '../outbox/index.ts';
import {
  type DeliveryRow,
  findDelivery,
  findDeliveryOfEvent,
  insertDeliveries,
  listDeliveries,
  updateDelivery,
} from './deliveries-repo.ts';
import { type EndpointRow, listEnabledSubscriptions } from './endpoints-repo.ts';
import { type EndpointsService, subscriptionsOf } from './endpoints-service.ts';
import type { WEBHOOK_EVENTS } from './webhook-events.ts';
import type { WEBHOOK_JOBS } from './webhook-jobs.ts';

/** One attempt as the delivery log keeps it. */
export interface DeliveryAttempt {
  attempted_at: number;
  trigger: 'scheduled' | 'manual';
  status_code: number | null;
  duration_ms: number;
  error: string | null;
  response_excerpt: string | null;
}

export interface Delivery {
  id: string;
  endpointId: string;
  eventId: string;
  eventType: string;
  status: DeliveryRow['status'];
  attempts: DeliveryAttempt[];
  nextAttemptAt: number | null;
  createdAt: number;
  updatedAt: number;
}

export interface DeliveriesService {
  list(
    workspaceId: string,
    endpointId: string,
    options: {
      status?: DeliveryRow['status'];
      eventType?: string;
      limit: number;
      before?: string | undefined;
    },
  ): Promise<Delivery[]>;
  /** The delivery with the exact body it sends. */
  get(workspaceId: string, endpointId: string, id: string): Promise<{ delivery: Delivery; payload: string }>;
  /** One more attempt, now: sooner than scheduled if retries are pending, or again after the last. */
  retry(workspaceId: string, endpointId: string, id: string): Promise<Delivery>;
  /** Publishes a `webhook.test` event to this endpoint alone. */
  sendTest(workspaceId: string, endpointId: string): Promise<Delivery>;
}

export function createFanOut(deps: { clock: Clock; jobs: JobQueue<typeof WEBHOOK_JOBS> }): FanOut {
  const { clock, jobs } = deps;
  return async (db, events, target) => {
    const [first] = events;
    if (first === undefined) return;
    // One read of the workspace's endpoints for every event recorded together.
    const endpoints = target.only
      ? undefined
      : (await listEnabledSubscriptions(db, first.workspace_id)).map((endpoint) => ({
          id: endpoint.id,
          subscribed: subscriptionsOf(endpoint),
        }));
    const targets = events.flatMap((event, i) => {
      const also = target.also?.[i] ?? [];
      const endpointIds = endpoints
        ? endpoints
            .filter(
              ({ id, subscribed }) =>
                subscribed.includes('*') || subscribed.includes(event.type) || also.includes(id),
            )
            .map((endpoint) => endpoint.id)
        : [target.only ?? ''];
      return endpointIds.map((endpointId) => ({ event, endpointId, deliveryId: newId('webhookDelivery') }));
    });
    if (targets.length === 0) return;
    const now = clock.now();
    const jobIds = await jobs.enqueueMany(
      db,
      targets.map(({ event, endpointId, deliveryId }) => ({
        name: 'webhook.deliver' as const,
        payload: { delivery_id: deliveryId, trigger: 'scheduled' as const },
        options: { group: endpointId, tenant: event.workspace_id },
      })),
    );
    await insertDeliveries(
      db,
      targets.map(({ event, endpointId, deliveryId }, i) => ({
        id: deliveryId,
        workspace_id: event.workspace_id,
        endpoint_id: endpointId,
        event_id: event.id,
        event_type: event.type,
        status: 'pending',
        attempts: '[]',
        next_attempt_at: now,
        job_id: jobIds[i] ?? null,
        created_at: now,
        updated_at: now,
      })),
    );
  };
}

export function createDeliveriesService(deps: {
  store: Store;
  clock: Clock;
  jobs: JobQueue<typeof WEBHOOK_JOBS>;
  outbox: Outbox<typeof WEBHOOK_EVENTS>;
  endpoints: EndpointsService;
}): DeliveriesService {
  const { store, clock, jobs, outbox, endpoints } = deps;

  async function requireDelivery(workspaceId: string, endpointId: string, id: string): Promise<DeliveryRow> {
    const row = await findDelivery(store.db, workspaceId, endpointId, id);
    if (!row) throw notFound('delivery', id);
    return row;
  }

  function requireEnabled(endpoint: EndpointRow, action: string): void {
    if (endpoint.status !== 'enabled') {
      throw new VigilError(
        'conflict',
        `Endpoint ${endpoint.id} is disabled (${endpoint.disabled_reason ?? 'manual'}), so it cannot ${action}. Enable it first: PATCH it with {"status": "enabled"}.`,
      );
    }
  }

  return {
    async list(workspaceId, endpointId, options) {
      await endpoints.require(workspaceId, endpointId);
      const rows = await listDeliveries(store.db, workspaceId, endpointId, {
        status: options.status,
        eventType: options.eventType,
        limit: options.limit,
        before: options.before,
      });
      return rows.map(toDelivery);
    },

    async get(workspaceId, endpointId, id) {
      const row = await requireDelivery(workspaceId, endpointId, id);
      const payload = await findEventPayload(store.db, row.event_id);
      if (payload === undefined) throw notFound('delivery', id);
      return { delivery: toDelivery(row), payload };
    },

    async retry(workspaceId, endpointId, id) {
      const endpoint = await endpoints.require(workspaceId, endpointId);
      const row = await requireDelivery(workspaceId, endpointId, id);
      requireEnabled(endpoint, 'be retried');
      const now = clock.now();
      if (row.status === 'pending') {
        // Retries are scheduled: bring the next one forward. If it is running, it is under way.
        if (row.job_id && (await jobs.runNow(store.db, row.job_id))) {
          await updateDelivery(store.db, row.id, { next_attempt_at: now, updated_at: now });
          return toDelivery({ ...row, next_attempt_at: now, updated_at: now });
        }
        return toDelivery(row);
      }
      // Finished (succeeded or failed): one attempt more, outside the schedule.
      const changes = await store.db.transaction().execute(async (tx) => {
        const jobId = await jobs.enqueue(
          tx,
          'webhook.deliver',
          { delivery_id: row.id, trigger: 'manual' },
          { maxAttempts: 1, group: endpointId, tenant: workspaceId },
        );
        const next = { status: 'pending' as const, next_attempt_at: now, job_id: jobId, updated_at: now };
        await updateDelivery(tx, row.id, next);
        return next;
      });
      return toDelivery({ ...row, ...changes });
    },

    async sendTest(workspaceId, endpointId) {
      requireEnabled(await endpoints.require(workspaceId, endpointId), 'receive a test event');
      const event = await store.db.transaction().execute((tx) =>
        outbox.publish(
          tx,
          workspaceId,
          'webhook.test',
          {
            endpoint_id: endpointId,
            message: 'A test event from Vigil: your endpoint is reachable and can verify signatures.',
          },
          { endpointId },
        ),
      );
      const row = await findDeliveryOfEvent(store.db, endpointId, event.id);
      if (!row) throw new Error(`the test event ${event.id} has no delivery`);
      return toDelivery(row);
    },
  };
}

/** The attempts log, which only `delivery-job.ts` writes. */
export function parseAttempts(json: string): DeliveryAttempt[] {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? (parsed as DeliveryAttempt[]) : [];
}

function toDelivery(row: DeliveryRow): Delivery {
  return {
    id: row.id,
    endpointId: row.endpoint_id,
    eventId: row.event_id,
    eventType: row.event_type,
    status: row.status,
    attempts: parseAttempts(row.attempts),
    nextAttemptAt: row.next_attempt_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
