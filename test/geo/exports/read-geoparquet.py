"""Reads a GeoParquet file with Apache Arrow (pyarrow) and GDAL's WKB decoder, independently of
the writer Vigil uses, and prints what it found as JSON: the `geo` metadata, the other key-value
metadata, the Arrow schema (column name: type) and every row, its geometry as WKT."""
import json
import sys

import pyarrow.parquet as pq
from osgeo import ogr

table = pq.read_table(sys.argv[1])
metadata = {k.decode(): v.decode() for k, v in (table.schema.metadata or {}).items()}
rows = []
for row in table.to_pylist():
    wkb = row.pop("geometry")
    row["geometry"] = None if wkb is None else ogr.CreateGeometryFromWkb(bytes(wkb)).ExportToIsoWkt()
    rows.append({k: (v.isoformat() if hasattr(v, "isoformat") else v) for k, v in row.items()})
print(json.dumps({
    "geo": json.loads(metadata.pop("geo")) if "geo" in metadata else None,
    "metadata": metadata,
    "schema": {field.name: str(field.type) for field in table.schema},
    "rows": rows,
}))
