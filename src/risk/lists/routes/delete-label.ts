import { Type } from 'typebox';
import { principalOf } from '../../../http/principal.ts';
import { LabelIdParams } from './label-schemas.ts';
import { labelsRoute } from './labels-route.ts';

export const deleteLabel = labelsRoute({
  method: 'DELETE',
  url: '/v1/labels/:id',
  scope: 'screening:write',
  operationId: 'deleteLabel',
  summary: 'Delete a label',
  description:
    'The label stops counting in screenings at once; screenings already made keep what they found.',
  tag: 'Screening',
  schema: { params: LabelIdParams, response: { 204: Type.Null({ description: 'Deleted.' }) } },
  handler: async (request, reply, { labels }) => {
    await labels.remove(principalOf(request).workspaceId, request.params.id);
    return reply.code(204).send(null);
  },
});
