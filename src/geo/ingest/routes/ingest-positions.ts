import { Type } from 'typebox';
import { ref } from '../../../lib/schemas.ts';
import { ingestRoute, sourceOf } from './ingest-route.ts';
import { INGEST_BODY_LIMIT_BYTES, IngestResultSchema } from './ingest-schemas.ts';

export const ingestPositions = ingestRoute({
  method: 'POST',
  url: '/v1/ingest/positions',
  scope: 'ingest:write',
  operationId: 'ingestPositions',
  summary: 'Send positions as JSON',
  description:
    'A JSON array of `{mmsi | icao24, at, lon, lat, speed_kn?, course_deg?, heading_deg?, altitude_ft?, name?}`. Each item is checked alone: the good ones are stored (and checked against alert rule zones), the bad ones reported by `index` with what to fix.',
  tag: 'Ingest',
  bodyLimit: INGEST_BODY_LIMIT_BYTES,
  schema: {
    body: Type.Array(Type.Unknown(), { maxItems: 100_000, description: 'Positions, in any order.' }),
    response: { 200: ref(IngestResultSchema) },
  },
  handler: async (request, _reply, { ingest }) => ingest.positionItems(request.body, sourceOf(request)),
});
