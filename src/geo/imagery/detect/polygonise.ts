/**
 * A component's outline as a GeoJSON polygon in WGS 84: the union of its pixels' runs (each row's
 * runs of changed pixels as rectangles), so every edge is a pixel edge, clipped to the site in the
 * projected CRS (where pixel edges are straight), then unprojected. d3-contour, tried first, cuts
 * every corner with a half-pixel diagonal (marching squares), an eighth of a pixel lost or gained
 * at each: not pixel-exact.
 */
import type { MultiPolygon, Polygon } from 'geojson';
import * as polyclip from 'polyclip-ts';
import { GRID_M } from '../imagery-rules.ts';
import { type GridWindow, projection, type Ring } from '../raster/grid.ts';
import type { Component } from './components.ts';

type Polygons = [number, number][][][];

/** The component's pixels as polygons in the window's CRS (metres). */
export function componentPolygons(component: Component, window: GridWindow): Polygons {
  const corner = (x: number, y: number): [number, number] => [window.x0 + x * GRID_M, window.y0 - y * GRID_M];
  const runs: Polygons = [];
  // component.pixels is ascending: row by row, left to right.
  let start = -1;
  let last = -2;
  const flush = () => {
    if (start < 0) return;
    const y = Math.floor(start / window.width);
    const x0 = start % window.width;
    const x1 = (last % window.width) + 1;
    runs.push([[corner(x0, y + 1), corner(x1, y + 1), corner(x1, y), corner(x0, y), corner(x0, y + 1)]]);
  };
  for (const i of component.pixels) {
    const sameRow = Math.floor(i / window.width) === Math.floor(last / window.width);
    if (i === last + 1 && sameRow) {
      last = i;
      continue;
    }
    flush();
    start = i;
    last = i;
  }
  flush();
  const [first, ...rest] = runs;
  if (!first) return [];
  return polyclip.union(first, ...rest) as Polygons;
}

/** Twice the signed area of a ring (positive: counter-clockwise). */
function signedArea2(ring: [number, number][]): number {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi = 0, yi = 0] = ring[i] ?? [];
    const [xj = 0, yj = 0] = ring[j] ?? [];
    sum += (xj - xi) * (yj + yi);
  }
  return -sum;
}

/** The polygons cut to the site (both in the same projected CRS); empty when nothing is inside. */
export function clipToSite(polygons: Polygons, site: Ring[][]): Polygons {
  if (polygons.length === 0) return [];
  return polyclip.intersection(polygons, site) as Polygons;
}

/** Area of projected polygons, m². */
export function projectedAreaM2(polygons: Polygons): number {
  return polygons.reduce(
    (sum, rings) =>
      sum + rings.reduce((s, ring, i) => s + ((i === 0 ? 1 : -1) * Math.abs(signedArea2(ring))) / 2, 0),
    0,
  );
}

/** Projected polygons as one WGS 84 GeoJSON geometry, exterior rings counter-clockwise (RFC 7946). */
export function toLonLat(polygons: Polygons, epsg: number): Polygon | MultiPolygon | undefined {
  const { inverse } = projection(epsg);
  const oriented = polygons.map((rings) =>
    rings.map((ring, i) => {
      const ccw = signedArea2(ring) > 0;
      const wanted = i === 0;
      const fixed = ccw === wanted ? ring : [...ring].reverse();
      return fixed.map((xy) => {
        const [lon, lat] = inverse(xy);
        return [round7(lon), round7(lat)];
      });
    }),
  );
  if (oriented.length === 0) return undefined;
  if (oriented.length === 1 && oriented[0]) return { type: 'Polygon', coordinates: oriented[0] };
  return { type: 'MultiPolygon', coordinates: oriented };
}

/** Seven decimals of a degree: about a centimetre. */
function round7(value: number): number {
  return Math.round(value * 1e7) / 1e7;
}
