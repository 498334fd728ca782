// An asset's events, suspect fixes and identity, in Chromium: a vessel's zone visit listed in its details and
// marked on its track where it began, a fix Vigil does not believe marked apart (hover says why), the
// name it changed in its identity history and its flag in the list of what the map shows, and
// the events page filtered by kind, asset and minimum length, its asset names opening the map.
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../src/lib/clock.ts';
import { startApp, type TestApp } from '../../test/harness.ts';
import { hasChromium, launch, openMap, screenshot, seriousViolations } from './browser.ts';

declare const window: {
  vigilMap?: {
    map: {
      latLngToContainerPoint(at: [number, number]): { x: number; y: number };
      setView(center: [number, number], zoom: number, options?: { animate: boolean }): void;
    };
    events: { drawn: number };
  };
};

let t: TestApp;
let base: string;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];
const NOW = Date.now();
const MINUTE = 60_000;
const at = (msAgo: number) => new Date(NOW - msAgo).toISOString();
/** The zone: 2 km round this point, in the North Sea (2 km is 0.0295° of longitude at 52.5° N). */
const CENTRE: [number, number] = [3.0, 52.5];
let visit: { start: string; geometry: { coordinates: [number, number] } };

/**
 * WANDERER (SEA WANDERER for its first three reports) sails east through the zone, a fix every 5 minutes from 90 minutes ago (inside for about
 * 25 minutes), with one fix 11 km off its path 2.5 minutes after the sixth: an impossible jump.
 * SHORT STAY crosses the zone, 550 m north of its centre, in under 3 minutes.
 */
async function seed(): Promise<void> {
  const rule = await t.request({
    method: 'POST',
    url: '/v1/alerts',
    payload: {
      name: 'Console events zone',
      where: { coordinates: CENTRE, radius_m: 2000 },
      what: { behaviour: 'zone_entry', assets: 'all' },
      channel: { type: 'webhook' },
    },
  });
  expect(rule.statusCode, rule.body).toBe(201);
  const wanderer = Array.from({ length: 13 }, (_, i) => ({
    mmsi: '244777001',
    // Renamed after its first three reports: its identity history keeps both names.
    name: i < 3 ? 'SEA WANDERER' : 'WANDERER',
    at: at(90 * MINUTE - i * 5 * MINUTE),
    lon: 2.94 + i * 0.01,
    lat: 52.5,
    speed_kn: 4,
    course_deg: 90,
  }));
  const jump = { ...wanderer[5], at: at(90 * MINUTE - 27.5 * MINUTE), lat: 52.6 };
  const short = [2.97, 2.98, 3.0, 3.02, 3.04].map((lon, i) => ({
    mmsi: '244777002',
    name: 'SHORT STAY',
    at: at(40 * MINUTE - i * MINUTE),
    lon,
    lat: 52.505,
    speed_kn: 12,
    course_deg: 90,
  }));
  for (const batch of [wanderer.slice(0, 6), [jump], wanderer.slice(6), short]) {
    const response = await t.request({ method: 'POST', url: '/v1/ingest/positions', payload: batch });
    expect(response.statusCode, response.body).toBe(200);
  }
  const events = (await t.request({ method: 'GET', url: '/v1/asset-events?kind=zone_visit' })).json() as {
    data: {
      asset_id: string;
      start: string;
      duration_s: number;
      geometry: { coordinates: [number, number] };
    }[];
  };
  expect(events.data).toHaveLength(2);
  const found = events.data.find((e) => e.duration_s > 20 * 60);
  if (!found) throw new Error(`no long visit: ${JSON.stringify(events.data)}`);
  visit = found;
}

/** Moves the pointer over a point of the map. */
async function pointAt(lon: number, lat: number): Promise<void> {
  const box = await page.locator('#map').boundingBox();
  const point = await page.evaluate(([x, y]) => window.vigilMap?.map.latLngToContainerPoint([y, x]), [
    lon,
    lat,
  ] as [number, number]);
  if (!box || !point) throw new Error('no map');
  await page.mouse.move(box.x + point.x, box.y + point.y);
}

const tooltip = async () => (await page.locator('.leaflet-tooltip').textContent()) ?? '';

