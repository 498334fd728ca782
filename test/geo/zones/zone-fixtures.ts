/**
 * Small factories for the geofence tests: areas through the real parser (so they are normalised
 * and split at the antimeridian like stored zones), zones with the API defaults, fixes, and
 * positions a given number of metres from another.
 */
import {
  type Area,
  circleArea,
  geodesicDestination,
  type Position,
  parseArea,
} from '../../../src/geo/geometry/index.ts';
import type { Fix, Zone } from '../../../src/geo/zones/index.ts';

export const MINUTE_MS = 60_000;
export const T0 = Date.UTC(2025, 5, 1, 12);

export function boxArea(west: number, south: number, east: number, north: number): Area {
  const parsed = parseArea(
    {
      type: 'Polygon',
      coordinates: [
        [
          [west, south],
          [east, south],
          [east, north],
          [west, north],
          [west, south],
        ],
      ],
    },
    '/zone',
  );
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.value.geometry;
}

export function circle(center: Position, radiusM: number): Area {
  const parsed = circleArea(center, radiusM, { center: '/c', radius: '/r' });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.value.geometry;
}

export function zone(id: string, area: Area, overrides: Partial<Zone> = {}): Zone {
  return { id, area, hysteresisM: 0, dwellS: 0, assets: 'all', ...overrides };
}

export function fix(assetId: string, minute: number, position: Position): Fix {
  return { assetId, at: T0 + minute * MINUTE_MS, lon: position[0], lat: position[1] };
}

/** The position `metres` from `from` heading `azimuthDeg` (0 north, 90 east). */
export function moved(from: Position, azimuthDeg: number, metres: number): Position {
  return geodesicDestination(from, azimuthDeg, metres);
}
