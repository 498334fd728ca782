/** Webhook endpoints and deliveries as the API shows them. */
import { Type } from 'typebox';
import { toRfc3339 } from '../../../lib/clock.ts';
import { IdParam, Nullable, StringEnum, Timestamp } from '../../../lib/schemas.ts';
import { type EventCatalogue, subscribableTypes } from '../../outbox/index.ts';
import { MAX_WEBHOOK_URL_LENGTH } from '../address-policy.ts';
import type { Delivery, DeliveryAttempt } from '../deliveries.ts';
import type { WebhookEndpoint } from '../endpoints-service.ts';

export const EndpointIdParams = Type.Object({ id: IdParam('webhookEndpoint', 'The endpoint id (`whk_…`).') });
export const DeliveryIdParams = Type.Object({
  id: IdParam('webhookEndpoint', 'The endpoint id (`whk_…`).'),
  delivery_id: IdParam('webhookDelivery', 'The delivery id (`dlv_…`).'),
});

export const WebhookUrl = Type.String({
  minLength: 1,
  maxLength: MAX_WEBHOOK_URL_LENGTH,
  description:
    'Where events are POSTed: an `https:` (or `http:`) URL on a public address. Loopback, private, link-local and other non-public addresses are refused unless the operator allows them (`VIGIL_WEBHOOK_ALLOW_NETWORKS`); a host name is checked when each delivery connects.',
});

/** The event types an endpoint may subscribe to, of the service's catalogue. */
export const Subscriptions = (events: EventCatalogue) =>
  Type.Array(
    StringEnum([...subscribableTypes(events), '*'], {
      title: 'WebhookEventSelector',
      description: 'An event type (see the `webhooks` section), or `*` for every type.',
    }),
    {
      // An endpoint subscribed to nothing hears only what alert rules name it for (their channel).
      minItems: 0,
      maxItems: 64,
      uniqueItems: true,
      description:
        'The event types sent to this endpoint, `["*"]` for all, or `[]` for an endpoint that hears only what alert rules send it (a rule’s `channel.webhook_id`).',
    },
  );

export const Description = Type.String({ maxLength: 500, description: 'What the endpoint is for.' });

const endpointProperties = {
  id: Type.String({ description: 'The endpoint id (`whk_…`).' }),
  url: Type.String(),
  description: Nullable(Type.String()),
  events: Type.Array(Type.String()),
  status: StringEnum(['enabled', 'disabled'] as const, {
    description: 'Only enabled endpoints receive events.',
  }),
  disabled_reason: Nullable(
    StringEnum(['manual', 'gone', 'failing'] as const, {
      description:
        '`manual`: disabled through the API; `gone`: the receiver answered 410; `failing`: every attempt failed for 5 days.',
    }),
  ),
  failing_since: Nullable(Timestamp('When the current run of failed attempts began; null after a success.')),
  paused_until: Nullable(
    Timestamp(
      'While set, deliveries wait until then: the last 3 or more attempts got no answer within 15 s (circuit breaker). Afterwards one delivery at a time is tried; an answer ends the pause, another timeout doubles it (30 s, 1 min, … up to 30 min). A retry asked for by hand goes through at once; changing the URL or enabling the endpoint ends the pause. Null while deliveries flow.',
    ),
  ),
  previous_secret_expires_at: Nullable(
    Timestamp('Until when a secret replaced by rotation still signs deliveries, if one does.'),
  ),
  created_at: Timestamp('When the endpoint was created.'),
  updated_at: Timestamp('When the endpoint last changed.'),
};

export const WebhookEndpointSchema = Type.Object(endpointProperties, {
  $id: 'WebhookEndpoint',
  description: 'A webhook endpoint, without its secret.',
});

export const WebhookEndpointWithSecretSchema = Type.Object(
  {
    ...endpointProperties,
    secret: Type.Optional(
      Type.String({
        description:
          'The signing secret, `whsec_` + base64 of 32 bytes. Shown only in this response: store it now. Verify deliveries with it (Standard Webhooks). Absent when the request is an idempotent replay (`Idempotent-Replayed: true`): the secret is never stored, so a client that lost the first answer rotates the secret.',
      }),
    ),
  },
  {
    $id: 'WebhookEndpointWithSecret',
    description: 'A webhook endpoint with its signing secret, shown once.',
  },
);

const AttemptSchema = Type.Object({
  attempted_at: Timestamp('When the request was sent.'),
  trigger: StringEnum(['scheduled', 'manual'] as const, {
    description: '`scheduled`: the first attempt or a retry; `manual`: asked for with the retry operation.',
  }),
  status_code: Nullable(Type.Integer({ description: 'The receiver’s HTTP status; null when none came.' })),
  duration_ms: Type.Integer({ description: 'From sending the request to the end of the answer.' }),
  error: Nullable(Type.String({ description: 'Why the attempt failed, when the status code does not say.' })),
  response_excerpt: Nullable(Type.String({ description: 'The first 1,024 characters of the answer.' })),
});

const deliveryProperties = {
  id: Type.String({ description: 'The delivery id (`dlv_…`).' }),
  endpoint_id: Type.String(),
  event_id: Type.String({ description: 'The event (`evt_…`), sent as `webhook-id` on every attempt.' }),
  event_type: Type.String(),
  status: StringEnum(['pending', 'succeeded', 'failed'] as const, {
    description:
      '`pending`: an attempt is due or under way; `succeeded`: the receiver answered 2xx; `failed`: no attempt is left.',
  }),
  attempts: Type.Array(AttemptSchema, { description: 'Every attempt, oldest first (the last 50).' }),
  next_attempt_at: Nullable(Timestamp('When the next attempt is due, while the delivery is pending.')),
  created_at: Timestamp('When the event was published.'),
  updated_at: Timestamp('When the delivery last changed.'),
};

export const WebhookDeliverySchema = Type.Object(deliveryProperties, {
  $id: 'WebhookDelivery',
  description: 'One event on its way to one endpoint, with every attempt to send it.',
});

export const WebhookDeliveryWithPayloadSchema = Type.Object(
  {
    ...deliveryProperties,
    payload: Type.String({
      description: 'The exact body every attempt sends: `{"type","timestamp","data"}`.',
    }),
  },
  { $id: 'WebhookDeliveryWithPayload', description: 'A delivery with the body it sends.' },
);

const time = (ms: number | null) => (ms === null ? null : toRfc3339(ms));

export function serializeEndpoint(endpoint: WebhookEndpoint) {
  return {
    id: endpoint.id,
    url: endpoint.url,
    description: endpoint.description,
    events: endpoint.events,
    status: endpoint.status,
    disabled_reason: endpoint.disabledReason,
    failing_since: time(endpoint.failingSince),
    paused_until: time(endpoint.pausedUntil),
    previous_secret_expires_at: time(endpoint.previousSecretExpiresAt),
    created_at: toRfc3339(endpoint.createdAt),
    updated_at: toRfc3339(endpoint.updatedAt),
  };
}

function serializeAttempt(attempt: DeliveryAttempt) {
  return { ...attempt, attempted_at: toRfc3339(attempt.attempted_at) };
}

export function serializeDelivery(delivery: Delivery) {
  return {
    id: delivery.id,
    endpoint_id: delivery.endpointId,
    event_id: delivery.eventId,
    event_type: delivery.eventType,
    status: delivery.status,
    attempts: delivery.attempts.map(serializeAttempt),
    next_attempt_at: time(delivery.nextAttemptAt),
    created_at: toRfc3339(delivery.createdAt),
    updated_at: toRfc3339(delivery.updatedAt),
  };
}
