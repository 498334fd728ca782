// Imagery detections on the console's map, in a real browser (Debian's Chromium): a detection
// whose geometry is an area is drawn as that polygon; clicking it shows its before/after chips
// (fetched with the key) and the history of its confidence.

import type { Browser, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../src/lib/clock.ts';
import { startApp, type TestApp } from '../../test/harness.ts';
import { hasChromium, launch, screenshot, seriousViolations } from './browser.ts';

declare const window: {
  vigilMap?: {
    map: {
      setView(center: [number, number], zoom: number): void;
      latLngToContainerPoint(point: [number, number]): { x: number; y: number };
    };
  };
};

function png(rgb: [number, number, number]): Buffer {
  const image = new PNG({ width: 64, height: 64 });
  for (let i = 0; i < 64 * 64; i++) image.data.set([...rgb, 255], i * 4);
  return PNG.sync.write(image);
}

const CLEARING = {
  type: 'Polygon' as const,
  coordinates: [
    [
      [15.001, 36.14],
      [15.004, 36.14],
      [15.004, 36.143],
      [15.001, 36.143],
      [15.001, 36.14],
    ],
  ],
};

describe.skipIf(!hasChromium)('imagery detections in the console', { timeout: 120_000 }, () => {
  let t: TestApp;
  let base: string;
  let browser: Browser;
  let page: Page;
  let detectionId = '';
  const pageErrors: string[] = [];

  beforeAll(async () => {
    t = await startApp({ clock: systemClock });
    base = await t.app.http.listen({ host: '127.0.0.1', port: 0 });
    const site = await t.app.services.sites.create(t.admin.workspaceId, {
      name: 'Forest reserve',
      coordinates: [15.0025, 36.1415],
      radius_m: 2000,
    });
    const { store, detections } = t.app.services;
    const row = await store.db.transaction().execute(async (tx) => {
      const recorded = await detections.recordBuiltIn(
        tx,
        t.admin.workspaceId,
        {
          site_id: site.row.id,
          type: 'vegetation_loss',
          confidence: 0.5,
          observed_at: Date.now() - 3_600_000,
          geometry: CLEARING,
          chips: [
            { name: 'before', mediaType: 'image/png', width: 64, height: 64, data: png([30, 110, 40]) },
            { name: 'after', mediaType: 'image/png', width: 64, height: 64, data: png([150, 120, 90]) },
          ],
        },
        'imagery',
      );
      if (!recorded) throw new Error('not recorded');
      await detections.revise(tx, t.admin.workspaceId, recorded.id, {
        confidence: 0.8,
        reason: 'seen again by S2B_33SVB_20261123_0_L2A (96 % of its pixels)',
        evidence: [{ kind: 'scene', role: 'confirmation', id: 'S2B_33SVB_20261123_0_L2A' }],
      });
      return recorded;
    });
    detectionId = row.id;
    browser = await launch();
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    page.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message));
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  afterEach(() => {
    expect(pageErrors.splice(0)).toEqual([]);
  });

  it('draws the detection as its polygon and shows its chips and confidence history', async () => {
    await page.goto(`${base}/console/`);
    await page.getByLabel('API key').fill(t.admin.token);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.locator('#map[data-ready="true"]').waitFor();
    await page.evaluate(() => window.vigilMap?.map.setView([36.1415, 15.0025], 15));
    // The map draws on a canvas: the detection's outline is there, counted on the map's element.
    await page.locator('#map[data-detection-areas="1"]').waitFor();
    const point = await page.evaluate(() => window.vigilMap?.map.latLngToContainerPoint([36.1415, 15.0025]));
    const box = await page.locator('#map').boundingBox();
    if (!point || !box) throw new Error('the map has no size');
    await page.mouse.click(box.x + point.x, box.y + point.y);
    await page.locator('.details h2', { hasText: 'Detection: vegetation_loss' }).waitFor();
    for (const name of ['before', 'after']) {
      const img = page.getByAltText(`${name} image of detection ${detectionId}`);
      await expect.poll(() => img.evaluate((el) => (el as { naturalWidth: number }).naturalWidth)).toBe(64);
    }
    await page.getByText('50% → 80%').waitFor();
    await screenshot(page, 'imagery-detection');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
