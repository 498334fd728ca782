/**
 * The map's basemap, as the operator chose it under *Layers and basemap* (kept in this browser): the
 * land outlines Vigil ships (the default: nothing leaves the machine), or tiles of their own
 * network: an XYZ raster template, a raster PMTiles archive, or a MapLibre style whose raster layers
 * are drawn. What cannot be drawn is said on the map, never left blank without a word: a vector
 * style or archive, an unreachable server, tiles that fail, an address on a server the operator
 * has not named in VIGIL_CONSOLE_TILE_ORIGINS (not requested at all). Where nothing of the choice
 * can be drawn, the land outlines are drawn instead.
 */
import * as L from 'leaflet';
import { h } from '../lib/dom.ts';
import { type RasterSource, readStyle } from './basemap-style.ts';
import { LandLayer } from './land.ts';
import { pmtilesLayer, VectorTilesError } from './pmtiles-layer.ts';
import { TileOriginError, tileOriginRefusal } from './tile-origins.ts';

export type BasemapKind = 'land' | 'xyz' | 'pmtiles' | 'style';
export interface Basemap {
  kind: BasemapKind;
  url: string;
}

export const BASEMAP_SETTING = 'vigil.basemap';
/** Where an XYZ template was kept before PMTiles and styles: still honoured. */
const OLD_TILE_SETTING = 'vigil.tileUrl';

export const BASEMAP_KINDS: Record<BasemapKind, string> = {
  land: 'Land outlines shipped with Vigil (offline)',
  xyz: 'My tile server (XYZ raster tiles)',
  pmtiles: 'My PMTiles file (raster)',
  style: 'My map style (MapLibre style URL)',
};

export function readBasemap(): Basemap {
  try {
    const saved = JSON.parse(localStorage.getItem(BASEMAP_SETTING) ?? 'null') as Basemap | null;
    if (saved && saved.kind in BASEMAP_KINDS && typeof saved.url === 'string') return saved;
  } catch {
    // A setting this console cannot read: the default.
  }
  const old = localStorage.getItem(OLD_TILE_SETTING);
  return old ? { kind: 'xyz', url: old } : { kind: 'land', url: '' };
}

/** What is wrong with `url` for `kind`, in a sentence; undefined when it can be saved. */
export function basemapProblem(kind: BasemapKind, url: string): string | undefined {
  if (kind === 'land') return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'Give the whole address, starting with https:// or http://.';
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    return 'The address must start with https:// or http://.';
  if (kind === 'xyz' && !['{z}', '{x}', '{y}'].every((part) => url.includes(part)))
    return 'A tile URL needs {z}, {x} and {y} in it.';
  return undefined;
}

export function saveBasemap(basemap: Basemap): void {
  localStorage.removeItem(OLD_TILE_SETTING);
  if (basemap.kind === 'land') localStorage.removeItem(BASEMAP_SETTING);
  else localStorage.setItem(BASEMAP_SETTING, JSON.stringify(basemap));
}

