/**
 * The browser the console tests drive: Debian's Chromium through playwright-core (no browser is
 * downloaded). Absent, the tests are skipped with how to install it, except in CI, where its absence
 * fails them. Screenshots go to console/test/screenshots/ (not committed) for a reviewer to open;
 * `npm run docs:screenshots` also writes the ones docs/console.md shows into docs/console/.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';
export const SCREENSHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));
export const DOC_SCREENSHOTS = fileURLToPath(new URL('../../docs/console/', import.meta.url));
/** The screenshots docs/console.md shows (a test checks the page links each of them). */
export const DOCUMENTED = [
  'sign-in',
  'site-drawn',
  'vessel-track',
  'detection-useful',
  'screening-hit',
  'threat-sar',
  'threat-review',
  'webhooks',
] as const;
const updateDocs = process.env.VIGIL_DOC_SCREENSHOTS === '1';

export const hasChromium = existsSync(CHROMIUM);
if (!hasChromium) {
  const message = `Chromium is not installed at ${CHROMIUM}: the console's browser tests ${process.env.CI === 'true' ? 'FAIL in CI' : 'are skipped'}. Install it with: apt-get update && apt-get install -y chromium`;
  if (process.env.CI === 'true') throw new Error(message);
  console.warn(message);
}

export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
}

/**
 * A new tab signed in to the console at `base` with `token`, once its map is ready. What the page
 * throws goes into `errors`, for each test's `afterEach` to check.
 */
export async function openMap(
  browser: Browser,
  base: string,
  token: string,
  errors: string[],
  viewport: { width: number; height: number },
): Promise<Page> {
  const page = await browser.newPage({ viewport });
  page.on('pageerror', (error) => errors.push(error.stack ?? error.message));
  await page.goto(`${base}/console/`);
  await page.getByLabel('API key').fill(token);
  await page.keyboard.press('Enter');
  await page.locator('#map[data-ready="true"]').waitFor();
  return page;
}

export async function screenshot(
  page: Page,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const file = `${SCREENSHOTS}${name}.png`;
  await page.screenshot({ path: file, ...options });
  if (updateDocs && (DOCUMENTED as readonly string[]).includes(name)) {
    mkdirSync(DOC_SCREENSHOTS, { recursive: true });
    copyFileSync(file, `${DOC_SCREENSHOTS}${name}.png`);
  }
}

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeResults {
  violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
}

/**
 * Serious and critical accessibility violations on the page (axe-core, evaluated through the
 * DevTools protocol, which the page's Content-Security-Policy does not restrict), as readable lines.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE);
  const results = (await page.evaluate('axe.run(document, { resultTypes: ["violations"] })')) as AxeResults;
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join('; ')})`,
    );
}
