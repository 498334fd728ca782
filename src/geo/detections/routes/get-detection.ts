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
  description:
    'The detection with its evidence, the history of its confidence (`revisions`) and the images kept as evidence (`chips`, each at its `url`).',
  tag: 'Detections',
  schema: { params: DetectionIdParams, response: { 200: ref(DetectionWithEvidenceSchema) } },
  handler: async (request, _reply, { detections }) => {
    const workspaceId = principalOf(request).workspaceId;
    const row = await detections.get(workspaceId, request.params.id);
    const [revisions, chips] = await Promise.all([
      detections.revisions(workspaceId, row.id),
      detections.chipsOf([row.id]),
    ]);
    return serializeDetectionWithEvidence(row, revisions, chips);
  },
});
