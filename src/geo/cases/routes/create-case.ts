import { Type } from 'typebox';
import { principalOf } from '../../../http/principal.ts';
import { ref } from '../../../lib/schemas.ts';
import { CaseSchema, serializeCase } from './case-schemas.ts';
import { casesRoute } from './cases-route.ts';

export const createCase = casesRoute({
  method: 'POST',
  url: '/v1/cases',
  scope: 'cases:write',
  operationId: 'createCase',
  summary: 'Open a case',
  tag: 'Cases',
  schema: {
    body: Type.Object(
      {
        title: Type.String({ minLength: 1, maxLength: 300 }),
        description: Type.Optional(Type.String({ maxLength: 10_000 })),
      },
      { additionalProperties: false },
    ),
    response: { 201: ref(CaseSchema) },
  },
  handler: async (request, reply, { cases }) => {
    const row = await cases.create(principalOf(request).workspaceId, request.body);
    reply.code(201).header('location', `/v1/cases/${row.id}`);
    return serializeCase(row);
  },
});
