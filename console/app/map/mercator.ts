/**
 * Web Mercator's unit square, shared by the map's canvas layers and the land worker (which must not
 * import Leaflet: a worker has no page).
 */

/** [x, y] in [0, 1]: x east from 180° W, y south from the top (85.05° N, where the square ends). */
export function mercator(lon: number, lat: number): [number, number] {
  return [mercatorX(lon), mercatorY(lat)];
}

/** x alone, with no pair made. */
export function mercatorX(lon: number): number {
  return (lon + 180) / 360;
}

/** y alone, with no pair made: for drawing thousands of points a frame. */
export function mercatorY(lat: number): number {
  const sin = Math.sin((Math.max(-85.05, Math.min(85.05, lat)) * Math.PI) / 180);
  return 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
}

/** Longitude at x in the unit square: `mercatorX`'s inverse. */
export function lonAt(x: number): number {
  return x * 360 - 180;
}

/** Latitude at y in the unit square (0 at the top): `mercatorY`'s inverse. */
export function latAt(y: number): number {
  const clamped = Math.max(0, Math.min(1, y));
  return (Math.atan(Math.sinh(Math.PI * (1 - 2 * clamped))) * 180) / Math.PI;
}
