import { Type } from 'typebox';
import { principalOf } from '../../../http/principal.ts';
import { IdParam, ref, Timestamp, timestampField } from '../../../lib/schemas.ts';
import { GeoJsonInput } from '../../geometry/index.ts';
import {
  DetectionWithEvidenceSchema,
  EvidenceItemSchema,
  serializeDetectionWithEvidence,
} from './detection-schemas.ts';
import { detectionsRoute } from './detections-route.ts';

export const createDetection = detectionsRoute({
  method: 'POST',
  url: '/v1/detections',
  scope: 'detections:write',
  operationId: 'createDetection',
  summary: 'Record a detection from an external detector',
  description:
    'Records what your own detector found at an active site. The detection, the site’s counters and a `detection.created` event (naming the `detection` alert rules it matched) are written together. A stopped site answers 409.',
  tag: 'Detections',
  schema: {
    body: Type.Object(
      {
        site_id: IdParam('site', 'The site it was detected at.'),
        type: Type.String({
          minLength: 1,
          maxLength: 80,
          description: 'A detection type of docs/monitoring.md, or `custom.<name>` for a type of your own.',
        }),
        confidence: Type.Number({ minimum: 0, maximum: 1, description: 'From 0 to 1.' }),
        observed_at: Timestamp('When the thing was observed; any RFC 3339 offset.'),
        geometry: Type.Optional(GeoJsonInput('Where: a Point, a footprint Polygon, or any geometry.')),
        evidence: Type.Optional(Type.Array(EvidenceItemSchema, { maxItems: 100 })),
      },
      { additionalProperties: false },
    ),
    response: { 201: ref(DetectionWithEvidenceSchema) },
  },
  handler: async (request, reply, { detections }) => {
    const { observed_at, ...rest } = request.body;
    const row = await detections.create(
      principalOf(request).workspaceId,
      { ...rest, observed_at: timestampField(observed_at, '/observed_at') },
      'api',
    );
    reply.code(201).header('location', `/v1/detections/${row.id}`);
    return serializeDetectionWithEvidence(row);
  },
});
