import { Type } from 'typebox';
import { principalOf } from '../../../http/auth.ts';
import { defineRoute } from '../../../http/route.ts';
import { LabelIdParams } from './label-schemas.ts';

export const deleteLabel = defineRoute({
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
