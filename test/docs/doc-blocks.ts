/**
 * The fenced blocks of a page of docs/, each with the example marker on the line before it
 * (`<!-- example: <name> -->`), which names the scenario that produces the block by running it.
 * Which blocks are request/response examples (and so must be produced by running them), how two
 * runs are compared (ids and secrets differ between runs; everything else must not), and how a page
 * is rewritten with what the scenarios produced.
 */
import { readFileSync } from 'node:fs';

export interface DocBlock {
  /** The language after the opening fence (`sh`, `json`, …), or ''. */
  lang: string;
  /** The scenario named by the marker before the block, if any. */
  example: string | undefined;
  body: string;
  /** Offsets of the body in the page. */
  start: number;
  end: number;
  /** 1-based line of the opening fence, for messages. */
  line: number;
}

const FENCE = /^```(\w*)\n([\s\S]*?)^```$/gm;
const MARKER = /<!-- example: ([\w/.-]+) -->\n$/;

export function readBlocks(text: string): DocBlock[] {
  const blocks: DocBlock[] = [];
  for (const match of text.matchAll(FENCE)) {
    const index = match.index ?? 0;
    const body = match[2] ?? '';
    const start = index + 3 + (match[1] ?? '').length + 1;
    blocks.push({
      lang: match[1] ?? '',
      example: MARKER.exec(text.slice(Math.max(0, index - 200), index))?.[1],
      body,
      start,
      end: start + body.length,
      line: text.slice(0, index).split('\n').length,
    });
  }
  return blocks;
}

export const readPage = (file: string): string => readFileSync(file, 'utf8');

/**
 * A request to Vigil (curl or an HTTP request line to /v1) or a JSON body: what a reader may copy
 * or compare with what they get, so it must come from a run. Shell blocks that only set up (openssl,
 * npm) and code in other languages are not examples of requests or answers.
 */
export function isExample(block: DocBlock): boolean {
  if (block.lang === 'json' || block.lang === 'http') return true;
  // A CLI command shown with what it printed (as `# …` lines after it, the store it opened first).
  if (/^npx vigil [^\n]*(?:\n {2}[^\n]*)*\n# (?:[{A-Z]|vigil: store: )/m.test(block.body)) return true;
  if (/\bcurl\b[^\n]*\/v1\/|\bcurl\b[\s\S]*?https?:\/\/\S+\/v1\//.test(block.body)) return true;
  return /^(GET|POST|PUT|PATCH|DELETE) \/v1\//m.test(block.body) && block.lang !== 'ts';
}

/** What differs between two honest runs: the random part of ids, secrets, tokens and request ids. */
export function masked(text: string): string {
  return (
    text
      .replace(/\b([a-z]{2,5})_[0-9a-z]{26}\b/g, '$1_<id>')
      .replace(/\bvk_[0-9A-Za-z_-]{20,}/g, 'vk_<key>')
      .replace(/\bvat_[0-9A-Za-z]{20,}/g, 'vat_<token>')
      .replace(/\bwhsec_[0-9A-Za-z+/=]{20,}/g, 'whsec_<secret>')
      .replace(/("request_id": ?")[^"]+"/g, '$1<request id>"')
      // The store a CLI run names: SQLite here, PostgreSQL (a fresh database each run) in CI's second pass.
      .replace(/\b(?:SQLite \/|PostgreSQL postgres(?:ql)?:\/\/)[^\s"]*(?: \(schema [^)]*\))?/g, '<store>')
  );
}

/** The page with each block at `start` given a new body. */
export function rewritten(text: string, bodies: ReadonlyMap<number, { end: number; body: string }>): string {
  let out = '';
  let at = 0;
  for (const [start, { end, body }] of [...bodies].sort(([a], [b]) => a - b)) {
    out += text.slice(at, start) + body;
    at = end;
  }
  return out + text.slice(at);
}
