/**
 * Exports (API.md §9): tracks, asset events, detections and area-query results as CSV, GeoJSON,
 * KML, GPX and GeoParquet, written as they are read. The endpoints stay in their modules; this
 * module knows formats, not what is exported.
 */
export {
  EXPORT_FILES,
  EXPORT_FORMATS,
  EXPORT_MAX_FEATURES,
  type ExportFormat,
  ExportFormatQuery,
  FeatureCollectionSchema,
  TRUNCATED_HEADER,
  TRUNCATED_HEADERS,
  withExports,
} from './export-formats.ts';
export { sendExport } from './export-stream.ts';
export type { ExportColumn, ExportFeature, ExportSource } from './export-types.ts';
export { arrayBatches, mapBatches, pagedBatches } from './paged-batches.ts';
