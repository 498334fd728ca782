/**
 * The port gazetteer Vigil ships: the National Geospatial-Intelligence Agency's World Port Index
 * (Pub. 150, public domain), derived by `npm run ports:derive` into
 * `resources/ports/world-port-index.json` (source and attribution in resources/ports/README.md). Read on
 * first use and kept: about 3,800 ports, the same for every workspace.
 *
 * The index gives each port a point, not a boundary. A port's area here is a circle around that
 * point whose radius grows with the index's harbour size: the index's "Large" ports (Rotterdam,
 * Singapore) spread their basins and anchorages over tens of kilometres, a "Very Small" harbour
 * over one or two. The radii are Vigil's choice, stated in docs/tracking.md; where they do not fit,
 * a workspace draws the port or anchorage itself (`POST /v1/ports`).
 */
import { readFileSync } from 'node:fs';

export interface WpiPort {
  wpi: number;
  name: string;
  alternate_name: string | null;
  unlocode: string | null;
  country: string | null;
  water_body: string | null;
  harbor_size: string | null;
  harbor_type: string | null;
  channel_depth_m: number | null;
  anchorage_depth_m: number | null;
  cargo_pier_depth_m: number | null;
  lon: number;
  lat: number;
}

export interface GazetteerFile {
  source: string;
  source_sha256: string;
  attribution: string;
  ports: WpiPort[];
}

/** The radius of a port's area by the index's harbour size, metres; unknown sizes as small. */
export const RADIUS_BY_HARBOR_SIZE_M: Readonly<Record<string, number>> = {
  'Very Small': 2_000,
  Small: 3_000,
  Medium: 5_000,
  Large: 10_000,
};
export const DEFAULT_PORT_RADIUS_M = 3_000;

export function portRadiusM(port: Pick<WpiPort, 'harbor_size'>): number {
  return RADIUS_BY_HARBOR_SIZE_M[port.harbor_size ?? ''] ?? DEFAULT_PORT_RADIUS_M;
}

const FILE = new URL('../../../resources/ports/world-port-index.json', import.meta.url);

let gazetteer: GazetteerFile | undefined;

export function worldPortIndex(): GazetteerFile {
  gazetteer ??= JSON.parse(readFileSync(FILE, 'utf8')) as GazetteerFile;
  return gazetteer;
}

export const wpiPortId = (wpi: number): string => `wpi_${wpi}`;
