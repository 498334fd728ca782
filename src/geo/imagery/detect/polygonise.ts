/**
 * A component's outline as a GeoJSON polygon in WGS 84: traced on exact pixel edges (d3-contour
 * without smoothing), placed on the grid, clipped to the site in the projected CRS (where pixel
 * edges are straight), then unprojected.
 */
import { contours } from 'd3-contour';
import type { MultiPolygon, Polygon } from 'geojson';
import * as polyclip from 'polyclip-ts';
import { GRID_M } from '../imagery-rules.ts';
import { type GridWindow, projection, type Ring } from '../raster/grid.ts';
import type { Component } from './components.ts';

type Polygons = [number, number][][][];

/** The component's pixels as polygons in the window's CRS (metres). */
export function componentPolygons(component: Component, window: GridWindow): Polygons {
  const { minX, minY, maxX, maxY } = component.box;
  // One pixel of margin so the contour closes around pixels on the box's edge.
  const w = maxX - minX + 3;
  const h = maxY - minY + 3;
  const values = new Float64Array(w * h);
  for (const i of component.pixels) {
    const x = (i % window.width) - minX + 1;
    const y = Math.floor(i / window.width) - minY + 1;
    values[y * w + x] = 1;
  }
  const [shape] = contours().size([w, h]).thresholds([0.5]).smooth(false)(Array.from(values));
  if (!shape) return [];
  return shape.coordinates.map((polygon) =>
    polygon.map((ring) =>
      ring.map(([px = 0, py = 0]): [number, number] => [
        window.x0 + (px - 1 + minX) * GRID_M,
        window.y0 - (py - 1 + minY) * GRID_M,
      ]),
    ),
  );
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
