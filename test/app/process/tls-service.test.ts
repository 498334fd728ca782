// The service as a real process with VIGIL_TLS_*: it listens on HTTPS and says so, serves API keys
// to clients without a certificate, and refuses to start on a TLS setting it cannot use.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { createPki, type Pki } from '../../platform/oauth/pki.ts';
import { tlsRequest } from '../../platform/oauth/tls-client.ts';
import {
  adminKeyOf,
  killChildren,
  logLines,
  removeTempDirs,
  startService,
  stopService,
  tempDir,
} from './child-service.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
let pki: Pki;
beforeAll(() => {
  pki = createPki();
});
afterEach(killChildren);
afterAll(() => {
  removeTempDirs();
  pki?.dispose();
});

describe('vigil with TLS settings', () => {
  test('listens on HTTPS, logs its https:// address and serves keys without a client certificate', async () => {
    const service = await startService({
      VIGIL_DATA_DIR: tempDir(),
      VIGIL_TLS_CERT: pki.server.certFile,
      VIGIL_TLS_KEY: pki.server.keyFile,
      VIGIL_TLS_CLIENT_CA: pki.ca.certFile,
    });
    expect(service.address).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const fastifyLine = logLines(service.stdout()).find((line) => line.includes('Server listening at'));
    expect(fastifyLine).toContain('https://');
    const key = await adminKeyOf(service);
    const response = await tlsRequest(service.address, pki.ca.cert, { path: '/v1/keys', bearer: key });
    expect(response.status).toBe(200);
    expect((await stopService(service)).code).toBe(0);
  });

  test('refuses to start with a client CA but no certificate, saying which setting is missing', () => {
    const run = spawnSync(process.execPath, ['src/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, VIGIL_DATA_DIR: tempDir(), VIGIL_TLS_CLIENT_CA: pki.ca.certFile, PORT: '0' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(
      'VIGIL_TLS_CLIENT_CA (--tls-client-ca) needs VIGIL_TLS_CERT and VIGIL_TLS_KEY',
    );
  });
});
