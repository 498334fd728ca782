// docs/console.md shows the screenshots the browser tests take: each one it links is committed under
// docs/console/ and is one the tests write, and each one the tests write for it is linked.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DOC_SCREENSHOTS, DOCUMENTED } from './browser.ts';

const page = readFileSync(fileURLToPath(new URL('../../docs/console.md', import.meta.url)), 'utf8');
const linked = [...page.matchAll(/!\[[^\]]*\]\(console\/([a-z-]+)\.png\)/g)].map((m) => m[1] ?? '');

describe('docs/console.md', () => {
  it('links exactly the screenshots the browser tests write for it', () => {
    expect([...linked].sort()).toEqual([...DOCUMENTED].sort());
  });

  it.each([...DOCUMENTED])('has %s.png committed, and small', (name) => {
    const file = `${DOC_SCREENSHOTS}${name}.png`;
    expect(existsSync(file), `${file}: run npm run docs:screenshots`).toBe(true);
    expect(statSync(file).size).toBeLessThan(200 * 1024);
  });
});
