/**
 * A MapLibre style (JSON, style spec v8) read for what the console can draw: its raster layers, in
 * the style's order, each from its raster source's tiles (an XYZ template in `tiles`, a TileJSON at
 * `url`, or a `pmtiles://` archive). Everything else a style draws (fills, lines, symbols: vector
 * data, or a background colour) is counted and named, so the map says what it leaves out.
 */
import { checkTileOrigin } from './tile-origins.ts';

export interface RasterSource {
  /** An XYZ template (`{z}/{x}/{y}`), or a PMTiles archive's address when `pmtiles` is set. */
  url: string;
  pmtiles: boolean;
  tileSize: number;
  tms: boolean;
  minZoom: number | undefined;
  maxZoom: number | undefined;
  attribution: string | undefined;
  opacity: number;
}

export interface StyleReading {
  name: string | undefined;
  rasters: RasterSource[];
  /** The style's layers not drawn, by type: `{ fill: 4, line: 6 }`. */
  notDrawn: Record<string, number>;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

async function readJson(url: string, what: string): Promise<unknown> {
  // An origin the operator has not named is not asked at all (the page's policy would refuse it).
  checkTileOrigin(url, `The ${what}`);
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'omit' });
  } catch (error) {
    throw new Error(`The ${what} at ${url} could not be read (${(error as Error).message}).`);
  }
  if (!response.ok) throw new Error(`The ${what} at ${url} answered HTTP ${response.status}.`);
  try {
    return await response.json();
  } catch {
    throw new Error(`The ${what} at ${url} is not JSON.`);
  }
}

/** `url` made absolute against the document it was found in (styles often give relative paths). */
function absolute(url: string, base: string): string {
  // A template's braces must survive: URL() would percent-encode them.
  return new URL(url, base).href.replaceAll('%7B', '{').replaceAll('%7D', '}');
}

async function rasterSource(id: string, source: Json, base: string, opacity: number): Promise<RasterSource> {
  let spec = source;
  let specBase = base;
  const url = typeof source.url === 'string' ? source.url : undefined;
  const common = {
    tileSize: typeof source.tileSize === 'number' ? source.tileSize : 512,
    tms: source.scheme === 'tms',
    opacity,
  };
  if (url?.startsWith('pmtiles://')) {
    return {
      ...common,
      url: absolute(url.slice('pmtiles://'.length), base),
      pmtiles: true,
      minZoom: undefined,
      maxZoom: undefined,
      attribution: typeof source.attribution === 'string' ? source.attribution : undefined,
    };
  }
  if (!Array.isArray(source.tiles) && url) {
    specBase = absolute(url, base);
    const tileJson = await readJson(specBase, `TileJSON of source "${id}"`);
    if (!isObject(tileJson)) throw new Error(`The TileJSON of source "${id}" is not an object.`);
    spec = { ...tileJson, ...source };
    if (!Array.isArray(source.tiles)) spec.tiles = tileJson.tiles;
  }
  const template = Array.isArray(spec.tiles) ? spec.tiles.find((t) => typeof t === 'string') : undefined;
  if (typeof template !== 'string') throw new Error(`The style's raster source "${id}" names no tiles.`);
  return {
    ...common,
    url: absolute(template, specBase),
    pmtiles: false,
    minZoom: typeof spec.minzoom === 'number' ? spec.minzoom : undefined,
    maxZoom: typeof spec.maxzoom === 'number' ? spec.maxzoom : undefined,
    attribution: typeof spec.attribution === 'string' ? spec.attribution : undefined,
  };
}

/** Reads the style at `url`; throws with a sentence to show when it cannot be read or is no style. */
export async function readStyle(url: string): Promise<StyleReading> {
  const style = await readJson(url, 'map style');
  if (!isObject(style) || !isObject(style.sources) || !Array.isArray(style.layers)) {
    throw new Error(`${url} is not a MapLibre style: it has no "sources" and "layers".`);
  }
  const sources = style.sources;
  const rasters: RasterSource[] = [];
  const notDrawn: Record<string, number> = {};
  for (const layer of style.layers) {
    if (!isObject(layer)) continue;
    const layout = isObject(layer.layout) ? layer.layout : {};
    if (layout.visibility === 'none') continue;
    const source = typeof layer.source === 'string' ? sources[layer.source] : undefined;
    if (layer.type === 'raster' && isObject(source) && source.type === 'raster') {
      const paint = isObject(layer.paint) ? layer.paint : {};
      const opacity = typeof paint['raster-opacity'] === 'number' ? paint['raster-opacity'] : 1;
      rasters.push(await rasterSource(String(layer.source), source, url, opacity));
    } else {
      const type = typeof layer.type === 'string' ? layer.type : 'unknown';
      notDrawn[type] = (notDrawn[type] ?? 0) + 1;
    }
  }
  return { name: typeof style.name === 'string' ? style.name : undefined, rasters, notDrawn };
}
