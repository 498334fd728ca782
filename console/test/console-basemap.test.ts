// The operator's own basemap, in Chromium: a real raster PMTiles archive read by range requests from
// a server on 127.0.0.1, a MapLibre style whose raster source is a local XYZ server (the same
// archive's tiles), and what the map says where it cannot draw: a vector style, a vector archive,
// tiles that fail, and a server the console's Content-Security-Policy does not allow.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { PMTiles, type Source } from 'pmtiles';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../src/lib/clock.ts';
import { startApp, type TestApp } from '../../test/harness.ts';
import { hasChromium, launch, screenshot, seriousViolations } from './browser.ts';

const FIXTURES = fileURLToPath(new URL('./fixtures/', import.meta.url));
/** Stamen Toner, zooms 0-3, from the PMTiles repository (see fixtures/README.md). */
const RASTER = readFileSync(`${FIXTURES}stamen-toner-z3.pmtiles`);
const VECTOR = readFileSync(`${FIXTURES}vector-fixture.pmtiles`);

/** The archive read in Node, to serve its tiles as a plain XYZ server. */
const rasterInNode = new PMTiles({
  getKey: () => 'stamen-toner-z3',
  getBytes: async (offset: number, length: number) => ({
    data: RASTER.buffer.slice(RASTER.byteOffset + offset, RASTER.byteOffset + offset + length),
  }),
} as Source);

let tiles: Server;
let tileBase: string;
/** Every request the tile server answered: `GET /path range`. */
const served: string[] = [];

function styleOf(sources: object, layers: object[], name: string): string {
  return JSON.stringify({ version: 8, name, sources, layers });
}

/** Bytes answering a Range request as a web server does (one range), or the whole file. */
function sendFile(request: IncomingMessage, response: ServerResponse, body: Buffer): void {
  const range = /^bytes=(\d+)-(\d+)$/.exec(request.headers.range ?? '');
  if (!range) {
    response.writeHead(200, { 'content-length': body.length, 'accept-ranges': 'bytes' }).end(body);
    return;
  }
  const start = Number(range[1]);
  const end = Math.min(Number(range[2]), body.length - 1);
  response
    .writeHead(206, {
      'content-range': `bytes ${start}-${end}/${body.length}`,
      'content-length': end - start + 1,
      'accept-ranges': 'bytes',
    })
    .end(body.subarray(start, end + 1));
}

async function tileServer(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const path = new URL(request.url ?? '/', 'http://x').pathname;
  served.push(`${request.method} ${path} ${request.headers.range ?? ''}`.trim());
  // The console is another origin (another port): the server lets it read, as one must.
  response.setHeader('access-control-allow-origin', '*');
  response.setHeader('access-control-allow-headers', 'range');
  response.setHeader('access-control-expose-headers', 'content-range, content-length, etag');
  if (request.method === 'OPTIONS') return void response.writeHead(204).end();
  const xyz = /^\/xyz\/(\d+)\/(\d+)\/(\d+)\.png$/.exec(path);
  if (path === '/stamen.pmtiles') return sendFile(request, response, RASTER);
  if (path === '/vector.pmtiles') return sendFile(request, response, VECTOR);
  if (xyz) {
    const tile = await rasterInNode.getZxy(Number(xyz[1]), Number(xyz[2]), Number(xyz[3]));
    if (!tile) return void response.writeHead(404).end();
    return void response.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.from(tile.data));
  }
  const raster = { type: 'raster', tiles: ['xyz/{z}/{x}/{y}.png'], tileSize: 256, maxzoom: 3 };
  const styles: Record<string, string> = {
    // A relative tile address, as styles often give: read against the style's own.
    '/raster-style.json': styleOf(
      { toner: raster },
      [
        { id: 'paper', type: 'background', paint: { 'background-color': '#fff' } },
        { id: 'toner', type: 'raster', source: 'toner' },
      ],
      'Local toner',
    ),
    '/vector-style.json': styleOf(
      { places: { type: 'vector', url: `pmtiles://${tileBase}/vector.pmtiles` } },
      [
        { id: 'land', type: 'fill', source: 'places', 'source-layer': 'x' },
        { id: 'roads', type: 'line', source: 'places', 'source-layer': 'x' },
        { id: 'names', type: 'symbol', source: 'places', 'source-layer': 'x' },
      ],
      'Vector only',
    ),
    '/missing-tiles-style.json': styleOf(
      { gone: { type: 'raster', tiles: ['gone/{z}/{x}/{y}.png'], tileSize: 256 } },
      [{ id: 'gone', type: 'raster', source: 'gone' }],
      'Missing tiles',
    ),
  };
  const style = styles[path];
  if (style) return void response.writeHead(200, { 'content-type': 'application/json' }).end(style);
  response.writeHead(404).end();
}

