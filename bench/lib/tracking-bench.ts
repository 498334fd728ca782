/**
 * How many fixes a second the tracking detectors and the dark watch take, single-threaded, for a
 * bench runner to call. The scene is seeded, so runs compare: over the North Sea, 60 % of the
 * vessels are under way at 8–24 kn, 15 % fish at 2–5 kn and 25 % lie at 50 anchorages (about
 * 2 km across) drifting under 1 kn, which keeps loitering episodes and encounter pairs busy.
 * Every vessel reports once a minute. Only `observe` and `check` are timed, not building the scene.
 */
import { performance } from 'node:perf_hooks';
import {
  createDarkWatch,
  createTrackDetectors,
  DEFAULT_ENCOUNTER,
  DEFAULT_LOITERING,
  type TrackEvent,
  type TrackFix,
} from '../../src/geo/tracking/index.ts';
import { METRES_PER_DEGREE_LON_EQUATOR, MPS_PER_KNOT } from '../../src/lib/earth.ts';
import { seededRandom } from '../../src/lib/seeded-random.ts';

export interface TrackingBenchOptions {
  vessels: number;
  /** Fixes per vessel, one a minute. */
  rounds: number;
  seed?: number;
}

export interface TrackingBenchResult {
  vessels: number;
  fixes: number;
  /** Through `createTrackDetectors().observe` with six detectors (two of each kind). */
  detectorFixesPerSecond: number;
  /** Through `createDarkWatch().observe` with every vessel watched under two keys. */
  darkFixesPerSecond: number;
  /** One `check` over every watched vessel, ms. */
  darkCheckMs: number;
  events: Record<TrackEvent['kind'], number>;
}

const ANCHORAGES = 50;
const ANCHORAGE_RADIUS_DEG = 0.01;

interface Mover {
  lon: number;
  lat: number;
  speedKn: number;
  courseDeg: number;
  aisClass: 'A' | 'B';
}

export function benchmarkFleet(vessels: number, rounds: number, seed = 1): TrackFix[] {
  const next = seededRandom(seed);
  const anchorages = Array.from({ length: ANCHORAGES }, () => [-2 + 12 * next(), 51.5 + 9 * next()] as const);
  const movers: Mover[] = [];
  for (let i = 0; i < vessels; i++) {
    const roll = next();
    const aisClass = next() < 0.8 ? 'A' : 'B';
    if (roll < 0.25) {
      const [lon, lat] = anchorages[i % ANCHORAGES] ?? [4, 55];
      movers.push({
        lon: lon + (next() - 0.5) * 2 * ANCHORAGE_RADIUS_DEG * 1.7,
        lat: lat + (next() - 0.5) * 2 * ANCHORAGE_RADIUS_DEG,
        speedKn: next(),
        courseDeg: 360 * next(),
        aisClass,
      });
    } else {
      movers.push({
        lon: -4 + 14 * next(),
        lat: 51 + 10 * next(),
        speedKn: roll < 0.4 ? 2 + 3 * next() : 8 + 16 * next(),
        courseDeg: 360 * next(),
        aisClass,
      });
    }
  }
  const fixes: TrackFix[] = [];
  const start = Date.UTC(2026, 0, 1);
  for (let r = 0; r < rounds; r++) {
    movers.forEach((m, i) => {
      const metres = m.speedKn * MPS_PER_KNOT * 60;
      const rad = (m.courseDeg * Math.PI) / 180;
      m.lat += (metres * Math.cos(rad)) / METRES_PER_DEGREE_LON_EQUATOR;
      m.lon += (metres * Math.sin(rad)) / (METRES_PER_DEGREE_LON_EQUATOR * Math.cos((m.lat * Math.PI) / 180));
      m.courseDeg = (m.courseDeg + (next() - 0.5) * 10 + 360) % 360;
      fixes.push({
        assetId: `v${i}`,
        at: start + r * 60_000 + i,
        lon: m.lon,
        lat: m.lat,
        speedKn: Math.max(0, m.speedKn + (next() - 0.5) * 0.4),
        courseDeg: m.courseDeg,
        aisClass: m.aisClass,
      });
    });
  }
  return fixes;
}

export function benchmarkTracking(options: TrackingBenchOptions): TrackingBenchResult {
  const fixes = benchmarkFleet(options.vessels, options.rounds, options.seed ?? 1);
  const detectors = createTrackDetectors({
    'rule-loiter': { kind: 'loitering', params: DEFAULT_LOITERING },
    'rule-loiter-short': { kind: 'loitering', params: { maxSpeedKn: 3, minDurationS: 900 } },
    'rule-encounter': { kind: 'encounter', params: DEFAULT_ENCOUNTER },
    'rule-encounter-wide': {
      kind: 'encounter',
      params: { ...DEFAULT_ENCOUNTER, maxDistanceM: 1000, minDurationS: 1800 },
    },
    'rule-fast': { kind: 'speed_above', params: { speedKn: 20, minDurationS: 0 } },
    'rule-fast-sustained': { kind: 'speed_above', params: { speedKn: 15, minDurationS: 600 } },
  });
  const events: Record<TrackEvent['kind'], number> = { loitering: 0, encounter: 0, speed_above: 0 };
  let started = performance.now();
  for (const fix of fixes) for (const event of detectors.observe(fix)) events[event.kind] += 1;
  const detectorSeconds = (performance.now() - started) / 1000;

  const dark = createDarkWatch();
  for (let i = 0; i < options.vessels; i++) {
    dark.watch(`v${i}`, { key: 'followed' });
    dark.watch(`v${i}`, { key: 'rule-dark', quietS: 12 * 3600 });
  }
  started = performance.now();
  for (const fix of fixes) dark.observe(fix);
  const darkSeconds = (performance.now() - started) / 1000;
  const last = fixes.at(-1)?.at ?? 0;
  started = performance.now();
  dark.check(last + 60_000);
  const darkCheckMs = performance.now() - started;

  return {
    vessels: options.vessels,
    fixes: fixes.length,
    detectorFixesPerSecond: Math.round(fixes.length / Math.max(detectorSeconds, 1e-9)),
    darkFixesPerSecond: Math.round(fixes.length / Math.max(darkSeconds, 1e-9)),
    darkCheckMs: Math.round(darkCheckMs * 100) / 100,
    events,
  };
}
