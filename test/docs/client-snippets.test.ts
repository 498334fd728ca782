// docs/clients.md shows the clients' five tasks from the example files their tests run, and each
// client's README its code from example files its build compiles: every snippet block equals its
// file's region (sdk/scripts/doc-snippets.ts), in every language, and no README code is unmarked.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CLIENT_READMES,
  CLIENTS_DOC,
  REPOSITORY,
  snippets,
  staleSnippets,
  unmarkedCode,
} from '../../sdk/scripts/doc-snippets.ts';

const markdown = readFileSync(CLIENTS_DOC, 'utf8');

describe('docs/clients.md', () => {
  it('shows each of the five tasks in every language', () => {
    const shown = snippets(markdown).map((s) => `${s.file.split('/')[1]}#${s.name}`);
    for (const task of ['authenticate', 'screen', 'paginate', 'problem', 'webhook']) {
      for (const language of ['typescript', 'python', 'go', 'java', 'rust']) {
        expect(shown, `${language} ${task}`).toContain(`${language}#${task}`);
      }
    }
  });

  it('shows exactly the code of the example files the tests run', () => {
    const stale = staleSnippets(markdown).map((s) => `${s.file}#${s.name}`);
    expect(stale, 'run `node sdk/scripts/doc-snippets.ts --write`').toEqual([]);
  });
});

describe.each(CLIENT_READMES)('%s', (readme) => {
  const text = readFileSync(path.join(REPOSITORY, readme), 'utf8');

  it("shows only code that the client's build compiles (every block of code is a marked snippet)", () => {
    expect(unmarkedCode(text), 'lines of unmarked code blocks').toEqual([]);
    expect(snippets(text).length).toBeGreaterThan(0);
  });

  it('shows exactly the code of its example files', () => {
    const stale = staleSnippets(text).map((s) => `${s.file}#${s.name}`);
    expect(stale, 'run `node sdk/scripts/doc-snippets.ts --write`').toEqual([]);
  });
});
