/**
 * The earth's numbers, once: the WGS 84 ellipsoid (NIMA TR8350.2) and what follows from it for
 * turning metres into degrees near a point. Geodesic distances themselves come from
 * geographiclib-geodesic; these serve grids, search margins and fast local distances.
 */

/** WGS 84 semi-major axis, metres, and flattening. */
export const WGS84_A = 6_378_137;
export const WGS84_F = 1 / 298.257223563;
/** First eccentricity squared. */
const E2 = WGS84_F * (2 - WGS84_F);
const RAD = Math.PI / 180;

/**
 * Metres per degree of longitude at the equator, a·π/180 (111,319.49 m); a parallel at latitude φ
 * has cos φ of it (exactly on a sphere, within 0.34 % on the ellipsoid).
 */
export const METRES_PER_DEGREE_LON_EQUATOR = WGS84_A * RAD;
/** The fewest metres a degree of latitude spans anywhere (at the equator): margins from it err wide. */
export const MIN_METRES_PER_DEGREE_LAT = 110_574;
/** The mean metres per degree of latitude, for grids where a fraction of a percent does not matter. */
export const MEAN_METRES_PER_DEGREE_LAT = 111_132;
/** The mean earth radius R₁ = (2a + b)/3 (IUGG), metres: for scales on maps, not for distances. */
export const MEAN_EARTH_RADIUS_M = 6_371_008.8;
/** Metres per second in a knot (exactly 1852 m per hour). */
export const MPS_PER_KNOT = 1852 / 3600;

/** Metres per degree along a meridian (north–south) at latitude φ, on the ellipsoid. */
export function metresPerDegreeLat(latDeg: number): number {
  const s = Math.sin(latDeg * RAD);
  const w = 1 - E2 * s * s;
  return ((WGS84_A * (1 - E2)) / (w * Math.sqrt(w))) * RAD;
}

/** Metres per degree along a parallel (east–west) at latitude φ, on the ellipsoid. */
export function metresPerDegreeLon(latDeg: number): number {
  const s = Math.sin(latDeg * RAD);
  return (WGS84_A / Math.sqrt(1 - E2 * s * s)) * Math.cos(latDeg * RAD) * RAD;
}

/**
 * Great-circle distance on the sphere of mean radius (haversine), metres: within 0.5 % of the
 * geodesic anywhere, at a few trigonometric calls. For plausibility checks run on every fix, where
 * a jump is tens of times the distance allowed, not for measuring.
 */
export function greatCircleM(aLon: number, aLat: number, bLon: number, bLat: number): number {
  const dLat = (bLat - aLat) * RAD;
  const dLon = (bLon - aLon) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(aLat * RAD) * Math.cos(bLat * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * MEAN_EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}
