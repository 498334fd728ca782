/**
 * The geofence benchmark's scene, the same for Vigil and for PostGIS: zones (small hexagons of
 * varied size, as safety zones, berths and wind-farm blocks are) spread over the North Sea box, and
 * vessels that start west of every zone and cross the box eastwards in ten hours (at 25–41 kn), whatever the number of fixes. Seeded, so
 * every run and both sides see the same shapes and fixes; the entries they make are counted here
 * too (planar point in polygon and segment, as both engines read lon/lat), for checking each side's
 * answer: Vigil's with the passages between fixes it tells, PostGIS's (points only) without.
 */
import { greatCircleM } from '../../src/lib/earth.ts';
import { seededRandom } from '../../src/lib/seeded-random.ts';
import { countFromEnv } from './load.ts';

export interface SceneSettings {
  zones: number;
  vessels: number;
  /** Fixes per vessel. */
  steps: number;
  /** Fixes per batch (a batch is one request, or one PostGIS statement). */
  batch: number;
  seed: number;
  /**
   * The first step's time, epoch ms. The run's own recent past (scenePlacedBefore): fixes older
   * than the late horizon (a day) are stored and never judged, so a fixed date made a bench that
   * judged nothing once it was more than a day old.
   */
  startAt: number;
}

export interface Zone {
  id: number;
  /** A closed ring of [lon, lat]. */
  ring: [number, number][];
  bbox: [number, number, number, number];
}

export interface Fix {
  vessel: number;
  mmsi: string;
  /** Epoch ms. */
  at: number;
  lon: number;
  lat: number;
}

/** Zones fill lon 1–9, lat 50.5–59.5; vessels start at lon 0.1–0.9, outside every zone. */
const BOX = { west: 1, east: 9, south: 50.5, north: 59.5 };
/**
 * How long a vessel takes to cross the box: its fixes are this over `steps` apart. A vessel over
 * 60 kn is an impossible jump (geo/assets position-quality.ts), stored as suspect and never judged;
 * one fix a minute across 8° made them 180 kn, and the bench judged nothing.
 */
const CROSSING_MS = 10 * 3600 * 1000;
const stepMs = (steps: number) => Math.floor(CROSSING_MS / steps);

/**
 * The benchmark's scene from BENCH_GEOFENCE_ZONES (25,000), _VESSELS (2,000), _STEPS (100) and
 * _BATCH (1,000), ending a minute before now: bench/geofence.ts and bench/geofence-three.ts judge
 * the same zones and fixes.
 */
export function sceneFromEnv(): SceneSettings {
  const steps = countFromEnv('BENCH_GEOFENCE_STEPS', 100);
  return {
    zones: countFromEnv('BENCH_GEOFENCE_ZONES', 25_000),
    vessels: countFromEnv('BENCH_GEOFENCE_VESSELS', 2_000),
    steps,
    batch: countFromEnv('BENCH_GEOFENCE_BATCH', 1_000),
    seed: 20_261_126,
    startAt: scenePlacedBefore(Date.now(), steps),
  };
}

/** A first step's time such that the last fix of `steps` lies a minute before `now`. */
export function scenePlacedBefore(now: number, steps: number): number {
  return Math.floor(now / 1000) * 1000 - steps * stepMs(steps) - 60_000;
}

