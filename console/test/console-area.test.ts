// "Who was there" on the map, in Chromium: an area (the map's view by keyboard alone, or a polygon
// drawn with the mouse) and a time range asked of POST /v1/assets/within; the answer as a table whose
// names open the asset's details, exported as CSV and JSON; and the API's refusal of a time range
// shown beside the time fields.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../src/lib/clock.ts';
import { startApp, type TestApp } from '../../test/harness.ts';
import { hasChromium, launch, openMap, screenshot, seriousViolations } from './browser.ts';

declare const window: {
  vigilMap?: {
    map: {
      setView(center: [number, number], zoom: number, options?: { animate: boolean }): void;
      latLngToContainerPoint(at: [number, number]): { x: number; y: number };
      getBounds(): { toBBoxString(): string };
    };
  };
};
declare const document: { activeElement: { textContent: string | null } | null };

let t: TestApp;
let base: string;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];
const NOW = Date.now();
const at = (msAgo: number) => new Date(NOW - msAgo).toISOString();
const HOUR = 3_600_000;

/**
 * PILOT ONE berthed at Europoort for an hour (five fixes, two to three hours ago); NEARBY a few
 * kilometres east, in the same view but outside a small square drawn round PILOT ONE; FARAWAY out of
 * view.
 */
async function seed(): Promise<void> {
  const fixes = (mmsi: string, name: string, lon: number, lat: number) =>
    Array.from({ length: 5 }, (_, i) => ({
      mmsi,
      at: at(3 * HOUR - i * 15 * 60_000),
      lon,
      lat,
      speed_kn: 0,
      name,
    }));
  const response = await t.request({
    method: 'POST',
    url: '/v1/ingest/positions',
    payload: [
      ...fixes('244555001', 'PILOT ONE', 4.116667, 51.95),
      ...fixes('244555002', 'NEARBY', 4.16, 51.95),
      ...fixes('244555003', 'FARAWAY', 5.5, 53.0),
    ],
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** Presses Tab until the focused element's text is `text`, as a keyboard user would. */
async function tabToText(text: string, max = 120): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if ((await focusedText()) === text) return;
  }
  throw new Error(`Tab never reached “${text}”`);
}

async function focusedText(): Promise<string> {
  return page.evaluate(() => document.activeElement?.textContent ?? '');
}

async function saved(button: string): Promise<string> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const path = await file.path();
  return readFileSync(path, 'utf8');
}

const rows = () => page.locator('.area-table tbody tr');

