/**
 * The site's window on a scene's 20 m grid: where the site lies in the tile's UTM zone, the pixels
 * to read, and which of them are inside the site. Every scene of one tile shares the grid, so
 * windows of different dates line up pixel for pixel.
 */
import proj4 from 'proj4';
import type { Area } from '../../geometry/index.ts';
import { GRID_M, WINDOW_PAD_PX } from '../imagery-rules.ts';

/** A window of the 20 m grid: its top-left corner in the zone's metres, and its size in pixels. */
export interface GridWindow {
  epsg: number;
  /** UTM easting of the window's left edge, metres. */
  x0: number;
  /** UTM northing of the window's top edge, metres. */
  y0: number;
  width: number;
  height: number;
}

export type Ring = [number, number][];

/** Converts between WGS 84 [lon, lat] and a projected CRS given by EPSG code (UTM codes are built into proj4). */
export function projection(epsg: number): {
  forward(lonLat: [number, number]): [number, number];
  inverse(xy: [number, number]): [number, number];
} {
  const converter = proj4('EPSG:4326', `EPSG:${epsg}`);
  return {
    forward: (lonLat) => converter.forward(lonLat) as [number, number],
    inverse: (xy) => converter.inverse(xy) as [number, number],
  };
}

/** The site's polygons as rings in the CRS (outer ring first in each polygon). */
export function projectArea(area: Area, epsg: number): Ring[][] {
  const { forward } = projection(epsg);
  const polygons = area.type === 'Polygon' ? [area.coordinates] : area.coordinates;
  return polygons.map((polygon) =>
    polygon.map((ring) => ring.map(([lon = 0, lat = 0]) => forward([lon, lat]))),
  );
}

/**
 * The window over the projected site, snapped to the grid whose pixel edges pass through
 * (originX, originY) (the tile's transform), padded by WINDOW_PAD_PX pixels.
 */
export function siteWindow(polygons: Ring[][], epsg: number, originX: number, originY: number): GridWindow {
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const polygon of polygons) {
    for (const [x, y] of polygon[0] ?? []) {
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
    }
  }
  const left = originX + (Math.floor((minX - originX) / GRID_M) - WINDOW_PAD_PX) * GRID_M;
  const right = originX + (Math.ceil((maxX - originX) / GRID_M) + WINDOW_PAD_PX) * GRID_M;
  const top = originY - (Math.floor((originY - maxY) / GRID_M) - WINDOW_PAD_PX) * GRID_M;
  const bottom = originY - (Math.ceil((originY - minY) / GRID_M) + WINDOW_PAD_PX) * GRID_M;
  return {
    epsg,
    x0: left,
    y0: top,
    width: Math.round((right - left) / GRID_M),
    height: Math.round((top - bottom) / GRID_M),
  };
}

/** 1 for each window pixel whose centre lies inside the site (even-odd rule over every ring). */
export function rasteriseSite(polygons: Ring[][], window: GridWindow): Uint8Array {
  const { width, height, x0, y0 } = window;
  const inside = new Uint8Array(width * height);
  const rings = polygons.flat();
  const crossings: number[] = [];
  for (let row = 0; row < height; row++) {
    const y = y0 - (row + 0.5) * GRID_M;
    crossings.length = 0;
    for (const ring of rings) {
      for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
        const [xi, yi] = ring[i] ?? [0, 0];
        const [xj, yj] = ring[j] ?? [0, 0];
        if (yi > y !== yj > y) crossings.push(xi + ((y - yi) / (yj - yi)) * (xj - xi));
      }
    }
    crossings.sort((a, b) => a - b);
    for (let k = 0; k + 1 < crossings.length; k += 2) {
      const from = Math.max(0, Math.ceil(((crossings[k] ?? 0) - x0) / GRID_M - 0.5));
      const to = Math.min(width - 1, Math.floor(((crossings[k + 1] ?? 0) - x0) / GRID_M - 0.5));
      for (let col = from; col <= to; col++) inside[row * width + col] = 1;
    }
  }
  return inside;
}

export function sameWindow(a: GridWindow, b: GridWindow): boolean {
  return a.epsg === b.epsg && a.x0 === b.x0 && a.y0 === b.y0 && a.width === b.width && a.height === b.height;
}
