import { Type } from 'typebox';
import { systemRoute } from './system-route.ts';

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
  handler: async (request) => request.server.swagger(),
});
