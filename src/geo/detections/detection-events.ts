/** The event the detections module publishes: a detection recorded at a site. */
import { Type } from 'typebox';
import { inlineRefs } from '../../lib/schemas.ts';
import { defineEvent } from '../../platform/outbox/index.ts';
import { GeometrySchema } from '../geometry/index.ts';
import { DetectionSchema } from './routes/detection-schemas.ts';

export const DETECTION_EVENTS = {
  'detection.created': defineEvent({
    when: 'A detection is recorded at a site, by a built-in detector or through `POST /v1/detections`.',
    readScope: 'detections:read',
    data: Type.Object(
      {
        site_id: Type.String({ description: 'The site the detection belongs to.' }),
        rule_ids: Type.Array(Type.String({ description: 'An alert rule (`rule_…`).' }), {
          description:
            'The `detection` alert rules this detection matched (site or zone, type, confidence). Empty when it matched none: endpoints subscribed to `detection.created` hear of every detection; a rule’s own channel hears of the ones it matched.',
        }),
        detection: Type.Object(inlineRefs(DetectionSchema, [GeometrySchema]).properties, {
          additionalProperties: false,
          description: 'The detection as `GET /v1/detections/:id` shows it (a new one has no feedback).',
        }),
      },
      { additionalProperties: false },
    ),
    example: {
      site_id: 'site_01jq3v8k2mf4r9t6y7w8x9z0ab',
      rule_ids: ['rule_01jq3vb0d1f2g3h4j5k6m7n8pq'],
      detection: {
        id: 'det_01jq3v9m4nf5s0t7y8w9x0z1bc',
        site_id: 'site_01jq3v8k2mf4r9t6y7w8x9z0ab',
        type: 'vessel_presence',
        confidence: 0.92,
        observed_at: '2026-11-23T09:58:12.000Z',
        geometry: { type: 'Point', coordinates: [4.4025, 51.2194] },
        source: 'geofence',
        feedback: null,
        created_at: '2026-11-23T10:00:00.000Z',
      },
    },
  }),
};
