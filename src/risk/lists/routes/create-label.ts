import { Type } from 'typebox';
import { principalOf } from '../../../http/principal.ts';
import { ref } from '../../../lib/schemas.ts';
import { LABEL_CATEGORIES } from '../label-categories.ts';
import { LabelSchema, serializeLabel } from './label-schemas.ts';
import { labelsRoute } from './labels-route.ts';

export const createLabel = labelsRoute({
  method: 'POST',
  url: '/v1/labels',
  scope: 'screening:write',
  operationId: 'createLabel',
  summary: 'Label an address',
  description:
    'A label of the workspace’s own: its screenings match it from now on (`source: "custom"`), like an imported list. The address is checked and normalised for its chain. A label is one per address and label text: posting the same one again answers 200 with the label stored (it counts once), and a blank label is a 400.',
  tag: 'Screening',
  schema: {
    body: Type.Object(
      {
        chain: Type.String({
          minLength: 1,
          maxLength: 40,
          description: 'A chain name or ticker, e.g. `ethereum`, `BTC`.',
        }),
        address: Type.String({ minLength: 1, maxLength: 200 }),
        label: Type.String({
          minLength: 1,
          maxLength: 200,
          description: 'What the address is; trimmed, and not blank.',
        }),
        category: Type.String({
          description: `A GraphSense concept id or one of Vigil’s categories (docs/screening.md gives each one’s weight): ${LABEL_CATEGORIES.join(', ')}.`,
        }),
        confidence: Type.Optional(Type.Integer({ minimum: 0, maximum: 100, description: 'Default 100.' })),
      },
      { additionalProperties: false },
    ),
    response: {
      200: { ...ref(LabelSchema), description: 'The same label was stored before: this is it.' },
      201: ref(LabelSchema),
    },
  },
  handler: async (request, reply, { labels }) => {
    const principal = principalOf(request);
    const { row, created } = await labels.create(principal.workspaceId, request.body, principal.keyId);
    reply.code(created ? 201 : 200).header('location', `/v1/labels/${row.id}`);
    return serializeLabel(row);
  },
});
