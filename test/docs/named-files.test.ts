// A file a comment or a page names exists: a path of this repository (`src/…`, `test/…`, `docs/…`)
// in a comment of the code or on a Markdown page, and a bare file name (`auth-hook.ts`) in a comment.
// Renaming or moving a file without its mentions fails here, with the line that still names it.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
// Committed files and new ones not ignored: what a clone has once they are committed.
const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean);
const basenames = new Set(tracked.map((file) => path.basename(file)));
/** Every file of the repository and every folder that holds one. */
const inRepository = new Set(
  tracked.flatMap((file) => {
    const paths = [file];
    for (let dir = path.dirname(file); dir !== '.'; dir = path.dirname(dir)) paths.push(dir);
    return paths;
  }),
);

/** Paths named on purpose that are not files of this repository, each with its reason. */
const ELSEWHERE: Record<string, string> = {
  'sdk/typescript/dist': 'what `npm run sdk:build` writes',
  'sdk/.tools': 'where sdk/scripts/generate-clients.sh installs the generators',
  'console/test/screenshots': 'what the browser tests write (not committed)',
  'src/heuristics': "BlockSci's source tree (risk/graph/coinjoin-rule.ts)",
  'src/cluster/cluster_manager.cpp': "BlockSci's source tree (risk/graph/coinjoin-rule.ts)",
  'src/tagpack/db/confidence.csv': "graphsense-tagpack-tool's source tree",
  'src/tagpack/conf/tagpack_schema.yaml': "graphsense-tagpack-tool's source tree",
  'src/tagpack/db/concepts.yaml': "graphsense-tagpack-tool's source tree",
  'src/tagpack/db/abuses.yaml': "graphsense-tagpack-tool's source tree",
};

const CODE =
  /^(src|test|bench|console|scripts|\.ci|sdk\/scripts|sdk\/typescript\/(src|scripts|test|examples))\//;
const scanned = tracked.filter(
  (file) =>
    (CODE.test(file) && /\.(ts|js|cjs|sh)$/.test(file) && !file.includes('/generated/')) ||
    /^\.ci\/[^./]+$/.test(file) ||
    /(^|\/)README\.md$|^docs\/.+\.md$/.test(file),
);
const REPO_PATH = /(?<![\w./-])((?:src|test|docs|console|bench|scripts|sdk|\.ci)\/[\w./-]*[\w/])/g;
const BARE_NAME = /(?<![\w./-])([\w-]+\.(?:ts|cjs|mjs))\b/g;

/** The comment on a line of code (the whole line of a page), or '' when there is none. */
function commentOf(line: string, markdown: boolean): string {
  if (markdown || /^\s*(\/\/|\/\*|\*|#)/.test(line)) return line;
  const at = line.indexOf('// ');
  return at < 0 ? '' : line.slice(at);
}

/**
 * Whether `named` is a file or folder of the repository from its root, or from the folder of `file`
 * or one above it.
 */
function exists(named: string, file: string): boolean {
  if (inRepository.has(path.normalize(named))) return true;
  for (let dir = path.dirname(file); dir !== '.' && dir !== ''; dir = path.dirname(dir)) {
    if (inRepository.has(path.join(dir, named))) return true;
  }
  return false;
}

describe('files named in comments and pages', () => {
  it('exist', () => {
    const missing: string[] = [];
    for (const file of scanned) {
      const markdown = file.endsWith('.md');
      readFileSync(path.join(ROOT, file), 'utf8')
        .split('\n')
        .forEach((line, index) => {
          const comment = commentOf(line, markdown);
          for (const [, named = ''] of comment.matchAll(REPO_PATH)) {
            const trimmed = named.replace(/\/$/, '');
            if (!(trimmed in ELSEWHERE) && !exists(trimmed, file))
              missing.push(`${file}:${index + 1} ${trimmed}`);
          }
          if (markdown) return;
          for (const [, name = ''] of comment.matchAll(BARE_NAME)) {
            if (!basenames.has(name)) missing.push(`${file}:${index + 1} ${name}`);
          }
        });
    }
    expect(missing).toEqual([]);
  });

  it('reads comments only, and finds a path from the root or from the naming file’s folder', () => {
    expect(commentOf("const file = 'src/nowhere.ts';", false)).toBe('');
    expect(commentOf("const file = 'a.ts'; // see src/app/app.ts", false)).toBe('// see src/app/app.ts');
    expect(commentOf('  * see src/app/app.ts', false)).toBe('  * see src/app/app.ts');
    expect(exists('src/app/app.ts', 'test/x.test.ts')).toBe(true);
    expect(exists('generated/openapi.ts', 'sdk/typescript/src/client.ts')).toBe(true);
    expect(exists('src/app/nowhere.ts', 'test/x.test.ts')).toBe(false);
  });
});
