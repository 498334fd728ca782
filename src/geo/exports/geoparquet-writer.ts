/**
 * GeoParquet 1.1 (geoparquet.org): a Parquet file (hyparquet-writer) whose `geometry` column holds
 * each feature's WKB, described by the `geo` key of the file's metadata: the encoding, the
 * geometry types present and their bounding box. CRS is left out: GeoParquet then means OGC:CRS84
 * (longitude, latitude on WGS 84), which is what Vigil stores. Row groups are written as the
 * batches arrive, each flushed to the response, so the file is never held whole; the footer (with
 * `geo`, and `vigil:truncation` when the result was cut short) comes last.
 */
import type { Geometry } from 'geojson';
import type { SchemaElement } from 'hyparquet';
import { ByteWriter, geojsonToWkb, ParquetWriter } from 'hyparquet-writer';
import { geometryPositions } from '../geometry/index.ts';
import type { ExportColumn, ExportFeature, ExportSource, ExportValue } from './export-types.ts';

/** Rows per row group: big enough for Parquet's column compression, small enough to stream. */
const ROW_GROUP_ROWS = 10_000;

function schemaElement(column: ExportColumn): SchemaElement {
  const base = { name: column.name, repetition_type: 'OPTIONAL' as const };
  switch (column.type) {
    case 'string':
      return { ...base, type: 'BYTE_ARRAY', converted_type: 'UTF8' };
    case 'double':
      return { ...base, type: 'DOUBLE' };
    case 'integer':
      return { ...base, type: 'INT64' };
    case 'boolean':
      return { ...base, type: 'BOOLEAN' };
    case 'timestamp':
      return {
        ...base,
        type: 'INT64',
        converted_type: 'TIMESTAMP_MILLIS',
        logical_type: { type: 'TIMESTAMP', isAdjustedToUTC: true, unit: 'MILLIS' },
      };
  }
}

function columnValue(column: ExportColumn, value: ExportValue | undefined): ExportValue | bigint {
  if (value === undefined || value === null) return null;
  if ((column.type === 'integer' || column.type === 'timestamp') && typeof value === 'number') {
    return BigInt(Math.round(value));
  }
  return value;
}

/** Collects what the `geo` metadata says of the geometries: their types and bounding box. */
class GeometryExtent {
  readonly types = new Set<string>();
  bbox: [number, number, number, number] | null = null;

  add(geometry: Geometry): void {
    this.types.add(geometry.type);
    for (const position of geometryPositions(geometry)) {
      const [lon = 0, lat = 0] = position;
      const box = this.bbox;
      this.bbox =
        box === null
          ? [lon, lat, lon, lat]
          : [Math.min(box[0], lon), Math.min(box[1], lat), Math.max(box[2], lon), Math.max(box[3], lat)];
    }
  }
}

/** A ByteWriter whose bytes are handed out after each row group instead of growing one buffer. */
class ChunkWriter extends ByteWriter {
  readonly chunks: Uint8Array[] = [];

  flush(): void {
    this.chunks.push(this.getBytes().slice());
    this.index = 0;
  }

  take(): Uint8Array[] {
    if (this.index > 0) this.flush();
    return this.chunks.splice(0);
  }
}

export async function* geoparquetChunks(source: ExportSource): AsyncGenerator<Uint8Array> {
  const writer = new ChunkWriter();
  const schema: SchemaElement[] = [
    { name: 'root', num_children: source.columns.length + 1 },
    ...source.columns.map(schemaElement),
    { name: 'geometry', type: 'BYTE_ARRAY', repetition_type: 'OPTIONAL' },
  ];
  const parquet = new ParquetWriter({ writer, schema, createdBy: 'Vigil (hyparquet-writer)' });
  const extent = new GeometryExtent();
  let pending: ExportFeature[] = [];
  const writeGroup = () => {
    parquet.write({
      columnData: [
        ...source.columns.map((column) => ({
          name: column.name,
          data: pending.map((feature) => columnValue(column, feature.properties[column.name])),
        })),
        {
          name: 'geometry',
          data: pending.map((feature) => (feature.geometry === null ? null : geojsonToWkb(feature.geometry))),
        },
      ],
      rowGroupSize: ROW_GROUP_ROWS,
    });
    pending = [];
  };
  for await (const batch of source.batches) {
    for (const feature of batch) {
      if (feature.geometry !== null) extent.add(feature.geometry);
      pending.push(feature);
      if (pending.length >= ROW_GROUP_ROWS) writeGroup();
    }
    yield* writer.take();
  }
  if (pending.length > 0) writeGroup();
  const geo = {
    version: '1.1.0',
    primary_column: 'geometry',
    columns: {
      geometry: {
        encoding: 'WKB',
        geometry_types: [...extent.types].sort(),
        ...(extent.bbox === null ? {} : { bbox: extent.bbox }),
      },
    },
  };
  parquet.kvMetadata = [
    { key: 'geo', value: JSON.stringify(geo) },
    ...(source.truncation === null ? [] : [{ key: 'vigil:truncation', value: source.truncation }]),
  ];
  parquet.finish();
  yield* writer.take();
}
