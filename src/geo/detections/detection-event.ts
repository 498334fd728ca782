/** A detection as events carry it, and what an evidence item is. */
import { toRfc3339 } from '../../lib/clock.ts';
import type { DetectionSummaryRow } from './detections-repo.ts';

export interface EvidenceItem {
  kind: string;
  [key: string]: unknown;
}

/** The detection as `detection.created` and `detection.revised` carry it (`GET /v1/detections/:id` without evidence). */
export function eventDetection(row: DetectionSummaryRow) {
  return {
    id: row.id,
    site_id: row.site_id,
    type: row.type,
    confidence: row.confidence,
    observed_at: toRfc3339(row.observed_at),
    geometry: row.geometry ? (JSON.parse(row.geometry) as { type: string; coordinates: unknown }) : null,
    feedback: feedbackOf(row),
    created_at: toRfc3339(row.created_at),
  };
}

/** The feedback given on a detection, as the API and events show it; null before any. */
export function feedbackOf(row: DetectionSummaryRow) {
  return row.useful === null
    ? null
    : {
        useful: row.useful === 1,
        comment: row.feedback_comment,
        given_at: toRfc3339(row.feedback_at ?? row.created_at),
      };
}
