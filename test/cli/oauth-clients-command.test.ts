// `vigil oauth clients create|list|delete` as a user runs it (bin/vigil.js in a child process, on
// the test dialect's store); then a client it registered gets a token from a service on that store.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTlsApp } from '../platform/oauth/oauth-fixtures.ts';
import { type Credential, createPki, type Pki } from '../platform/oauth/pki.ts';
import { TEST_DIALECT } from '../stores.ts';
import { type CliStore, cliStore, expectRefusal, runVigil, write } from './cli-runs.ts';

/** Certificates, an app (or two) and its migrations: well over the default on a busy machine. */
const SETUP_TIMEOUT_MS = 120_000;

let pki: Pki;
let store: CliStore;
let machine: Credential;
let person: Credential;

beforeAll(async () => {
  pki = createPki();
  machine = pki.selfSigned('machine', '/CN=machine');
  person = pki.issue('person', '/C=US/O=Acme/CN=person');
  store = await cliStore(TEST_DIALECT);
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await store?.dispose();
  pki?.dispose();
});

const oauth = (args: string[]) => runVigil(['oauth', 'clients', ...args], store);

describe('vigil oauth clients', () => {
  let byCert: Record<string, unknown>;

  it('registers a client by its certificate file, printing one JSON object with --json', async () => {
    const run = await oauth([
      'create',
      '--workspace',
      'acme',
      '--scopes',
      'keys:read',
      '--cert',
      machine.certFile,
      '--json',
    ]);
    expect(run.code, run.stderr).toBe(0);
    byCert = JSON.parse(run.stdout);
    expect(byCert).toMatchObject({
      workspace_id: expect.stringMatching(/^ws_/),
      client_id: expect.stringMatching(/^oac_/),
      scopes: ['keys:read'],
      token_endpoint_auth_method: 'self_signed_tls_client_auth',
      certificate_thumbprint: machine.thumbprint,
    });
  });

  it('registers a client by subject DN, and says how to get a token', async () => {
    const run = await oauth([
      'create',
      '--workspace',
      'acme',
      '--scopes',
      'keys:read,screening:write',
      '--subject-dn',
      person.subjectRfc2253,
    ]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('Subject DN: CN=person,O=Acme,C=US');
    expect(run.stdout).toMatch(/Client id: +oac_/);
    expect(run.stdout).toContain('grant_type=client_credentials');
  });

  it('lists the workspace’s clients and deletes one', { timeout: 120_000 }, async () => {
    const listed = await oauth(['list', '--workspace', 'acme', '--json']);
    expect(listed.code, listed.stderr).toBe(0);
    const clients = listed.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { id: string; token_endpoint_auth_method: string });
    expect(clients.map((c) => c.token_endpoint_auth_method)).toEqual([
      'tls_client_auth',
      'self_signed_tls_client_auth',
    ]);

    const doomed = clients[0]?.id ?? '';
    const deleted = await oauth(['delete', doomed, '--workspace', 'acme']);
    expect(deleted.code, deleted.stderr).toBe(0);
    expect(deleted.stdout).toContain(`Deleted OAuth client ${doomed}`);
    const after = await oauth(['list', '--workspace', 'acme']);
    expect(after.stdout).not.toContain(doomed);
    expectRefusal(await oauth(['delete', doomed, '--workspace', 'acme']), /No OAuth client with id/);
  });

  // Each run starts a process that loads the whole service: a few seconds each on a busy machine.
  const SEVERAL_RUNS_MS = 120_000;

  it(
    'refuses options it cannot use, in one line',
    async () => {
      const base = ['create', '--workspace', 'acme', '--scopes', 'keys:read'];
      expectRefusal(
        await oauth([...base, '--subject-dn', 'CN=a', '--thumbprint', machine.thumbprint]),
        /exactly one of --subject-dn, --thumbprint and --cert/,
      );
      expectRefusal(await oauth([...base, '--cert', write('not.pem', 'nope')]), /is not a PEM certificate/);
      expectRefusal(
        await oauth(['create', '--workspace', 'acme', '--scopes', 'keys:lots', '--cert', machine.certFile]),
        /not a scope: keys:lots/,
      );
    },
    SEVERAL_RUNS_MS,
  );

  it(
    'refuses a subject or thumbprint it cannot read, and an unknown workspace',
    async () => {
      const base = ['create', '--workspace', 'acme', '--scopes', 'keys:read'];
      expectRefusal(
        await oauth([...base, '--subject-dn', 'CN=a,BOGUS=b']),
        /--subject-dn: is not an RFC 4514/,
      );
      expectRefusal(
        await oauth([...base, '--thumbprint', 'abc']),
        /--thumbprint: must be the SHA-256 thumbprint/,
      );
      expectRefusal(await oauth(['list', '--workspace', 'nowhere']), /no workspace named 'nowhere'/);
    },
    SEVERAL_RUNS_MS,
  );

  it('registers a client that then gets a token from the service', async () => {
    const tls = await startTlsApp(pki, { store });
    try {
      const response = await tls.token(machine, {
        grant_type: 'client_credentials',
        client_id: String(byCert.client_id),
      });
      expect(response.status, response.body).toBe(200);
      expect(response.json().scope).toBe('keys:read');
    } finally {
      await tls.close();
    }
  });
});
