/** The route factory of this module's endpoints: their handlers are given the ingest service. */
import type { FastifyRequest } from 'fastify';
import { principalOf } from '../../../http/principal.ts';
import { routeFactory } from '../../../http/route.ts';
import type { IngestService } from '../ingest-service.ts';
import type { IngestSource } from '../ingest-types.ts';

export const ingestRoute = routeFactory<{ ingest: IngestService }>();

/** The source a request's reports come from: its key (or OAuth client), whose health is watched. */
export function sourceOf(request: FastifyRequest): IngestSource {
  const { keyId, workspaceId } = principalOf(request);
  return { id: `key:${keyId}`, kind: 'key', name: keyId, workspaceId };
}
