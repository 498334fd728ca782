import { Type } from 'typebox';
import { principalOf } from '../../../http/principal.ts';
import { ref } from '../../../lib/schemas.ts';
import { DetectionIdParams, DetectionSchema, serializeDetection } from './detection-schemas.ts';
import { detectionsRoute } from './detections-route.ts';

export const giveDetectionFeedback = detectionsRoute({
  method: 'POST',
  url: '/v1/detections/:id/feedback',
  scope: 'detections:write',
  operationId: 'giveDetectionFeedback',
  summary: 'Mark a detection useful or not useful',
  description:
    'Records the workspace’s verdict; a later answer replaces the earlier one. The site’s `useful_share` follows.',
  tag: 'Detections',
  schema: {
    params: DetectionIdParams,
    body: Type.Object(
      {
        useful: Type.Boolean({ description: 'Whether the detection was worth an analyst’s time.' }),
        comment: Type.Optional(Type.String({ maxLength: 2000, description: 'Why, in a few words.' })),
      },
      { additionalProperties: false },
    ),
    response: { 200: ref(DetectionSchema) },
  },
  handler: async (request, _reply, { detections }) =>
    serializeDetection(
      await detections.giveFeedback(principalOf(request).workspaceId, request.params.id, request.body),
    ),
});
