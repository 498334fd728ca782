/** The events the detections module publishes: a detection recorded at a site, and its confidence revised. */
import { Type } from 'typebox';
import { inlineRefs, Timestamp } from '../../lib/schemas.ts';
import { defineEvent } from '../../platform/outbox/index.ts';
import { GeometrySchema } from '../geometry/index.ts';
import { DetectionSchema } from './routes/detection-schemas.ts';

/** The detection as `GET /v1/detections/:id` shows it, without its evidence. */
const eventDetection = (description: string) =>
  Type.Object(inlineRefs(DetectionSchema, [GeometrySchema]).properties, {
    additionalProperties: false,
    description,
  });

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
        detection: eventDetection(
          'The detection as `GET /v1/detections/:id` shows it (a new one has no feedback).',
        ),
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
        asset_id: null,
        confidence: 0.92,
        observed_at: '2026-11-23T09:58:12.000Z',
        geometry: { type: 'Point', coordinates: [4.4025, 51.2194] },
        source: 'geofence',
        suppressed_by: null,
        feedback: null,
        created_at: '2026-11-23T10:00:00.000Z',
      },
    },
  }),
  'detection.revised': defineEvent({
    when: 'A detection’s confidence changes after it was recorded: an imagery detection seen again by a later clear scene (low → high), or confirmed by another source (→ highest).',
    readScope: 'detections:read',
    data: Type.Object(
      {
        site_id: Type.String({ description: 'The site the detection belongs to.' }),
        rule_ids: Type.Array(Type.String({ description: 'An alert rule (`rule_…`).' }), {
          description:
            'The `detection` alert rules the new confidence matches and the old one did not (a rule with `min_confidence` 0.8 hears of a detection when it is confirmed). Rules it already matched are not told again.',
        }),
        detection: eventDetection(
          'The detection as `GET /v1/detections/:id` shows it, with the feedback given so far.',
        ),
        revision: Type.Object(
          {
            confidence_before: Type.Number({ minimum: 0, maximum: 1 }),
            confidence_after: Type.Number({ minimum: 0, maximum: 1 }),
            reason: Type.String({ description: 'Why, in words, e.g. the scene that saw it again.' }),
            revised_at: Timestamp('When the revision was made.'),
          },
          {
            additionalProperties: false,
            description: 'What changed; `GET /v1/detections/:id` lists every revision.',
          },
        ),
      },
      { additionalProperties: false },
    ),
    example: {
      site_id: 'site_01jq3v8k2mf4r9t6y7w8x9z0ab',
      rule_ids: ['rule_01jq3vb0d1f2g3h4j5k6m7n8pq'],
      detection: {
        id: 'det_01jq3v9m4nf5s0t7y8w9x0z1bc',
        site_id: 'site_01jq3v8k2mf4r9t6y7w8x9z0ab',
        type: 'vegetation_loss',
        asset_id: null,
        confidence: 0.8,
        observed_at: '2026-11-18T10:20:31.000Z',
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [15.0012, 36.1403],
              [15.0034, 36.1403],
              [15.0034, 36.1421],
              [15.0012, 36.1421],
              [15.0012, 36.1403],
            ],
          ],
        },
        source: 'imagery',
        feedback: null,
        created_at: '2026-11-18T14:02:11.000Z',
        suppressed_by: null,
      },
      revision: {
        confidence_before: 0.5,
        confidence_after: 0.8,
        reason: 'seen again by S2B_33SVB_20261123_0_L2A (96 % of its pixels)',
        revised_at: '2026-11-23T14:01:52.000Z',
      },
    },
  }),
};
