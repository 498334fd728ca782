import { Type } from 'typebox';
import { principalOf } from '../../../http/principal.ts';
import { ref, StringEnum } from '../../../lib/schemas.ts';
import { CaseIdParams, CaseItemSchema, serializeItem } from './case-schemas.ts';
import { casesRoute } from './cases-route.ts';

export const addCaseItem = casesRoute({
  method: 'POST',
  url: '/v1/cases/:id/items',
  scope: 'cases:write',
  operationId: 'addCaseItem',
  summary: 'Add an item to a case',
  description:
    'Pins a site, detection or asset (`ref_id`, which the workspace must be able to see: otherwise 400 pointing at `/ref_id`), or adds a note. Pinning the same resource twice is a 409.',
  tag: 'Cases',
  schema: {
    params: CaseIdParams,
    body: Type.Object(
      {
        kind: StringEnum(['site', 'detection', 'asset', 'note'] as const),
        ref_id: Type.Optional(
          Type.String({ minLength: 1, maxLength: 100, description: 'The resource to pin.' }),
        ),
        note: Type.Optional(
          Type.String({
            minLength: 1,
            maxLength: 10_000,
            description: 'A note, or a comment on the pinned resource.',
          }),
        ),
      },
      { additionalProperties: false },
    ),
    response: { 201: ref(CaseItemSchema) },
  },
  handler: async (request, reply, { cases }) => {
    const item = await cases.addItem(principalOf(request).workspaceId, request.params.id, request.body);
    reply.code(201);
    return serializeItem(item);
  },
});
