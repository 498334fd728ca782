// Small factories for vessel fixes: times in seconds from T0, positions off Hoek van Holland.
import { geodesicDestination } from '../../../src/geo/geometry/index.ts';
import type { TrackFix } from '../../../src/geo/tracking/index.ts';

export const T0 = Date.parse('2026-03-01T00:00:00Z');
export const HOME: [number, number] = [3.8, 52.1];
export const MINUTE = 60;
export const HOUR = 3600;

/** Ms since the epoch for `s` seconds after T0. */
export const at = (s: number): number => T0 + s * 1000;

export function fix(assetId: string, s: number, overrides: Partial<TrackFix> = {}): TrackFix {
  return {
    assetId,
    at: at(s),
    lon: HOME[0],
    lat: HOME[1],
    speedKn: 0.5,
    courseDeg: null,
    aisClass: 'A',
    ...overrides,
  };
}

/** `[lon, lat]` `metres` from `from` along `azimuthDeg` (0 north, 90 east). */
export function offset(from: [number, number], azimuthDeg: number, metres: number): [number, number] {
  return geodesicDestination(from, azimuthDeg, metres);
}

export interface TrackOptions {
  fromS: number;
  everyS: number;
  count: number;
  start?: [number, number];
  speedKn?: number | null;
  /** Direction of travel; the distance per fix follows from speedKn unless `stepM` is given. */
  courseDeg?: number;
  stepM?: number;
  aisClass?: 'A' | 'B' | null;
}

/** A straight track: `count` fixes `everyS` apart, moving as fast as `speedKn` says. */
export function track(assetId: string, options: TrackOptions): TrackFix[] {
  const speedKn = options.speedKn === undefined ? 0.5 : options.speedKn;
  const course = options.courseDeg ?? 90;
  const stepM = options.stepM ?? ((speedKn ?? 0) * 1852 * options.everyS) / 3600;
  const fixes: TrackFix[] = [];
  let position = options.start ?? HOME;
  for (let i = 0; i < options.count; i++) {
    fixes.push(
      fix(assetId, options.fromS + i * options.everyS, {
        lon: position[0],
        lat: position[1],
        speedKn,
        courseDeg: course,
        aisClass: options.aisClass === undefined ? 'A' : options.aisClass,
      }),
    );
    position = offset(position, course, stepM);
  }
  return fixes;
}

/** Merges tracks into one stream in time order, as a feed delivers them. */
export function interleave(...tracks: TrackFix[][]): TrackFix[] {
  return tracks.flat().sort((a, b) => a.at - b.at);
}
