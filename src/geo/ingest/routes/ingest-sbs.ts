import { Type } from 'typebox';
import { invalidField } from '../../../lib/errors.ts';
import { ref } from '../../../lib/schemas.ts';
import { timeZoneProblem } from '../../../lib/wall-clock.ts';
import { ingestRoute, sourceOf } from './ingest-route.ts';
import { INGEST_BODY_LIMIT_BYTES, IngestResultSchema } from './ingest-schemas.ts';

export const ingestSbs = ingestRoute({
  method: 'POST',
  url: '/v1/ingest/sbs',
  scope: 'ingest:write',
  operationId: 'ingestSbs',
  summary: 'Send SBS-1 (BaseStation) lines',
  description:
    'A `text/plain` body of SBS-1 lines as dump1090 writes on port 30003. SBS times carry no zone: they are read in `time_zone` (default: the service’s `VIGIL_SBS_TIME_ZONE`, itself UTC by default). Good lines are kept; each bad one is reported by `line` number with what is wrong.',
  tag: 'Ingest',
  bodyType: 'text',
  bodyLimit: INGEST_BODY_LIMIT_BYTES,
  schema: {
    querystring: Type.Object(
      {
        time_zone: Type.Optional(
          Type.String({
            minLength: 1,
            maxLength: 64,
            description: 'An IANA zone (`Europe/Amsterdam`) or an offset (`+02:00`).',
          }),
        ),
      },
      { additionalProperties: false },
    ),
    body: Type.String({ description: 'SBS-1 lines.' }),
    response: { 200: ref(IngestResultSchema) },
  },
  handler: async (request, _reply, { ingest }) => {
    const timeZone = request.query.time_zone;
    const problem = timeZone === undefined ? null : timeZoneProblem(timeZone);
    if (problem) throw invalidField('/query/time_zone', problem);
    return ingest.sbsText(request.body, timeZone, sourceOf(request));
  },
});
