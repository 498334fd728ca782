// The map as an analyst works it, in Chromium: find a vessel, list what is in view and open an
// asset's details by keyboard alone; clusters far out and names close in; the time slider placing a
// vessel where it was; layer filters; and a key that learns its scopes from GET /v1/keys/self at
// sign-in (no probing request) and is shown no control its scopes do not allow.
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../src/lib/clock.ts';
import { startApp, type TestApp } from '../../test/harness.ts';
import { hasChromium, launch, screenshot, seriousViolations } from './browser.ts';

/** The page's globals these tests read (set by console/app/pages/map.ts), as seen from Node. */
declare const window: {
  vigilMap?: {
    map: { setView(center: [number, number], zoom: number, options?: { animate: boolean }): void };
    assets: {
      drawn: { assets: number; clusters: number };
      time: number | undefined;
      assets: Map<string, { id: string; name: string | null }>;
      placeOf(mark: { id: string }): { lon: number; lat: number } | undefined;
    };
  };
};

declare const document: {
  activeElement: { matches(selector: string): boolean; textContent: string | null } | null;
};

let t: TestApp;
let base: string;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];
/** Each asset the page read by itself (`GET /v1/assets/ast_…`), as the list once did a row at a time. */
const assetReads: string[] = [];
const NOW = Date.now();
const at = (msAgo: number) => new Date(NOW - msAgo).toISOString();

