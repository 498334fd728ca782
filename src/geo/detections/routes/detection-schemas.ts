/** The detection as the API shows it, and the pieces the detection routes share. */
import { Type } from 'typebox';
import { toRfc3339 } from '../../../lib/clock.ts';
import { IdParam, Nullable, ref, Timestamp } from '../../../lib/schemas.ts';
import { GeometrySchema } from '../../geometry/index.ts';
import type { DetectionRow, DetectionSummaryRow } from '../detections-repo.ts';

export const DetectionIdParams = Type.Object({ id: IdParam('detection', 'The detection id (`det_…`).') });

export const EvidenceItemSchema = Type.Object(
  {
    kind: Type.String({
      pattern: '^[a-z][a-z0-9_]{0,39}$',
      description: 'What the item is: `track`, `image`, `scene`, `observation`, or a kind of your own.',
    }),
  },
  {
    additionalProperties: true,
    description:
      'One piece of evidence; the other fields depend on its kind (e.g. `url`, `asset_id`, `captured_at`).',
  },
);

const FeedbackSchema = Type.Object(
  {
    useful: Type.Boolean(),
    comment: Nullable(Type.String()),
    given_at: Timestamp('When the feedback was given.'),
  },
  { description: 'The workspace’s verdict on the detection; the latest answer replaces any earlier one.' },
);

const detectionFields = {
  id: Type.String({ description: 'The detection id (`det_…`).' }),
  site_id: Type.String({ description: 'The site it was detected at.' }),
  type: Type.String({ description: 'What was detected; see docs/monitoring.md for the types.' }),
  confidence: Type.Number({
    minimum: 0,
    maximum: 1,
    description: 'From 0 to 1; its meaning depends on the type.',
  }),
  observed_at: Timestamp('When the detected thing was observed.'),
  geometry: Nullable(ref(GeometrySchema)),
  source: Type.String({ description: '`api` for an external detector, or the built-in detector’s name.' }),
  feedback: Nullable(FeedbackSchema),
  created_at: Timestamp('When the detection was recorded.'),
};

export const DetectionSchema = Type.Object(detectionFields, {
  $id: 'Detection',
  description: 'Something a detector found at a site.',
});

export const DetectionWithEvidenceSchema = Type.Object(
  {
    ...detectionFields,
    evidence: Type.Array(EvidenceItemSchema, { description: 'What the detection rests on.' }),
  },
  { $id: 'DetectionWithEvidence', description: 'A detection with its evidence.' },
);

export function serializeDetection(row: DetectionSummaryRow) {
  return {
    id: row.id,
    site_id: row.site_id,
    type: row.type,
    confidence: row.confidence,
    observed_at: toRfc3339(row.observed_at),
    geometry: row.geometry ? (JSON.parse(row.geometry) as { type: string }) : null,
    source: row.source,
    feedback:
      row.useful === null
        ? null
        : {
            useful: row.useful === 1,
            comment: row.feedback_comment,
            given_at: toRfc3339(row.feedback_at ?? row.created_at),
          },
    created_at: toRfc3339(row.created_at),
  };
}

export function serializeDetectionWithEvidence(row: DetectionRow) {
  return { ...serializeDetection(row), evidence: JSON.parse(row.evidence) as { kind: string }[] };
}
