/**
 * `npm run lint:deps`: the architecture check. One run of dependency-cruiser over `src/` with
 * `.dependency-cruiser.cjs` serves both of its halves: the rules (layers, module faces, no import
 * circles), reported as the `err` reporter words them, and docs/architecture.md's module table,
 * which must be what that run finds (`npm run docs:architecture` writes it). Run once, not once for
 * each, because a run is several seconds of a core.
 */
import { readFileSync } from 'node:fs';
import { format, type ICruiseResult } from 'dependency-cruiser';
import {
  ARCHITECTURE_DOC,
  cruiseSource,
  moduleImports,
  renderModuleTable,
  withModuleTable,
} from './module-table.ts';

/** What is wrong with the page's module table, or undefined when it is the code's. */
export function moduleTableProblem(
  page: string,
  imports: ReadonlyMap<string, ReadonlySet<string>>,
): string | undefined {
  return withModuleTable(page, renderModuleTable(imports)) === page
    ? undefined
    : `${ARCHITECTURE_DOC}: the module table is not what the code imports; run \`npm run docs:architecture\` and read the change.`;
}

if (import.meta.main) {
  const result = cruiseSource();
  const rules = await format(result as unknown as ICruiseResult, { outputType: 'err' });
  process.stdout.write(String(rules.output));
  const table = moduleTableProblem(readFileSync(ARCHITECTURE_DOC, 'utf8'), moduleImports(result));
  if (table) process.stderr.write(`\n${table}\n`);
  process.exitCode = rules.exitCode > 0 || table ? 1 : 0;
}