/** Text from a tile server, safe for Leaflet's attribution (which it sets as HTML). */
function attributionText(text: string | undefined, fallback: string): string {
  const plain = (text ?? '').replace(/<[^>]*>/g, '').trim() || fallback;
  return plain.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function rasterLayer(source: RasterSource): Promise<L.Layer> | L.Layer {
  const attribution = attributionText(source.attribution, 'Tiles: your map style');
  if (source.pmtiles) {
    // Each archive tile covers its own z/x/y, drawn on the map's 256-pixel grid whatever its size.
    return pmtilesLayer(source.url, { opacity: source.opacity, attribution });
  }
  // A style's tile size is its images' (512 unless it says): a 512-pixel tile of zoom z covers
  // what four 256-pixel tiles of z + 1 do on Leaflet's grid, so it is asked for one zoom lower.
  const tileSize = source.tileSize === 512 ? 512 : 256;
  return L.tileLayer(source.url, {
    tileSize,
    zoomOffset: tileSize === 512 ? -1 : 0,
    tms: source.tms,
    opacity: source.opacity,
    maxZoom: 18,
    // Leaflet's native zooms are its grid's, before the offset.
    ...(source.minZoom === undefined ? {} : { minNativeZoom: source.minZoom + (tileSize === 512 ? 1 : 0) }),
    ...(source.maxZoom === undefined ? {} : { maxNativeZoom: source.maxZoom + (tileSize === 512 ? 1 : 0) }),
    attribution,
  });
}

function layerCount(counts: Record<string, number>): string {
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  const kinds = Object.entries(counts).map(([type, n]) => `${n} ${type}`);
  return `${total} ${total === 1 ? 'layer' : 'layers'} (${kinds.join(', ')})`;
}

type Say = (text: string, key?: string) => void;

/** The note on the map that says what of the basemap is not drawn, and why: a line per `key`. */
function noteControl(map: L.Map): Say {
  const box = h('div', { class: 'basemap-note', role: 'status', hidden: true });
  const lines = new Map<string, HTMLElement>();
  const Note = L.Control.extend({ onAdd: () => box });
  new Note({ position: 'topright' }).addTo(map);
  return (text, key = text) => {
    const line = lines.get(key);
    if (line) {
      line.textContent = text;
      return;
    }
    lines.set(key, box.appendChild(h('p', {}, text)));
    box.hidden = false;
  };
}

/** Tiles that fail are counted and said once a second at most, with the last reason. */
function watchTiles(layer: L.Layer, where: string, say: Say): void {
  let failed = 0;
  let pending = false;
  let reason = '';
  layer.on('tileerror', (event: L.TileErrorEvent) => {
    failed++;
    reason = event.error?.message ? `: ${event.error.message}` : '';
    if (pending) return;
    pending = true;
    window.setTimeout(() => {
      pending = false;
      say(`${failed} ${failed === 1 ? 'tile' : 'tiles'} of ${where} could not be drawn${reason}.`, where);
    }, 1000);
  });
}

/**
 * A request the page's Content-Security-Policy refused, said with what allows it. Addresses are
 * checked against the operator's list before they are asked for; this catches what that check
 * cannot see (a server that redirects elsewhere).
 */
function watchPolicy(say: Say): () => void {
  const onViolation = (event: SecurityPolicyViolationEvent) => {
    if (!/^(img|connect)-src/.test(event.effectiveDirective)) return;
    let origin = event.blockedURI;
    try {
      origin = new URL(event.blockedURI).origin;
    } catch {
      // Not a URL (the browser reports some as a word): say it as given.
    }
    say(
      `The console may not reach ${origin}: its Content-Security-Policy allows tiles, PMTiles files and map styles only from the origins the service lists in VIGIL_CONSOLE_TILE_ORIGINS.`,
    );
  };
  document.addEventListener('securitypolicyviolation', onViolation);
  return () => document.removeEventListener('securitypolicyviolation', onViolation);
}

/**
 * Draws `basemap` on `map` (the land outlines at once when it is the default); returns what stops
 * watching the page's policy when the map goes.
 */
export function addBasemap(map: L.Map, basemap: Basemap): () => void {
  if (basemap.kind === 'land') {
    new LandLayer().addTo(map);
    return () => {};
  }
  const say = noteControl(map);
  const stopWatching = watchPolicy(say);
  // An archive or a style is read after the map is made: the map may be gone by then.
  let live = true;
  const stop = () => {
    live = false;
    stopWatching();
  };
  const fallBack = (why: string) => {
    if (!live) return;
    say(`${why} The land outlines shipped with Vigil are drawn instead.`);
    new LandLayer().addTo(map);
  };
  const add = (layer: L.Layer, where: string) => {
    if (!live) return;
    watchTiles(layer, where, say);
    layer.addTo(map);
  };
  const refusal = tileOriginRefusal(
    basemap.url,
    { xyz: 'The tile server', pmtiles: 'The PMTiles file', style: 'The map style' }[basemap.kind],
  );
  if (refusal) {
    fallBack(refusal);
  } else if (basemap.kind === 'xyz') {
    add(L.tileLayer(basemap.url, { maxZoom: 18, attribution: 'Tiles: your tile server' }), basemap.url);
  } else if (basemap.kind === 'pmtiles') {
    pmtilesLayer(basemap.url, { attribution: 'Tiles: your PMTiles file' }).then(
      (layer) => add(layer, basemap.url),
      (error: Error) =>
        fallBack(
          error instanceof VectorTilesError
            ? error.message
            : `The PMTiles file ${basemap.url} could not be read (${error.message}).`,
        ),
    );
  } else {
    void drawStyle(basemap.url, say, add).catch((error: Error) => fallBack(error.message));
  }
  return stop;
}

async function drawStyle(url: string, say: Say, add: (layer: L.Layer, where: string) => void): Promise<void> {
  const style = await readStyle(url);
  const name = style.name ? `“${style.name}”` : url;
  const notDrawn = Object.keys(style.notDrawn).length > 0 ? layerCount(style.notDrawn) : undefined;
  if (style.rasters.length === 0) {
    throw new Error(
      `The map style ${name} has no raster layer: its ${notDrawn ?? 'layers'} are vector styling, which the console does not draw (it draws raster tiles only).`,
    );
  }
  // A raster source on a server the operator has not named is left out, and said.
  const allowed = style.rasters.filter((source) => {
    const refusal = tileOriginRefusal(
      source.url,
      source.pmtiles ? `The style's PMTiles file` : `The style's tile server`,
    );
    if (refusal) say(refusal);
    return !refusal;
  });
  if (allowed.length === 0) throw new TileOriginError(`Nothing of the map style ${name} may be drawn.`);
  // Each raster layer in the style's order, the first at the bottom.
  const layers = await Promise.all(allowed.map(rasterLayer));
  for (const [i, layer] of layers.entries()) add(layer, allowed[i]?.url ?? url);
  if (notDrawn) {
    say(`The map style ${name} is drawn without its ${notDrawn}: the console draws raster tiles only.`);
  }
}
