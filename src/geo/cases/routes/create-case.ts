import { Type } from 'typebox';
import { principalOf } from '../../../http/auth.ts';
import { defineRoute } from '../../../http/route.ts';
import { ref } from '../../../http/schemas.ts';
import { CaseSchema, serializeCase } from './case-schemas.ts';

export const createCase = defineRoute({
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