/** 600 vessels spread over the North Sea, and NORDIC STAR sailing east for half an hour. */
async function seed(): Promise<void> {
  const fleet = Array.from({ length: 600 }, (_, i) => ({
    mmsi: String(244_100_000 + i),
    at: at(60_000),
    lon: 2 + (i % 30) * 0.1,
    lat: 53 + Math.floor(i / 30) * 0.1,
    speed_kn: 10,
    course_deg: (i * 37) % 360,
    name: `FLEET ${i}`,
  }));
  const star = Array.from({ length: 7 }, (_, i) => ({
    mmsi: '244999001',
    at: at((30 - i * 5) * 60_000),
    lon: 4.0 + i * 0.05,
    lat: 52.5,
    speed_kn: 11,
    course_deg: 90,
    name: 'NORDIC STAR',
  }));
  const response = await t.request({
    method: 'POST',
    url: '/v1/ingest/positions',
    payload: [...fleet, ...star],
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** Presses Tab until the focused element matches `test`, as a keyboard user would. */
async function tabTo(test: string, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((selector) => document.activeElement?.matches(selector) ?? false, test)) return;
  }
  throw new Error(`Tab never reached ${test}`);
}

async function focusedText(): Promise<string> {
  return page.evaluate(() => document.activeElement?.textContent ?? '');
}

describe.skipIf(!hasChromium)('the map in Chromium', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    t = await startApp({ clock: systemClock });
    base = await t.app.http.listen({ host: '127.0.0.1', port: 0 });
    await seed();
    browser = await launch();
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    page.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message));
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/^\/v1\/assets\/ast_[^/]+$/.test(path)) assetReads.push(path);
    });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  afterEach(() => {
    expect(pageErrors.splice(0)).toEqual([]);
  });

  it('signs in with one question to the API, GET /v1/keys/self, and no probing', async () => {
    const asked: string[] = [];
    const listen = (request: { method(): string; url(): string }) => {
      if (request.url().includes('/v1/'))
        asked.push(`${request.method()} ${new URL(request.url()).pathname}`);
    };
    page.on('request', listen);
    await page.goto(`${base}/console/`);
    await page.getByLabel('API key').fill(t.admin.token);
    await page.keyboard.press('Enter');
    await page.locator('#map[data-ready="true"]').waitFor();
    page.off('request', listen);
    expect(asked[0]).toBe('GET /v1/keys/self');
    expect(asked.filter((line) => line.startsWith('PATCH'))).toEqual([]);
    await page.getByText('Workspace main').waitFor();
  });

  it('finds a vessel, lists what is in view and opens details, by keyboard alone', async () => {
    await page.evaluate(() => window.vigilMap?.map.setView([52.5, 4.2], 11, { animate: false }));
    await tabTo('input[type="search"]');
    await page.keyboard.type('NORDIC');
    await page.keyboard.press('Enter');
    await page.getByText('1 match, best first:').waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focusedText()).toBe('NORDIC STAR');
    await page.keyboard.press('Enter');
    await expect.poll(focusedText).toBe('NORDIC STAR');
    await page.locator('.details dl').getByText('244999001').waitFor();
    // The list of what the map shows: NORDIC STAR is in view; its button opens it again.
    await page
      .locator('.asset-list caption')
      .getByText(/asset(s)? in view/)
      .waitFor();
    await tabTo('.asset-list button');
    expect(await focusedText()).toBe('NORDIC STAR');
    await page.keyboard.press('Enter');
    await expect.poll(focusedText).toBe('NORDIC STAR');
    // Follow it by keyboard: the list says so.
    await tabTo('.details button');
    expect(await focusedText()).toBe('Follow');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#toast').textContent()).toBe('Following NORDIC STAR');
    await screenshot(page, 'map-keyboard');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('gathers assets into clusters far out and names them close in', async () => {
    assetReads.splice(0);
    await page.evaluate(() => window.vigilMap?.map.setView([54, 3.5], 5, { animate: false }));
    await expect
      .poll(() => page.evaluate(() => window.vigilMap?.assets.drawn.clusters ?? 0))
      .toBeGreaterThan(0);
    // The list of what the map shows counts the assets gathered into clusters too.
    await expect
      .poll(() => page.locator('.asset-list caption').textContent(), { timeout: 10_000 })
      .toBe('601 assets in view, the first 50 by name');
    // Each row's flag (244… is the Netherlands) comes with the positions the map polls: the list
    // reads no asset, where it once made a request for each of its 50 rows.
    await expect
      .poll(async () => new Set(await page.locator('.asset-list tbody td:nth-child(3)').allTextContents()))
      .toEqual(new Set(['NL']));
    await page.waitForTimeout(2500);
    expect(assetReads).toEqual([]);
    await screenshot(page, 'map-clusters');
    await page.evaluate(() => window.vigilMap?.map.setView([52.5, 4.2], 12, { animate: false }));
    await expect.poll(() => page.evaluate(() => window.vigilMap?.assets.drawn.clusters ?? -1)).toBe(0);
  });

  it('places a vessel where it was at a time chosen on the slider, and goes back to live', async () => {
    await page.evaluate(() => window.vigilMap?.map.setView([52.5, 4.2], 10, { animate: false }));
    const slider = page.getByLabel('Time shown');
    await slider.focus();
    await page.keyboard.press('Home');
    await expect.poll(() => page.locator('.time .hint[aria-live]').textContent()).toMatch(/in view placed/);
    // Half an hour ago NORDIC STAR was at 4.0° E; the window (an hour) starts before that: not placed.
    const placed = async () =>
      page.evaluate(() => {
        const layer = window.vigilMap?.assets;
        const mark = [...(layer?.assets.values() ?? [])].find((a) => a.name === 'NORDIC STAR');
        return mark ? (layer?.placeOf(mark) ?? null) : null;
      });
    expect(await placed()).toBeNull();
    // Page Up moves a minute at a time: 45 minutes into the window is 15 minutes ago, 4.15° E.
    for (let i = 0; i < 45; i++) await page.keyboard.press('PageUp');
    await expect.poll(async () => (await placed())?.lon ?? 0).toBeCloseTo(4.15, 1);
    // A step with no track left to read draws the time once (it once drew it twice): each draw sets
    // the assets layer's time, counted here.
    await page.evaluate(() => {
      const layer = window.vigilMap?.assets as { time: number | undefined; timeSets?: number } | undefined;
      if (!layer) throw new Error('no map');
      let time = layer.time;
      layer.timeSets = 0;
      Object.defineProperty(layer, 'time', {
        configurable: true,
        get: () => time,
        set: (value: number | undefined) => {
          time = value;
          layer.timeSets = (layer.timeSets ?? 0) + 1;
        },
      });
    });
    await page.keyboard.press('PageUp');
    await page.waitForTimeout(500);
    expect(
      await page.evaluate(() => (window.vigilMap?.assets as { timeSets?: number } | undefined)?.timeSets),
    ).toBe(1);
    await page.keyboard.press('PageDown');
    await screenshot(page, 'map-time');
    await page.getByRole('button', { name: 'Live' }).click();
    expect(await page.evaluate(() => window.vigilMap?.assets.time)).toBeUndefined();
    expect((await placed())?.lon).toBeCloseTo(4.3, 5);
  });

  it('filters assets by category', async () => {
    await page.evaluate(() => window.vigilMap?.map.setView([53.5, 3.5], 8, { animate: false }));
    await expect
      .poll(() => page.evaluate(() => window.vigilMap?.assets.drawn.assets ?? 0))
      .toBeGreaterThan(0);
    await page.getByText('Layers and basemap').click();
    await page.getByLabel('Other or unknown type').uncheck();
    await expect.poll(() => page.evaluate(() => window.vigilMap?.assets.drawn.assets ?? -1)).toBe(0);
    await page.getByLabel('Other or unknown type').check();
  });

  it('edits a site’s corners on the map, showing the API’s refusal at the corner it names', async () => {
    const square = [
      [4.0, 52.0],
      [4.2, 52.0],
      [4.2, 52.2],
      [4.0, 52.2],
      [4.0, 52.0],
    ];
    const created = await t.request({
      method: 'POST',
      url: '/v1/sites',
      payload: { name: 'Editable square', boundary: { type: 'Polygon', coordinates: [square] } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const oldId = (created.json() as { id: string }).id;
    // Away and back: the map reads its zones again, the new site with them.
    await page.goto(`${base}/console/#/agents`);
    await page.getByRole('heading', { name: 'Agents' }).waitFor();
    await page.goto(`${base}/console/#/map`);
    await page.locator('#map[data-ready="true"]').waitFor();
    await page.evaluate(() => window.vigilMap?.map.setView([52.1, 4.1], 10, { animate: false }));
    const box = await page.locator('#map').boundingBox();
    if (!box) throw new Error('no map');
    // A click inside the square but off any vessel: the zone's details.
    await page.mouse.click(box.x + box.width / 2 + 30, box.y + box.height / 2 + 30);
    await page.locator('.details h2', { hasText: 'Editable square' }).waitFor();
    await page.getByRole('button', { name: 'Edit the shape' }).click();
    // Corners 3 and 4 swapped: the outline crosses itself.
    await page.getByLabel('Corner 3 longitude').fill('4.0');
    await page.getByLabel('Corner 3 longitude').press('Tab');
    await page.getByLabel('Corner 4 longitude').fill('4.2');
    await page.getByLabel('Corner 4 longitude').press('Tab');
    await page.getByRole('button', { name: 'Save the shape' }).click();
    await page
      .locator('.leaflet-tooltip', { hasText: /^Corner \d: / })
      .first()
      .waitFor();
    await page.locator('.vertex.bad').first().waitFor();
    await screenshot(page, 'zone-edit-refused');
    // Put them back, one corner moved out a little: saved as a new site, the old one stopped.
    await page.getByLabel('Corner 3 longitude').fill('4.25');
    await page.getByLabel('Corner 3 longitude').press('Tab');
    await page.getByLabel('Corner 4 longitude').fill('4.0');
    await page.getByLabel('Corner 4 longitude').press('Tab');
    await page.getByRole('button', { name: 'Save the shape' }).click();
    await expect.poll(() => page.locator('#toast').textContent()).toMatch(/saved with its new shape/);
    const sites = (await t.request({ method: 'GET', url: '/v1/sites?status=all' })).json() as {
      data: { id: string; name: string; status: string; boundary: { coordinates: number[][][] } }[];
    };
    const squares = sites.data.filter((site) => site.name === 'Editable square');
    expect(squares.find((site) => site.id === oldId)?.status).toBe('stopped');
    const moved = squares.find((site) => site.id !== oldId);
    expect(moved?.status).toBe('active');
    expect(moved?.boundary.coordinates[0]?.[2]?.[0]).toBeCloseTo(4.25, 5);
  });

  it('shows a read-only key no control it may not use', async () => {
    const reader = await t.key(['assets:read', 'sites:read', 'detections:read'], { workspace: 'main' });
    const tab = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    try {
      await tab.goto(`${base}/console/`);
      await tab.getByLabel('API key').fill(reader.token);
      await tab.getByRole('button', { name: 'Sign in' }).click();
      await tab.locator('#map[data-ready="true"]').waitFor();
      expect(await tab.getByRole('button', { name: 'Draw polygon' }).count()).toBe(0);
      await tab.getByText(/Drawing sites and rules needs a key with sites:write/).waitFor();
      await tab.getByLabel('Find a vessel or aircraft').fill('NORDIC');
      await tab.getByRole('button', { name: 'Find', exact: true }).click();
      await tab.locator('ul.results').getByRole('button', { name: 'NORDIC STAR' }).click();
      await tab.locator('.details h2', { hasText: 'NORDIC STAR' }).waitFor();
      expect(await tab.getByRole('button', { name: /Follow|Unfollow/ }).count()).toBe(0);
      await tab.getByText(/following needs a key with assets:write/).waitFor();
      await tab.goto(`${base}/console/#/detections`);
      await tab.getByRole('heading', { name: 'Detections' }).waitFor();
    } finally {
      await tab.close();
    }
  });
});
