/**
 * History: the behavioural events of assets (`GET /v1/asset-events`), zone visits, encounters,
 * loitering, dark gaps and speed episodes, kept with their start and end. The modules whose
 * detectors find them (tracking, geofencing) record them here, in the transaction that tells them.
 */
export {
  type AssetEventChange,
  type AssetEventEnd,
  recordAssetEvents,
  writeAssetEvents,
} from './asset-event-batches.ts';
export {
  type AssetEventStart,
  endAssetEvents,
  endDarkGaps,
  recordAssetEvent,
} from './asset-events-repo.ts';
export { type AssetEventsService, createAssetEventsService } from './asset-events-service.ts';
export {
  type AssetEventEvidence,
  type AssetEventKind,
  AssetEventSchema,
} from './routes/asset-event-schemas.ts';
export { listAssetEvents } from './routes/list-asset-events.ts';
export { listVoyages, VoyageSchema } from './routes/list-voyages.ts';
