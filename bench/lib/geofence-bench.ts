/**
 * How many fixes a second the geofence engine judges, single-threaded, for `npm run bench` to call.
 * The scene is seeded, so runs compare: zones are 70 % geodesic circles (as `coordinates` +
 * `radius_m` rules make them) and 30 % star-shaped polygons (6 – 400 vertices), two thirds over
 * the North Sea and the rest over the world's seas; one in 500 straddles the antimeridian. Assets random-walk at ship speeds, one fix each per minute, with the same spread.
 * Only `update` is timed; building the zones and fixes is not.
 */
import { performance } from 'node:perf_hooks';
import { type Area, circleArea, parseArea } from '../../src/geo/geometry/index.ts';
import { createGeofenceEngine, type Fix, type Zone } from '../../src/geo/zones/index.ts';
import { seededRandom } from '../../src/lib/seeded-random.ts';

export interface GeofenceBenchOptions {
  zones: number;
  fixes: number;
  /**
   * `typical` (default): zones the size of platform safety zones, ports, anchorages and wind
   * farms (circles 300 m – 5 km, polygons up to ~20 km across); a North Sea position lies in about
   * one. `dense`: circles to 20 km and polygons to 60 km, about five zones over every position.
   */
  scene?: 'typical' | 'dense';
  /** Distinct assets the fixes belong to (default: fixes / 50, at least 1). */
  assets?: number;
  seed?: number;
}

export interface GeofenceBenchResult {
  fixesPerSecond: number;
  zones: number;
  fixes: number;
  /**
   * `typical` (default): zones the size of platform safety zones, ports, anchorages and wind
   * farms (circles 300 m – 5 km, polygons up to ~20 km across); a North Sea position lies in about
   * one. `dense`: circles to 20 km and polygons to 60 km, about five zones over every position.
   */
  scene?: 'typical' | 'dense';
  assets: number;
  transitions: number;
  /** Time of the first `update`, which builds the zone index. */
  firstUpdateMs: number;
}

/** North Sea (lon −4…10, lat 51…61) two times in three, else anywhere between 60 °S and 75 °N. */
function placeCentre(next: () => number): [number, number] {
  if (next() < 2 / 3) return [-4 + 14 * next(), 51 + 10 * next()];
  return [-180 + 360 * next(), -60 + 135 * next()];
}

interface Sizes {
  circleMinM: number;
  circleMaxM: number;
  polygonMaxDeg: number;
}

const SCENES: Record<'typical' | 'dense', Sizes> = {
  typical: { circleMinM: 300, circleMaxM: 5000, polygonMaxDeg: 0.1 },
  dense: { circleMinM: 200, circleMaxM: 20_000, polygonMaxDeg: 0.3 },
};

function starPolygon(next: () => number, centre: [number, number], maxDeg: number): Area | undefined {
  const vertices = 6 + Math.floor(next() ** 3 * 394);
  const radiusDeg = 0.01 + next() * (maxDeg - 0.01);
  const ring: number[][] = [];
  for (let i = 0; i < vertices; i++) {
    const angle = (2 * Math.PI * i) / vertices;
    const r = radiusDeg * (0.5 + 0.5 * next());
    const scale = Math.cos((centre[1] * Math.PI) / 180);
    ring.push([
      centre[0] + (r * Math.cos(angle)) / scale,
      Math.max(-85, Math.min(85, centre[1] + r * Math.sin(angle))),
    ]);
  }
  const first = ring[0];
  if (first === undefined) return undefined;
  ring.push([...first]);
  const parsed = parseArea({ type: 'Polygon', coordinates: [ring] }, '/zone');
  return parsed.ok ? parsed.value.geometry : undefined;
}

export function benchmarkZones(count: number, seed = 1, scene: 'typical' | 'dense' = 'typical'): Zone[] {
  const sizes = SCENES[scene];
  const next = seededRandom(seed);
  const zones: Zone[] = [];
  while (zones.length < count) {
    // One zone in 500 sits on the antimeridian, so split areas are in the mix.
    const centre: [number, number] =
      zones.length % 500 === 0
        ? [179.9 + next() * 0.2 - (next() < 0.5 ? 0 : 360), -50 + 100 * next()]
        : placeCentre(next);
    let area: Area | undefined;
    if (next() < 0.7) {
      const circle = circleArea(
        centre,
        sizes.circleMinM + next() ** 2 * (sizes.circleMaxM - sizes.circleMinM),
        { center: '/c', radius: '/r' },
      );
      area = circle.ok ? circle.value.geometry : undefined;
    } else {
      area = starPolygon(next, centre, sizes.polygonMaxDeg);
    }
    if (area === undefined) continue;
    zones.push({
      id: `zone-${zones.length}`,
      area,
      // The API's default hysteresis (50 m), and a dwell on a quarter of the zones.
      hysteresisM: next() < 0.8 ? 50 : 500,
      dwellS: next() < 0.25 ? 600 : 0,
      assets: 'all',
    });
  }
  return zones;
}

export function benchmarkFixes(count: number, assetCount: number, seed = 2): Fix[] {
  const next = seededRandom(seed);
  const positions = Array.from({ length: assetCount }, () => placeCentre(next));
  const fixes: Fix[] = [];
  const start = Date.UTC(2025, 0, 1);
  for (let i = 0; i < count; i++) {
    const a = i % assetCount;
    const p = positions[a];
    if (p === undefined) continue;
    // About 12 knots: 370 m a minute in a slowly varying direction.
    const heading = (a * 0.7 + i * 1e-4) % (2 * Math.PI);
    p[1] = Math.max(-80, Math.min(80, p[1] + (0.0033 * Math.cos(heading) + (next() - 0.5) * 0.001)));
    let lon = p[0] + (0.0033 * Math.sin(heading)) / Math.cos((p[1] * Math.PI) / 180);
    if (lon > 180) lon -= 360;
    if (lon < -180) lon += 360;
    p[0] = lon;
    fixes.push({
      assetId: `asset-${a}`,
      at: start + Math.floor(i / assetCount) * 60_000 + a,
      lon,
      lat: p[1],
    });
  }
  return fixes;
}

export function benchmarkGeofence(options: GeofenceBenchOptions): GeofenceBenchResult {
  const assets = options.assets ?? Math.max(1, Math.floor(options.fixes / 50));
  const zones = benchmarkZones(options.zones, options.seed ?? 1, options.scene);
  const fixes = benchmarkFixes(options.fixes, assets, (options.seed ?? 1) + 1);
  const engine = createGeofenceEngine();
  for (const zone of zones) engine.setZone(zone);
  let transitions = 0;
  const first = fixes[0];
  const buildStart = performance.now();
  if (first !== undefined) transitions += engine.update(first).length;
  const firstUpdateMs = performance.now() - buildStart;
  const started = performance.now();
  for (let i = 1; i < fixes.length; i++) {
    const fix = fixes[i];
    if (fix !== undefined) transitions += engine.update(fix).length;
  }
  const seconds = (performance.now() - started) / 1000;
  return {
    fixesPerSecond: Math.round((fixes.length - 1) / Math.max(seconds, 1e-9)),
    zones: zones.length,
    fixes: fixes.length,
    assets,
    transitions,
    firstUpdateMs: Math.round(firstUpdateMs * 10) / 10,
  };
}
