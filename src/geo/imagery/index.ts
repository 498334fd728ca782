/**
 * Imagery: Vigil's own change detection at sites from Sentinel-2 L2A scenes found through a STAC
 * API and read by HTTP range requests (only the site's pixels). Scans, their scenes and outcomes,
 * the detections they record (vegetation loss, burn scars, water gain) and how feedback tunes them.
 */

export { type ImageryConfig, readImagerySettings } from './imagery-config.ts';
export { IMAGERY_JOBS } from './imagery-jobs.ts';
export { createImageryService, createScanStarter, type ImageryService } from './imagery-service.ts';
export { createImageryHttp, type ImageryHttp } from './remote/imagery-http.ts';
export { createScan } from './routes/create-scan.ts';
export { listScans } from './routes/list-scans.ts';
export { ScanSchema } from './routes/scan-schemas.ts';
export {
  getImageryTuning,
  ImageryTuningSchema,
  listImageryTuningChanges,
  TuningChangeSchema,
} from './routes/tuning-routes.ts';
export { createSceneJob } from './scan/scene-job.ts';
export { createSearchJob } from './search-job.ts';
export { createFeedbackTuning } from './tuning/feedback-tuning.ts';
export { createTuningService, type TuningService } from './tuning/tuning-service.ts';
