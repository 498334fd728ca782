/**
 * A spatial index over many areas (sites, alert zones) for the question every incoming position
 * asks: which areas contain this point? Flatbush narrows the candidates by bounding box, then the
 * exact test decides. Each polygon is indexed on its own box, so an area split at the
 * antimeridian never needs a box that wraps (which flatbush cannot hold).
 */
import Flatbush from 'flatbush';
import { areaContains, polygonsOf } from './area-measures.ts';
import type { Area, BBox, Position } from './geometry-types.ts';
import { extent } from './planar-segments.ts';

export interface AreaIndexEntry<T> {
  area: Area;
  /** Accepted for callers holding a NormalisedArea; the index computes per-polygon boxes itself. */
  bbox?: BBox;
  value: T;
}

export interface AreaIndex<T> {
  /** Values of every area that contains the point (edges count as inside), in entry order. */
  query(point: Position): T[];
  readonly size: number;
}

export function createAreaIndex<T>(entries: readonly AreaIndexEntry<T>[]): AreaIndex<T> {
  const owners: number[] = [];
  const boxes: BBox[] = [];
  for (const [entryIndex, entry] of entries.entries()) {
    for (const rings of polygonsOf(entry.area)) {
      const exterior = rings[0] ?? [];
      const xs = exterior.map((p) => p[0]);
      const ys = exterior.map((p) => p[1]);
      const [west, east] = extent(xs);
      const [south, north] = extent(ys);
      boxes.push([west, south, east, north]);
      owners.push(entryIndex);
    }
  }
  // Flatbush needs at least one item; an empty index simply answers nothing.
  const tree = boxes.length === 0 ? undefined : new Flatbush(boxes.length);
  if (tree !== undefined) {
    for (const box of boxes) tree.add(box[0], box[1], box[2], box[3]);
    tree.finish();
  }
  return {
    size: entries.length,
    query(point) {
      if (tree === undefined) return [];
      // ±180 is one meridian: look on both edges of the map.
      const lons = Math.abs(point[0]) === 180 ? [180, -180] : [point[0]];
      const hits = new Set<number>();
      for (const lon of lons) {
        for (const item of tree.search(lon, point[1], lon, point[1])) {
          const owner = owners[item];
          if (owner !== undefined) hits.add(owner);
        }
      }
      return [...hits]
        .sort((a, b) => a - b)
        .flatMap((i) => {
          const entry = entries[i];
          return entry !== undefined && areaContains(entry.area, point) ? [entry.value] : [];
        });
    },
  };
}
