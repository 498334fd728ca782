/**
 * Where an asset was at a given time (`GET /v1/assets/:id/position?at=`), from its stored
 * positions: the fix at that instant if there is one, else a point interpolated between the fixes
 * either side of it, along the geodesic between them (the shortest path on the WGS 84 ellipsoid,
 * across the antimeridian where that is shorter) in proportion to time, as a ship or aircraft on a
 * steady leg would be. That is a guess, and the answer says so (`interpolated`) and names both
 * fixes. Between fixes further apart than `maxGapS` Vigil does not guess: a vessel dark for hours
 * may have gone anywhere, so the answer has no position and says why. Fixes stored as suspect
 * (position-quality.ts) are passed over, as the engines pass them over. Two index seeks on the
 * positions' primary key (asset, time), whatever the track's length.
 */
import type { Executor } from '../../store/store.ts';
import { geodesicBetween } from '../geometry/index.ts';
import type { PositionRow } from './assets-repo.ts';

/** One hour: AIS class A reports every 2–10 s under way and every 3 min at anchor (ITU-R M.1371). */
export const DEFAULT_MAX_GAP_S = 3_600;
export const MAX_MAX_GAP_S = 7 * 86_400;

const MS_PER_KNOT_HOUR = 1852 / 3600;

export type NoPositionReason = 'no_positions' | 'before_first_fix' | 'after_last_fix' | 'gap_too_long';

export interface Fix {
  at: number;
  lon: number;
  lat: number;
  speedKn: number | null;
  courseDeg: number | null;
  headingDeg: number | null;
  altitudeFt: number | null;
}

export interface PositionAt {
  position: Fix | null;
  interpolated: boolean;
  reason: NoPositionReason | null;
  before: Fix | null;
  after: Fix | null;
}

const toFix = (row: PositionRow): Fix => ({
  at: Number(row.at),
  lon: row.lon,
  lat: row.lat,
  speedKn: row.speed_kn,
  courseDeg: row.course_deg,
  headingDeg: row.heading_deg,
  altitudeFt: row.altitude_ft,
});

async function nearest(db: Executor, assetId: string, at: number, side: 'before' | 'after') {
  const order = side === 'before' ? 'desc' : 'asc';
  const row = await db
    .selectFrom('positions')
    .selectAll()
    .where('asset_id', '=', assetId)
    .where('at', side === 'before' ? '<=' : '>=', at)
    // A fix stored as suspect (Null Island, an impossible jump or speed) is not believed.
    .where('quality', 'is', null)
    .orderBy('at', order)
    .orderBy('seq', order)
    .limit(1)
    .executeTakeFirst();
  return row === undefined ? null : toFix(row);
}

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** The fix a `fraction` of the way from `a` to `b`, at time `at`. */
export function interpolate(a: Fix, b: Fix, at: number): Fix {
  const fraction = (at - a.at) / (b.at - a.at);
  const leg = geodesicBetween([a.lon, a.lat], [b.lon, b.lat], fraction);
  const seconds = (b.at - a.at) / 1000;
  return {
    at,
    // Seven decimals of a degree: about a centimetre, finer than any fix.
    lon: round(leg.position[0], 7),
    lat: round(leg.position[1], 7),
    // The leg's mean speed over ground, and the geodesic's course where the point lies.
    speedKn: round(leg.distanceM / seconds / MS_PER_KNOT_HOUR, 2),
    courseDeg: leg.distanceM > 0 ? round(leg.courseDeg, 1) : null,
    headingDeg: null,
    altitudeFt:
      a.altitudeFt !== null && b.altitudeFt !== null
        ? Math.round(a.altitudeFt + (b.altitudeFt - a.altitudeFt) * fraction)
        : null,
  };
}

export async function positionAt(
  db: Executor,
  assetId: string,
  at: number,
  maxGapS = DEFAULT_MAX_GAP_S,
): Promise<PositionAt> {
  const [before, after] = await Promise.all([
    nearest(db, assetId, at, 'before'),
    nearest(db, assetId, at, 'after'),
  ]);
  const none = (reason: NoPositionReason): PositionAt => ({
    position: null,
    interpolated: false,
    reason,
    before,
    after,
  });
  if (before?.at === at) return { position: before, interpolated: false, reason: null, before, after };
  if (before === null && after === null) return none('no_positions');
  if (before === null) return none('before_first_fix');
  if (after === null) return none('after_last_fix');
  if (after.at - before.at > maxGapS * 1000) return none('gap_too_long');
  return { position: interpolate(before, after, at), interpolated: true, reason: null, before, after };
}
