// The console in a real browser (Debian's Chromium): sign in, draw a site, watch a vessel appear and
// move, open its track, mark a detection useful, screen a listed address, open a threat and draft a
// SAR, work a case to its report and a webhook's delivery log to a retry. Each step saves a
// screenshot, checks the page with axe-core (no serious violation) and fails on an uncaught error.
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../src/lib/clock.ts';
import { importOfacList } from '../../src/risk/lists/index.ts';
import { startApp, type TestApp } from '../../test/harness.ts';
import { sdnDocument } from '../../test/risk/lists/ofac/sdn-document.ts';
import { threatIn } from '../../test/risk/threats/threat-fixtures.ts';
import { hasChromium, launch, screenshot, seriousViolations } from './browser.ts';

/** The page's globals these tests read (set by console/app/pages/map.ts), as seen from Node. */
declare const window: {
  vigilMap?: {
    map: {
      setView(center: [number, number], zoom: number): void;
      zoomIn(): void;
      latLngToContainerPoint(point: [number, number]): { x: number; y: number };
    };
    assets: { assets: Map<string, { id: string; name: string | null; lon: number; lat: number }> };
  };
};

let t: TestApp;
let base: string;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

const at = (msAgo = 0) => new Date(Date.now() - msAgo).toISOString();

async function accessible(name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  await screenshot(page, name, options);
  expect(await seriousViolations(page), name).toEqual([]);
}

