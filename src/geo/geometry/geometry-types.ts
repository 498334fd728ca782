/**
 * The shapes the geometry module speaks in. Everything here is plain GeoJSON (RFC 7946, WGS 84,
 * `[lon, lat]`) plus the result type that carries JSON-Pointer problems back to the HTTP layer,
 * which turns them into a 400 `validation_failed` (API.md §2, "Errors").
 */
import type { MultiPolygon, Polygon } from 'geojson';

export type Position = [number, number];
export type Area = Polygon | MultiPolygon;
/** `[west, south, east, north]`; west > east when the box crosses the antimeridian (RFC 7946 §5.2). */
export type BBox = [number, number, number, number];

export interface GeometryProblem {
  /** JSON Pointer into the request body, e.g. `/boundary/coordinates/0/3`. */
  pointer: string;
  /** What is wrong and what to send instead. */
  detail: string;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; errors: GeometryProblem[] };

export interface NormalisedArea {
  /** Right-hand rule, rings closed, split into a MultiPolygon when it crosses the antimeridian. */
  geometry: Area;
  bbox: BBox;
  /** A representative point: the area-weighted centroid, wrapped to [-180, 180]. */
  center: Position;
  /** Geodesic area on WGS 84, km². */
  areaKm2: number;
}

export function ok<T>(value: T): Parsed<T> {
  return { ok: true, value };
}

export function fail<T>(errors: GeometryProblem[]): Parsed<T> {
  return { ok: false, errors };
}

export function problem(pointer: string, detail: string): GeometryProblem {
  return { pointer, detail };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A short, safe description of a JSON value for use in a detail message. */
export function describe(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'number') return Number.isFinite(value) ? 'a number' : String(value);
  if (typeof value === 'string') return 'a string';
  if (typeof value === 'object') return 'an object';
  return `a ${typeof value}`;
}
