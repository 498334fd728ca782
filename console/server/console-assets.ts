/**
 * The files of the web console, read from the package: the console's own TypeScript modules (their
 * types stripped by Node, as the service's own code is run), the few vendor modules it imports
 * (Leaflet, Cytoscape, Flatbush, PMTiles) from node_modules, and Natural Earth land from `world-atlas` as
 * GeoJSON. Nothing comes from a CDN: the console works offline. Each file is prepared once and kept
 * with its gzip form and an ETag.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { stripTypeScriptTypes } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { feature } from 'topojson-client';
import type { Topology } from 'topojson-specification';

export interface Asset {
  type: string;
  body: Buffer;
  gzip: Buffer;
  etag: string;
}

const APP_DIR = fileURLToPath(new URL('../app/', import.meta.url));

/** Vendor files by the name the console asks for; nothing else under node_modules is served. */
const VENDOR: Record<string, string> = {
  'leaflet.js': 'leaflet/dist/leaflet-src.esm.js',
  'leaflet.css': 'leaflet/dist/leaflet.css',
  'images/layers.png': 'leaflet/dist/images/layers.png',
  'images/layers-2x.png': 'leaflet/dist/images/layers-2x.png',
  'images/marker-icon.png': 'leaflet/dist/images/marker-icon.png',
  'images/marker-icon-2x.png': 'leaflet/dist/images/marker-icon-2x.png',
  'images/marker-shadow.png': 'leaflet/dist/images/marker-shadow.png',
  'cytoscape.js': 'cytoscape/dist/cytoscape.esm.min.mjs',
  'flatbush.js': 'flatbush/index.js',
  'flatqueue.js': 'flatqueue/index.js',
  // PMTiles archives read by HTTP range requests (BSD-3-Clause), and the inflate it imports.
  'pmtiles.js': 'pmtiles/dist/esm/index.js',
  'fflate.js': 'fflate/esm/browser.js',
};

/** Natural Earth land at three scales: 1:110m for the world, 1:50m and 1:10m closer in. */
const LAND = {
  '110m': 'world-atlas/land-110m.json',
  '50m': 'world-atlas/land-50m.json',
  '10m': 'world-atlas/land-10m.json',
};

const TYPES: Record<string, string> = {
  '.ts': 'text/javascript; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};

function asset(type: string, body: Buffer): Asset {
  return {
    type,
    body,
    gzip: gzipSync(body, { level: 9 }),
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
  };
}

/**
 * A file of an installed package, found in the nearest node_modules up from here: the packages'
 * `exports` do not list the browser builds the console needs, so require.resolve cannot find them.
 */
function packageFile(relative: string): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, 'node_modules', relative);
    if (existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`${relative} is not installed`);
    dir = parent;
  }
}

/** A path inside the console's sources, or undefined for anything that would leave them. */
function appFile(relative: string): string | undefined {
  if (!/^[a-z0-9][a-z0-9/_.-]*$/.test(relative) || relative.includes('..')) return undefined;
  const file = path.join(APP_DIR, relative);
  return file.startsWith(APP_DIR) ? file : undefined;
}

/** Land as GeoJSON, coordinates rounded to ~10 m (4 decimals): the size of the download halves. */
function landGeojson(topologyFile: string): Buffer {
  const topology = JSON.parse(readFileSync(packageFile(topologyFile), 'utf8')) as Topology;
  const land = feature(topology, 'land');
  return Buffer.from(
    JSON.stringify(land, (_key, value) =>
      typeof value === 'number' ? Math.round(value * 1e4) / 1e4 : value,
    ),
  );
}

export function createConsoleAssets() {
  const cache = new Map<string, Asset | null>();

  function cached(key: string, load: () => Asset | null): Asset | null {
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    let loaded: Asset | null;
    try {
      loaded = load();
    } catch {
      loaded = null;
    }
    cache.set(key, loaded);
    return loaded;
  }

  return {
    /** A file of the console's own sources; `.ts` is served as JavaScript with its types stripped. */
    app(relative: string): Asset | null {
      return cached(`app:${relative}`, () => {
        const file = appFile(relative);
        const type = TYPES[path.extname(relative)];
        if (!file || !type) return null;
        const text = readFileSync(file);
        if (!file.endsWith('.ts')) return asset(type, text);
        return asset(type, Buffer.from(stripTypeScriptTypes(text.toString('utf8'), { mode: 'strip' })));
      });
    },
    /** The page, with the import map put in its place. */
    page(importMap: string, tileOrigins: readonly string[] = []): Asset | null {
      return cached('page', () => {
        const file = appFile('index.html');
        if (!file) return null;
        // Origins are scheme, host and port (config.ts checks them): nothing to escape in them.
        const html = readFileSync(file, 'utf8').replace(
          '<!--import-map-->',
          `<script type="importmap">${importMap}</script>\n    <meta name="vigil-tile-origins" content="${tileOrigins.join(' ')}" />`,
        );
        return asset(TYPES['.html'] ?? 'text/html', Buffer.from(html));
      });
    },
    vendor(name: string): Asset | null {
      const source = VENDOR[name];
      if (!source) return null;
      return cached(`vendor:${name}`, () => {
        const type = TYPES[path.extname(name)] ?? 'application/octet-stream';
        return asset(type, readFileSync(packageFile(source)));
      });
    },
    land(scale: string): Asset | null {
      const source = LAND[scale as keyof typeof LAND];
      if (!source) return null;
      return cached(`land:${scale}`, () => asset('application/geo+json', landGeojson(source)));
    },
  };
}

export type ConsoleAssets = ReturnType<typeof createConsoleAssets>;