describe.skipIf(!hasChromium)('who was there, from the map', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    t = await startApp({ clock: systemClock });
    base = await t.app.http.listen({ host: '127.0.0.1', port: 0 });
    await seed();
    browser = await launch();
    page = await openMap(browser, base, t.admin.token, pageErrors, { width: 1280, height: 900 });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  afterEach(() => {
    expect(pageErrors.splice(0)).toEqual([]);
  });

  it('asks for the map’s view and the last day by keyboard alone, and opens an asset from the answer', async () => {
    await page.evaluate(() => window.vigilMap?.map.setView([51.95, 4.13], 12, { animate: false }));
    await page.locator('body').focus();
    await tabToText('Use the map’s view');
    await page.keyboard.press('Enter');
    await page.getByText(/^Area: the map’s view/).waitFor();
    await tabToText('Who was there?');
    await page.keyboard.press('Enter');
    await page.locator('.area-table caption').getByText('2 assets inside', { exact: true }).waitFor();
    expect((await rows().locator('td:first-child').allTextContents()).sort()).toEqual([
      'NEARBY',
      'PILOT ONE',
    ]);
    const pilot = await rows().filter({ hasText: 'PILOT ONE' }).locator('td').allTextContents();
    // Five fixes a quarter of an hour apart: an hour inside.
    expect(pilot[1]).toBe('Vessel');
    expect(pilot.slice(3)).toEqual(['1 h 00 min', '5']);
    expect(await seriousViolations(page)).toEqual([]);
    await tabToText('PILOT ONE');
    await page.keyboard.press('Enter');
    await expect.poll(focusedText).toBe('PILOT ONE');
    await page.locator('.details dl').getByText('244555001').waitFor();
  });

  it('asks for a polygon drawn on the map and exports the answer as CSV and JSON', async () => {
    const box = await page.locator('#map').boundingBox();
    if (!box) throw new Error('no map');
    const corners = await page.evaluate(() =>
      (
        [
          [51.94, 4.1],
          [51.94, 4.135],
          [51.96, 4.135],
          [51.96, 4.1],
        ] as [number, number][]
      ).map((c) => window.vigilMap?.map.latLngToContainerPoint(c)),
    );
    await page.getByRole('button', { name: 'Draw an area' }).click();
    for (const corner of corners) {
      if (!corner) throw new Error('no corner');
      await page.mouse.click(box.x + corner.x, box.y + corner.y);
    }
    await page.getByRole('button', { name: 'Close the area' }).click();
    await page.getByText('Area: a polygon of 4 corners.').waitFor();
    await page.getByRole('button', { name: 'Who was there?' }).click();
    await page.locator('.area-table caption').getByText('1 asset inside', { exact: true }).waitFor();
    expect(await rows().locator('td:first-child').allTextContents()).toEqual(['PILOT ONE']);
    await screenshot(page, 'who-was-there');

    const csv = (await saved('Export CSV')).split('\r\n');
    expect(csv[0]).toBe(
      'asset_id,name,kind,mmsi,imo,call_sign,icao24,first_inside_at,last_inside_at,inside_s,fixes_inside',
    );
    const answer = (await t.request({ method: 'GET', url: '/v1/assets/search?q=PILOT' })).json() as {
      data: { id: string; name: string }[];
    };
    const id = answer.data.find((a) => a.name === 'PILOT ONE')?.id;
    expect(csv[1]).toBe(`${id},PILOT ONE,vessel,244555001,,,,${at(3 * HOUR)},${at(2 * HOUR)},3600,5`);
    expect(csv.slice(2)).toEqual(['']);

    const json = JSON.parse(await saved('Export JSON')) as {
      query: { geometry: { type: string; coordinates: number[][][] }; from: string; to: string };
      complete: boolean;
      data: { asset: { id: string }; inside_s: number }[];
    };
    expect(json.complete).toBe(true);
    expect(json.query.geometry.type).toBe('Polygon');
    expect(json.query.geometry.coordinates[0]).toHaveLength(5);
    expect(json.data.map((row) => [row.asset.id, row.inside_s])).toEqual([[id, 3600]]);
  });

  it('keeps to the time range and the kind, and shows the API’s refusal beside the time', async () => {
    // From two and a half hours ago (to the minute before): the last three of PILOT ONE's fixes.
    const local = (ms: number) => {
      const d = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);
      return d.toISOString().slice(0, 16);
    };
    await page.getByLabel('From').fill(local(NOW - 2.5 * HOUR));
    await page.getByRole('button', { name: 'Who was there?' }).click();
    await expect
      .poll(async () => (await rows().first().locator('td').allTextContents()).slice(3))
      .toEqual(['30 min', '3']);
    await page.getByLabel('Kind').selectOption('aircraft');
    await page.getByRole('button', { name: 'Who was there?' }).click();
    await page.getByText('No stored position lies inside then.').waitFor();
    await page.getByLabel('Kind').selectOption('');
    // From after To: the API refuses, pointing at /to; the panel says so under the time fields.
    await page.getByLabel('From').fill(local(NOW + 2 * HOUR));
    await page.getByRole('button', { name: 'Who was there?' }).click();
    await page.locator('.area form [role="alert"]').getByText('must be later than from').waitFor();
    expect(await rows().count()).toBe(0);
  });

  it('shows the ports as a layer that can be switched on, listed in view, each opening what the index says', async () => {
    const drawn = await t.request({
      method: 'POST',
      url: '/v1/ports',
      payload: {
        name: 'Console test anchorage',
        kind: 'anchorage',
        boundary: {
          type: 'Polygon',
          coordinates: [
            [
              [4.0, 51.9],
              [4.05, 51.9],
              [4.05, 51.93],
              [4.0, 51.93],
              [4.0, 51.9],
            ],
          ],
        },
      },
    });
    expect(drawn.statusCode, drawn.body).toBe(201);
    await page.evaluate(() => window.vigilMap?.map.setView([51.93, 4.15], 10, { animate: false }));
    await page.getByText('Layers and basemap').click();
    await page.getByLabel('Ports (World Port Index and your own)').check();
    const list = page.locator('.port-list');
    await list.getByText(/^\d+ ports? in view/).waitFor();
    // The list names what the API has in the view, the drawn anchorage with the index's ports.
    const view = await page.evaluate(() => window.vigilMap?.map.getBounds().toBBoxString());
    const api = (await t.request({ method: 'GET', url: `/v1/ports?bbox=${view}&limit=200` })).json() as {
      data: { name: string; unlocode: string | null; position: [number, number] }[];
    };
    const names = await list.locator('li button').allTextContents();
    expect(names).toContain('Console test anchorage');
    expect(names.sort()).toEqual(api.data.map((port) => port.name).sort());
    const indexPort = api.data.find((port) => port.unlocode);
    if (!indexPort) throw new Error('no index port in view');
    await list.getByRole('button', { name: indexPort.name, exact: true }).click();
    await page.locator('.details h2', { hasText: indexPort.name }).waitFor();
    await page
      .locator('.details dl')
      .getByText(indexPort.unlocode ?? '')
      .waitFor();
    await page
      .locator('.details')
      .getByText(/World Port Index no\. \d+/)
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'ports');
    await page.getByLabel('Ports (World Port Index and your own)').uncheck();
    expect(await page.locator('.port-list').isVisible()).toBe(false);
  });
});
