/** The detection as the API shows it, and the pieces the detection routes share. */
import { Type } from 'typebox';
import { toRfc3339 } from '../../../lib/clock.ts';
import { IdParam, Nullable, ref, Timestamp } from '../../../lib/schemas.ts';
import { GeometrySchema } from '../../geometry/index.ts';
import { feedbackOf } from '../detection-event.ts';
import type { DetectionRow, DetectionSummaryRow } from '../detections-repo.ts';
import type { ChipRow, RevisionRow } from '../revisions-repo.ts';

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
  asset_id: Nullable(
    Type.String({
      description:
        'The vessel or aircraft it is: a `vessel_detection` matched to a vessel’s AIS positions at the image’s time (its `ais_match` evidence says how); null when it names none.',
    }),
  ),
  feedback: Nullable(FeedbackSchema),
  created_at: Timestamp('When the detection was recorded.'),
  suppressed_by: Nullable(
    Type.String({
      description:
        'Why the detection was kept but announced to no one, e.g. the muted area (`mute_…`) it repeats; null for a detection that was announced. Lists leave suppressed detections out unless `suppressed` asks for them.',
    }),
  ),
};

export const DetectionSchema = Type.Object(detectionFields, {
  $id: 'Detection',
  description: 'Something a detector found at a site.',
});

const RevisionSchema = Type.Object(
  {
    confidence_before: Type.Number({ minimum: 0, maximum: 1 }),
    confidence_after: Type.Number({ minimum: 0, maximum: 1 }),
    reason: Type.String({ description: 'Why the confidence changed.' }),
    evidence: Type.Array(EvidenceItemSchema, { description: 'The evidence the revision added.' }),
    revised_at: Timestamp('When.'),
  },
  { description: 'A change of the detection’s confidence after it was recorded.' },
);

const ChipSchema = Type.Object(
  {
    name: Type.String({ description: 'The chip’s name, e.g. `before`, `after`.' }),
    url: Type.String({ description: 'Where to get it: `/v1/detections/:id/chips/:name`.' }),
    media_type: Type.String({ description: 'e.g. `image/png`.' }),
    width: Type.Integer({ minimum: 1 }),
    height: Type.Integer({ minimum: 1 }),
  },
  { description: 'An image kept as evidence.' },
);

export const DetectionWithEvidenceSchema = Type.Object(
  {
    ...detectionFields,
    evidence: Type.Array(EvidenceItemSchema, { description: 'What the detection rests on.' }),
    revisions: Type.Array(RevisionSchema, {
      description:
        'Each change of its confidence, oldest first (imagery detections rise as later scenes confirm them).',
    }),
    chips: Type.Array(ChipSchema, {
      description: 'Images kept as evidence (imagery detections: before and after).',
    }),
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
    asset_id: row.asset_id,
    feedback: feedbackOf(row),
    created_at: toRfc3339(row.created_at),
    suppressed_by: row.suppressed_by,
  };
}

export function serializeDetectionWithEvidence(
  row: DetectionRow,
  revisions: readonly RevisionRow[] = [],
  chips: readonly Omit<ChipRow, 'data_base64'>[] = [],
) {
  return {
    ...serializeDetection(row),
    evidence: JSON.parse(row.evidence) as { kind: string }[],
    revisions: revisions.map((revision) => ({
      confidence_before: revision.confidence_before,
      confidence_after: revision.confidence_after,
      reason: revision.reason,
      evidence: JSON.parse(revision.evidence) as { kind: string }[],
      revised_at: toRfc3339(revision.revised_at),
    })),
    chips: chips.map((chip) => ({
      name: chip.name,
      url: chipUrl(row.id, chip.name),
      media_type: chip.media_type,
      width: chip.width,
      height: chip.height,
    })),
  };
}

export function chipUrl(detectionId: string, name: string): string {
  return `/v1/detections/${detectionId}/chips/${encodeURIComponent(name)}`;
}
