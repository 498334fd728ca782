// The console's session in a real browser (Debian's Chromium), when the key or the live stream goes
// wrong while a tab is open: a revoked or expired key signs a quiet page out by itself (its key
// watch, with the stream down so that the service's own recheck of a streaming key cannot), a stream
// that refuses the key (401) signs out without retrying, one that fails (5xx) is retried and one
// that is refused for good (403) is not, and a stream that cannot resume makes the pages read their
// data again.
// The tabs of the first five tests run on Playwright's clock (their timers are the page's own):
// what the console waits for, its key watch and its stream's retries, is run forward at once
// rather than waited out.
import { setTimeout as delay } from 'node:timers/promises';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../src/lib/clock.ts';
import { startApp, type TestApp, type TestKey } from '../../test/harness.ts';
import { threatIn } from '../../test/risk/threats/threat-fixtures.ts';
import { hasChromium, launch, screenshot, seriousViolations } from './browser.ts';

/** The page's own globals the 5xx test uses (the page's fetch, wrapped to time its stream requests). */
declare const window: {
  fetch(input: unknown, init?: unknown): Promise<unknown>;
  streamAskedAt?: number[];
};

const STREAM = '**/v1/events/stream';
/** The sign-in page's words for a key the API stopped accepting. */
const SIGNED_OUT = /signed out because the API key stopped working\. The API key is not valid/;

let t: TestApp;
let base: string;
let browser: Browser;
let siteId: string;

/**
 * The key watch asks once the API has not accepted the key for 15 s, looking every 5 s
 * (console/app/lib/key-watch.ts): a revoked or expired key is noticed within 20 s of the page's time.
 */
const KEY_WATCH_MS = 20_000;
/**
 * After the page's clock was run forward, how long (real time) a request the page made meanwhile
 * may take to reach the test's route: a local one takes milliseconds.
 */
const ROUTE_SETTLE_MS = 500;

/**
 * A new tab (its own sessionStorage) signed in with `key` on `path`, failing on any page error.
 * Its clock is Playwright's: time flows as usual until a test runs it forward.
 */
async function signedIn(
  key: TestKey,
  path: string,
  errors: string[],
  options: { streamDown?: boolean } = {},
): Promise<Page> {
  const tab = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  tab.on('pageerror', (error) => errors.push(error.stack ?? error.message));
  // With the stream down (every request for it fails as a lost connection would), nothing the
  // service says on the stream can sign the tab out: only the console's key watch can.
  if (options.streamDown) await tab.route(STREAM, (route) => route.abort('connectionreset'));
  await tab.clock.install();
  await tab.goto(`${base}/console/#/${path}`);
  await tab.getByLabel('API key').fill(key.token);
  await tab.getByRole('button', { name: 'Sign in' }).click();
  await tab.locator('#nav a').first().waitFor();
  return tab;
}

/** Counts the stream requests `route` answers (or lets through). */
function streamRoute(answer: (route: Route, call: number) => Promise<void>): {
  handler: (route: Route) => Promise<void>;
  calls: () => number;
} {
  let calls = 0;
  return {
    handler: (route) => {
      calls += 1;
      return answer(route, calls);
    },
    calls: () => calls,
  };
}

const problem = (status: number, code: string, detail: string) => ({
  status,
  contentType: 'application/problem+json',
  body: JSON.stringify({ type: 'about:blank', title: code, status, code, detail }),
});

