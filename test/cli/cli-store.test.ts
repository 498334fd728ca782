// Which store the CLI opens: the service's (VIGIL_DATA_DIR or DATABASE_URL), said on stderr; never a
// new one made unasked under the directory the command happens to run in (issue 18, point 8).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeStore } from '../../src/cli/cli-store.ts';
import { startApp, type TestApp } from '../harness.ts';
import { expectRefusal, runVigil, sqliteStore, tempDir } from './cli-runs.ts';

const keysCreate = ['keys', 'create', '--workspace', 'default', '--scopes', 'keys:read', '--json'];

describe('the store a CLI command opens', () => {
  const service = sqliteStore();
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ store: service, startWorker: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses to make a store under its working directory when run without the service’s settings', async () => {
    const elsewhere = tempDir();
    const run = await runVigil(keysCreate, { env: {} }, undefined, { cwd: elsewhere, newStore: false });
    expectRefusal(
      run,
      /there is no Vigil store at .*vigil\.db: run the command with the service's VIGIL_DATA_DIR/,
    );
    expect(run.stderr).toContain(path.join(elsewhere, 'data', 'vigil.db'));
    expect(existsSync(path.join(elsewhere, 'data'))).toBe(false);
  });

  it('says which store it opened, and a key it makes there works against the service', async () => {
    const run = await runVigil(keysCreate, service, undefined, { cwd: tempDir(), newStore: false });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toBe(`vigil: store: ${describeStore(service.config)}\n`);
    const { key } = JSON.parse(run.stdout) as { key: string };
    const response = await t.request({ method: 'GET', url: '/v1/keys', key });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('makes a new store when asked with --new-store, saying where', async () => {
    const fresh = sqliteStore();
    const run = await runVigil(keysCreate, fresh, undefined, { newStore: true });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toBe(`vigil: store: ${describeStore(fresh.config)}\n`);
    expect(fresh.config.kind === 'sqlite' && existsSync(fresh.config.file)).toBe(true);
  });
});
