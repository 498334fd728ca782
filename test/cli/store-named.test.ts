// Every CLI command that writes names the store it wrote to, on stderr when it opens it (one line,
// `vigil: store: …`, whatever the output) and in its --json output as `store`, so a list loaded into
// one store while the service reads another is seen at once; stdout's text does not repeat it.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeStore } from '../../src/store/store.ts';
import { IN_POSTGRES_PASS } from '../stores.ts';
import { runVigil, sqliteStore, write } from './cli-runs.ts';

const TAGPACK = `title: Docs pack
creator: Vigil tests
lastmod: 2026-01-02
network: ethereum
category: exchange
source: https://example.com/docs-pack
tags:
  - address: "0x00000000219ab540356cbb839cbe05303d7705fa"
    label: Deposit contract
`;

// SQLite in both passes (`sqliteStore`): the PostgreSQL pass skips it (IN_POSTGRES_PASS, test/stores.ts).
describe.skipIf(IN_POSTGRES_PASS)('describeStore', () => {
  it('gives the SQLite file’s absolute path', () => {
    expect(describeStore({ kind: 'sqlite', file: 'data/vigil.db' })).toBe(
      `SQLite ${path.resolve('data/vigil.db')}`,
    );
  });

  it('gives the PostgreSQL URL without its password, and its schema', () => {
    expect(
      describeStore({
        kind: 'postgres',
        url: 'postgres://vigil:s3cret@db.internal:5432/vigil',
        schema: 'w1',
      }),
    ).toBe('PostgreSQL postgres://vigil@db.internal:5432/vigil (schema w1)');
    expect(describeStore({ kind: 'postgres', url: 'not a url' })).not.toContain('not a url');
  });
});

describe.skipIf(IN_POSTGRES_PASS)('the commands that write name their store', () => {
  const store = sqliteStore();
  const named = `SQLite ${store.config.kind === 'sqlite' ? store.config.file : ''}`;

  /** The store said once, on stderr, and not again in the text on stdout. */
  function expectNamedOnce(run: { code: number | null; stdout: string; stderr: string }): void {
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toBe(`vigil: store: ${named}\n`);
    expect(run.stdout).not.toContain(named);
  }

  it('vigil keys create', async () => {
    const text = await runVigil(['keys', 'create', '--workspace', 'ops', '--scopes', 'sites:read'], store);
    expectNamedOnce(text);
    const json = await runVigil(
      ['keys', 'create', '--workspace', 'ops', '--scopes', 'sites:read', '--json'],
      store,
    );
    expect(JSON.parse(json.stdout)).toMatchObject({ store: named });
  });

  it('vigil lists import tagpack', async () => {
    const file = write('docs_pack.yaml', TAGPACK);
    const text = await runVigil(['lists', 'import', 'tagpack', file], store);
    expectNamedOnce(text);
    const json = await runVigil(['lists', 'import', 'tagpack', file, '--json'], store);
    expect(JSON.parse(json.stdout)).toMatchObject({ status: 'already_current', store: named });
  });

  it('vigil import transfers', async () => {
    const file = write(
      'transfers.csv',
      'chain,tx_hash,from,to,amount\nbitcoin,4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b,1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa,1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2,1\n',
    );
    // The workspace `ops`, whose claims they are, was made by `vigil keys create` above.
    const text = await runVigil(['import', 'transfers', '--workspace', 'ops', file], store);
    expectNamedOnce(text);
    const json = await runVigil(['import', 'transfers', '--workspace', 'ops', file, '--json'], store);
    expect(JSON.parse(json.stdout)).toMatchObject({ duplicates: 1, store: named });
  });

  it('vigil oauth clients create, list and delete', async () => {
    const create = ['oauth', 'clients', 'create', '--workspace', 'ops', '--scopes', 'screening:write'];
    const text = await runVigil([...create, '--subject-dn', 'CN=one,O=Acme'], store);
    expectNamedOnce(text);
    const json = await runVigil([...create, '--subject-dn', 'CN=two,O=Acme', '--json'], store);
    const created = JSON.parse(json.stdout) as { client_id: string; store: string };
    expect(created.store).toBe(named);
    expectNamedOnce(await runVigil(['oauth', 'clients', 'list', '--workspace', 'ops'], store));
    const deleted = await runVigil(
      ['oauth', 'clients', 'delete', created.client_id, '--workspace', 'ops'],
      store,
    );
    expectNamedOnce(deleted);
    expect(deleted.stdout).toBe(
      `Deleted OAuth client ${created.client_id}; its access tokens no longer work.\n`,
    );
  });
});
