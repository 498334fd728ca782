/**
 * Access to the shared third-party GeoJSON corpora (/work/shared/data/geojson, see CORPORA.md),
 * read in place, and a topological comparison of polygons in the spirit of shapely's
 * `normalize()`: ring start, ring direction and the order of rings and parts do not matter.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { Geometry } from 'geojson';

export const GEOJSON_CORPUS = new URL('../../../../shared/data/geojson/', import.meta.url);

export function corpusFiles(folder: string, extension: string): string[] {
  return readdirSync(new URL(folder, GEOJSON_CORPUS))
    .filter((name) => name.endsWith(extension))
    .sort();
}

export function readCorpusText(path: string): string {
  return readFileSync(new URL(path, GEOJSON_CORPUS), 'utf8');
}

export function readCorpusJson(path: string): unknown {
  return JSON.parse(readCorpusText(path));
}

type Ring = [number, number][];

function canonicalRing(ring: readonly (readonly number[])[]): Ring {
  const open: Ring = ring.slice(0, -1).map((p) => [p[0] ?? Number.NaN, p[1] ?? Number.NaN]);
  const rotations = (points: Ring): Ring[] =>
    points.map((_, i) => [...points.slice(i), ...points.slice(0, i)]);
  const candidates = [...rotations(open), ...rotations([...open].reverse())];
  candidates.sort(compareRings);
  return candidates[0] ?? [];
}

function compareRings(a: Ring, b: Ring): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const p = a[i] ?? [0, 0];
    const q = b[i] ?? [0, 0];
    if (p[0] !== q[0]) return p[0] - q[0];
    if (p[1] !== q[1]) return p[1] - q[1];
  }
  return a.length - b.length;
}

/** Polygons as sorted lists of canonical rings (exterior first, then sorted holes). */
export function canonicalPolygons(g: Geometry): Ring[][] {
  const polygons = g.type === 'Polygon' ? [g.coordinates] : g.type === 'MultiPolygon' ? g.coordinates : [];
  return polygons
    .map((rings) => {
      const [exterior, ...holes] = rings.map(canonicalRing);
      return [exterior ?? [], ...holes.sort(compareRings)];
    })
    .sort((a, b) => compareRings(a[0] ?? [], b[0] ?? []));
}

/** Largest coordinate difference between two canonical shapes, or Infinity if they differ in structure. */
export function shapeDistance(a: Ring[][], b: Ring[][]): number {
  if (a.length !== b.length) return Number.POSITIVE_INFINITY;
  let worst = 0;
  for (const [i, polygon] of a.entries()) {
    const other = b[i] ?? [];
    if (polygon.length !== other.length) return Number.POSITIVE_INFINITY;
    for (const [r, ring] of polygon.entries()) {
      const otherRing = other[r] ?? [];
      if (ring.length !== otherRing.length) return Number.POSITIVE_INFINITY;
      for (const [k, p] of ring.entries()) {
        const q = otherRing[k] ?? [Number.NaN, Number.NaN];
        worst = Math.max(worst, Math.abs(p[0] - q[0]), Math.abs(p[1] - q[1]));
      }
    }
  }
  return worst;
}
