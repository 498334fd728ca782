/**
 * The single point that stands for a detection's geometry when deciding whether it is inside a
 * zone (API.md §4, alert rules with `where`). It is always on or in the geometry, so a
 * crescent-shaped footprint is never judged by a centroid that lies outside it.
 */
import type { Geometry } from 'geojson';
import { areaCenter, areaContains } from './area-measures.ts';
import { geodesicDistanceM } from './geodesic.ts';
import type { Position } from './geometry-types.ts';

function position(p: readonly number[]): Position {
  return [p[0] ?? 0, p[1] ?? 0];
}

/** The point half-way along the line, measured geodesically. */
function lineMidpoint(line: readonly Position[]): { at: Position; lengthM: number } {
  const lengths = line.slice(1).map((p, i) => geodesicDistanceM(line[i] ?? p, p));
  const total = lengths.reduce((a, b) => a + b, 0);
  let remaining = total / 2;
  for (const [i, length] of lengths.entries()) {
    const a = line[i];
    const b = line[i + 1];
    if (a === undefined || b === undefined) continue;
    if (remaining <= length && length > 0) {
      const t = remaining / length;
      return { at: [a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])], lengthM: total };
    }
    remaining -= length;
  }
  return { at: line[0] ?? [0, 0], lengthM: total };
}

/** Points < lines < areas: a collection is represented by its highest-dimension member. */
function dimension(g: Geometry): number {
  if (g.type === 'Point' || g.type === 'MultiPoint') return 0;
  if (g.type === 'LineString' || g.type === 'MultiLineString') return 1;
  if (g.type === 'GeometryCollection') return Math.max(-1, ...g.geometries.map(dimension));
  return 2;
}

export function geometryRepresentativePoint(g: Geometry): Position {
  switch (g.type) {
    case 'Point':
      return position(g.coordinates);
    case 'MultiPoint': {
      // The member point nearest the points' mean, so the answer is one of the points.
      const points = g.coordinates.map(position);
      const mean: Position = [
        points.reduce((s, p) => s + p[0], 0) / points.length,
        points.reduce((s, p) => s + p[1], 0) / points.length,
      ];
      const nearest = points
        .map((p) => ({ p, d: Math.hypot(p[0] - mean[0], p[1] - mean[1]) }))
        .sort((a, b) => a.d - b.d)[0];
      return nearest?.p ?? [0, 0];
    }
    case 'LineString':
      return lineMidpoint(g.coordinates.map(position)).at;
    case 'MultiLineString': {
      const longest = g.coordinates
        .map((line) => lineMidpoint(line.map(position)))
        .sort((a, b) => b.lengthM - a.lengthM)[0];
      return longest?.at ?? [0, 0];
    }
    case 'Polygon':
    case 'MultiPolygon': {
      const centre = areaCenter(g);
      if (areaContains(g, centre)) return centre;
      // A concave shape's centroid can fall outside it: use a vertex, which counts as inside.
      const first = g.type === 'Polygon' ? g.coordinates[0]?.[0] : g.coordinates[0]?.[0]?.[0];
      return first === undefined ? centre : position(first);
    }
    case 'GeometryCollection': {
      const best = [...g.geometries].sort((a, b) => dimension(b) - dimension(a))[0];
      if (best === undefined) throw new Error('an empty GeometryCollection has no representative point');
      return geometryRepresentativePoint(best);
    }
  }
}
