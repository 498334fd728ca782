// The zones canvas in Chromium: a pan puts the zones together from the tiles drawn at that zoom,
// tracing none anew, and the picture still follows every change after a pan (a zone moved, a kind
// hidden and shown, a zoom).
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../src/lib/clock.ts';
import { startApp, type TestApp } from '../../test/harness.ts';
import { hasChromium, launch, openMap, screenshot } from './browser.ts';

type Ring = [number, number][];
interface PageZone {
  id: string;
  kind: 'site' | 'rule';
  rings: Ring[];
  bbox: [number, number, number, number];
}

/** The page's globals these tests read (set by console/app/pages/map.ts), as seen from Node. */
declare const window: {
  devicePixelRatio: number;
  vigilMap?: {
    map: {
      setView(center: [number, number], zoom: number, options?: { animate: boolean }): void;
      latLngToContainerPoint(at: [number, number]): { x: number; y: number };
      getContainer(): { getBoundingClientRect(): { left: number; top: number } };
    };
    zones: {
      traced: number;
      size: number;
      setZones(zones: PageZone[]): void;
      /** Protected in the layer; read here for its pixels. */
      canvas: {
        getBoundingClientRect(): { left: number; top: number };
        getContext(kind: '2d'): {
          getImageData(x: number, y: number, w: number, h: number): { data: number[] };
        };
      };
    };
  };
};

let t: TestApp;
let base: string;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

/** A square of `side` degrees with its south-west corner at [lon, lat]. */
const square = (lon: number, lat: number, side: number): Ring => [
  [lon, lat],
  [lon + side, lat],
  [lon + side, lat + side],
  [lon, lat + side],
  [lon, lat],
];

/** How opaque the zones canvas is at [lon, lat] (0: no zone drawn there). */
async function alphaAt(lon: number, lat: number): Promise<number> {
  return page.evaluate(
    ([lon, lat]) => {
      const vigil = window.vigilMap;
      if (!vigil) return -1;
      const point = vigil.map.latLngToContainerPoint([lat, lon]);
      const box = vigil.map.getContainer().getBoundingClientRect();
      const canvas = vigil.zones.canvas.getBoundingClientRect();
      const ratio = window.devicePixelRatio || 1;
      const x = Math.round((point.x + box.left - canvas.left) * ratio);
      const y = Math.round((point.y + box.top - canvas.top) * ratio);
      return vigil.zones.canvas.getContext('2d').getImageData(x, y, 1, 1).data[3] ?? -1;
    },
    [lon, lat] as const,
  );
}

/** Drags the map by (dx, dy) pixels with the mouse, as a user pans, and waits for it to settle. */
async function drag(dx: number, dy: number): Promise<void> {
  const box = await page.locator('#map').boundingBox();
  if (!box) throw new Error('no map');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(x + (dx * i) / 10, y + (dy * i) / 10);
  await page.mouse.up();
  await page.waitForTimeout(600);
}

describe.skipIf(!hasChromium)('the zones canvas in Chromium', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    t = await startApp({ clock: systemClock });
    base = await t.app.http.listen({ host: '127.0.0.1', port: 0 });
    // One site of 0.4° square; the pixels inside and outside it say where it is drawn.
    const site = await t.request({
      method: 'POST',
      url: '/v1/sites',
      payload: { name: 'Pier', boundary: { type: 'Polygon', coordinates: [square(3, 54, 0.4)] } },
    });
    expect(site.statusCode, site.body).toBe(201);
    browser = await launch();
    page = await openMap(browser, base, t.admin.token, pageErrors, { width: 1280, height: 800 });
    await page.waitForFunction(() => window.vigilMap?.zones.size === 1);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  afterEach(() => {
    expect(pageErrors.splice(0)).toEqual([]);
  });

  it('pans without tracing the zones again, and draws them where they are', async () => {
    await page.evaluate(() => window.vigilMap?.map.setView([54.2, 3.2], 8, { animate: false }));
    await expect.poll(() => alphaAt(3.2, 54.2)).toBeGreaterThan(0);
    expect(await alphaAt(2.8, 54.2)).toBe(0);
    const traced = () => page.evaluate(() => window.vigilMap?.zones.traced ?? -1);
    const before = await traced();
    expect(before).toBeGreaterThan(0);
    for (const [dx, dy] of [
      [200, 0],
      [0, -150],
      [-200, 150],
    ] as const) {
      await drag(dx, dy);
      // The canvas was put back over the view and drawn again, from the tiles: no zone traced anew.
      expect(await traced()).toBe(before);
      expect(await alphaAt(3.2, 54.2)).toBeGreaterThan(0);
      expect(await alphaAt(3.2, 54.5)).toBe(0);
    }
    // A zoom draws the tiles afresh, at the new scale: the corner just inside is drawn, just outside not.
    await page.evaluate(() => window.vigilMap?.map.setView([54.2, 3.2], 10, { animate: false }));
    await expect.poll(traced).toBeGreaterThan(before);
    expect(await alphaAt(3.39, 54.39)).toBeGreaterThan(0);
    expect(await alphaAt(3.41, 54.41)).toBe(0);
  });

  it('draws a zone changed after a pan in its new shape, and follows the layer toggles', async () => {
    await page.evaluate(() => window.vigilMap?.map.setView([54.2, 3.6], 8, { animate: false }));
    await drag(150, 0);
    await drag(-150, 0);
    expect(await alphaAt(3.2, 54.2)).toBeGreaterThan(0);
    // What a saved edit ends in (zones-loader.ts reads them again): the site moved half a degree east.
    await page.evaluate(() => {
      const zones = window.vigilMap?.zones as unknown as { zones: PageZone[] } & {
        setZones(zones: PageZone[]): void;
      };
      const [site] = zones.zones;
      if (!site) throw new Error('no zone');
      const moved = site.rings.map((ring) => ring.map(([lon, lat]) => [lon + 0.5, lat] as [number, number]));
      const [west, south, east, north] = site.bbox;
      zones.setZones([{ ...site, rings: moved, bbox: [west + 0.5, south, east + 0.5, north] }]);
    });
    await expect.poll(() => alphaAt(3.2, 54.2)).toBe(0);
    expect(await alphaAt(3.7, 54.2)).toBeGreaterThan(0);
    await screenshot(page, 'zones-moved-after-pan');
    // Sites off and on again in the layers panel: gone, then back, at the same zoom and place.
    await page.getByText('Layers and basemap').click();
    const sites = page.getByRole('checkbox', { name: 'Sites' });
    await sites.uncheck();
    await expect.poll(() => alphaAt(3.7, 54.2)).toBe(0);
    await sites.check();
    await expect.poll(() => alphaAt(3.7, 54.2)).toBeGreaterThan(0);
  });
});