export function sceneZones(settings: SceneSettings): Zone[] {
  const random = seededRandom(settings.seed);
  const zones: Zone[] = [];
  for (let id = 0; id < settings.zones; id++) {
    const lon = BOX.west + 0.05 + random() * (BOX.east - BOX.west - 0.1);
    const lat = BOX.south + 0.05 + random() * (BOX.north - BOX.south - 0.1);
    // 300 m to 3 km across: safety zones and berths to wind-farm blocks.
    const radiusDeg = 0.003 + random() * 0.027;
    const turn = random() * Math.PI;
    const ring: [number, number][] = [];
    for (let k = 0; k < 6; k++) {
      const angle = turn + (k * Math.PI) / 3;
      ring.push([
        round(lon + (radiusDeg * Math.cos(angle)) / Math.cos((lat * Math.PI) / 180)),
        round(lat + radiusDeg * Math.sin(angle)),
      ]);
    }
    ring.push(ring[0] ?? [lon, lat]);
    const lons = ring.map((p) => p[0]);
    const lats = ring.map((p) => p[1]);
    zones.push({
      id,
      ring,
      bbox: [Math.min(...lons), Math.min(...lats), Math.max(...lons), Math.max(...lats)],
    });
  }
  return zones;
}

/** Every fix, in batches in time order: each batch holds the next fixes of consecutive vessels. */
export function sceneBatches(settings: SceneSettings): Fix[][] {
  const random = seededRandom(settings.seed + 1);
  const vessels = Array.from({ length: settings.vessels }, (_, vessel) => {
    const heading = ((random() - 0.5) * 40 * Math.PI) / 180;
    // Across the 8° box in `steps` fixes, a little faster or slower each.
    const speed = ((BOX.east - BOX.west + 0.6) / settings.steps) * (0.8 + random() * 0.4);
    return {
      vessel,
      mmsi: String(211_000_000 + vessel),
      lon: 0.1 + random() * 0.8,
      lat: BOX.south + 0.5 + random() * (BOX.north - BOX.south - 1),
      dLon: speed * Math.cos(heading),
      dLat: speed * Math.sin(heading) * 0.6,
    };
  });
  const fixes: Fix[] = [];
  for (let step = 0; step < settings.steps; step++) {
    for (const v of vessels) {
      fixes.push({
        vessel: v.vessel,
        mmsi: v.mmsi,
        at: settings.startAt + step * stepMs(settings.steps) + v.vessel,
        lon: round(v.lon + v.dLon * step),
        lat: round(v.lat + v.dLat * step),
      });
    }
  }
  const batches: Fix[][] = [];
  for (let i = 0; i < fixes.length; i += settings.batch) batches.push(fixes.slice(i, i + settings.batch));
  return batches;
}

/** Which zones a fix is in, and which zones a path between two fixes may meet. */
export interface ZoneGrid {
  at(lon: number, lat: number): number[];
  /** The zones whose box overlaps the segment's box (candidates; each at most once). */
  near(ax: number, ay: number, bx: number, by: number): Zone[];
}

/** A grid over the box, so each fix (or path) is tested against the few zones near it. */
export function zoneGrid(zones: readonly Zone[], cellDeg = 0.1): ZoneGrid {
  const cells = new Map<string, Zone[]>();
  const key = (i: number, j: number) => `${i}:${j}`;
  for (const zone of zones) {
    const [w, s, e, n] = zone.bbox;
    for (let i = Math.floor(w / cellDeg); i <= Math.floor(e / cellDeg); i++) {
      for (let j = Math.floor(s / cellDeg); j <= Math.floor(n / cellDeg); j++) {
        const list = cells.get(key(i, j)) ?? [];
        list.push(zone);
        cells.set(key(i, j), list);
      }
    }
  }
  return {
    at(lon, lat) {
      const candidates = cells.get(key(Math.floor(lon / cellDeg), Math.floor(lat / cellDeg))) ?? [];
      return candidates.filter((zone) => inRing(zone.ring, lon, lat)).map((zone) => zone.id);
    },
    near(ax, ay, bx, by) {
      const found = new Set<Zone>();
      const [w, e] = ax < bx ? [ax, bx] : [bx, ax];
      const [s, n] = ay < by ? [ay, by] : [by, ay];
      for (let i = Math.floor(w / cellDeg); i <= Math.floor(e / cellDeg); i++)
        for (let j = Math.floor(s / cellDeg); j <= Math.floor(n / cellDeg); j++)
          for (const zone of cells.get(key(i, j)) ?? []) found.add(zone);
      return [...found];
    },
  };
}

