/**
 * A spatial hash of the vessels slow enough to be in an encounter, holding each one's two newest
 * fixes, so that a new fix finds its neighbours by looking at a few cells instead of every vessel.
 * Cells are bands of latitude GRID_CELL_M high, each cut into as many columns as fit GRID_CELL_M
 * wide at the band's middle, so cells stay roughly square from the equator to the poles; columns
 * wrap at ±180.
 */
import { MEAN_METRES_PER_DEGREE_LAT, METRES_PER_DEGREE_LON_EQUATOR } from '../../lib/earth.ts';
import type { TrackFix } from './tracking-types.ts';

export interface GridEntry {
  assetId: string;
  /** The fix before `last`, kept to interpolate back to a neighbour's slightly older fix. */
  previous: TrackFix | undefined;
  last: TrackFix;
  /** Effective speed at `last`, knots. */
  speedKn: number;
  cell: number;
}

export interface SlowVesselGrid {
  /** Adds the asset or moves it on to its newest fix (`previous` is the fix before it, if known). */
  put(fix: TrackFix, previous: TrackFix | undefined, speedKn: number): void;
  remove(assetId: string): void;
  get(assetId: string): GridEntry | undefined;
  /** Calls `visit` for every entry in the cells within `radiusM` of the point (a superset). */
  near(lon: number, lat: number, radiusM: number, visit: (entry: GridEntry) => void): void;
  entries(): IterableIterator<GridEntry>;
  size(): number;
}

/** Columns per band are below 2^16 for any cell of 1 m or more: the key packs band and column. */
const COLUMN_SPACE = 65_536;
/** Latitude past which longitude spans are taken as the whole band (the pole caps). */
const MAX_COS_LAT = 89.9;

export function createSlowVesselGrid(cellM: number): SlowVesselGrid {
  const cellLatDeg = cellM / MEAN_METRES_PER_DEGREE_LAT;
  const bandCount = Math.ceil(180 / cellLatDeg);
  const columnsCache = new Map<number, number>();
  const byAsset = new Map<string, GridEntry>();
  const cells = new Map<number, Map<string, GridEntry>>();

  function band(lat: number): number {
    return Math.max(0, Math.min(bandCount - 1, Math.floor((lat + 90) / cellLatDeg)));
  }

  function columns(b: number): number {
    let n = columnsCache.get(b);
    if (n === undefined) {
      const mid = -90 + (b + 0.5) * cellLatDeg;
      const widthM = 360 * METRES_PER_DEGREE_LON_EQUATOR * Math.cos((mid * Math.PI) / 180);
      n = Math.max(1, Math.min(COLUMN_SPACE - 1, Math.floor(widthM / cellM)));
      columnsCache.set(b, n);
    }
    return n;
  }

  function column(lon: number, n: number): number {
    const c = Math.floor(((lon + 180) / 360) * n);
    return ((c % n) + n) % n;
  }

  function cellOf(lon: number, lat: number): number {
    const b = band(lat);
    return b * COLUMN_SPACE + column(lon, columns(b));
  }

  function detach(entry: GridEntry): void {
    const members = cells.get(entry.cell);
    members?.delete(entry.assetId);
    if (members?.size === 0) cells.delete(entry.cell);
  }

  return {
    put(fix, previous, speedKn) {
      const cell = cellOf(fix.lon, fix.lat);
      let entry = byAsset.get(fix.assetId);
      if (entry === undefined) {
        entry = { assetId: fix.assetId, previous, last: fix, speedKn, cell };
        byAsset.set(fix.assetId, entry);
      } else {
        if (entry.cell !== cell) detach(entry);
        entry.previous = previous;
        entry.last = fix;
        entry.speedKn = speedKn;
        entry.cell = cell;
      }
      let members = cells.get(cell);
      if (members === undefined) {
        members = new Map();
        cells.set(cell, members);
      }
      members.set(fix.assetId, entry);
    },

    remove(assetId) {
      const entry = byAsset.get(assetId);
      if (entry === undefined) return;
      detach(entry);
      byAsset.delete(assetId);
    },

    get(assetId) {
      return byAsset.get(assetId);
    },

    near(lon, lat, radiusM, visit) {
      const dLat = radiusM / MEAN_METRES_PER_DEGREE_LAT;
      const farthestLat = Math.min(MAX_COS_LAT, Math.max(Math.abs(lat - dLat), Math.abs(lat + dLat)));
      const dLon = radiusM / (METRES_PER_DEGREE_LON_EQUATOR * Math.cos((farthestLat * Math.PI) / 180));
      const wholeBand = dLon >= 180 || farthestLat >= MAX_COS_LAT;
      for (let b = band(lat - dLat); b <= band(lat + dLat); b++) {
        const n = columns(b);
        const first = Math.floor(((lon - dLon + 180) / 360) * n);
        const last = Math.floor(((lon + dLon + 180) / 360) * n);
        const span = wholeBand || last - first + 1 >= n ? n : last - first + 1;
        for (let i = 0; i < span; i++) {
          const c = span === n ? i : (((first + i) % n) + n) % n;
          const members = cells.get(b * COLUMN_SPACE + c);
          if (members !== undefined) for (const entry of members.values()) visit(entry);
        }
      }
    },

    entries() {
      return byAsset.values();
    },

    size() {
      return byAsset.size;
    },
  };
}
