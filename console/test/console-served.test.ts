// The console as the service serves it, without a browser: `/` redirects to it, and the page, every
// module it imports (followed through the import map), its styles, images and map data come from
// the service itself, so it works with no network; nothing outside the console's files is served.
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startApp({ startWorker: false });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.request({ method: 'GET', url, key: null, headers });

/** Module specifiers a JavaScript file imports, statically or dynamically, or starts as a worker. */
function importsOf(source: string): string[] {
  const found = new Set<string>();
  for (const pattern of [
    /\bimport\s+(?:[\w*{}\s,$]+\s+from\s+)?['"]([^'"]+)['"]/g,
    /\bexport\s+(?:\*|\{[^}]*\})\s+from\s+['"]([^'"]+)['"]/g,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\bnew Worker\(\s*['"]([^'"]+)['"]/g,
  ]) {
    for (const match of source.matchAll(pattern)) if (match[1]) found.add(match[1]);
  }
  return [...found];
}

/** Everything the page loads, found by following its references: path → body. */
async function crawl(): Promise<Map<string, string>> {
  const page = await get('/console/');
  const html = page.body;
  const importMap = JSON.parse(/<script type="importmap">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}') as {
    imports: Record<string, string>;
  };
  const queue = [...html.matchAll(/\b(?:src|href)="([^"#]+)"/g)].map((m) => m[1] ?? '');
  queue.push(...Object.values(importMap.imports));
  const seen = new Map<string, string>([['/console/', html]]);
  while (queue.length > 0) {
    const reference = queue.shift() ?? '';
    expect(reference, 'a reference to another origin').not.toMatch(/^(https?:)?\/\//);
    if (seen.has(reference)) continue;
    const response = await get(reference);
    expect(response.statusCode, reference).toBe(200);
    seen.set(reference, response.body);
    if (/\.(ts|js|mjs)$/.test(reference)) {
      for (const specifier of importsOf(response.body)) {
        const mapped = importMap.imports[specifier];
        if (mapped) queue.push(mapped);
        else if (/^\.{0,2}\//.test(specifier))
          queue.push(new URL(specifier, `http://x${reference}`).pathname);
        else throw new Error(`${reference} imports '${specifier}', which the import map does not name`);
      }
    }
    if (reference.endsWith('.css')) {
      for (const m of response.body.matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)/g)) {
        const url = m[1] ?? '';
        if (!url.startsWith('data:')) queue.push(new URL(url, `http://x${reference}`).pathname);
      }
    }
  }
  return seen;
}

describe('the console, served by Vigil', () => {
  it('redirects / and /console to /console/', async () => {
    for (const url of ['/', '/console']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location).toBe('/console/');
    }
  });

  it('serves the page with a policy that allows only its own origin', async () => {
    const response = await get('/console/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'(;|$)/);
    // Without VIGIL_CONSOLE_TILE_ORIGINS, connections and images to this origin alone (images
    // also from the page's own data: and blob: URLs): no request leaves the origin.
    expect(csp).toMatch(/connect-src 'self'(;|$)/);
    expect(csp).toMatch(/img-src 'self' data: blob:(;|$)/);
    expect(String(response.body)).toContain('<meta name="vigil-tile-origins" content="" />');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('serves every file the page loads from the package, modules typed as JavaScript', async () => {
    const files = await crawl();
    const paths = [...files.keys()];
    // The page's own modules, the vendor modules and the stylesheets are all there.
    for (const expected of [
      '/console/app/main.ts',
      '/console/app/pages/map.ts',
      '/console/app/graph/graph-view.ts',
      '/console/app/map/time-control.ts',
      '/console/app/map/land-worker.ts',
      '/console/vendor/leaflet.js',
      '/console/vendor/cytoscape.js',
      '/console/vendor/flatbush.js',
      '/console/vendor/pmtiles.js',
      '/console/vendor/fflate.js',
      '/console/vendor/leaflet.css',
      '/console/app/styles.css',
      '/console/app/favicon.svg',
    ]) {
      expect(paths).toContain(expected);
    }
    const main = await get('/console/app/main.ts');
    expect(main.headers['content-type']).toBe('text/javascript; charset=utf-8');
    // Types are stripped: what the browser gets is JavaScript.
    expect(main.body).not.toMatch(/:\s*HTMLElement\b|\binterface\s+\w+\s*\{/);
  });

  it('serves Natural Earth land at three scales as GeoJSON', async () => {
    for (const scale of ['110m', '50m', '10m']) {
      const response = await get(`/console/data/land-${scale}.geojson`);
      expect(response.statusCode, scale).toBe(200);
      expect(response.headers['content-type']).toBe('application/geo+json');
      const land = response.json() as { type: string; features?: { geometry: { type: string } }[] };
      expect(['FeatureCollection', 'Feature']).toContain(land.type);
    }
    expect((await get('/console/data/land-1m.geojson')).statusCode).toBe(404);
  });

  it('compresses, tags and revalidates what it serves', async () => {
    const plain = await get('/console/vendor/leaflet.js');
    const zipped = await t.request({
      method: 'GET',
      url: '/console/vendor/leaflet.js',
      key: null,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const etag = String(plain.headers.etag);
    expect((await get('/console/vendor/leaflet.js', { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('answers the browser’s favicon request', async () => {
    const response = await get('/favicon.ico');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
  });

  it('serves nothing but the console’s files', async () => {
    for (const url of [
      '/console/app/../server/console-routes.ts',
      '/console/app/%2e%2e/server/console-routes.ts',
      '/console/app/..%2fserver%2fconsole-routes.ts',
      '/console/app/missing.ts',
      '/console/app/README',
      '/console/vendor/leaflet/package.json',
      '/console/vendor/../../package.json',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
    }
  });
});
