// docs/architecture.md's module table is what the architecture check finds in the code: every
// import of another module's face is in it, and nothing else (scripts/module-table.ts writes it).
// The check (`npm run lint:deps`, scripts/check-deps.ts) compares the page with the table from its own
// run of dependency-cruiser, and fails while they differ; this holds the comparison and the table's
// form to what they say.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { moduleTableProblem } from '../../scripts/check-deps.ts';
import { ARCHITECTURE_DOC, renderModuleTable, withModuleTable } from '../../scripts/module-table.ts';

describe('the module table of docs/architecture.md', () => {
  it('is found wanting when the code imports a module the page does not list, and not when it is the same', () => {
    const imports = new Map([
      ['geo/a', new Set<string>()],
      ['geo/b', new Set(['geo/a'])],
    ]);
    const page = withModuleTable(readFileSync(ARCHITECTURE_DOC, 'utf8'), renderModuleTable(imports));
    expect(moduleTableProblem(page, imports)).toBeUndefined();
    const more = new Map([...imports, ['geo/c', new Set(['geo/b'])]]);
    expect(moduleTableProblem(page, more)).toContain('npm run docs:architecture');
  });

  it('lists an import between modules, and a module that imports none among those that import none', () => {
    const table = renderModuleTable(
      new Map([
        ['geo/a', new Set<string>()],
        ['geo/b', new Set(['geo/a', 'platform/outbox'])],
        ['platform/outbox', new Set<string>()],
      ]),
    );
    expect(table.split('\n').slice(2)).toEqual([
      '| `geo/a` | — |',
      '| `geo/b` | a, `platform/outbox` |',
      '| `platform/outbox` | — |',
    ]);
  });
});
