// docs/architecture.md's module table is what the architecture check finds in the code: every
// import of another module's face is in it, and nothing else (scripts/module-table.ts writes it).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ARCHITECTURE_DOC,
  moduleImports,
  renderModuleTable,
  withModuleTable,
} from '../../scripts/module-table.ts';

describe('the module table of docs/architecture.md', () => {
  it('is the one the dependency check finds', () => {
    const page = readFileSync(ARCHITECTURE_DOC, 'utf8');
    const table = renderModuleTable(moduleImports());
    expect(withModuleTable(page, table), 'run `npm run docs:architecture`').toBe(page);
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
