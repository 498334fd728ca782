/**
 * Webhook endpoints: where a workspace's events go. Creation and rotation return the signing
 * secret, the only times it is shown. A URL that names a non-public address outright is refused
 * here; one whose name resolves to such an address is refused at delivery (`guarded-agent.ts`).
 */
import type { Clock } from '../../lib/clock.ts';
import { invalidField, notFound, VigilError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { Store } from '../../store/store.ts';
import { type AddressPolicy, webhookUrlProblem } from './address-policy.ts';
import {
  countEndpoints,
  deleteEndpoint,
  type EndpointChanges,
  type EndpointRow,
  findEndpoint,
  insertEndpoint,
  listEndpoints,
  updateEndpoint,
} from './endpoints-repo.ts';
import { afterRotation, generateWebhookSecret, parsePreviousSecrets } from './webhook-signing.ts';

/** An event type the endpoint subscribes to, or `*` for all. */
export type Subscription = string;

export interface WebhookEndpoint {
  id: string;
  url: string;
  description: string | null;
  events: Subscription[];
  status: EndpointRow['status'];
  disabledReason: EndpointRow['disabled_reason'];
  failingSince: number | null;
  /** Deliveries wait until then (the circuit breaker is open); null while they flow. */
  pausedUntil: number | null;
  /** When the last secret replaced by a rotation stops signing; null when none still signs. */
  previousSecretExpiresAt: number | null;
  createdAt: number;
  updatedAt: number;
}

export interface EndpointInput {
  url: string;
  events: Subscription[];
  description?: string | undefined;
}

export interface EndpointPatch {
  url?: string | undefined;
  events?: Subscription[] | undefined;
  description?: string | null | undefined;
  status?: 'enabled' | 'disabled' | undefined;
}

export interface EndpointsService {
  create(workspaceId: string, input: EndpointInput): Promise<{ endpoint: WebhookEndpoint; secret: string }>;
  list(
    workspaceId: string,
    options: { status: EndpointRow['status'] | 'all'; limit: number; before?: string | undefined },
  ): Promise<WebhookEndpoint[]>;
  get(workspaceId: string, id: string): Promise<WebhookEndpoint>;
  update(workspaceId: string, id: string, patch: EndpointPatch): Promise<WebhookEndpoint>;
  remove(workspaceId: string, id: string): Promise<void>;
  /** A new secret; the old one keeps signing for `graceS` seconds. */
  rotateSecret(
    workspaceId: string,
    id: string,
    graceS: number,
  ): Promise<{ endpoint: WebhookEndpoint; secret: string }>;
  /** The endpoint's row, or not_found: for the deliveries of an endpoint. */
  require(workspaceId: string, id: string): Promise<EndpointRow>;
}

export function createEndpointsService(deps: {
  store: Store;
  clock: Clock;
  policy: AddressPolicy;
  /** The event types endpoints may subscribe to (the service's catalogue). */
  subscribable: readonly string[];
  /** Endpoints a workspace may have (VIGIL_WEBHOOK_ENDPOINTS_PER_WORKSPACE). */
  maxPerWorkspace: number;
}): EndpointsService {
  const { store, clock, policy, maxPerWorkspace } = deps;
  const known = new Set(deps.subscribable);
  /** The endpoint as the API shows it: a stored type the catalogue no longer has is left out. */
  const toEndpoint = (row: EndpointRow, now: number) => endpointOf(row, now, known);

  async function requireEndpoint(workspaceId: string, id: string): Promise<EndpointRow> {
    const row = await findEndpoint(store.db, workspaceId, id);
    if (!row) throw notFound('webhook endpoint', id);
    return row;
  }

  function checkUrl(url: string): void {
    const problem = webhookUrlProblem(url, policy);
    if (problem) throw invalidField('/url', problem);
  }

  return {
    require: requireEndpoint,

    async create(workspaceId, input) {
      checkUrl(input.url);
      // Each endpoint makes every event one more delivery: a workspace has a bounded number.
      if ((await countEndpoints(store.db, workspaceId)) >= maxPerWorkspace)
        throw new VigilError(
          'conflict',
          `This workspace has ${maxPerWorkspace} webhook endpoints, the most it may have (VIGIL_WEBHOOK_ENDPOINTS_PER_WORKSPACE): delete one it no longer needs, or have the operator raise the limit.`,
        );
      const now = clock.now();
      const secret = generateWebhookSecret();
      const row: EndpointRow = {
        id: newId('webhookEndpoint'),
        workspace_id: workspaceId,
        url: input.url,
        description: input.description ?? null,
        events: JSON.stringify(normaliseEvents(input.events)),
        status: 'enabled',
        disabled_reason: null,
        secret,
        previous_secrets: '[]',
        failing_since: null,
        timeouts_in_a_row: 0,
        paused_until: null,
        created_at: now,
        updated_at: now,
      };
      await insertEndpoint(store.db, row);
      return { endpoint: toEndpoint(row, now), secret };
    },

    async list(workspaceId, options) {
      const now = clock.now();
      return (await listEndpoints(store.db, workspaceId, options)).map((row) => toEndpoint(row, now));
    },

    async get(workspaceId, id) {
      return toEndpoint(await requireEndpoint(workspaceId, id), clock.now());
    },

    async update(workspaceId, id, patch) {
      const row = await requireEndpoint(workspaceId, id);
      const now = clock.now();
      const changes: EndpointChanges = { updated_at: now };
      if (patch.url !== undefined) {
        checkUrl(patch.url);
        changes.url = patch.url;
        // Another receiver: what the breaker knew of the old one does not hold for it.
        if (patch.url !== row.url) Object.assign(changes, { timeouts_in_a_row: 0, paused_until: null });
      }
      if (patch.events !== undefined) changes.events = JSON.stringify(normaliseEvents(patch.events));
      if (patch.description !== undefined) changes.description = patch.description;
      if (patch.status === 'disabled' && row.status === 'enabled') {
        Object.assign(changes, { status: 'disabled', disabled_reason: 'manual' } satisfies EndpointChanges);
      } else if (patch.status === 'enabled' && row.status === 'disabled') {
        // A fresh start: the failures that disabled it no longer count towards disabling it again.
        Object.assign(changes, {
          status: 'enabled',
          disabled_reason: null,
          failing_since: null,
          timeouts_in_a_row: 0,
          paused_until: null,
        } satisfies EndpointChanges);
      }
      if (!(await updateEndpoint(store.db, workspaceId, id, changes))) throw notFound('webhook endpoint', id);
      return toEndpoint({ ...row, ...changes }, now);
    },

    async remove(workspaceId, id) {
      if (!(await deleteEndpoint(store.db, workspaceId, id))) throw notFound('webhook endpoint', id);
    },

    async rotateSecret(workspaceId, id, graceS) {
      const row = await requireEndpoint(workspaceId, id);
      const now = clock.now();
      const secret = generateWebhookSecret();
      const previous = afterRotation(
        parsePreviousSecrets(row.previous_secrets),
        row.secret,
        now,
        graceS * 1000,
      );
      const changes: EndpointChanges = {
        secret,
        previous_secrets: JSON.stringify(previous),
        updated_at: now,
      };
      // Two rotations at once must not both report success: one secret would never sign.
      if (!(await updateEndpoint(store.db, workspaceId, id, changes, { ifSecret: row.secret }))) {
        throw new VigilError(
          'conflict',
          `The secret of ${id} was rotated or the endpoint deleted meanwhile; try again.`,
        );
      }
      return { endpoint: toEndpoint({ ...row, ...changes }, now), secret };
    },
  };
}

/** `*` stands alone; duplicates were refused by the schema. */
function normaliseEvents(events: Subscription[]): Subscription[] {
  if (events.includes('*') && events.length > 1) {
    throw new VigilError('validation_failed', "events: '*' already means every event type; send it alone.", {
      errors: [{ pointer: '/events', detail: "'*' already means every event type; send it alone" }],
    });
  }
  return events;
}

/** The stored subscriptions of an endpoint. */
export function subscriptionsOf(row: Pick<EndpointRow, 'events'>): Subscription[] {
  const parsed: unknown = JSON.parse(row.events);
  if (!Array.isArray(parsed)) return [];
  return parsed.filter((e): e is Subscription => typeof e === 'string');
}

function endpointOf(row: EndpointRow, now: number, known: ReadonlySet<string>): WebhookEndpoint {
  const live = parsePreviousSecrets(row.previous_secrets).filter((p) => p.expires_at > now);
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: subscriptionsOf(row).filter((e) => e === '*' || known.has(e)),
    status: row.status,
    disabledReason: row.disabled_reason,
    failingSince: row.failing_since,
    pausedUntil: row.paused_until,
    previousSecretExpiresAt: live.length > 0 ? Math.max(...live.map((p) => p.expires_at)) : null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
