/**
 * Detections at sites: recorded with their evidence, filtered, given useful / not-useful feedback,
 * and matched against the workspace's `detection` alert rules.
 */
export { DETECTION_EVENTS } from './detection-events.ts';
export type { DetectionSummaryRow } from './detections-repo.ts';
export { createDetectionsService, type DetectionsService, type EvidenceItem } from './detections-service.ts';
export { createDetection } from './routes/create-detection.ts';
export { giveDetectionFeedback } from './routes/detection-feedback.ts';
export { DetectionSchema, DetectionWithEvidenceSchema } from './routes/detection-schemas.ts';
export { getDetection } from './routes/get-detection.ts';
export { listDetections } from './routes/list-detections.ts';
export { isAtSite, SITE_TOLERANCE_M } from './site-proximity.ts';
