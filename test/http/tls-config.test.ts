// HTTPS settings (VIGIL_TLS_CERT, VIGIL_TLS_KEY, VIGIL_TLS_CLIENT_CA, VIGIL_OAUTH_TOKEN_TTL_S): read
// and checked at start, each mistake refused with a message that names the setting and the file.
import { chmodSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { loadTlsSettings } from '../../src/http/tls-config.ts';
import { ConfigError } from '../../src/lib/config-error.ts';
import { createPki, openssl, type Pki } from '../platform/oauth/pki.ts';

let pki: Pki;
beforeAll(() => {
  pki = createPki();
});
afterAll(() => pki?.dispose());

function problems(env: Record<string, string>): string {
  try {
    loadConfig(env, pki.dir);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('the configuration was accepted');
}

describe('TLS settings', () => {
  it('are off by default, and read the three files when given, relative to the working directory', () => {
    expect(loadConfig({}, pki.dir).tls).toBeUndefined();
    const config = loadConfig(
      { VIGIL_TLS_CERT: 'server.crt', VIGIL_TLS_KEY: 'server.key', VIGIL_TLS_CLIENT_CA: 'ca.crt' },
      pki.dir,
    );
    expect(config.tls?.certFile).toBe(pki.server.certFile);
    expect(config.tls?.cert).toEqual(pki.server.cert);
    expect(config.tls?.clientCa?.toString()).toContain('BEGIN CERTIFICATE');
  });

  it('refuse a client CA without a certificate, and a certificate without its key', () => {
    expect(problems({ VIGIL_TLS_CLIENT_CA: 'ca.crt' })).toContain(
      'VIGIL_TLS_CLIENT_CA (--tls-client-ca) needs VIGIL_TLS_CERT and VIGIL_TLS_KEY',
    );
    expect(problems({ VIGIL_TLS_CERT: 'server.crt' })).toContain('VIGIL_TLS_KEY (--tls-key) is missing');
    expect(problems({ VIGIL_TLS_KEY: 'server.key' })).toContain('VIGIL_TLS_CERT (--tls-cert) is missing');
  });

  it('refuse files that cannot be read', () => {
    const message = problems({ VIGIL_TLS_CERT: 'nope.crt', VIGIL_TLS_KEY: 'server.key' });
    expect(message).toContain(`VIGIL_TLS_CERT: cannot read ${path.join(pki.dir, 'nope.crt')} (no such file)`);
    expect(problems({ VIGIL_TLS_CERT: '.', VIGIL_TLS_KEY: 'server.key' })).toContain('(it is a directory)');
  });

  it('refuse a key that is not the certificate’s', () => {
    const other = pki.issue('other', '/CN=other');
    expect(problems({ VIGIL_TLS_CERT: 'server.crt', VIGIL_TLS_KEY: other.keyFile })).toContain(
      'is not the private key of the certificate in VIGIL_TLS_CERT',
    );
  });

  it('refuse files that are not PEM, and an encrypted key', () => {
    writeFileSync(path.join(pki.dir, 'junk.pem'), 'not pem');
    expect(problems({ VIGIL_TLS_CERT: 'junk.pem', VIGIL_TLS_KEY: 'server.key' })).toContain(
      'is not a PEM certificate',
    );
    expect(problems({ VIGIL_TLS_CERT: 'server.crt', VIGIL_TLS_KEY: 'junk.pem' })).toContain(
      'is not a PEM private key',
    );
    openssl(
      ['pkey', '-in', 'server.key', '-aes256', '-passout', 'pass:secret', '-out', 'encrypted.key'],
      pki.dir,
    );
    expect(problems({ VIGIL_TLS_CERT: 'server.crt', VIGIL_TLS_KEY: 'encrypted.key' })).toContain(
      'is encrypted',
    );
  });

  it('refuse a client CA file that holds a client certificate rather than a CA', () => {
    const leaf = pki.issue('leaf', '/CN=leaf');
    const message = problems({
      VIGIL_TLS_CERT: 'server.crt',
      VIGIL_TLS_KEY: 'server.key',
      VIGIL_TLS_CLIENT_CA: leaf.certFile,
    });
    expect(message).toContain('holds a certificate that is not a CA (CN=leaf)');
    expect(
      problems({
        VIGIL_TLS_CERT: 'server.crt',
        VIGIL_TLS_KEY: 'server.key',
        VIGIL_TLS_CLIENT_CA: 'server.key',
      }),
    ).toContain('holds no PEM certificate');
  });

  it('refuse a server certificate that has expired', () => {
    const found: string[] = [];
    const later = Date.now() + 3 * 365 * 86_400_000; // the test server certificate lasts 825 days
    loadTlsSettings({ VIGIL_TLS_CERT: 'server.crt', VIGIL_TLS_KEY: 'server.key' }, pki.dir, found, later);
    expect(found).toEqual([expect.stringMatching(/^VIGIL_TLS_CERT \(.*server\.crt\) expired on \d{4}-/)]);
  });

  it('refuse a file the process may not read', () => {
    if (process.getuid?.() === 0) return; // root reads every file whatever its mode
    const file = path.join(pki.dir, 'secret.key');
    writeFileSync(file, pki.server.key);
    chmodSync(file, 0o000);
    expect(problems({ VIGIL_TLS_CERT: 'server.crt', VIGIL_TLS_KEY: file })).toContain('(permission denied)');
  });
});

describe('VIGIL_OAUTH_TOKEN_TTL_S', () => {
  it('defaults to an hour and takes whole seconds from 60 to 86400', () => {
    expect(loadConfig({}, pki.dir).oauthTokenTtlS).toBe(3600);
    expect(loadConfig({ VIGIL_OAUTH_TOKEN_TTL_S: '300' }, pki.dir).oauthTokenTtlS).toBe(300);
    for (const value of ['59', '86401', '1.5', 'hour']) {
      expect(problems({ VIGIL_OAUTH_TOKEN_TTL_S: value })).toContain(
        'VIGIL_OAUTH_TOKEN_TTL_S must be whole seconds',
      );
    }
  });
});
