/**
 * Watches: addresses a workspace keeps under watch, screened again whenever a list, a label or a
 * transfer changes what they could answer, a changed outcome told as `screening.changed`.
 */

export { createWatches } from './routes/create-watches.ts';
export { deleteWatch } from './routes/delete-watch.ts';
export { getWatchImport } from './routes/get-watch-import.ts';
export { listWatches } from './routes/list-watches.ts';
export { WatchImportSchema, WatchInput, WatchSchema } from './routes/watch-schemas.ts';
export { WATCH_EVENTS } from './watch-events.ts';
export { WATCH_JOBS } from './watch-jobs.ts';
export {
  createRescreen,
  type RescreenReason,
  type RescreenScope,
  type RescreenSummary,
} from './watch-rescreen.ts';
export { createWatchTriggers, type WatchTriggers } from './watch-triggers.ts';
export { createWatchesService, type WatchesService } from './watches-service.ts';
