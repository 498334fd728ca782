// The API reference page (/docs) in Chromium: it renders the API from the service's own OpenAPI
// document, every request it makes goes to the service's origin (its fonts came from
// fonts.scalar.com before), its Content-Security-Policy refuses nothing it needs, and it shows no
// control that leads to one of Scalar's hosted services ("Ask AI", "Generate MCP", "Deploy").
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../../test/harness.ts';
import { hasChromium, launch, screenshot } from './browser.ts';

let t: TestApp;
let base: string;
let browser: Browser;
let page: Page;
const elsewhere: string[] = [];
const refused: string[] = [];
/** Requests the page has made that have neither finished nor failed. */
let inFlight = 0;

describe.skipIf(!hasChromium)('the API reference in Chromium', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    t = await startApp({ startWorker: false });
    base = await t.app.http.listen({ host: '127.0.0.1', port: 0 });
    browser = await launch();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const origin = new URL(base).origin;
    const away = (url: URL) => url.origin !== origin && !/^(data|blob):$/.test(url.protocol);
    page.on('request', (request) => {
      inFlight += 1;
      if (away(new URL(request.url()))) elsewhere.push(request.url());
    });
    page.on('requestfinished', () => (inFlight -= 1));
    page.on('requestfailed', () => (inFlight -= 1));
    // A request to another host is recorded above and refused at once, so that one the machine
    // cannot route (CI has no internet) fails the test by name instead of hanging it.
    await page.route(away, (route) => route.abort('blockedbyclient'));
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
    });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('renders the reference from this origin alone, with nothing refused', async () => {
    await page.goto(`${base}/docs/`);
    await page.getByRole('heading', { name: 'Vigil API', exact: true }).waitFor({ timeout: 60_000 });
    await page.getByText('Keys', { exact: true }).first().click();
    await page.getByText('Get the calling key').first().waitFor();
    // Every request the page made has ended (Playwright's 'networkidle' timed out on a loaded CI
    // machine with nothing pending; this counts the requests themselves).
    await expect.poll(() => inFlight, { timeout: 60_000 }).toBe(0);
    await screenshot(page, 'api-reference');
    expect(await page.title()).toBe('Vigil API reference');
    expect(elsewhere).toEqual([]);
    expect(refused).toEqual([]);
  });

  it('shows no control that leads to a hosted service', async () => {
    const text = await page.locator('body').innerText();
    for (const label of ['Ask AI', 'Generate MCP', 'Deploy']) expect(text).not.toContain(label);
    const controls = await page
      .locator('button, a[href]')
      .evaluateAll((elements) =>
        elements.map((e) => `${e.textContent?.trim() ?? ''} ${e.getAttribute('href') ?? ''}`),
      );
    expect(controls.filter((c) => /Ask AI|MCP|Deploy/i.test(c))).toEqual([]);
    // Links that leave the origin: only Scalar's credit ("Powered by Scalar"), no hosted service.
    const origin = new URL(base).origin;
    const hrefs = await page
      .locator('a[href^="http"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    const away = hrefs.filter((href) => !href.startsWith(origin));
    expect(away).toEqual(['https://www.scalar.com']);
    // The API client opens in the page (an operation's "Test Request") and stays on this origin.
    await page
      .getByRole('button', { name: /Test Request/ })
      .first()
      .click();
    await page.getByRole('dialog').first().waitFor();
    expect(new URL(page.url()).origin).toBe(new URL(base).origin);
    expect(elsewhere).toEqual([]);
    expect(refused).toEqual([]);
    await screenshot(page, 'api-reference-client');
  });
});
