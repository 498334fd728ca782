// The API reference page (/docs) shares the console's origin, and with it the key a person signs in
// with: it is served with the console's page headers (a Content-Security-Policy that lets only this
// origin's scripts and the page's own inline configuration run, no framing, no sniffing), refers to
// nothing of another origin, and turns off Scalar's hosted fonts, AI agent, MCP and developer tools.
// The browser half (what the page loads and shows in Chromium) is console/test/api-reference.test.ts.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../../harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startApp({ startWorker: false });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.request({ method: 'GET', url, key: null });

const PAGE_HEADERS = [
  'content-security-policy',
  'x-frame-options',
  'x-content-type-options',
  'referrer-policy',
];

describe('GET /docs', () => {
  it('is sent with the console’s page headers, its inline script allowed by its hash', async () => {
    const page = await get('/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    const csp = String(page.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "connect-src 'self'",
      "object-src 'none'",
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    const inline = [...page.body.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
      (m) => m[1] ?? '',
    );
    expect(inline.length).toBeGreaterThan(0);
    const hashes = inline.map((text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`);
    expect(csp).toContain(`script-src 'self' ${hashes.join(' ')};`);
    // The console's page carries the same headers.
    const console = await get('/console/');
    for (const name of PAGE_HEADERS) expect(console.headers[name], name).toBeDefined();
    expect(console.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends every file of the reference with the headers, the redirect to it too', async () => {
    for (const url of ['/docs', '/docs/js/scalar.js']) {
      const response = await get(url);
      expect(response.statusCode, url).toBeLessThan(400);
      for (const name of PAGE_HEADERS) expect(response.headers[name], `${url} ${name}`).toBeDefined();
    }
    expect((await get('/docs/js/scalar.js')).headers['content-type']).toMatch(/javascript/);
  });

  it('refers to nothing of another origin and turns off what leads to Scalar’s services', async () => {
    const page = (await get('/docs/')).body;
    for (const match of page.matchAll(/\b(?:src|href)="([^"]+)"/g)) {
      expect(match[1], 'a reference to another origin').not.toMatch(/^(https?:)?\/\//);
    }
    const config = /createApiReference\('#app', ([\s\S]*?)\)\s*<\/script>/.exec(page)?.[1] ?? '';
    expect(JSON.parse(config)).toMatchObject({
      url: '/v1/openapi.json',
      withDefaultFonts: false,
      telemetry: false,
      agent: { disabled: true },
      mcp: { disabled: true },
      showDeveloperTools: 'never',
      hideClientButton: true,
    });
  });
});
