/**
 * The roaming case's scene (geofence-roaming.ts) and the entries Vigil tells for it, counted here by
 * the rule docs/monitoring.md states ("Roaming zones"), so the bench checks Vigil's answer as the
 * main scene's `eventsMatch` does. Vessels steam in straight lines across the North Sea box at
 * 5–15 knots, one fix a minute; the first `rules` vessels are anchors of a `zone_entry` rule of
 * `radius_m` 2 km. Seeded: every run sees the same tracks.
 *
 * The count assumes what the bench arranges: every rule is in force, placing nobody, before the
 * scene's first fix is sent, and the fixes are judged in time order (each request's fixes are later
 * than the one before). Then, by the rule, each pair (anchor, other vessel) is judged at every fix
 * of either, at that fix's instant: the one that sent it is where it says, the other at its newest
 * fix (none later is known yet), uncertain by how far it can have gone since at its speed (derived
 * from its two newest fixes; 30 kn when it has only one; at least 0.2 kn), and not placed at all
 * when that fix is over 15 minutes old. The other enters when `distance + uncertainty ≤ radius_m`
 * and leaves when `distance − uncertainty > radius_m + hysteresis_m` (50 m); every entry is told.
 * Distances and derived speeds are the product's own measures (tracking's tangent-plane distance,
 * the geodesic for a speed), so an entry on the edge is counted as Vigil measures it.
 */

import { geodesicDistanceM } from '../../src/geo/geometry/index.ts';
import { localDistanceM } from '../../src/geo/tracking/index.ts';
import { MPS_PER_KNOT } from '../../src/lib/earth.ts';
import { seededRandom } from '../../src/lib/seeded-random.ts';
import type { Fix } from './geofence-scene.ts';

export const STEP_MS = 60_000;
export const RADIUS_M = 2000;
/** A rule's default `hysteresis_m`, which the bench's rules leave as it is. */
const HYSTERESIS_M = 50;
/** A fix further than this from the instant judged places nothing (ROAMING_STALE_S). */
const STALE_MS = 15 * 60 * 1000;
/** Speeds: the least taken, the one taken when none can be derived, and the gaps one is derived over. */
const MIN_SPEED_KN = 0.2;
const UNKNOWN_SPEED_KN = 30;
const DERIVED_MIN_GAP_S = 30;
const DERIVED_MAX_GAP_S = 7200;
/** Knots to degrees of latitude a minute (1 nmi is a minute of latitude). */
const KN_TO_DEG_LAT_PER_MIN = 1 / 60 / 60;

export interface RoamingScene {
  /** Each vessel's track: every fix is `lon + dLon * step`, `lat + dLat * step`, rounded to 1e-6°. */
  tracks: { mmsi: string; lon: number; lat: number; dLon: number; dLat: number }[];
  /** Fixes by step and vessel, in batches of `batch` (each batch later than the one before). */
  batches: Fix[][];
  t0: number;
  steps: number;
}

/** The scene, its last step `endAt − STEP_MS`: live positions, judged as they come. */
export function roamingScene(
  vessels: number,
  steps: number,
  seed: number,
  batch: number,
  endAt: number,
): RoamingScene {
  const random = seededRandom(seed);
  const t0 = endAt - steps * STEP_MS;
  const tracks = Array.from({ length: vessels }, (_, i) => {
    const course = random() * 2 * Math.PI;
    const speedKn = 5 + random() * 10;
    const lat = 51 + random() * 8;
    const degLat = speedKn * KN_TO_DEG_LAT_PER_MIN;
    return {
      mmsi: String(235_000_000 + i),
      lon: 1.5 + random() * 7,
      lat,
      dLon: (degLat * Math.sin(course)) / Math.cos((lat * Math.PI) / 180),
      dLat: degLat * Math.cos(course),
    };
  });
  const batches: Fix[][] = [];
  let open: Fix[] = [];
  for (let step = 0; step < steps; step++) {
    for (const [vessel, v] of tracks.entries()) {
      open.push(fixOf(t0, vessel, v, step));
      if (open.length === batch) {
        batches.push(open);
        open = [];
      }
    }
  }
  if (open.length > 0) batches.push(open);
  return { tracks, batches, t0, steps };
}

function fixOf(t0: number, vessel: number, v: RoamingScene['tracks'][number], step: number): Fix {
  return {
    vessel,
    mmsi: v.mmsi,
    // A millisecond a vessel: every fix has a time of its own, so the order judged is the scene's.
    at: t0 + step * STEP_MS + vessel,
    lon: Math.round((v.lon + v.dLon * step) * 1e6) / 1e6,
    lat: Math.round((v.lat + v.dLat * step) * 1e6) / 1e6,
  };
}

/** One entry told: the anchor's and the entering vessel's MMSI, and `crossed_at` (epoch ms). */
export interface RoamingEntry {
  anchor: string;
  vessel: string;
  at: number;
}

/** A fix with the speed taken for it: derived from the fix before it, NaN when none can be. */
interface Held {
  fix: Fix;
  speedKn: number;
}

