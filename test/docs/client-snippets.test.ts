// docs/clients.md shows the clients' five tasks from the example files their tests run: every
// snippet block equals its file's region (sdk/scripts/doc-snippets.ts), in every language.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CLIENTS_DOC, snippets, staleSnippets } from '../../sdk/scripts/doc-snippets.ts';

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
