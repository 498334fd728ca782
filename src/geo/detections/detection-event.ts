/** What an evidence item is, and a detection's feedback as the API and events show it. */
import { toRfc3339 } from '../../lib/clock.ts';
import type { DetectionSummaryRow } from './detections-repo.ts';

export interface EvidenceItem {
  kind: string;
  [key: string]: unknown;
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
