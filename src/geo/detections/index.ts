/** The face of src/geo/detections: what other modules may use. */
export type { DetectionSummaryRow } from './detections-repo.ts';
export { createDetectionsService, type DetectionsService, type EvidenceItem } from './detections-service.ts';
export { createDetection } from './routes/create-detection.ts';
export { giveDetectionFeedback } from './routes/detection-feedback.ts';
export { DetectionSchema, DetectionWithEvidenceSchema } from './routes/detection-schemas.ts';
export { getDetection } from './routes/get-detection.ts';
export { listDetections } from './routes/list-detections.ts';
export { isAtSite, SITE_TOLERANCE_M } from './site-proximity.ts';
