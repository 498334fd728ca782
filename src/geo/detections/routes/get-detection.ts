import { principalOf } from '../../../http/auth.ts';
import { defineRoute } from '../../../http/route.ts';
import { ref } from '../../../http/schemas.ts';
import {
  DetectionIdParams,
  DetectionWithEvidenceSchema,
  serializeDetectionWithEvidence,
} from './detection-schemas.ts';

export const getDetection = defineRoute({
  method: 'GET',
  url: '/v1/detections/:id',
  scope: 'detections:read',
  operationId: 'getDetection',
  summary: 'Get a detection with its evidence',
  tag: 'Detections',
  schema: { params: DetectionIdParams, response: { 200: ref(DetectionWithEvidenceSchema) } },
  handler: async (request, _reply, { detections }) =>
    serializeDetectionWithEvidence(await detections.get(principalOf(request).workspaceId, request.params.id)),
});