describe.skipIf(!hasChromium)('the console when its key or stream fails', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    t = await startApp({ clock: systemClock });
    base = await t.app.http.listen({ host: '127.0.0.1', port: 0 });
    browser = await launch();
    const site = await t.request({
      method: 'POST',
      url: '/v1/sites',
      payload: { coordinates: [4.3, 51.95] },
    });
    siteId = (site.json() as { id: string }).id;
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('signs a page that asks nothing by itself out when its key is revoked', async () => {
    const errors: string[] = [];
    const key = await t.key(['alerts:read', 'detections:read']);
    const tab = await signedIn(key, 'alerts', errors, { streamDown: true });
    try {
      await tab.getByRole('heading', { name: 'Alert rules' }).waitFor();
      const revoked = await t.request({ method: 'DELETE', url: `/v1/keys/${key.keyId}` });
      expect(revoked.statusCode, revoked.body).toBe(204);
      // No click, no navigation: the tab finds out by itself (the key watch asks within 20 s).
      await tab.clock.runFor(KEY_WATCH_MS);
      await tab.getByRole('alert').filter({ hasText: SIGNED_OUT }).waitFor({ timeout: 10_000 });
      expect(await tab.getByLabel('API key').isVisible()).toBe(true);
      expect(await tab.evaluate(() => sessionStorage.getItem('vigil.key'))).toBeNull();
      await screenshot(tab, 'signed-out-revoked');
      expect(await seriousViolations(tab)).toEqual([]);
      // Said once: signing out by hand later shows no stale message.
      await tab.reload();
      await tab.getByLabel('API key').waitFor();
      expect(await tab.getByRole('alert').textContent()).toBe('');
      expect(errors).toEqual([]);
    } finally {
      await tab.close();
    }
  });

  it('signs a quiet page out when its key expires', async () => {
    const errors: string[] = [];
    const expiresAt = Date.now() + 5_000;
    const key = await t.key(['webhooks:read', 'threats:read'], { expiresAt });
    const tab = await signedIn(key, 'webhooks', errors, { streamDown: true });
    try {
      await tab.getByRole('heading', { name: 'Webhooks' }).waitFor();
      // The service's clock is the real one: the key expires in real time, then the page's key
      // watch is run forward (it asks within 20 s of the page's time).
      await delay(Math.max(0, expiresAt - Date.now() + 100));
      await tab.clock.runFor(KEY_WATCH_MS);
      await tab.getByRole('alert').filter({ hasText: SIGNED_OUT }).waitFor({ timeout: 10_000 });
      expect(await tab.evaluate(() => sessionStorage.getItem('vigil.key'))).toBeNull();
      await screenshot(tab, 'signed-out-expired');
      expect(errors).toEqual([]);
    } finally {
      await tab.close();
    }
  });

  it('signs out, without retrying, when the stream refuses the key (401)', async () => {
    const errors: string[] = [];
    const tab = await signedIn(t.admin, 'cases', errors);
    try {
      const stream = streamRoute((route) =>
        route.fulfill(
          problem(401, 'unauthenticated', 'The API key is not valid: it is unknown, revoked or expired.'),
        ),
      );
      await tab.route(STREAM, stream.handler);
      // A new page load opens the stream again; only the stream refuses the key, every other call
      // accepts it, so only the stream can sign the tab out.
      await tab.reload();
      await tab.getByRole('alert').filter({ hasText: SIGNED_OUT }).waitFor({ timeout: 10_000 });
      await screenshot(tab, 'signed-out-stream');
      // Past the first retry's delay (1 s ± 20 %) in the page's time, the stream was not asked again.
      await tab.clock.runFor(2_500);
      await delay(ROUTE_SETTLE_MS);
      expect(stream.calls()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await tab.close();
    }
  });

  it('retries a stream that fails with 5xx, with growing delays, until it is live', async () => {
    const errors: string[] = [];
    const tab = await signedIn(t.admin, 'cases', errors);
    try {
      const stream = streamRoute((route, call) =>
        call <= 3 ? route.fulfill(problem(503, 'unavailable', 'The service is starting.')) : route.continue(),
      );
      await tab.route(STREAM, stream.handler);
      // When the page asked for the stream, in the page's time (the test runs it forward).
      await tab.addInitScript(() => {
        const asked: number[] = [];
        window.streamAskedAt = asked;
        const fetchOf = window.fetch.bind(window);
        window.fetch = (input, init) => {
          if (String(input).endsWith('/v1/events/stream')) asked.push(Date.now());
          return fetchOf(input, init);
        };
      });
      await tab.reload();
      await tab.locator('#live-state.is-connecting').waitFor();
      // A tenth of a second of the page's time at a time, up to 20 s of it, until the fourth try.
      for (let step = 0; step < 200 && stream.calls() < 4; step += 1) await tab.clock.runFor(100);
      await expect.poll(() => tab.locator('#live-state').textContent(), { timeout: 10_000 }).toBe('Live');
      expect(stream.calls()).toBe(4);
      const times = await tab.evaluate(() => window.streamAskedAt ?? []);
      expect(times).toHaveLength(4);
      const [a = 0, b = 0, c = 0, d = 0] = times;
      // Backoff: about 1 s, 2 s and 4 s between tries (each ±20 %).
      expect(b - a).toBeGreaterThanOrEqual(700);
      expect(c - b).toBeGreaterThan(b - a);
      expect(d - c).toBeGreaterThan(c - b);
      expect(await tab.evaluate(() => sessionStorage.getItem('vigil.key'))).not.toBeNull();
      expect(errors).toEqual([]);
    } finally {
      await tab.close();
    }
  });

  it('stops the stream, signed in still, when it is refused for good (403)', async () => {
    const errors: string[] = [];
    const tab = await signedIn(t.admin, 'cases', errors);
    try {
      const detail = 'This key may read no event type: the stream needs one of detections:read.';
      const stream = streamRoute((route) => route.fulfill(problem(403, 'forbidden', detail)));
      await tab.route(STREAM, stream.handler);
      await tab.reload();
      await expect.poll(() => tab.locator('#live-state').textContent()).toBe('No live updates');
      expect(await tab.locator('#live-state').getAttribute('title')).toContain(detail);
      // Past the first retry's delay in the page's time, the stream was not asked again.
      await tab.clock.runFor(2_500);
      await delay(ROUTE_SETTLE_MS);
      expect(stream.calls()).toBe(1);
      expect(await tab.getByRole('heading', { name: 'Cases' }).isVisible()).toBe(true);
      await screenshot(tab, 'stream-refused');
      expect(errors).toEqual([]);
    } finally {
      await tab.close();
    }
  });

  /** A detection at the test's site, observed a minute ago. */
  const makeDetection = async () => {
    const made = await t.request({
      method: 'POST',
      url: '/v1/detections',
      payload: {
        site_id: siteId,
        type: 'vessel_presence',
        confidence: 0.42,
        observed_at: new Date(Date.now() - 60_000).toISOString(),
        evidence: [{ kind: 'observation', note: 'made while the stream was away' }],
      },
    });
    expect(made.statusCode, made.body).toBe(201);
  };
  /** How many items a list page counts in its caption, once it has loaded. */
  const listed = (noun: string) => async (tab: Page) => {
    const found = tab.locator('main table caption');
    if ((await found.count()) === 0) return undefined;
    const caption = (await found.textContent()) ?? '';
    return new RegExp(`^\\d+ ${noun}s?$`).test(caption) ? Number.parseInt(caption, 10) : undefined;
  };
  /** Each page with live data, something to make while the stream is away, and how many it shows. */
  const gapCases: {
    page: string;
    make: () => Promise<void>;
    count: (tab: Page) => Promise<number | undefined>;
  }[] = [
    { page: 'detections', make: makeDetection, count: listed('detection') },
    {
      page: 'threats',
      make: async () => {
        await threatIn(t.app.services, t.admin.workspaceId);
      },
      count: listed('threat'),
    },
    {
      page: 'map',
      make: makeDetection,
      // The map's detection markers, once it has loaded.
      count: async (tab) => {
        const map = tab.locator('#map[data-ready="true"]');
        if ((await map.count()) === 0) return undefined;
        return Number((await map.getAttribute('data-detections')) ?? 0);
      },
    },
  ];

  it.each(gapCases)(
    'reloads what the $page page shows when the stream cannot resume after a gap',
    async (gapCase) => {
      const errors: string[] = [];
      const tab = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      tab.on('pageerror', (error) => errors.push(error.stack ?? error.message));
      try {
        // The first connection carries one event whose id the service does not have, then ends; the
        // reconnection with that Last-Event-ID waits until something has been made in the gap.
        const unknownId = `evt_0${'1'.repeat(25)}`;
        let resumedWith: string | undefined;
        let release = () => {};
        const gap = new Promise<void>((resolve) => {
          release = resolve;
        });
        const stream = streamRoute(async (route, call) => {
          if (call === 1) {
            const data = { type: 'report.completed', timestamp: new Date().toISOString(), data: {} };
            return route.fulfill({
              status: 200,
              contentType: 'text/event-stream',
              body: `id: ${unknownId}\nevent: report.completed\ndata: ${JSON.stringify(data)}\n\n`,
            });
          }
          if (call === 2) {
            resumedWith = route.request().headers()['last-event-id'];
            await gap;
          }
          return route.continue();
        });
        await tab.route(STREAM, stream.handler);
        await tab.goto(`${base}/console/#/${gapCase.page}`);
        await tab.getByLabel('API key').fill(t.admin.token);
        await tab.getByRole('button', { name: 'Sign in' }).click();
        await expect.poll(() => gapCase.count(tab), { timeout: 10_000 }).toBeTypeOf('number');
        const before = (await gapCase.count(tab)) ?? 0;
        await expect.poll(() => stream.calls(), { timeout: 5_000 }).toBe(2);
        expect(resumedWith).toBe(unknownId);
        await gapCase.make();
        release();
        // The service answers 400 (no such event), the console reconnects from now and the page reads
        // its list again: what was made in the gap shows, though the stream never carried it.
        await expect.poll(() => gapCase.count(tab), { timeout: 15_000 }).toBe(before + 1);
        expect(stream.calls()).toBe(3);
        await expect.poll(() => tab.locator('#live-state').textContent()).toBe('Live');
        await screenshot(tab, `stream-reset-${gapCase.page}`);
        expect(errors).toEqual([]);
      } finally {
        await tab.close();
      }
    },
  );
});
