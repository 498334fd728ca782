/**
 * The OpenAPI 3.1 `webhooks` section, generated from the service's event catalogue: for each event
 * type, the request Vigil sends to an endpoint, with its Standard Webhooks headers and its body schema.
 */
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { EventCatalogue, EventDefinition } from '../outbox/index.ts';
import { DELIVERY_TIMEOUT_MS } from './delivery-rules.ts';

const SIGNATURE_HEADERS = [
  {
    name: 'webhook-id',
    description: 'The event id (`evt_…`): the same on every attempt, so receivers can drop duplicates.',
  },
  { name: 'webhook-timestamp', description: 'Unix seconds when this attempt was signed.' },
  {
    name: 'webhook-signature',
    description:
      'Space-separated `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, one per live secret (two for a while after a rotation).',
  },
].map((header) => ({ in: 'header', required: true, schema: { type: 'string' }, ...header }));

/** The full body of an event of `type`: `{type, timestamp, data}`. */
export function eventBodySchema(type: string, definition: EventDefinition) {
  return {
    type: 'object',
    required: ['type', 'timestamp', 'data'],
    additionalProperties: false,
    properties: {
      type: { type: 'string', const: type },
      timestamp: {
        type: 'string',
        format: 'date-time',
        description: 'When the event happened, RFC 3339 UTC.',
      },
      data: definition.data,
    },
  };
}

type OpenApiDocument = NonNullable<FastifyDynamicSwaggerOptions['openapi']>;
type WebhooksObject = NonNullable<Extract<OpenApiDocument, { webhooks?: unknown }>['webhooks']>;

export function webhooksSection(catalogue: EventCatalogue): WebhooksObject {
  const section: Record<string, object> = {};
  for (const [type, definition] of Object.entries(catalogue)) {
    section[type] = {
      post: {
        summary: type,
        description: `${definition.when} Verify the signature before trusting the body (see docs/webhooks.md).`,
        tags: ['Webhook events'],
        parameters: SIGNATURE_HEADERS,
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: eventBodySchema(type, definition),
              example: { type, timestamp: '2026-11-23T10:00:00.000Z', data: definition.example },
            },
          },
        },
        responses: {
          '2XX': {
            description: `Received. Any other answer, or none within ${DELIVERY_TIMEOUT_MS / 1000} s, is retried on the schedule.`,
          },
          '410': { description: 'Gone: disables the endpoint; nothing more is sent to it.' },
        },
      },
    };
  }
  // Plain JSON Schema throughout; openapi-types models schemas more narrowly than OpenAPI 3.1 allows.
  return section as WebhooksObject;
}
