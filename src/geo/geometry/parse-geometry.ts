/**
 * Parsing any RFC 7946 geometry, e.g. a detection's footprint (API.md §4, `POST /v1/detections`).
 * Polygons get the same checks and normalisation as site boundaries; lines crossing the
 * antimeridian are split like polygons. Altitudes are accepted and dropped: footprints are 2-D.
 */
import type { Geometry, LineString, MultiLineString } from 'geojson';
import { splitLine } from './antimeridian-split.ts';
import {
  CONTINUED_LONGITUDE_LIMIT,
  MAX_PROBLEMS,
  parseEach,
  parseLines,
  parseMultiPolygonRings,
  parsePolygonRings,
  parsePosition,
  parsePositions,
} from './coordinate-parsing.ts';
import { geometryMemberProblems } from './geojson-members.ts';
import { describe, fail, isRecord, ok, type Parsed, type Position, problem } from './geometry-types.ts';
import { normaliseArea } from './parse-area.ts';
import { normaliseLongitude, settleAntimeridianVertices } from './ring-preparation.ts';

const GEOMETRY_TYPES = [
  'Point',
  'MultiPoint',
  'LineString',
  'MultiLineString',
  'Polygon',
  'MultiPolygon',
  'GeometryCollection',
] as const;

function isGeometryType(type: unknown): type is (typeof GEOMETRY_TYPES)[number] {
  return GEOMETRY_TYPES.some((known) => known === type);
}

/** Lines in [-180, 180], split where they cross the antimeridian. */
function normaliseLines(lines: readonly Position[][]): LineString | MultiLineString {
  const pieces = lines.flatMap((line) => {
    const wrapped = line.map((p): Position => [normaliseLongitude(p[0]), p[1]]);
    settleAntimeridianVertices(wrapped, false);
    return splitLine(wrapped);
  });
  const only = pieces[0];
  return pieces.length === 1 && only !== undefined
    ? { type: 'LineString', coordinates: only }
    : { type: 'MultiLineString', coordinates: pieces };
}

export function parseGeometry(input: unknown, pointer: string): Parsed<Geometry> {
  return parseGeometryAt(input, pointer, false);
}

function parseGeometryAt(input: unknown, pointer: string, nested: boolean): Parsed<Geometry> {
  if (!isRecord(input))
    return fail([problem(pointer, `must be a GeoJSON geometry object, not ${describe(input)}`)]);
  const type = input.type;
  if (!isGeometryType(type)) {
    const detail =
      type === undefined
        ? '"type" is required'
        : type === 'Feature' || type === 'FeatureCollection'
          ? `a ${type} is not a geometry; send its geometry`
          : typeof type === 'string'
            ? `unknown geometry type ${JSON.stringify(type.slice(0, 40))}; use one of ${GEOMETRY_TYPES.join(', ')} (case-sensitive)`
            : `"type" must be a string, not ${describe(type)}`;
    return fail([problem(`${pointer}/type`, detail)]);
  }
  const members = geometryMemberProblems(input, pointer);
  if (members.length > 0) return fail(members);
  const at = `${pointer}/coordinates`;
  if (type !== 'GeometryCollection' && !('coordinates' in input)) {
    return fail([problem(at, `a ${type} needs a "coordinates" member`)]);
  }
  switch (type) {
    case 'Point': {
      const p = parsePosition(input.coordinates, at);
      return p.ok ? ok({ type, coordinates: p.value }) : p;
    }
    case 'MultiPoint': {
      const ps = parsePositions(input.coordinates, at, 1, 'a MultiPoint');
      return ps.ok ? ok({ type, coordinates: ps.value }) : ps;
    }
    case 'LineString': {
      const line = parsePositions(input.coordinates, at, 2, 'a LineString', CONTINUED_LONGITUDE_LIMIT);
      return line.ok ? ok(normaliseLines([line.value])) : line;
    }
    case 'MultiLineString': {
      const lines = parseLines(input.coordinates, at);
      return lines.ok ? ok(normaliseLines(lines.value)) : lines;
    }
    case 'Polygon': {
      const rings = parsePolygonRings(input.coordinates, at);
      const area = rings.ok ? normaliseArea([rings.value], { pointer: at, multi: false }) : rings;
      return area.ok ? ok(area.value.geometry) : area;
    }
    case 'MultiPolygon': {
      const polygons = parseMultiPolygonRings(input.coordinates, at);
      const area = polygons.ok ? normaliseArea(polygons.value, { pointer: at, multi: true }) : polygons;
      return area.ok ? ok(area.value.geometry) : area;
    }
    case 'GeometryCollection': {
      // RFC 7946 §3.1.8 asks producers to avoid nesting; turf's boolean-valid refuses it.
      if (nested)
        return fail([problem(`${pointer}/type`, 'a GeometryCollection cannot contain another one')]);
      const members = parseEach(
        input.geometries,
        `${pointer}/geometries`,
        1,
        'a GeometryCollection needs a non-empty "geometries" array',
        (member, memberPointer) => parseGeometryAt(member, memberPointer, true),
      );
      return members.ok
        ? ok({ type, geometries: members.value })
        : fail(members.errors.slice(0, MAX_PROBLEMS));
    }
  }
}
