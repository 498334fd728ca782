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
  description:
    'Liveness: 200 while the process serves and its store answers a read, 503 otherwise. It stays 200 through trouble a restart would not cure (NATS down, the engine behind, the disk nearly full): `GET /v1/health/ready` names that. Needs no key.',
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