function held(previous: Held | undefined, fix: Fix): Held {
  if (previous === undefined) return { fix, speedKn: Number.NaN };
  const gapS = (fix.at - previous.fix.at) / 1000;
  if (gapS < DERIVED_MIN_GAP_S || gapS > DERIVED_MAX_GAP_S) return { fix, speedKn: Number.NaN };
  const metres = geodesicDistanceM([previous.fix.lon, previous.fix.lat], [fix.lon, fix.lat]);
  return { fix, speedKn: metres / gapS / MPS_PER_KNOT };
}

/** How far the asset held may have gone from its fix by `at`, or undefined when the fix is too old. */
function uncertaintyAt(other: Held, at: number): number | undefined {
  const offsetS = Math.abs(at - other.fix.at) / 1000;
  if (offsetS * 1000 > STALE_MS) return undefined;
  const speedKn = Number.isFinite(other.speedKn) ? Math.max(MIN_SPEED_KN, other.speedKn) : UNKNOWN_SPEED_KN;
  return offsetS === 0 ? 0 : speedKn * MPS_PER_KNOT * offsetS;
}

/** The entries of one pair, judging it at every fix of either in time order. */
function pairEntries(scene: RoamingScene, anchor: number, other: number): RoamingEntry[] {
  const { tracks, t0, steps } = scene;
  const a = tracks[anchor];
  const o = tracks[other];
  if (a === undefined || o === undefined) return [];
  const events: { who: 'anchor' | 'other'; fix: Fix }[] = [];
  for (let step = 0; step < steps; step++) {
    const mine = { who: 'anchor' as const, fix: fixOf(t0, anchor, a, step) };
    const theirs = { who: 'other' as const, fix: fixOf(t0, other, o, step) };
    events.push(...(anchor < other ? [mine, theirs] : [theirs, mine]));
  }
  const entries: RoamingEntry[] = [];
  let anchorHeld: Held | undefined;
  let otherHeld: Held | undefined;
  let inside = false;
  for (const { who, fix } of events) {
    if (who === 'anchor') anchorHeld = held(anchorHeld, fix);
    else otherHeld = held(otherHeld, fix);
    if (anchorHeld === undefined || otherHeld === undefined) continue;
    const anchorU = uncertaintyAt(anchorHeld, fix.at);
    const otherU = uncertaintyAt(otherHeld, fix.at);
    if (anchorU === undefined || otherU === undefined) continue;
    const distanceM = localDistanceM(
      anchorHeld.fix.lon,
      anchorHeld.fix.lat,
      otherHeld.fix.lon,
      otherHeld.fix.lat,
    );
    const uncertaintyM = anchorU + otherU;
    if (!inside && distanceM + uncertaintyM <= RADIUS_M) {
      inside = true;
      entries.push({ anchor: a.mmsi, vessel: o.mmsi, at: fix.at });
    } else if (inside && distanceM - uncertaintyM > RADIUS_M + HYSTERESIS_M) inside = false;
  }
  return entries;
}

/**
 * Every entry of the scene with its first `rules` vessels as anchors. A pair is judged only where
 * the two came within the radius at some step (the fixes compared are the two vessels' at the same
 * step, or one step apart): found through a grid of each step's positions, so the count costs the
 * pairs near each other, not every pair.
 */
export function roamingEntries(scene: RoamingScene, rules: number): RoamingEntry[] {
  const { tracks, t0, steps } = scene;
  const byStep = Array.from({ length: steps }, (_, step) =>
    tracks.map((v, vessel) => fixOf(t0, vessel, v, step)),
  );
  // Cells wider than the radius up to 75° N: a vessel within it of a point is in the point's cell
  // or a neighbour.
  const cellLat = (RADIUS_M * 1.5) / 111_000;
  const cellLon = cellLat / Math.cos((75 * Math.PI) / 180);
  const cellOf = (fix: Fix) => [Math.floor(fix.lon / cellLon), Math.floor(fix.lat / cellLat)] as const;
  const grids = byStep.map((fixes) => {
    const grid = new Map<string, Fix[]>();
    for (const fix of fixes) {
      const key = cellOf(fix).join(',');
      const cell = grid.get(key);
      if (cell === undefined) grid.set(key, [fix]);
      else cell.push(fix);
    }
    return grid;
  });
  const near = (step: number, around: Fix | undefined, out: Set<number>) => {
    const grid = grids[step];
    if (grid === undefined || around === undefined) return;
    const [x, y] = cellOf(around);
    for (let dx = -1; dx <= 1; dx++)
      for (let dy = -1; dy <= 1; dy++)
        for (const fix of grid.get(`${x + dx},${y + dy}`) ?? [])
          if (localDistanceM(around.lon, around.lat, fix.lon, fix.lat) <= RADIUS_M) out.add(fix.vessel);
  };
  const entries: RoamingEntry[] = [];
  for (let anchor = 0; anchor < Math.min(rules, tracks.length); anchor++) {
    const candidates = new Set<number>();
    for (let step = 0; step < steps; step++) {
      const here = byStep[step]?.[anchor];
      near(step, here, candidates);
      if (step > 0) {
        near(step - 1, here, candidates);
        near(step, byStep[step - 1]?.[anchor], candidates);
      }
    }
    candidates.delete(anchor);
    for (const other of [...candidates].sort((p, q) => p - q))
      entries.push(...pairEntries(scene, anchor, other));
  }
  return entries;
}
