/**
 * Natural Earth land at 1:50 million (world-atlas `land-50m.json`, public domain), the backdrop of
 * every report map. Read and decoded on first use, then kept: it is the same static data for every
 * report, about 0.5 MB of TopoJSON.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { GeoPermissibleObjects } from 'd3-geo';
import { feature } from 'topojson-client';
import type { Topology } from 'topojson-specification';

let land: GeoPermissibleObjects | undefined;

export function naturalEarthLand(): GeoPermissibleObjects {
  if (land === undefined) {
    const file = createRequire(import.meta.url).resolve('world-atlas/land-50m.json');
    const topology = JSON.parse(readFileSync(file, 'utf8')) as Topology;
    land = feature(topology, 'land');
  }
  return land;
}

export const LAND_ATTRIBUTION = 'Land: Natural Earth 1:50m';
