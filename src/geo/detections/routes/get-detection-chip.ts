import { Type } from 'typebox';
import { principalOf } from '../../../http/principal.ts';
import { DetectionIdParams } from './detection-schemas.ts';
import { detectionsRoute } from './detections-route.ts';

export const getDetectionChip = detectionsRoute({
  method: 'GET',
  url: '/v1/detections/:id/chips/:name',
  scope: 'detections:read',
  operationId: 'getDetectionChip',
  summary: 'Get an image kept as a detection’s evidence',
  description:
    'The bytes of one chip the detection lists in `chips` (an imagery detection has `before` and `after`: true-colour PNGs of the change and its surroundings, from the baseline and the detecting scene). Chips never change, so they may be cached for good.',
  tag: 'Detections',
  schema: {
    params: Type.Object({
      id: DetectionIdParams.properties.id,
      name: Type.String({ pattern: '^[a-z0-9_-]{1,40}$', description: 'The chip’s name, e.g. `after`.' }),
    }),
    response: {
      200: {
        description: 'The image.',
        content: { 'image/png': { schema: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }) } },
      },
    },
  },
  handler: async (request, reply, { detections }) => {
    const chip = await detections.chip(
      principalOf(request).workspaceId,
      request.params.id,
      request.params.name,
    );
    return reply
      .type(chip.media_type)
      .header('cache-control', 'private, max-age=31536000, immutable')
      .send(Buffer.from(chip.data_base64, 'base64'));
  },
});
