/**
 * Parsing a site boundary or an alert zone (API.md §4): a GeoJSON Polygon or MultiPolygon, or a
 * Feature holding one. The result is normalised once here (right-hand rule, split at the
 * antimeridian) with the derived bbox, center and area, so storage and responses never see a
 * shape that was not checked.
 */
import type { MultiPolygon, Polygon } from 'geojson';
import { splitPolygon } from './antimeridian-split.ts';
import { areaBBox, areaCenter, areaKm2 } from './area-measures.ts';
import { parseMultiPolygonRings, parsePolygonRings } from './coordinate-parsing.ts';
import { geometryMemberProblems } from './geojson-members.ts';
import {
  describe,
  fail,
  type GeometryProblem,
  isRecord,
  type NormalisedArea,
  ok,
  type Parsed,
  type Position,
  problem,
} from './geometry-types.ts';
import { holeProblems, partProblems, ringProblems } from './polygon-validation.ts';
import { cornerCount, orientRing, type PreparedRing, prepareRing } from './ring-preparation.ts';
import { readLoneRing } from './ring-readings.ts';

const EXPECTED = 'send a GeoJSON Polygon or MultiPolygon, or a Feature holding one';

export function parseArea(input: unknown, pointer: string): Parsed<NormalisedArea> {
  if (!isRecord(input))
    return fail([problem(pointer, `must be a GeoJSON object, not ${describe(input)}; ${EXPECTED}`)]);
  const type = input.type;
  if (type === 'Feature') {
    const geometry = input.geometry;
    if (!isRecord(geometry)) {
      const found = geometry === undefined ? 'it has none' : `not ${describe(geometry)}`;
      return fail([
        problem(`${pointer}/geometry`, `the Feature must hold a geometry, ${found}; ${EXPECTED}`),
      ]);
    }
    return parseArea(geometry, `${pointer}/geometry`);
  }
  if (type === 'Polygon' || type === 'MultiPolygon') {
    const members = geometryMemberProblems(input, pointer);
    if (members.length > 0) return fail(members);
    const coordinates = `${pointer}/coordinates`;
    if (type === 'Polygon') {
      const rings = parsePolygonRings(input.coordinates, coordinates);
      return rings.ok ? normaliseArea([rings.value], { pointer: coordinates, multi: false }) : rings;
    }
    const polygons = parseMultiPolygonRings(input.coordinates, coordinates);
    return polygons.ok ? normaliseArea(polygons.value, { pointer: coordinates, multi: true }) : polygons;
  }
  const typePointer = `${pointer}/type`;
  if (type === undefined) return fail([problem(typePointer, `"type" is required; ${EXPECTED}`)]);
  if (type === 'FeatureCollection') {
    return fail([
      problem(
        typePointer,
        `a FeatureCollection is not accepted here; ${EXPECTED} (several shapes go in one MultiPolygon)`,
      ),
    ]);
  }
  if (typeof type !== 'string')
    return fail([problem(typePointer, `"type" must be a string, not ${describe(type)}`)]);
  return fail([problem(typePointer, `a ${JSON.stringify(type).slice(0, 40)} is not an area; ${EXPECTED}`)]);
}

interface Where {
  /** Pointer to the `coordinates` member. */
  pointer: string;
  /** Whether `coordinates` holds polygons (MultiPolygon) or rings (Polygon). */
  multi: boolean;
}

/**
 * Validate and normalise polygons whose rings are already structurally valid (closed, at least
 * 4 positions, positions in range). Shared by parseArea, parseGeometry and circleArea.
 */
export function normaliseArea(polygons: readonly Position[][][], where: Where): Parsed<NormalisedArea> {
  const polygonPointer = (index: number) => (where.multi ? `${where.pointer}/${index}` : where.pointer);
  const errors: GeometryProblem[] = [];
  const prepared: PreparedRing[][] = [];
  /** Polygons of one ring whose reading was decided on the map (see ring-readings.ts), by index. */
  const read = new Map<number, Position[][][]>();
  for (const [index, rings] of polygons.entries()) {
    const ringsHere = rings.map(prepareRing);
    prepared.push(ringsHere);
    const ringErrors = ringsHere.flatMap((ring, r) => ringProblems(ring, `${polygonPointer(index)}/${r}`));
    const [lone] = ringsHere;
    if (ringsHere.length === 1 && lone !== undefined && cornerCount(lone) >= 3) {
      const pieces = readLoneRing(lone, ringErrors.length > 0);
      if (pieces !== undefined) {
        read.set(index, pieces);
        continue;
      }
    }
    errors.push(...(ringErrors.length > 0 ? ringErrors : holeProblems(ringsHere, polygonPointer(index))));
  }
  if (errors.length > 0) return fail(errors);
  if (where.multi) {
    const overlaps = partProblems(prepared, where.pointer);
    if (overlaps.length > 0) return fail(overlaps);
  }
  const split: Position[][][] = [];
  for (const [index, rings] of prepared.entries()) {
    const decided = read.get(index);
    if (decided !== undefined) {
      split.push(...decided);
      continue;
    }
    const oriented = rings.map((ring, r) => orientRing(ring, r === 0).points);
    const pieces = splitPolygon(oriented);
    if (pieces === undefined) {
      return fail([problem(polygonPointer(index), 'a hole of this polygon lies outside its exterior ring')]);
    }
    split.push(...pieces);
  }
  const geometry: Polygon | MultiPolygon =
    split.length === 1 && split[0] !== undefined
      ? { type: 'Polygon', coordinates: split[0] }
      : { type: 'MultiPolygon', coordinates: split };
  return ok({ geometry, bbox: areaBBox(geometry), center: areaCenter(geometry), areaKm2: areaKm2(geometry) });
}
