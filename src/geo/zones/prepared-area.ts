/**
 * A zone's area turned into flat arrays once, so each fix can ask two cheap questions of it
 * (`area-queries.ts`): is the position inside, and is it within the hysteresis distance of the
 * boundary? Areas with many edges get their own edge index, so a 100,000-vertex coastline costs a
 * tree search, not a scan.
 *
 * An area split at the antimeridian has cut edges along ±180 that are not boundary at all: a ship
 * sailing across the date line inside the zone must not count as near its edge. Edges on one side
 * of ±180 are kept as boundary only where the other side has no matching edge.
 */
import Flatbush from 'flatbush';
import type { Area } from '../geometry/index.ts';
import type { CellGrid } from './cell-grid.ts';
import type { EdgeSlabs } from './edge-slabs.ts';

/**
 * From this many edges a tree over them beats latitude slabs (`edge-slabs.ts`), whose slabs would
 * hold too many edges each for a long boundary such as a coastline.
 */
const EDGE_INDEX_MIN_EDGES = 4096;

export interface PreparedArea {
  /** Every ring's vertices, `lon, lat` interleaved, rings closed and back to back. */
  coords: Float64Array;
  /** Index (in vertices) one past each ring's last vertex. */
  ringEnds: Uint32Array;
  /** Per polygon part, its exterior's box: west, south, east, north. */
  boxes: Float64Array;
  /** Pieces of edges along ±180 that are real boundary: lon, south, north per piece. */
  meridianEdges: Float64Array;
  /** Over the edges (items are starting vertex numbers), for large areas only. */
  edgeIndex: Flatbush | undefined;
  edgeStarts: Uint32Array | undefined;
  /** Set by `prepareZoneArea` for the zone's hysteresis: answers most fixes without a scan. */
  grid: CellGrid | undefined;
  /** Set by `prepareZoneArea` when there is no edge index: the edges a fix needs, by latitude. */
  slabs: EdgeSlabs | undefined;
}

/** An edge along ±180: a cut where the area was split, or real boundary only where `meridianEdges` says. */
export function isMeridianEdge(ax: number, bx: number): boolean {
  return ax === bx && (ax === 180 || ax === -180);
}

/** Latitude intervals minus the union of `cut`: what is left of `edges` as real boundary. */
function subtractIntervals(edges: [number, number][], cut: [number, number][]): [number, number][] {
  const sorted = [...cut].sort((p, q) => p[0] - q[0]);
  const left: [number, number][] = [];
  for (const [lo, hi] of edges) {
    let from = lo;
    for (const [clo, chi] of sorted) {
      if (chi <= from || clo >= hi) continue;
      if (clo > from) left.push([from, clo]);
      from = Math.max(from, chi);
    }
    if (from < hi) left.push([from, hi]);
  }
  return left;
}

export function prepareArea(area: Area): PreparedArea {
  const polygons = area.type === 'Polygon' ? [area.coordinates] : area.coordinates;
  const coords: number[] = [];
  const ringEnds: number[] = [];
  const boxes: number[] = [];
  const onEast: [number, number][] = [];
  const onWest: [number, number][] = [];
  for (const rings of polygons) {
    for (const [r, ring] of rings.entries()) {
      let west = Number.POSITIVE_INFINITY;
      let south = Number.POSITIVE_INFINITY;
      let east = Number.NEGATIVE_INFINITY;
      let north = Number.NEGATIVE_INFINITY;
      let previous: [number, number] | undefined;
      for (const p of ring) {
        const lon = p[0] ?? 0;
        const lat = p[1] ?? 0;
        coords.push(lon, lat);
        west = Math.min(west, lon);
        east = Math.max(east, lon);
        south = Math.min(south, lat);
        north = Math.max(north, lat);
        if (previous !== undefined && isMeridianEdge(previous[0], lon) && previous[1] !== lat) {
          const interval: [number, number] = [Math.min(previous[1], lat), Math.max(previous[1], lat)];
          (lon === 180 ? onEast : onWest).push(interval);
        }
        previous = [lon, lat];
      }
      ringEnds.push(coords.length / 2);
      if (r === 0) boxes.push(west, south, east, north);
    }
  }
  const meridianEdges = [
    ...subtractIntervals(onEast, onWest).flatMap(([lo, hi]) => [180, lo, hi]),
    ...subtractIntervals(onWest, onEast).flatMap(([lo, hi]) => [-180, lo, hi]),
  ];
  const prepared: PreparedArea = {
    coords: Float64Array.from(coords),
    ringEnds: Uint32Array.from(ringEnds),
    boxes: Float64Array.from(boxes),
    meridianEdges: Float64Array.from(meridianEdges),
    edgeIndex: undefined,
    edgeStarts: undefined,
    grid: undefined,
    slabs: undefined,
  };
  const edgeCount = coords.length / 2 - ringEnds.length;
  if (edgeCount >= EDGE_INDEX_MIN_EDGES) indexEdges(prepared, edgeCount);
  return prepared;
}

function indexEdges(area: PreparedArea, edgeCount: number): void {
  const index = new Flatbush(edgeCount);
  const starts = new Uint32Array(edgeCount);
  const c = area.coords;
  let start = 0;
  for (const end of area.ringEnds) {
    for (let i = start; i + 1 < end; i++) {
      const ax = c[2 * i] ?? 0;
      const ay = c[2 * i + 1] ?? 0;
      const bx = c[2 * i + 2] ?? 0;
      const by = c[2 * i + 3] ?? 0;
      starts[index.add(Math.min(ax, bx), Math.min(ay, by), Math.max(ax, bx), Math.max(ay, by))] = i;
    }
    start = end;
  }
  index.finish();
  area.edgeIndex = index;
  area.edgeStarts = starts;
}
