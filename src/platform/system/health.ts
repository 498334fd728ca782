import { Type } from 'typebox';
import { StringEnum } from '../../lib/schemas.ts';
import { systemRoute } from './system-route.ts';

const HealthSchema = Type.Object({
  status: StringEnum(['ok', 'unavailable'] as const),
  store: StringEnum(['sqlite', 'postgres'] as const, { description: 'Which store the service runs on.' }),
});

export const health = systemRoute({
  method: 'GET',
  url: '/v1/health',
  scope: null,
  operationId: 'getHealth',
  summary: 'Health',
  description: '200 when the service can reach its store, 503 otherwise. Needs no key.',
  tag: 'Operations',
  schema: { response: { 200: HealthSchema, 503: HealthSchema } },
  handler: async (request, reply, { store }) => {
    try {
      await store.ping();
      return { status: 'ok' as const, store: store.dialect.name };
    } catch (error) {
      request.log.error({ err: error }, 'health check: store unreachable');
      return reply.code(503).send({ status: 'unavailable' as const, store: store.dialect.name });
    }
  },
});