let t: TestApp;
let base: string;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

/** Opens the map with `basemap` saved in this browser, as the form saves it. */
async function openMapWith(basemap: { kind: string; url: string } | null): Promise<void> {
  await page.evaluate((saved) => {
    if (saved) localStorage.setItem('vigil.basemap', JSON.stringify(saved));
    else localStorage.removeItem('vigil.basemap');
  }, basemap);
  await page.goto(`${base}/console/#/detections`);
  await page.goto(`${base}/console/#/map`);
  await page.locator('#map[data-ready="true"]').waitFor();
}

const loadedTiles = () => page.locator('#map img.leaflet-tile-loaded').count();
const note = () => page.locator('.basemap-note').textContent();

describe.skipIf(!hasChromium)('the operator’s basemap in Chromium', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    tiles = createServer((request, response) => {
      tileServer(request, response).catch(() => response.writeHead(500).end());
    });
    await new Promise<void>((resolve) => tiles.listen(0, '127.0.0.1', resolve));
    tileBase = `http://127.0.0.1:${(tiles.address() as AddressInfo).port}`;
    t = await startApp({ clock: systemClock, env: { VIGIL_CONSOLE_TILE_ORIGINS: tileBase } });
    base = await t.app.http.listen({ host: '127.0.0.1', port: 0 });
    browser = await launch();
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    page.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message));
    await page.goto(`${base}/console/`);
    await page.getByLabel('API key').fill(t.admin.token);
    await page.keyboard.press('Enter');
    await page.locator('#map[data-ready="true"]').waitFor();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await t?.close();
    await new Promise((resolve) => tiles?.close(resolve));
  });

  afterEach(() => {
    expect(pageErrors.splice(0)).toEqual([]);
  });

  it('lets only the listed tile server into the page’s policy', async () => {
    const response = await t.request({ method: 'GET', url: '/console/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain(`connect-src 'self' ${tileBase};`);
    expect(csp).toMatch(new RegExp(`img-src [^;]*https: ${tileBase};`));
  });

  it('draws a raster PMTiles archive chosen in the form, read by range requests', async () => {
    await page.getByText('Layers and basemap').click();
    await page.getByLabel('Basemap').selectOption('pmtiles');
    await page.getByLabel('PMTiles file URL').fill('not an address');
    await page.getByRole('button', { name: 'Save the basemap' }).click();
    await page.locator('#tile-url-problem').getByText('Give the whole address').waitFor();
    await page.getByLabel('PMTiles file URL').fill(`${tileBase}/stamen.pmtiles`);
    await page.getByRole('button', { name: 'Save the basemap' }).click();
    await page.locator('#toast').getByText('Basemap saved').waitFor();
    served.splice(0);
    await page.goto(`${base}/console/#/detections`);
    await page.goto(`${base}/console/#/map`);
    await page.locator('#map[data-ready="true"]').waitFor();
    await expect.poll(loadedTiles, { timeout: 20_000 }).toBeGreaterThanOrEqual(4);
    // The header and directory, then tiles: each a byte range of the one file.
    const reads = served.filter((line) => line.startsWith('GET /stamen.pmtiles'));
    expect(reads.length).toBeGreaterThan(4);
    expect(reads.every((line) => /bytes=\d+-\d+$/.test(line))).toBe(true);
    // Each tile is the archive's PNG, decoded: 256 pixels wide.
    const widths = await page.$$eval('#map img.leaflet-tile-loaded', (imgs) =>
      imgs.map((img) => (img as unknown as { naturalWidth: number }).naturalWidth),
    );
    expect(new Set(widths)).toEqual(new Set([256]));
    expect(await page.locator('.basemap-note').isHidden()).toBe(true);
    await screenshot(page, 'basemap-pmtiles');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('draws a MapLibre style’s raster layer from a local XYZ server, and says what it leaves out', async () => {
    served.splice(0);
    await openMapWith({ kind: 'style', url: `${tileBase}/raster-style.json` });
    await expect.poll(loadedTiles, { timeout: 20_000 }).toBeGreaterThanOrEqual(4);
    expect(served).toContain('GET /raster-style.json');
    expect(served.some((line) => /^GET \/xyz\/2\/\d+\/\d+\.png$/.test(line))).toBe(true);
    await expect
      .poll(note)
      .toBe(
        'The map style “Local toner” is drawn without its 1 layer (1 background): the console draws raster tiles only.',
      );
    await screenshot(page, 'basemap-style');
  });

  it('says a vector style is not drawn, and draws the land outlines instead', async () => {
    await openMapWith({ kind: 'style', url: `${tileBase}/vector-style.json` });
    await expect
      .poll(note)
      .toBe(
        'The map style “Vector only” has no raster layer: its 3 layers (1 fill, 1 line, 1 symbol) are vector styling, which the console does not draw (it draws raster tiles only). The land outlines shipped with Vigil are drawn instead.',
      );
    await page.locator('.leaflet-land-pane canvas').waitFor();
    expect(await loadedTiles()).toBe(0);
    await screenshot(page, 'basemap-vector-style');
  });

  it('says an archive of vector tiles is not drawn', async () => {
    await openMapWith({ kind: 'pmtiles', url: `${tileBase}/vector.pmtiles` });
    await expect
      .poll(note)
      .toBe(
        `The PMTiles archive ${tileBase}/vector.pmtiles holds vector tiles (Mapbox Vector Tiles), which the console does not draw: it draws raster tiles only. The land outlines shipped with Vigil are drawn instead.`,
      );
    await page.locator('.leaflet-land-pane canvas').waitFor();
  });

  it('counts the tiles that fail', async () => {
    await openMapWith({ kind: 'style', url: `${tileBase}/missing-tiles-style.json` });
    await expect
      .poll(note, { timeout: 10_000 })
      .toMatch(
        new RegExp(`^\\d+ tiles of ${tileBase}/gone/\\{z\\}/\\{x\\}/\\{y\\}\\.png could not be drawn\\.$`),
      );
  });

  it('says when the page’s policy does not allow the server, and why', async () => {
    // Another port is another origin, not in VIGIL_CONSOLE_TILE_ORIGINS: the browser refuses it.
    const elsewhere = `http://127.0.0.1:${(tiles.address() as AddressInfo).port + 1}`;
    served.splice(0);
    await openMapWith({ kind: 'pmtiles', url: `${elsewhere}/stamen.pmtiles` });
    await expect.poll(note).toContain(`The console may not reach ${elsewhere}: its Content-Security-Policy`);
    await expect.poll(note).toContain(`The PMTiles file ${elsewhere}/stamen.pmtiles could not be read`);
    await page.locator('.leaflet-land-pane canvas').waitFor();
    await screenshot(page, 'basemap-refused');
    expect(await seriousViolations(page)).toEqual([]);
    await openMapWith(null);
  });
});