/**
 * How many times a vessel goes from outside a zone to inside it, judged only at its fixes (the
 * first fix is outside all): what a point-in-polygon engine such as the PostGIS side sees.
 */
export function countFixEntries(batches: readonly Fix[][], grid: ZoneGrid): number {
  const inside = new Map<number, Set<number>>();
  let entries = 0;
  for (const batch of batches) {
    for (const fix of batch) {
      const now = new Set(grid.at(fix.lon, fix.lat));
      const before = inside.get(fix.vessel) ?? new Set<number>();
      for (const zone of now) if (!before.has(zone)) entries += 1;
      inside.set(fix.vessel, now);
    }
  }
  return entries;
}

/** Which paths Vigil judges for the bench's rules (hysteresis 0, the default `max_gap_s`). */
export interface PathRule {
  /** Fixes further apart than this are judged alone (the rule's `max_gap_s`, 7,200 by default). */
  maxGapS: number;
  /** Paths shorter than this are not judged (fix-path.ts: 40 m, or four hysteresis widths). */
  minPathM: number;
}

/**
 * The zone entries Vigil tells for the scene, by the rule docs/tracking.md states ("Between
 * fixes"): a vessel enters a zone when a fix is inside it and the fix before was not, and also when
 * the straight path (in lon/lat) between two fixes at most `maxGapS` apart and at least `minPathM`
 * long passes through a zone neither fix is in. The zones are convex hexagons, so a path meets each
 * at most once: an entry for each zone the path meets that its first fix was not inside.
 */
export function countEntries(batches: readonly Fix[][], grid: ZoneGrid, rule: PathRule): number {
  const last = new Map<number, { fix: Fix; inside: Set<number> }>();
  let entries = 0;
  for (const batch of batches) {
    for (const fix of batch) {
      const now = new Set(grid.at(fix.lon, fix.lat));
      const before = last.get(fix.vessel);
      const was = before?.inside ?? new Set<number>();
      const from = before?.fix;
      if (
        from !== undefined &&
        fix.at - from.at <= rule.maxGapS * 1000 &&
        greatCircleM(from.lon, from.lat, fix.lon, fix.lat) >= rule.minPathM
      ) {
        for (const zone of grid.near(from.lon, from.lat, fix.lon, fix.lat)) {
          if (was.has(zone.id)) continue;
          if (now.has(zone.id) || crossesRing(zone.ring, from.lon, from.lat, fix.lon, fix.lat)) entries += 1;
        }
      } else {
        for (const zone of now) if (!was.has(zone)) entries += 1;
      }
      last.set(fix.vessel, { fix, inside: now });
    }
  }
  return entries;
}

/** Whether the segment a–b properly crosses an edge of the ring (planar, lon/lat). */
function crossesRing(
  ring: readonly [number, number][],
  ax: number,
  ay: number,
  bx: number,
  by: number,
): boolean {
  const side = (px: number, py: number, qx: number, qy: number, rx: number, ry: number) =>
    Math.sign((qx - px) * (ry - py) - (qy - py) * (rx - px));
  for (let i = 1; i < ring.length; i++) {
    const [cx, cy] = ring[i - 1] ?? [0, 0];
    const [dx, dy] = ring[i] ?? [0, 0];
    if (
      side(ax, ay, bx, by, cx, cy) * side(ax, ay, bx, by, dx, dy) < 0 &&
      side(cx, cy, dx, dy, ax, ay) * side(cx, cy, dx, dy, bx, by) < 0
    )
      return true;
  }
  return false;
}

/** Ray casting on the plane of lon/lat. */
function inRing(ring: readonly [number, number][], lon: number, lat: number): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] ?? [0, 0];
    const [xj, yj] = ring[j] ?? [0, 0];
    if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function round(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