describe.skipIf(!hasChromium)('events and suspect fixes', { timeout: 120_000 }, () => {
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

  it('lists an asset’s events and identity history in its details, marks events and a suspect fix on its track, and gives its flag in the list', async () => {
    await page.getByLabel('Find a vessel or aircraft').fill('WANDERER');
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    // The search's own result: the asset list on the map names it too, once its positions are drawn.
    await page.locator('ul.results').getByRole('button', { name: 'WANDERER' }).click();
    await page.locator('.details h2', { hasText: 'WANDERER' }).waitFor();
    const events = page.locator('.details .event-table');
    await events.locator('caption', { hasText: '1 event in the last 7 days' }).waitFor();
    expect(await events.locator('tbody td').first().textContent()).toBe('Z Zone visit');
    expect(await events.locator('tbody td').last().textContent()).toBe('zone of rule “Console events zone”');
    await page.getByLabel('Track period').selectOption({ label: 'Last 6 hours' });
    await page.getByRole('button', { name: 'Show track' }).click();
    await page
      .getByText(
        '13 positions drawn, 1 suspect fix marked with a red cross and joined to nothing, 1 event marked by kind.',
        { exact: false },
      )
      .waitFor();
    const [lon, lat] = visit.geometry.coordinates;
    await pointAt(lon, lat);
    await expect.poll(tooltip).toMatch(/^Zone visit, from /);
    // The track is fitted to the fixes believed; the suspect one, 11 km north, is brought into view.
    await page.evaluate(() => window.vigilMap?.map.setView([52.55, 3.0], 11, { animate: false }));
    await pointAt(2.99, 52.6);
    await expect.poll(tooltip).toMatch(/suspect \(impossible jump\): not believed$/);
    // Its identity as it reported it: the name it changed, and the flag its MMSI names.
    const identity = page.locator('.identity');
    await identity.getByText('Changed: name.').waitFor();
    expect(await identity.locator('tbody tr.changed td:nth-child(2)').allTextContents()).toEqual([
      'SEA WANDERER',
      'WANDERER',
    ]);
    expect(
      await identity.locator('tbody tr', { hasText: 'Flag' }).locator('td').first().textContent(),
    ).toMatch(/^Netherlands.* \(NL\)$/);
    // The list of what the map shows gives its flag.
    await expect
      .poll(() =>
        page.locator('.asset-list tr', { hasText: 'WANDERER' }).locator('td:nth-child(3)').textContent(),
      )
      .toBe('NL');
    await screenshot(page, 'asset-events');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('lists events on their page, filtered by kind, asset and length, and opens an asset on the map', async () => {
    await page.getByRole('link', { name: 'Events' }).click();
    const caption = page.locator('.event-table caption');
    const assetsListed = () => page.locator('.event-table tbody td:nth-child(2)').allTextContents();
    await caption.getByText('2 events, newest first', { exact: true }).waitFor();
    await page.getByLabel('Lasting at least (minutes)').fill('10');
    await page.getByRole('button', { name: 'Filter' }).click();
    await caption.getByText('1 event, newest first', { exact: true }).waitFor();
    expect(await page.locator('.event-table tbody td:nth-child(2)').allTextContents()).toEqual(['WANDERER']);
    expect(await page.locator('.event-table tbody td:last-child').allTextContents()).toEqual([
      'zone of rule “Console events zone”',
    ]);
    await page.getByLabel('Lasting at least (minutes)').fill('0');
    await page.getByLabel('Asset').fill('SHORT');
    await page.getByRole('button', { name: 'Filter' }).click();
    // The caption says "1 event" before and after: the row names which.
    await expect.poll(assetsListed).toEqual(['SHORT STAY']);
    await caption.getByText('1 event, newest first', { exact: true }).waitFor();
    await page.getByLabel('Zone visit').uncheck();
    await page.getByRole('button', { name: 'Filter' }).click();
    await caption.getByText('0 events, newest first', { exact: true }).waitFor();
    await page.getByLabel('Zone visit').check();
    await page.getByLabel('Asset').fill('');
    await page.getByRole('button', { name: 'Filter' }).click();
    await caption.getByText('2 events, newest first', { exact: true }).waitFor();
    await screenshot(page, 'events-page');
    expect(await seriousViolations(page)).toEqual([]);
    await page.locator('.event-table').getByRole('button', { name: 'WANDERER' }).click();
    await page.locator('#map[data-ready="true"]').waitFor();
    await page.locator('.details h2', { hasText: 'WANDERER' }).waitFor();
  });

  it('marks the events of the window on the slider, and moves to one from the list by keyboard', async () => {
    await page.evaluate(() => window.vigilMap?.map.setView([52.5, 3.0], 11, { animate: false }));
    await page.getByLabel('Window').selectOption({ label: 'Last 6 hours' });
    await page.getByLabel('Time shown').focus();
    await page.keyboard.press('Home');
    // Both zone visits began in the last 6 hours: a tick each; six hours ago, none had begun.
    await expect.poll(() => page.locator('.event-strip .tick').count()).toBe(2);
    const drawn = () => page.evaluate(() => window.vigilMap?.events.drawn ?? -1);
    await expect.poll(drawn, { timeout: 5000 }).toBe(0);
    const status = () => page.locator('.time .hint[aria-live]').textContent();
    await expect
      .poll(status)
      .toMatch(
        /: 0 assets in view placed; 2 not known to have been anywhere then; 0 events of the window begun by then\.$/,
      );
    await page.getByText('Events of the window in view (2)').click();
    const shortStay = page.locator('.window-events button', { hasText: /^Zone visit: SHORT STAY, / });
    await shortStay.focus();
    await page.keyboard.press('Enter');
    await expect.poll(drawn).toBe(2);
    await expect.poll(status).toMatch(/: 2 assets in view placed; 2 events of the window begun by then\.$/);
    await screenshot(page, 'slider-events');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Live' }).click();
    // Live takes the marks away on its next frame, not within the click.
    await expect.poll(drawn).toBe(0);
  });
});
