/**
 * Detections at sites: recorded with their evidence, filtered, given useful / not-useful feedback,
 * and matched against the workspace's `detection` alert rules.
 */
export { DETECTION_EVENTS } from './detection-events.ts';
export type { DetectionRow, DetectionSummaryRow } from './detections-repo.ts';
export {
  type ChipInput,
  createDetectionsService,
  type DetectionsService,
  type EvidenceItem,
  type FeedbackListener,
} from './detections-service.ts';
export { createDetection } from './routes/create-detection.ts';
export { giveDetectionFeedback } from './routes/detection-feedback.ts';
export { chipUrl, DetectionSchema, DetectionWithEvidenceSchema } from './routes/detection-schemas.ts';
export { getDetection } from './routes/get-detection.ts';
export { getDetectionChip } from './routes/get-detection-chip.ts';
export { listDetections } from './routes/list-detections.ts';
export { isAtSite, SITE_TOLERANCE_M } from './site-proximity.ts';
