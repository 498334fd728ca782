// The operator's own basemap, in Chromium: a real raster PMTiles archive read by range requests from
// a server on 127.0.0.1, a MapLibre style whose raster source is a local XYZ server (the same
// archive's tiles), and what the map says where it cannot draw: a vector style, a vector archive,
// tiles that fail, and a second tile server on 127.0.0.1 the operator has not named in
// VIGIL_CONSOLE_TILE_ORIGINS: nothing is asked of it, and the map says how to allow it.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { PMTiles, type Source } from 'pmtiles';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../src/lib/clock.ts';
import { startApp, type TestApp } from '../../test/harness.ts';
import { hasChromium, launch, openMap, screenshot, seriousViolations } from './browser.ts';

/** The page's image element, as the policy test uses it in the browser. */
declare class Image {
  src: string;
  onload: (() => void) | null;
  onerror: (() => void) | null;
}

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
/** The same server on another port, not named in VIGIL_CONSOLE_TILE_ORIGINS, and what it was asked. */
let unnamed: Server;
let unnamedBase: string;
const servedUnnamed: string[] = [];

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

async function tileServer(request: IncomingMessage, response: ServerResponse, log: string[]): Promise<void> {
  const path = new URL(request.url ?? '/', 'http://x').pathname;
  log.push(`${request.method} ${path} ${request.headers.range ?? ''}`.trim());
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
    // A style on a named server whose tiles are on the unnamed one.
    '/elsewhere-style.json': styleOf(
      { away: { type: 'raster', tiles: [`${unnamedBase}/xyz/{z}/{x}/{y}.png`], tileSize: 256 } },
      [{ id: 'away', type: 'raster', source: 'away' }],
      'Tiles elsewhere',
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
      tileServer(request, response, served).catch(() => response.writeHead(500).end());
    });
    await new Promise<void>((resolve) => tiles.listen(0, '127.0.0.1', resolve));
    tileBase = `http://127.0.0.1:${(tiles.address() as AddressInfo).port}`;
    unnamed = createServer((request, response) => {
      tileServer(request, response, servedUnnamed).catch(() => response.writeHead(500).end());
    });
    await new Promise<void>((resolve) => unnamed.listen(0, '127.0.0.1', resolve));
    unnamedBase = `http://127.0.0.1:${(unnamed.address() as AddressInfo).port}`;
    t = await startApp({ clock: systemClock, env: { VIGIL_CONSOLE_TILE_ORIGINS: tileBase } });
    base = await t.app.http.listen({ host: '127.0.0.1', port: 0 });
    browser = await launch();
    page = await openMap(browser, base, t.admin.token, pageErrors, { width: 1280, height: 800 });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await t?.close();
    await new Promise((resolve) => tiles?.close(resolve));
    await new Promise((resolve) => unnamed?.close(resolve));
  });

  afterEach(() => {
    expect(pageErrors.splice(0)).toEqual([]);
  });

  it('lets only the listed tile server into the page’s policy', async () => {
    const response = await t.request({ method: 'GET', url: '/console/' });
    const csp = String(response.headers['content-security-policy']);
    // The listed server and nothing else: no open `https:` for images.
    expect(csp).toContain(`connect-src 'self' ${tileBase};`);
    expect(csp).toContain(`img-src 'self' data: blob: ${tileBase};`);
    expect(csp).not.toContain('https:');
    expect(String(response.body)).toContain(`<meta name="vigil-tile-origins" content="${tileBase}" />`);
  });

  it('draws XYZ tiles from the named server', async () => {
    served.splice(0);
    await openMapWith({ kind: 'xyz', url: `${tileBase}/xyz/{z}/{x}/{y}.png` });
    await expect.poll(loadedTiles, { timeout: 20_000 }).toBeGreaterThanOrEqual(4);
    expect(served.some((line) => /^GET \/xyz\/\d+\/\d+\/\d+\.png$/.test(line))).toBe(true);
    expect(await page.locator('.basemap-note').isHidden()).toBe(true);
  });

  it('asks nothing of a tile server the operator has not named, and says how to allow it', async () => {
    const allow = `To allow it, the operator adds ${unnamedBase} to VIGIL_CONSOLE_TILE_ORIGINS and restarts the service.`;
    const names = `(it names ${tileBase})`;
    servedUnnamed.splice(0);

    // Typed in the form: saved, and said at once.
    await page.getByText('Layers and basemap').click();
    await page.getByLabel('Basemap').selectOption('xyz');
    await page.getByLabel('Tile URL template').fill(`${unnamedBase}/xyz/{z}/{x}/{y}.png`);
    await page.getByRole('button', { name: 'Save the basemap' }).click();
    await page.locator('#toast').getByText('Basemap saved, but the console may not read it').waitFor();
    expect(await page.locator('#tile-url-problem').textContent()).toBe(
      `This address at ${unnamedBase} is not allowed: the console reads tiles only from the servers the operator names in the service's VIGIL_CONSOLE_TILE_ORIGINS setting ${names}. ${allow}`,
    );
    await page.goto(`${base}/console/#/detections`);
    await page.goto(`${base}/console/#/map`);
    await page.locator('#map[data-ready="true"]').waitFor();
    await expect
      .poll(note)
      .toBe(
        `The tile server at ${unnamedBase} is not allowed: the console reads tiles only from the servers the operator names in the service's VIGIL_CONSOLE_TILE_ORIGINS setting ${names}. ${allow} The land outlines shipped with Vigil are drawn instead.`,
      );
    await page.locator('.leaflet-land-pane canvas').waitFor();
    await screenshot(page, 'basemap-not-allowed');
    expect(await seriousViolations(page)).toEqual([]);

    await openMapWith({ kind: 'pmtiles', url: `${unnamedBase}/stamen.pmtiles` });
    await expect.poll(note).toContain(`The PMTiles file at ${unnamedBase} is not allowed`);
    await page.locator('.leaflet-land-pane canvas').waitFor();

    await openMapWith({ kind: 'style', url: `${unnamedBase}/raster-style.json` });
    await expect.poll(note).toContain(`The map style at ${unnamedBase} is not allowed`);
    await page.locator('.leaflet-land-pane canvas').waitFor();

    // A style from the named server whose tiles are on the unnamed one: the style is read, its
    // tiles are not asked for.
    served.splice(0);
    await openMapWith({ kind: 'style', url: `${tileBase}/elsewhere-style.json` });
    await expect.poll(note).toContain(`The style's tile server at ${unnamedBase} is not allowed`);
    await expect.poll(note).toContain('Nothing of the map style “Tiles elsewhere” may be drawn.');
    await page.locator('.leaflet-land-pane canvas').waitFor();
    expect(served).toContain('GET /elsewhere-style.json');

    // Give a tile a moment it would have had to be asked for: none was, of any of the four.
    await page.waitForTimeout(500);
    expect(servedUnnamed).toEqual([]);
    expect(await loadedTiles()).toBe(0);
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

  it('lets the page’s policy refuse the unnamed server too, should a request be made', async () => {
    // The check above keeps the console from asking; the policy is what the browser enforces.
    servedUnnamed.splice(0);
    const refused = await page.evaluate(async (url) => {
      const image = new Image();
      const loaded = new Promise<boolean>((resolve) => {
        image.onload = () => resolve(true);
        image.onerror = () => resolve(false);
      });
      image.src = `${url}/xyz/0/0/0.png`;
      const fetched = await fetch(`${url}/stamen.pmtiles`).then(
        () => true,
        () => false,
      );
      return { image: await loaded, fetched };
    }, unnamedBase);
    expect(refused).toEqual({ image: false, fetched: false });
    expect(servedUnnamed).toEqual([]);
    await openMapWith(null);
  });
});
