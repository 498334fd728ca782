import { Type } from 'typebox';
import { principalOf } from '../../../http/principal.ts';
import { Nullable, ref, StringEnum } from '../../../lib/schemas.ts';
import { CaseIdParams, CaseSchema, serializeCase } from './case-schemas.ts';
import { casesRoute } from './cases-route.ts';

export const updateCase = casesRoute({
  method: 'PATCH',
  url: '/v1/cases/:id',
  scope: 'cases:write',
  operationId: 'updateCase',
  summary: 'Change, close or reopen a case',
  description:
    'Sets the fields given: `title`, `description` (`null` clears it) and `status`: `closed` closes the case (its items can then be read but not added or removed, 409), `open` reopens it.',
  tag: 'Cases',
  schema: {
    params: CaseIdParams,
    body: Type.Object(
      {
        title: Type.Optional(Type.String({ minLength: 1, maxLength: 300 })),
        description: Type.Optional(Nullable(Type.String({ maxLength: 10_000 }))),
        status: Type.Optional(StringEnum(['open', 'closed'] as const)),
      },
      { additionalProperties: false, minProperties: 1 },
    ),
    response: { 200: ref(CaseSchema) },
  },
  handler: async (request, _reply, { cases }) =>
    serializeCase(await cases.update(principalOf(request).workspaceId, request.params.id, request.body)),
});
