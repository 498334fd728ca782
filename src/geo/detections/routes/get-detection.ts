import { principalOf } from '../../../http/principal.ts';
import { ref } from '../../../lib/schemas.ts';
import {
  DetectionIdParams,
  DetectionWithEvidenceSchema,
  serializeDetectionWithEvidence,
} from './detection-schemas.ts';
import { detectionsRoute } from './detections-route.ts';

export const getDetection = detectionsRoute({
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
