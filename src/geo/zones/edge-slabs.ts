/**
 * Horizontal slabs over a zone's edges: each slab lists the edges whose latitude range, grown by
 * the hysteresis, overlaps it. A fix then tests only its slab's edges, for both questions: the
 * ray-crossing parity (every edge spanning the fix's latitude is listed) and the band (every edge
 * within the hysteresis in latitude is listed). The classic slab method for point-in-polygon:
 * about a dozen edges a check in the bench instead of all of them.
 */
import { MIN_METRES_PER_DEGREE_LAT } from '../../lib/earth.ts';

/** Aim for about this many edges a slab; fewer slabs than 4 or more than 1024 do not pay. */
const EDGES_PER_SLAB = 4;
const MIN_SLABS = 4;
const MAX_SLABS = 1024;
const MARGIN = 1.25;

export interface EdgeSlabs {
  south: number;
  slabLat: number;
  count: number;
  /** The hysteresis the lists were grown for; a larger one must not use them. */
  hysteresisM: number;
  /** Slab k's edges are `edges[offsets[k] .. offsets[k + 1])`, as starting vertex numbers. */
  offsets: Uint32Array;
  edges: Uint32Array;
}

function slabRange(lo: number, hi: number, south: number, slabLat: number, count: number): [number, number] {
  const first = Math.max(0, Math.min(count - 1, Math.floor((lo - south) / slabLat)));
  const last = Math.max(0, Math.min(count - 1, Math.floor((hi - south) / slabLat)));
  return [first, last];
}

export function buildEdgeSlabs(
  coords: Float64Array,
  ringEnds: Uint32Array,
  hysteresisM: number,
): EdgeSlabs | undefined {
  const vertices = coords.length / 2;
  const edgeCount = vertices - ringEnds.length;
  let south = Number.POSITIVE_INFINITY;
  let north = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < vertices; i++) {
    const lat = coords[2 * i + 1] ?? 0;
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  if (!(north > south) || edgeCount < 1) return undefined;
  const count = Math.max(MIN_SLABS, Math.min(MAX_SLABS, Math.ceil(edgeCount / EDGES_PER_SLAB)));
  const slabLat = (north - south) / count;
  const grow = (hysteresisM * MARGIN) / MIN_METRES_PER_DEGREE_LAT;
  const ranges: number[] = [];
  const sizes = new Uint32Array(count + 1);
  let start = 0;
  for (const end of ringEnds) {
    for (let i = start; i + 1 < end; i++) {
      const ay = coords[2 * i + 1] ?? 0;
      const by = coords[2 * i + 3] ?? 0;
      const [first, last] = slabRange(
        Math.min(ay, by) - grow,
        Math.max(ay, by) + grow,
        south,
        slabLat,
        count,
      );
      ranges.push(i, first, last);
      for (let k = first; k <= last; k++) sizes[k + 1] = (sizes[k + 1] ?? 0) + 1;
    }
    start = end;
  }
  const offsets = new Uint32Array(count + 1);
  for (let k = 0; k < count; k++) offsets[k + 1] = (offsets[k] ?? 0) + (sizes[k + 1] ?? 0);
  const edges = new Uint32Array(offsets[count] ?? 0);
  const fill = offsets.slice(0, count);
  for (let j = 0; j + 2 < ranges.length; j += 3) {
    const last = ranges[j + 2] ?? 0;
    for (let k = ranges[j + 1] ?? 0; k <= last; k++) {
      const at = fill[k] ?? 0;
      edges[at] = ranges[j] ?? 0;
      fill[k] = at + 1;
    }
  }
  return { south, slabLat, count, hysteresisM, offsets, edges };
}

/** The slab to test for a latitude (clamped: a fix just beyond the zone uses the edge slab). */
export function slabOf(slabs: EdgeSlabs, lat: number): number {
  return Math.max(0, Math.min(slabs.count - 1, Math.floor((lat - slabs.south) / slabs.slabLat)));
}
