/**
 * docs/clients.md shows code from the clients' example files, which their tests run. A snippet in
 * the doc is a fenced block right after a marker `<!-- snippet: FILE#NAME -->`; it must equal the
 * region of FILE between the lines `// [doc:NAME]` (or `# [doc:NAME]`) and `// [/doc]`, less the
 * region's common indentation.
 *
 * `node sdk/scripts/doc-snippets.ts` checks (exit 1 naming each snippet that differs);
 * `--write` rewrites the doc's snippets from the files. test/docs/client-snippets.test.ts checks too.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPOSITORY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const CLIENTS_DOC = path.join(REPOSITORY, 'docs/clients.md');

const MARKER = /^<!-- snippet: (\S+)#([\w-]+) -->$/;

/** The region NAME of a source file, dedented. */
export function region(file: string, name: string): string {
  const lines = readFileSync(path.join(REPOSITORY, file), 'utf8').split('\n');
  const start = lines.findIndex((line) => new RegExp(`^\\s*(//|#) \\[doc:${name}\\]\\s*$`).test(line));
  if (start < 0) throw new Error(`${file} has no region [doc:${name}]`);
  const end = lines.findIndex((line, i) => i > start && /^\s*(\/\/|#) \[\/doc\]\s*$/.test(line));
  if (end < 0) throw new Error(`${file}: region [doc:${name}] has no end`);
  const body = lines.slice(start + 1, end);
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

if (import.meta.main) {
  const markdown = readFileSync(CLIENTS_DOC, 'utf8');
  if (process.argv.includes('--write')) {
    writeFileSync(CLIENTS_DOC, withSnippets(markdown));
    console.log(`wrote ${snippets(markdown).length} snippets into docs/clients.md`);
  } else {
    const stale = staleSnippets(markdown);
    for (const snippet of stale) console.error(`docs/clients.md: ${snippet.file}#${snippet.name} differs`);
    if (stale.length > 0) {
      console.error('Run `node sdk/scripts/doc-snippets.ts --write` and commit docs/clients.md.');
      process.exit(1);
    }
    console.log(`docs/clients.md: ${snippets(markdown).length} snippets match their files`);
  }
}
