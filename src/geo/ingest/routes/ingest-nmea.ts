import { Type } from 'typebox';
import { principalOf } from '../../../http/principal.ts';
import { ref } from '../../../lib/schemas.ts';
import { ingestRoute, sourceOf } from './ingest-route.ts';
import { INGEST_BODY_LIMIT_BYTES, IngestResultSchema } from './ingest-schemas.ts';

export const ingestNmea = ingestRoute({
  method: 'POST',
  url: '/v1/ingest/nmea',
  scope: 'ingest:write',
  operationId: 'ingestNmea',
  summary: 'Send AIS as NMEA lines',
  description:
    "A `text/plain` body of AIVDM/AIVDO sentences, NMEA 4.10 tag blocks allowed. A position takes its tag block time (`c:`) when there is one, and otherwise the time the body arrived; reports of one vessel that share that time are each stored, in the order of the body. The parts of a multi-part message are joined within a body, or across the workspace's bodies within 10 s (`pending` counts parts still waiting). Good lines are kept; each bad one is reported by `line` number with what is wrong (checksum, payload, a part given up on).",
  tag: 'Ingest',
  bodyType: 'text',
  bodyLimit: INGEST_BODY_LIMIT_BYTES,
  schema: {
    body: Type.String({ description: 'AIVDM/AIVDO lines.' }),
    response: { 200: ref(IngestResultSchema) },
  },
  handler: async (request, _reply, { ingest }) =>
    ingest.nmeaText(request.body, principalOf(request).workspaceId, sourceOf(request)),
});
