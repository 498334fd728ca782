/**
 * The module table of docs/architecture.md ("the modules and the faces each one imports"), written
 * from what the architecture check (`npm run lint:deps`, dependency-cruiser with
 * `.dependency-cruiser.cjs`) finds in the code, so that the table cannot miss an import. Type-only
 * imports count, as they do for the check. `npm run docs:architecture` rewrites the table between
 * its markers; the check itself (`scripts/check-deps.ts`) fails while the page differs from what this
 * writes, from the same run of dependency-cruiser.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const ARCHITECTURE_DOC = fileURLToPath(new URL('../docs/architecture.md', import.meta.url));
export const START_MARKER = '<!-- module-table:start (written by `npm run docs:architecture`) -->';
export const END_MARKER = '<!-- module-table:end -->';

/** The halves in the order the table lists them; a module is `src/<half>/<name>/`. */
const HALVES = ['geo', 'risk', 'platform'] as const;
const MODULE = /^src\/(geo|risk|platform)\/([^/]+)\//;

export interface CruiseResult {
  modules: { source: string; dependencies: { resolved: string }[] }[];
}

/**
 * The architecture check's run over `src/`, as its JSON output (its rules' violations in
 * `summary`). dependency-cruiser exits with the number of errors it found; the output is whole
 * either way.
 */
export function cruiseSource(): CruiseResult {
  const run = spawnSync(
    fileURLToPath(new URL('../node_modules/.bin/depcruise', import.meta.url)),
    ['src', '--config', '.dependency-cruiser.cjs', '--output-type', 'json'],
    { cwd: ROOT, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  if (run.error) throw run.error;
  if (run.stdout.trim() === '') throw new Error(`dependency-cruiser wrote no result: ${run.stderr}`);
  return JSON.parse(run.stdout) as CruiseResult;
}

/** Module (`geo/alerts`) → the modules whose files it imports, from the check's own output. */
export function moduleImports(result: CruiseResult = cruiseSource()): Map<string, Set<string>> {
  const imports = new Map<string, Set<string>>();
  for (const file of result.modules) {
    const from = moduleOf(file.source);
    if (from === undefined) continue;
    const set = imports.get(from) ?? new Set<string>();
    imports.set(from, set);
    for (const dependency of file.dependencies) {
      const to = moduleOf(dependency.resolved);
      if (to !== undefined && to !== from) set.add(to);
    }
  }
  return imports;
}

function moduleOf(path: string): string | undefined {
  const match = MODULE.exec(path);
  return match ? `${match[1]}/${match[2]}` : undefined;
}

/** How far down a module sits: 0 when it imports no module of its own half, else one above the highest. */
function depths(imports: ReadonlyMap<string, ReadonlySet<string>>): Map<string, number> {
  const depth = new Map<string, number>();
  const visit = (module: string, path: ReadonlySet<string>): number => {
    const known = depth.get(module);
    if (known !== undefined) return known;
    const half = module.split('/')[0];
    let deepest = -1;
    for (const other of imports.get(module) ?? []) {
      if (other.split('/')[0] !== half || path.has(other)) continue;
      deepest = Math.max(deepest, visit(other, new Set([...path, other])));
    }
    depth.set(module, deepest + 1);
    return deepest + 1;
  };
  for (const module of imports.keys()) visit(module, new Set([module]));
  return depth;
}

/** The table's Markdown: each half lowest first; modules that import no module share one row. */
export function renderModuleTable(imports: ReadonlyMap<string, ReadonlySet<string>>): string {
  const depth = depths(imports);
  const rows = ['| module | imports the faces of |', '|---|---|'];
  for (const half of HALVES) {
    const modules = [...imports.keys()]
      .filter((module) => module.startsWith(`${half}/`))
      .sort((a, b) => (depth.get(a) ?? 0) - (depth.get(b) ?? 0) || a.localeCompare(b));
    const name = (module: string) =>
      module.startsWith(`${half}/`) ? module.slice(half.length + 1) : `\`${module}\``;
    const leaves = modules.filter((module) => (imports.get(module)?.size ?? 0) === 0);
    if (leaves.length > 0) rows.push(`| ${leaves.map((module) => `\`${module}\``).join(', ')} | — |`);
    for (const module of modules) {
      const faces = [...(imports.get(module) ?? [])];
      if (faces.length === 0) continue;
      // The module's own half first, by name, then the others'.
      faces.sort(
        (a, b) => Number(!a.startsWith(`${half}/`)) - Number(!b.startsWith(`${half}/`)) || a.localeCompare(b),
      );
      rows.push(`| \`${module}\` | ${faces.map(name).join(', ')} |`);
    }
  }
  return rows.join('\n');
}

/** The page with its module table replaced by what the code says. */
export function withModuleTable(page: string, table: string): string {
  const start = page.indexOf(START_MARKER);
  const end = page.indexOf(END_MARKER);
  if (start < 0 || end < start) throw new Error(`${ARCHITECTURE_DOC} lacks the module table markers`);
  return `${page.slice(0, start + START_MARKER.length)}\n${table}\n${page.slice(end)}`;
}

if (import.meta.main) {
  const page = readFileSync(ARCHITECTURE_DOC, 'utf8');
  writeFileSync(ARCHITECTURE_DOC, withModuleTable(page, renderModuleTable(moduleImports())));
  process.stdout.write(`wrote the module table in ${ARCHITECTURE_DOC}\n`);
}
