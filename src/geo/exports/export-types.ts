/**
 * What an export is made of, whatever its format: named, typed columns, and features (a geometry
 * and the columns' values) that arrive in batches, so a large result is written as it is read
 * and never held whole.
 */
import type { Geometry } from 'geojson';

/** How a column's values are written: timestamps are epoch milliseconds, written as RFC 3339. */
export type ExportColumnType = 'string' | 'double' | 'integer' | 'boolean' | 'timestamp';

export interface ExportColumn {
  name: string;
  type: ExportColumnType;
}

export type ExportValue = string | number | boolean | null;

export interface ExportFeature {
  geometry: Geometry | null;
  /** Values by column name; a column missing here is written empty (null). */
  properties: Readonly<Record<string, ExportValue>>;
  /** Point features: when (epoch ms), for KML's TimeStamp and GPX's waypoint time. */
  time?: number | undefined;
  /** Line and multi-point features: each vertex's time, in order (GPX track points). */
  times?: readonly number[] | undefined;
  /** The time a line or set of points covers (KML's TimeSpan). */
  span?: { from: number; to: number } | undefined;
  /** A label for KML placemarks and GPX waypoints and tracks. */
  label?: string | undefined;
}

export interface ExportSource {
  /** The file's stem and its document or layer name, e.g. `asset-events`. */
  name: string;
  columns: readonly ExportColumn[];
  /**
   * Set when the result holds more than was written (a cap, a thinned track): said in a header and,
   * where the format has a place for it, in the file.
   */
  truncation: string | null;
  batches: AsyncIterable<readonly ExportFeature[]>;
}
