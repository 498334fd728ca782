/**
 * docs/clients.md and each client's README show code from example files that the clients' builds
 * compile or run (the five tasks run in their tests; what only a README shows compiles in
 * .ci/clients: Go's examples/readme.go, Java's and Kotlin's examples/Readme*, Python's
 * examples/readme.py under mypy, Rust's tests/live/readme.rs; TypeScript's examples/readme.ts
 * type-checks in `npm run typecheck`). A snippet in a doc is a fenced block
 * right after a marker `<!-- snippet: FILE#NAME -->`; it must equal the region of FILE between the
 * lines `// [doc:NAME]` (or `# [doc:NAME]`) and `// [/doc]`, less the region's common indentation
 * and its trailing blank lines. In a README every block of code in a client's language has a
 * marker: one without could drift unseen.
 *
 * `node sdk/scripts/doc-snippets.ts` checks (exit 1 naming each snippet that differs or is
 * unmarked); `--write` rewrites the docs' snippets from the files. test/docs/client-snippets.test.ts
 * checks too.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPOSITORY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CLIENTS_DOC_PATH = 'docs/clients.md';
export const CLIENTS_DOC = path.join(REPOSITORY, CLIENTS_DOC_PATH);
/** Each client's README, relative to the repository. */
export const CLIENT_READMES = ['go', 'java', 'python', 'rust', 'typescript'].map(
  (client) => `sdk/${client}/README.md`,
);
/** The info strings of fenced blocks that hold a client's code (not a shell command or a manifest). */
const CODE_LANGUAGES = new Set(['go', 'java', 'kotlin', 'python', 'rust', 'ts', 'typescript']);

const MARKER = /^<!-- snippet: (\S+)#([\w-]+) -->$/;

/** The region NAME of a source file, dedented. */
export function region(file: string, name: string): string {
  const lines = readFileSync(path.join(REPOSITORY, file), 'utf8').split('\n');
  const start = lines.findIndex((line) => new RegExp(`^\\s*(//|#) \\[doc:${name}\\]\\s*$`).test(line));
  if (start < 0) throw new Error(`${file} has no region [doc:${name}]`);
  const end = lines.findIndex((line, i) => i > start && /^\s*(\/\/|#) \[\/doc\]\s*$/.test(line));
  if (end < 0) throw new Error(`${file}: region [doc:${name}] has no end`);
  const body = lines.slice(start + 1, end);
  // Blank lines at its ends are the formatter's (gofmt puts one after an import block), not the snippet's.
  while (body.at(-1)?.trim() === '') body.pop();
  const indent = Math.min(
    ...body.filter((line) => line.trim() !== '').map((line) => line.length - line.trimStart().length),
  );
  return body.map((line) => line.slice(indent).trimEnd()).join('\n');
}

export interface Snippet {
  file: string;
  name: string;
  /** The block's lines in the doc: [first code line, closing fence line). */
  from: number;
  to: number;
  shown: string;
}

/** Every marked snippet of a Markdown text. */
export function snippets(markdown: string): Snippet[] {
  const lines = markdown.split('\n');
  const found: Snippet[] = [];
  lines.forEach((line, i) => {
    const match = MARKER.exec(line);
    if (!match) return;
    const [, file, name] = match;
    if (!file || !name || !lines[i + 1]?.startsWith('```'))
      throw new Error(`docs line ${i + 1}: a snippet marker must be followed by a fenced block`);
    const close = lines.findIndex((candidate, j) => j > i + 1 && candidate.startsWith('```'));
    if (close < 0) throw new Error(`docs line ${i + 2}: the block is not closed`);
    found.push({ file, name, from: i + 2, to: close, shown: lines.slice(i + 2, close).join('\n') });
  });
  return found;
}

/** The snippets whose block differs from their file's region. */
export function staleSnippets(markdown: string): Snippet[] {
  return snippets(markdown).filter((snippet) => snippet.shown !== region(snippet.file, snippet.name));
}

/** The text with every snippet's block replaced by its region. */
export function withSnippets(markdown: string): string {
  const lines = markdown.split('\n');
  for (const snippet of snippets(markdown).reverse()) {
    lines.splice(snippet.from, snippet.to - snippet.from, ...region(snippet.file, snippet.name).split('\n'));
  }
  return lines.join('\n');
}

/** The blocks of client code that have no marker: the first line of each, 1-based. */
export function unmarkedCode(markdown: string): number[] {
  const lines = markdown.split('\n');
  const unmarked: number[] = [];
  let open = false;
  lines.forEach((line, i) => {
    if (!line.startsWith('```')) return;
    if (!open && CODE_LANGUAGES.has(line.slice(3).trim()) && !MARKER.test(lines[i - 1] ?? ''))
      unmarked.push(i + 1);
    open = !open;
  });
  return unmarked;
}

if (import.meta.main) {
  const write = process.argv.includes('--write');
  const problems: string[] = [];
  for (const doc of [CLIENTS_DOC_PATH, ...CLIENT_READMES]) {
    const file = path.join(REPOSITORY, doc);
    const markdown = readFileSync(file, 'utf8');
    if (write) {
      writeFileSync(file, withSnippets(markdown));
      console.log(`wrote ${snippets(markdown).length} snippets into ${doc}`);
      continue;
    }
    for (const snippet of staleSnippets(markdown))
      problems.push(`${doc}: ${snippet.file}#${snippet.name} differs`);
    if (doc === CLIENTS_DOC_PATH) continue;
    for (const line of unmarkedCode(markdown))
      problems.push(`${doc} line ${line}: code without a snippet marker`);
  }
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(
      'Run `node sdk/scripts/doc-snippets.ts --write` and commit the docs; mark every README code block.',
    );
    process.exit(1);
  }
  if (!write) console.log('docs/clients.md and the client READMEs: every snippet matches its file');
}
