/**
 * Every request and answer the docs show is produced by running it: each example block of
 * docs/*.md and README.md carries a marker (`<!-- example: <name> -->`) naming the scenario that
 * sends the request to a real app (or runs the real CLI) and writes the block from what was sent and
 * received. This test runs every scenario and fails where a page differs from its run (ids, keys
 * and tokens aside, which no two runs share), where an example has no marker, or where a page points
 * outside the repository. `npm run docs:examples` runs it with VIGIL_DOCS_WRITE=1, which rewrites the
 * pages from the runs instead.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  END_MARKER as EVENTS_END,
  START_MARKER as EVENTS_START,
} from '../../src/platform/outbox/event-docs.ts';
import { type DocBlock, isExample, masked, readBlocks, readPage, rewritten } from './doc-blocks.ts';
import { type DocPage, type DocsContext, openDocsContext } from './docs-context.ts';
import { PAGES } from './pages/index.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const WRITE = process.env.VIGIL_DOCS_WRITE === '1';
const pathOf = (file: string) =>
  file === 'README.md' ? path.join(ROOT, file) : path.join(ROOT, 'docs', file);

const ALL_PAGES = [
  'README.md',
  ...readdirSync(path.join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort(),
];

describe('the docs point nowhere outside the repository', () => {
  it.each(ALL_PAGES)('%s', (file) => {
    const text = readPage(pathOf(file));
    const links = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1] ?? '');
    const outside = links.filter((link) => {
      if (/^(https?:|mailto:|#)/.test(link)) return false;
      const target = path.resolve(path.dirname(pathOf(file)), link.split('#')[0] ?? '');
      return !target.startsWith(`${ROOT}`) || target.startsWith(path.join(ROOT, 'node_modules'));
    });
    expect(outside).toEqual([]);
    // The team's own papers are not the reader's: no page leans on them.
    expect(text).not.toMatch(/\b(API|ARCHITECTURE|STYLE)\.md\b|\.\.\/shared\/|\.\.\/data\//);
  });
});

describe('every request and answer in the docs is marked with the scenario that runs it', () => {
  it.each(ALL_PAGES)('%s', (file) => {
    const page = PAGES.find((p) => p.file === file);
    const text = readPage(pathOf(file));
    // The event reference is written from the event catalogue (its examples checked against the
    // schemas) by `npm run docs:events`, and test/app/event-catalogue.app.test.ts holds it to that.
    const reference = [text.indexOf(EVENTS_START), text.indexOf(EVENTS_END)];
    const generated = (block: DocBlock) =>
      ((reference[0] ?? -1) >= 0 && block.start > (reference[0] ?? 0) && block.end < (reference[1] ?? 0)) ||
      // The event stream's request and answer are run by test/platform/outbox/stream-docs.app.test.ts.
      block.body.includes(`/v1/events/stream?types=detection.created,report.completed'`);
    const unmarked = readBlocks(text)
      .filter((block) => isExample(block) && block.example === undefined && !generated(block))
      .map((block) => `line ${block.line}: ${block.body.split('\n')[0]}`);
    expect(unmarked).toEqual([]);
    const unknown = readBlocks(text)
      .filter((block) => block.example !== undefined && page?.scenarios[block.example] === undefined)
      .map((block) => `line ${block.line}: ${block.example}`);
    expect(unknown).toEqual([]);
  });
});

describe('the docs’ examples, run', () => {
  let ctx: DocsContext;
  beforeAll(async () => {
    ctx = await openDocsContext();
  }, 60_000);
  afterAll(async () => {
    await ctx?.close();
  });

  describe.each(PAGES.map((page): [string, DocPage] => [page.file, page]))('%s', (file, page) => {
    it('shows what its scenarios produce', async () => {
      const text = readPage(pathOf(file));
      const blocks = readBlocks(text).filter(
        (block): block is DocBlock & { example: string } => block.example !== undefined,
      );
      const mask = (body: string) => masked(page.mask ? page.mask(body) : body);
      const produced = new Map<number, { end: number; body: string }>();
      const differ: string[] = [];
      await page.setup?.(ctx);
      try {
        for (const block of blocks) {
          const scenario = page.scenarios[block.example];
          if (scenario === undefined) throw new Error(`${file}: no scenario ${block.example}`);
          const body = await scenario(ctx);
          if (body === undefined) {
            console.warn(`${file}: ${block.example} was not run here; the page keeps its block`);
            continue;
          }
          // Only blocks that differ beyond ids and secrets are rewritten, so a rerun changes nothing.
          if (mask(body) !== mask(block.body)) {
            produced.set(block.start, { end: block.end, body });
            differ.push(
              `${file} line ${block.line} (${block.example}):\n--- page\n${block.body}--- run\n${body}`,
            );
          }
        }
      } finally {
        await page.teardown?.();
      }
      if (WRITE) {
        writeFileSync(pathOf(file), rewritten(text, produced));
        return;
      }
      expect(differ.join('\n')).toBe('');
      expect(Object.keys(page.scenarios).filter((name) => !blocks.some((b) => b.example === name))).toEqual(
        [],
      );
    }, 240_000);
  });
});
