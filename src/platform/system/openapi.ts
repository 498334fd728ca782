import { Type } from 'typebox';
import { systemRoute } from './system-route.ts';

/**
 * Each app's document as UTF-8 JSON, made on its first request. The document is the same for every
 * request (about 640 KB): serialising it through the route's open response schema, then encoding
 * it, took tens of milliseconds a request.
 */
const serialized = new WeakMap<object, Buffer>();

export const openapi = systemRoute({
  method: 'GET',
  url: '/v1/openapi.json',
  scope: null,
  operationId: 'getOpenApi',
  summary: 'OpenAPI description',
  description: 'This API as an OpenAPI 3.1 document, generated from the route schemas. Needs no key.',
  tag: 'Operations',
  schema: {
    response: {
      200: Type.Object({}, { additionalProperties: true, description: 'An OpenAPI 3.1 document.' }),
    },
  },
  handler: async (request, reply) => {
    let json = serialized.get(request.server);
    if (json === undefined) {
      json = Buffer.from(JSON.stringify(request.server.swagger()));
      serialized.set(request.server, json);
    }
    // Bytes with a JSON content type are sent as they are, not serialised again.
    return reply.type('application/json; charset=utf-8').send(json);
  },
});
