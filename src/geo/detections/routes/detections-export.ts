/**
 * `GET /v1/detections?format=…`: the detections a listing would page through, as a file, newest
 * observed first, one feature per detection with its footprint (or none, when the detector gave
 * none). At most `EXPORT_MAX_FEATURES`; past that the file says it is truncated, and the oldest
 * `observed_at` it holds is where to narrow `to` for the rest.
 */
import type { Geometry } from 'geojson';
import {
  EXPORT_MAX_FEATURES,
  type ExportColumn,
  type ExportFeature,
  type ExportSource,
  mapBatches,
  pagedBatches,
} from '../../exports/index.ts';
import type { DetectionFilters, DetectionPosition, DetectionSummaryRow } from '../detections-repo.ts';
import type { DetectionsService } from '../detections-service.ts';

const COLUMNS: readonly ExportColumn[] = [
  { name: 'id', type: 'string' },
  { name: 'site_id', type: 'string' },
  { name: 'type', type: 'string' },
  { name: 'confidence', type: 'double' },
  { name: 'observed_at', type: 'timestamp' },
  { name: 'source', type: 'string' },
  { name: 'useful', type: 'boolean' },
  { name: 'feedback_comment', type: 'string' },
  { name: 'feedback_at', type: 'timestamp' },
  { name: 'created_at', type: 'timestamp' },
  { name: 'suppressed_by', type: 'string' },
];

function feature(row: DetectionSummaryRow): ExportFeature {
  return {
    geometry: row.geometry === null ? null : (JSON.parse(row.geometry) as Geometry),
    time: row.observed_at,
    label: `${row.type} ${row.id}`,
    properties: {
      id: row.id,
      site_id: row.site_id,
      type: row.type,
      confidence: row.confidence,
      observed_at: row.observed_at,
      source: row.source,
      useful: row.useful === null ? null : row.useful === 1,
      feedback_comment: row.feedback_comment,
      feedback_at: row.feedback_at,
      created_at: row.created_at,
      suppressed_by: row.suppressed_by,
    },
  };
}

export async function detectionsExport(
  detections: DetectionsService,
  workspaceId: string,
  filters: DetectionFilters,
  after: DetectionPosition | undefined,
): Promise<ExportSource> {
  const matching = await detections.count(workspaceId, filters, after, EXPORT_MAX_FEATURES + 1);
  const pages = pagedBatches<DetectionSummaryRow>(
    (last, limit) =>
      detections.list(workspaceId, filters, {
        limit,
        after: last === undefined ? after : { observedAt: last.observed_at, id: last.id },
      }),
    EXPORT_MAX_FEATURES,
  );
  return {
    name: 'detections',
    columns: COLUMNS,
    truncation:
      matching > EXPORT_MAX_FEATURES
        ? `more than ${EXPORT_MAX_FEATURES} detections match; this file holds the ${EXPORT_MAX_FEATURES} observed last. Ask again with \`to\` set to the earliest observed_at here for the rest.`
        : null,
    batches: mapBatches(pages, feature),
  };
}