describe.skipIf(!hasChromium)('the console in Chromium', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    t = await startApp({ clock: systemClock });
    base = await t.app.http.listen({ host: '127.0.0.1', port: 0 });
    browser = await launch();
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    page.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message));
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  // An exception the page did not catch fails the step it happened in, even if the step got through.
  afterEach(() => {
    expect(pageErrors.splice(0)).toEqual([]);
  });

  it('redirects / to the console and signs in with a key', async () => {
    await page.goto(`${base}/`);
    expect(page.url()).toBe(`${base}/console/`);
    await page.getByLabel('API key').fill(t.admin.token);
    await accessible('sign-in');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.locator('#map[data-ready="true"]').waitFor();
    await expect.poll(() => page.locator('#live-state').textContent()).toBe('Live');
    await accessible('map');
  });

  it('draws a site and lists it with its area', async () => {
    await page.evaluate(() => window.vigilMap?.map.setView([51.95, 4.1], 11));
    await page.getByRole('button', { name: 'Draw polygon' }).click();
    const box = await page.locator('#map').boundingBox();
    if (!box) throw new Error('no map');
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    for (const [dx, dy] of [
      [-120, -80],
      [120, -80],
      [120, 80],
      [-120, 80],
    ] as const) {
      await page.mouse.click(cx + dx, cy + dy);
    }
    await page.getByRole('button', { name: 'Finish' }).click();
    await page.getByLabel('Name').fill('Rotterdam approach');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect
      .poll(() => page.locator('#toast').textContent())
      .toMatch(/Site “Rotterdam approach” created: [\d.,]+ km²/);
    const sites = (await t.request({ method: 'GET', url: '/v1/sites' })).json() as {
      data: { name: string; area_km2: number }[];
    };
    expect(sites.data.map((s) => s.name)).toContain('Rotterdam approach');
    await page.locator('.legend').getByText('Sites (1)').waitFor();
    await page.mouse.click(cx, cy);
    await page.locator('.details').getByText('Area').waitFor();
    await accessible('site-drawn');
  });

  it('shows a vessel posted through the API, moves it, and draws its track', async () => {
    const post = (lon: number, course: number, msAgo: number) =>
      t.request({
        method: 'POST',
        url: '/v1/ingest/positions',
        payload: [
          {
            mmsi: '244660001',
            at: at(msAgo),
            lon,
            lat: 51.95,
            speed_kn: 12,
            course_deg: course,
            name: 'VIGIL TEST',
          },
        ],
      });
    // Ten minutes before the second: 0.07° of longitude (4.8 km) at 15.6 kn, a ship's speed (a faster
    // jump is stored as suspect and not drawn), and closer than the 15 minutes the track leaves blank.
    await post(4.05, 90, 10 * 60_000);
    const handle = await page.waitForFunction(() => {
      const assets = window.vigilMap?.assets.assets;
      return assets ? ([...assets.values()].find((a) => a.name === 'VIGIL TEST') ?? null) : null;
    });
    const first = (await handle.jsonValue()) as { id: string; lon: number };
    expect(first.lon).toBeCloseTo(4.05);
    await post(4.12, 95, 1_000);
    await page.waitForFunction((id) => (window.vigilMap?.assets.assets.get(id)?.lon ?? 0) > 4.1, first.id);
    await screenshot(page, 'vessel-moved');
    // Click the vessel where the map draws it, then ask for its track.
    const point = await page.evaluate((id) => {
      const map = window.vigilMap?.map;
      const mark = window.vigilMap?.assets.assets.get(id);
      if (!map || !mark) return null;
      const p = map.latLngToContainerPoint([mark.lat, mark.lon]);
      return { x: p.x, y: p.y };
    }, first.id);
    const box = await page.locator('#map').boundingBox();
    if (!point || !box) throw new Error('vessel not placed');
    await page.mouse.click(box.x + point.x, box.y + point.y);
    await page.locator('.details h2', { hasText: 'VIGIL TEST' }).waitFor();
    await page.getByRole('button', { name: 'Show track' }).click();
    // Its visit of the site drawn above is marked on the track too.
    await expect
      .poll(() => page.locator('.details form .hint').textContent())
      .toBe('2 positions drawn, 1 event marked by kind. Point at a position or an event for its time.');
    await accessible('vessel-track');
  });

  // Leaflet ends a zoom animation from a timer of its own: leaving the page before it fires must not
  // make that timer throw on the removed map.
  it('leaves the map in the middle of a zoom without an error', async () => {
    await page.evaluate(() => window.vigilMap?.map.zoomIn());
    await page.goto(`${base}/console/#/agents`);
    await page.getByRole('heading', { name: 'Agents' }).waitFor();
    await page.waitForTimeout(500);
  });

  it('marks a detection useful', async () => {
    const sites = (await t.request({ method: 'GET', url: '/v1/sites' })).json() as { data: { id: string }[] };
    const created = await t.request({
      method: 'POST',
      url: '/v1/detections',
      payload: {
        site_id: sites.data[0]?.id,
        type: 'vessel_presence',
        confidence: 0.87,
        observed_at: at(30_000),
        evidence: [{ kind: 'observation', note: 'seen from the quay' }],
      },
    });
    const detection = created.json() as { id: string };
    await page.goto(`${base}/console/#/detections/${detection.id}`);
    await page.getByRole('heading', { name: /vessel_presence/ }).waitFor();
    await page.getByRole('button', { name: 'Useful', exact: true }).click();
    await page.getByText('Feedback: useful').waitFor();
    await accessible('detection-useful');
  });

  it('screens a listed address and shows the hit and its graph', async () => {
    const listed = '0x8589427373d6d84e98730d7795d8f6f8731fda16';
    const payee = '0x00000000000000000000000000000000000c0ffe';
    const list = sdnDocument(
      [
        {
          id: '7183',
          subType: 'entity',
          name: { rest: 'CONSOLE TEST MIXER' },
          features: [{ type: 'eth', value: listed }],
          programs: ['CYBER2'],
        },
      ],
      undefined,
      { date: '2026-11-20' },
    );
    await importOfacList(t.app.services.store, Readable.from([Buffer.from(list)]), {
      clock: systemClock,
      fileName: 'sdn_advanced.xml',
    });
    await t.app.services.risk.refresh();
    const sent = await t.request({
      method: 'POST',
      url: '/v1/events/ingest',
      payload: {
        type: 'transfer.observed',
        data: {
          chain: 'ethereum',
          tx_hash: `0x${'c0501e'.padStart(64, '0')}`,
          from: listed,
          to: payee,
          amount: 12.3,
          value_usd: '36900',
        },
      },
    });
    expect(sent.statusCode, sent.body).toBe(202);
    await page.goto(`${base}/console/#/screening`);
    await page.getByLabel('Address').fill(listed);
    await page.getByLabel('Chain').selectOption('ethereum');
    await page.getByRole('button', { name: 'Screen' }).click();
    await page.getByText('sanctions hit').waitFor();
    const match = page.getByRole('row', { name: /CONSOLE TEST MIXER/ });
    await expect
      .poll(() => match.textContent())
      .toMatch(/sanctioned.*ofac_sdn \(CYBER2\).*2026-11-20.*ownership/);
    // The listed address and the one it paid, drawn and listed.
    await page.locator('.graph[data-ready="true"] canvas').first().waitFor();
    await expect
      .poll(() => page.locator('.graph-figure figcaption').textContent())
      .toMatch(/2 nodes, 1 link$/);
    // The legend names the sanctions colour; the link carries its amount as sent, in its unit, with
    // its dollar value (not 12.299999999999999).
    await page
      .locator('.graph-legend')
      .getByText(/Sanctioned/)
      .waitFor();
    await page.getByText('As tables').click();
    await page.getByRole('cell', { name: '12.3 ETH ($36,900)' }).waitFor();
    // From the payee, the path to the listed party, said in words as well as drawn.
    await page.getByLabel('Path to a listed party from').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Highlight path to a listed party' }).click();
    await expect
      .poll(() => page.locator('.graph-said').textContent())
      .toMatch(/1 link: .* → CONSOLE TEST MIXER/);
    // Expanding the payee's entity brings its own neighbourhood (here, nothing new).
    await page.getByLabel('Node to expand').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Expand', exact: true }).click();
    await expect
      .poll(() => page.locator('.graph-said').textContent())
      .toMatch(/^Expanded .*: 0 new nodes\.$/);
    // The graph as data and as a picture, downloaded from the page.
    const [json] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export JSON' }).click(),
    ]);
    expect(json.suggestedFilename()).toMatch(/\.json$/);
    const saved = JSON.parse(await readFile(await json.path(), 'utf8')) as { nodes: { tone: string }[] };
    expect(saved.nodes.map((n) => n.tone).sort()).toEqual(['entity', 'sanctioned']);
    const [png] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export PNG' }).click(),
    ]);
    expect((await readFile(await png.path())).subarray(1, 4).toString()).toBe('PNG');
    await accessible('screening-hit');
  });

  it('opens a threat and drafts a SAR', async () => {
    const threatId = await threatIn(t.app.services, t.admin.workspaceId);
    await page.goto(`${base}/console/#/threats/${threatId}`);
    await page.locator('.graph[data-ready="true"] canvas').first().waitFor();
    await page.getByRole('button', { name: 'Draft a SAR' }).click();
    const open = page.getByRole('button', { name: 'Open the PDF' });
    await open.waitFor({ timeout: 60_000 });
    const [pdf] = await Promise.all([page.waitForEvent('popup'), open.click()]);
    expect(pdf.url()).toMatch(/^blob:/);
    await pdf.close();
    await accessible('threat-sar', { fullPage: true });
  });

  it('opens a case, pins the site, and downloads its report', async () => {
    const sites = (await t.request({ method: 'GET', url: '/v1/sites' })).json() as { data: { id: string }[] };
    await page.goto(`${base}/console/#/cases`);
    await page.getByLabel('New case title').fill('Rotterdam watch');
    await page.getByRole('button', { name: 'Open a case' }).click();
    await page.getByRole('heading', { name: 'Rotterdam watch' }).waitFor();
    await page.getByLabel('Kind').selectOption('site');
    await page.getByLabel('Reference id').fill(sites.data[0]?.id ?? '');
    await page.getByLabel('Note').fill('the approach');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('cell', { name: 'the approach' }).waitFor();
    await page.getByRole('button', { name: 'Generate a report' }).click();
    const download = page.getByRole('button', { name: 'Download the PDF' });
    await download.waitFor({ timeout: 60_000 });
    const [pdf] = await Promise.all([page.waitForEvent('popup'), download.click()]);
    await pdf.close();
    await accessible('cases');
  });

  it('shows a webhook endpoint’s delivery log and retries a delivery', async () => {
    await page.goto(`${base}/console/#/webhooks`);
    await page.getByLabel(/Endpoint URL/).fill('https://hooks.example.com/vigil');
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await page.getByText(/signing secret, shown once: whsec_/).waitFor();
    await page.getByRole('link', { name: 'Deliveries' }).click();
    await page.getByRole('button', { name: 'Send a test event' }).click();
    await page.getByRole('cell', { name: 'webhook.test' }).waitFor();
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => page.locator('#toast').textContent()).toBe('Retry scheduled');
    await accessible('webhooks');
  });

  it('has no serious accessibility violation on the other pages', async () => {
    for (const path of ['alerts', 'agents']) {
      await page.goto(`${base}/console/#/${path}`);
      await page.locator('main h1').waitFor();
      await page.locator('table').first().waitFor();
      await accessible(path);
    }
  });

  it('offers a key only the pages its scopes allow', async () => {
    const narrow = await t.key(['screening:read', 'threats:read'], { workspace: 'console-narrow' });
    const tab = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    try {
      await tab.goto(`${base}/console/`);
      await tab.getByLabel('API key').fill(narrow.token);
      await tab.getByRole('button', { name: 'Sign in' }).click();
      await tab.getByRole('heading', { name: 'Screening' }).waitFor();
      const pages = tab.getByRole('navigation', { name: 'Pages' }).getByRole('link');
      expect(await pages.allTextContents()).toEqual(['Screening', 'Threats']);
      // A page the key may not read is not shown, even asked for by its address.
      await tab.goto(`${base}/console/#/webhooks`);
      await tab.getByRole('heading', { name: 'Screening' }).waitFor();
    } finally {
      await tab.close();
    }
  });
});
