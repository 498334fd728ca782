import { Type } from 'typebox';
import { principalOf } from '../../../http/principal.ts';
import { LabelIdParams } from './label-schemas.ts';
import { labelsRoute } from './labels-route.ts';

export const deleteLabel = labelsRoute({
  method: 'DELETE',
  url: '/v1/labels/:id',
  scope: 'screening:write',
  operationId: 'deleteLabel',
  summary: 'Remove a label',
  description:
    'The label stops counting in screenings at once; screenings already made keep what they found. It is not deleted outright: it stays, marked removed with when and by which key (`GET /v1/labels?removed=true` lists it), so a past screening can be shown with the labels it used. Removing it again is a 404.',
  tag: 'Screening',
  schema: { params: LabelIdParams, response: { 204: Type.Null({ description: 'Removed.' }) } },
  handler: async (request, reply, { labels }) => {
    const principal = principalOf(request);
    await labels.remove(principal.workspaceId, request.params.id, principal.keyId);
    return reply.code(204).send(null);
  },
});
