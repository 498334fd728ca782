/**
 * A coarse grid over a zone's box that answers most fixes without looking at a single edge. Cells
 * within the hysteresis (plus a margin) of any edge are "mixed" and left to the exact scan; the
 * others are wholly inside or wholly outside, decided once per connected group of them (the mixed
 * cells wall the inside off from the outside, so a group cannot hold both). A ship sitting in a
 * zone, the common case, then costs a lookup instead of a pass over 72 or 400 edges.
 */
import { METRES_PER_DEGREE_LON_EQUATOR, MIN_METRES_PER_DEGREE_LAT } from '../../lib/earth.ts';

/**
 * Cells per side: 256 bytes a zone. In the bench about half of all zone checks end at the grid
 * (32 cells per side did no better there, at four times the memory).
 */
const GRID_SIDE = 16;
/** Below this many edges the scan is as cheap as the lookup. */
const GRID_MIN_EDGES = 12;
/** Extra room so that a cell marked whole is surely farther than the hysteresis from any edge. */
const MARGIN = 1.25;

const MIXED = 0;
const INSIDE = 1;
const OUTSIDE = 2;

export interface CellGrid {
  west: number;
  south: number;
  cellLon: number;
  cellLat: number;
  /** The hysteresis the grid was built for; a larger one must not use it. */
  hysteresisM: number;
  cells: Uint8Array;
}

function clampCell(value: number): number {
  return Math.max(0, Math.min(GRID_SIDE - 1, Math.floor(value)));
}

/**
 * Builds the grid over the box of `coords` (rings back to back, ends in `ringEnds`), or undefined
 * when it would not help: few edges, a box spanning more than half the globe (parts on both sides
 * of ±180) or reaching so near a pole that longitude margins blow up.
 */
export function buildCellGrid(
  coords: Float64Array,
  ringEnds: Uint32Array,
  hysteresisM: number,
  contains: (lon: number, lat: number) => boolean,
): CellGrid | undefined {
  const vertices = coords.length / 2;
  if (vertices - ringEnds.length < GRID_MIN_EDGES) return undefined;
  let west = Number.POSITIVE_INFINITY;
  let south = Number.POSITIVE_INFINITY;
  let east = Number.NEGATIVE_INFINITY;
  let north = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < vertices; i++) {
    const lon = coords[2 * i] ?? 0;
    const lat = coords[2 * i + 1] ?? 0;
    west = Math.min(west, lon);
    east = Math.max(east, lon);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  const dLat = (hysteresisM * MARGIN) / MIN_METRES_PER_DEGREE_LAT;
  const cos = Math.cos((Math.min(90, Math.max(Math.abs(south), Math.abs(north)) + dLat) * Math.PI) / 180);
  if (east - west > 180 || cos < 0.01 || east <= west || north <= south) return undefined;
  const dLon = (hysteresisM * MARGIN) / (METRES_PER_DEGREE_LON_EQUATOR * cos);
  const cellLon = (east - west) / GRID_SIDE;
  const cellLat = (north - south) / GRID_SIDE;
  const cells = new Uint8Array(GRID_SIDE * GRID_SIDE);
  // Every cell an edge's box (grown by the hysteresis) touches is mixed; touching counts.
  let start = 0;
  for (const end of ringEnds) {
    for (let i = start; i + 1 < end; i++) {
      const ax = coords[2 * i] ?? 0;
      const ay = coords[2 * i + 1] ?? 0;
      const bx = coords[2 * i + 2] ?? 0;
      const by = coords[2 * i + 3] ?? 0;
      const c0 = clampCell((Math.min(ax, bx) - dLon - west) / cellLon - 1e-9);
      const c1 = clampCell((Math.max(ax, bx) + dLon - west) / cellLon + 1e-9);
      const r0 = clampCell((Math.min(ay, by) - dLat - south) / cellLat - 1e-9);
      const r1 = clampCell((Math.max(ay, by) + dLat - south) / cellLat + 1e-9);
      for (let r = r0; r <= r1; r++) for (let c = c0; c <= c1; c++) cells[r * GRID_SIDE + c] = 1;
    }
    start = end;
  }
  fillGroups(cells, (row, col) => contains(west + (col + 0.5) * cellLon, south + (row + 0.5) * cellLat));
  return { west, south, cellLon, cellLat, hysteresisM, cells };
}

/** The 4-connected neighbours of a cell. */
function neighbours(cell: number): number[] {
  const row = Math.floor(cell / GRID_SIDE);
  const col = cell % GRID_SIDE;
  const around: number[] = [];
  if (col > 0) around.push(cell - 1);
  if (col + 1 < GRID_SIDE) around.push(cell + 1);
  if (row > 0) around.push(cell - GRID_SIDE);
  if (row + 1 < GRID_SIDE) around.push(cell + GRID_SIDE);
  return around;
}

/**
 * Turns edge marks (1: an edge is near) into the final encoding: near cells MIXED, every group of
 * connected free cells INSIDE or OUTSIDE by one containment test at a member cell's centre.
 */
function fillGroups(cells: Uint8Array, centreInside: (row: number, col: number) => boolean): void {
  const near = cells.slice();
  cells.fill(MIXED);
  const done = new Uint8Array(cells.length);
  for (let seed = 0; seed < cells.length; seed++) {
    if (near[seed] === 1 || done[seed] === 1) continue;
    const side = centreInside(Math.floor(seed / GRID_SIDE), seed % GRID_SIDE) ? INSIDE : OUTSIDE;
    const stack = [seed];
    done[seed] = 1;
    for (let cell = stack.pop(); cell !== undefined; cell = stack.pop()) {
      cells[cell] = side;
      for (const next of neighbours(cell)) {
        if (near[next] === 1 || done[next] === 1) continue;
        done[next] = 1;
        stack.push(next);
      }
    }
  }
}

/** `in` or `out` when the position's cell decides it, undefined when the exact scan must. */
export function gridSide(
  grid: CellGrid,
  lon: number,
  lat: number,
  hysteresisM: number,
): 'in' | 'out' | undefined {
  if (hysteresisM > grid.hysteresisM) return undefined;
  const col = Math.floor((lon - grid.west) / grid.cellLon);
  const row = Math.floor((lat - grid.south) / grid.cellLat);
  if (col < 0 || row < 0 || col >= GRID_SIDE || row >= GRID_SIDE) return undefined;
  const cell = grid.cells[row * GRID_SIDE + col];
  return cell === INSIDE ? 'in' : cell === OUTSIDE ? 'out' : undefined;
}
