// A threat's review in a real browser (Debian's Chromium): a key with threats:write assigns a
// threat, records a disposition with a note, closes it and sees each change in the history, and an
// API refusal shown as the API words it; a key with threats:read sees the same threat read-only.
// Each step saves a screenshot, checks the page with axe-core and fails on an uncaught error.
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../src/lib/clock.ts';
import { startApp, type TestApp, type TestKey } from '../../test/harness.ts';
import { threatIn } from '../../test/risk/threats/threat-fixtures.ts';
import { hasChromium, launch, screenshot, seriousViolations } from './browser.ts';

let t: TestApp;
let base: string;
let browser: Browser;
let page: Page;
let reviewer: TestKey;
let threatId: string;
const pageErrors: string[] = [];

/** The history table's rows, as their text. */
const historyRows = (tab: Page) =>
  tab.locator('table', { has: tab.locator('caption', { hasText: /^History/ }) }).locator('tbody tr');

/** A screenshot of the review down to its history's end (a size docs/console.md can show), then axe. */
async function accessible(tab: Page, name: string): Promise<void> {
  await historyRows(tab)
    .last()
    .evaluate((row) => row.scrollIntoView({ block: 'end' }));
  await screenshot(tab, name);
  expect(await seriousViolations(tab), name).toEqual([]);
}

async function signIn(tab: Page, token: string, hash: string): Promise<void> {
  await tab.goto(`${base}/console/#/${hash}`);
  await tab.getByLabel('API key').fill(token);
  await tab.getByRole('button', { name: 'Sign in' }).click();
}

interface Threat {
  status: string;
  assignee: string | null;
  disposition: string | null;
  history: {
    actor: string | null;
    change: Record<string, { from: unknown; to: unknown }>;
    note: string | null;
  }[];
}

async function threatNow(): Promise<Threat> {
  return (await t.request({ method: 'GET', url: `/v1/threats/${threatId}` })).json() as Threat;
}

describe.skipIf(!hasChromium)('reviewing a threat in the console', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    t = await startApp({ clock: systemClock });
    base = await t.app.http.listen({ host: '127.0.0.1', port: 0 });
    reviewer = await t.key(['threats:write']);
    threatId = await threatIn(t.app.services, t.admin.workspaceId);
    browser = await launch();
    page = await browser.newPage({ viewport: { width: 1280, height: 1100 } });
    page.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message));
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  afterEach(() => {
    expect(pageErrors.splice(0)).toEqual([]);
  });

  it('assigns a threat with a note and shows it in the history', async () => {
    await signIn(page, reviewer.token, `threats/${threatId}`);
    await page.getByRole('heading', { name: 'Review' }).waitFor();
    await expect.poll(() => historyRows(page).allTextContents()).toEqual(['Nothing yet.']);
    await page.getByLabel('Assignee').fill('ana@harbour.example');
    await page.getByLabel('Note').fill('Taking this one.');
    await page.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect.poll(() => page.locator('#toast').textContent()).toBe('Threat assigned');
    const row = historyRows(page).first();
    await expect
      .poll(() => row.textContent())
      .toMatch(new RegExp(`${reviewer.keyId}assignee: no one → ana@harbour\\.exampleTaking this one\\.$`));
    // The list beside it shows the assignee too, and the API holds what the page says.
    await page.locator('.list').getByRole('cell', { name: 'ana@harbour.example', exact: true }).waitFor();
    const threat = await threatNow();
    expect(threat.assignee).toBe('ana@harbour.example');
    expect(threat.history).toEqual([
      {
        at: expect.any(String),
        actor: reviewer.keyId,
        change: { assignee: { from: null, to: 'ana@harbour.example' } },
        note: 'Taking this one.',
      },
    ]);
  });

  it('shows the API’s refusal of a blank assignee as the API words it', async () => {
    await page.getByLabel('Assignee').fill('   ');
    await page.getByRole('button', { name: 'Assign', exact: true }).click();
    const refusal = await t.request({
      method: 'PATCH',
      url: `/v1/threats/${threatId}`,
      payload: { assignee: '' },
      key: reviewer,
    });
    expect(refusal.statusCode).toBe(400);
    const detail = (refusal.json() as { detail: string }).detail;
    await expect.poll(() => page.locator('#toast.error').textContent()).toBe(detail);
    expect((await threatNow()).assignee).toBe('ana@harbour.example');
  });

  it('records a disposition with a note, closes the threat and reopens it', async () => {
    await page.getByLabel('Disposition').selectOption('false_positive');
    await page.getByLabel('Note').fill('Treasury rebalancing between our own wallets.');
    await page.getByRole('button', { name: 'Record the disposition' }).click();
    await expect.poll(() => page.locator('#toast').textContent()).toBe('Disposition recorded');
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await expect.poll(() => page.locator('#toast').textContent()).toBe('Threat closed');
    await page.getByRole('button', { name: 'Reopen' }).waitFor();
    await expect
      .poll(() => historyRows(page).allTextContents())
      .toEqual([
        expect.stringMatching(/assignee: no one → ana@harbour\.exampleTaking this one\.$/),
        expect.stringMatching(
          /disposition: none → False positiveTreasury rebalancing between our own wallets\.$/,
        ),
        expect.stringMatching(new RegExp(`${reviewer.keyId}status: open → closed$`)),
      ]);
    const closed = await threatNow();
    expect(closed).toMatchObject({ status: 'closed', disposition: 'false_positive' });
    await accessible(page, 'threat-review');
    await page.getByRole('button', { name: 'Reopen' }).click();
    await expect.poll(() => page.locator('#toast').textContent()).toBe('Threat reopened');
    await page.getByRole('button', { name: 'Close', exact: true }).waitFor();
    expect((await threatNow()).status).toBe('open');
    await expect.poll(() => historyRows(page).count()).toBe(4);
  });

  it('shows a key without threats:write the review read-only', async () => {
    const reader = await t.key(['threats:read']);
    const tab = await browser.newPage({ viewport: { width: 1280, height: 1100 } });
    tab.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message));
    try {
      await signIn(tab, reader.token, `threats/${threatId}`);
      await tab.getByRole('heading', { name: 'Review' }).waitFor();
      await tab.getByText(/Read-only: .* threats:write scope/).waitFor();
      const review = tab.locator('.detail');
      await expect.poll(() => review.locator('dl').textContent()).toMatch(/Assigneeana@harbour\.example/);
      await expect.poll(() => historyRows(tab).count()).toBe(4);
      for (const name of ['Assign', 'Record the disposition', 'Close', 'Reopen', 'Add the note']) {
        expect(await tab.getByRole('button', { name, exact: true }).count(), name).toBe(0);
      }
      expect(await tab.getByLabel('Assignee').count()).toBe(0);
      await accessible(tab, 'threat-read-only');
    } finally {
      await tab.close();
    }
  });
});
