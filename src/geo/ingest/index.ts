/**
 * Ingest: where every feed's positions and static facts arrive (the HTTP endpoints, live feeds,
 * replays), are read into one vocabulary (position reports of vessels and aircraft), stored through
 * the asset registry, and told to the tracking engines in the same transaction.
 */
export { FEED_EVENTS } from './feed-events.ts';
export { createIngestSink, type IngestSink, type IngestSinkStats } from './feed-sink.ts';
export {
  createIngestService,
  type IngestService,
  type StoredBatch,
  TRANSACTION_MS,
  TRANSACTION_REPORTS,
} from './ingest-service.ts';
export { oldestJudged } from './ingest-tally.ts';
export type {
  AssetKind,
  DecodedLines,
  IngestProblem,
  IngestResult,
  IngestSource,
  PositionListener,
  PositionOutcome,
  PositionReport,
  ReportStore,
  Sourced,
  StaticReport,
  StoredPosition,
} from './ingest-types.ts';
export { ASSET_KINDS, isStation } from './ingest-types.ts';
export { createNmeaReader } from './nmea-lines.ts';
export { readPositionItem } from './position-items.ts';
export { ingestNmea } from './routes/ingest-nmea.ts';
export { ingestPositions } from './routes/ingest-positions.ts';
export { ingestSbs } from './routes/ingest-sbs.ts';
export { IngestResultSchema } from './routes/ingest-schemas.ts';
export { readSbsText, SBS_CARRY_TTL_MS, type SbsCarried } from './sbs-lines.ts';
export { FIRST_SLICE } from './slice-pace.ts';
export {
  createSourceHealth,
  FLUSH_INTERVAL_MS,
  type SourceHealth,
  type SourceState,
  silentAfterS,
} from './source-health.ts';
export { isDistressDevice, kindOfMmsi } from './station-kinds.ts';
