/**
 * HTTPS with client certificates: reads and checks the files named by `VIGIL_TLS_CERT`,
 * `VIGIL_TLS_KEY` and `VIGIL_TLS_CLIENT_CA` (or `vigil serve --tls-cert/--tls-key/--tls-client-ca`)
 * once at start, so that a wrong file stops the service with a message rather than failing its
 * first handshake. The server asks every client for a certificate without requiring one: API keys
 * work without, and the OAuth token endpoint decides what a certificate proves.
 */
import { createPrivateKey, type KeyObject, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { ServerOptions } from 'node:https';
import path from 'node:path';

export interface TlsSettings {
  certFile: string;
  keyFile: string;
  clientCaFile: string | undefined;
  /** PEM: the server certificate, optionally followed by its intermediates. */
  cert: Buffer;
  key: Buffer;
  /** PEM: the CAs whose client certificates prove their subject (`tls_client_auth`). */
  clientCa: Buffer | undefined;
}

const PEM_CERTIFICATE = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g;

/** The TLS settings, or undefined when TLS is off; each problem found is added to `problems`. */
export function loadTlsSettings(
  env: Record<string, string | undefined>,
  cwd: string,
  problems: string[],
  now: number,
): TlsSettings | undefined {
  const certName = env.VIGIL_TLS_CERT || undefined;
  const keyName = env.VIGIL_TLS_KEY || undefined;
  const caName = env.VIGIL_TLS_CLIENT_CA || undefined;
  if (!certName && !keyName) {
    if (caName) {
      problems.push(
        'VIGIL_TLS_CLIENT_CA (--tls-client-ca) needs VIGIL_TLS_CERT and VIGIL_TLS_KEY (--tls-cert, --tls-key): client certificates are asked for over HTTPS only',
      );
    }
    return undefined;
  }
  if (!certName || !keyName) {
    problems.push(
      `${certName ? 'VIGIL_TLS_KEY (--tls-key)' : 'VIGIL_TLS_CERT (--tls-cert)'} is missing: HTTPS needs both the certificate and its private key`,
    );
    return undefined;
  }
  const before = problems.length;
  const certFile = path.resolve(cwd, certName);
  const keyFile = path.resolve(cwd, keyName);
  const clientCaFile = caName ? path.resolve(cwd, caName) : undefined;
  const cert = readSetting('VIGIL_TLS_CERT', certFile, problems);
  const key = readSetting('VIGIL_TLS_KEY', keyFile, problems);
  const clientCa = clientCaFile ? readSetting('VIGIL_TLS_CLIENT_CA', clientCaFile, problems) : undefined;

  const certificate = cert ? parseCertificate('VIGIL_TLS_CERT', certFile, cert, problems) : undefined;
  const privateKey = key ? parsePrivateKey(keyFile, key, problems) : undefined;
  if (certificate && privateKey && !certificate.checkPrivateKey(privateKey)) {
    problems.push(
      `VIGIL_TLS_KEY (${keyFile}) is not the private key of the certificate in VIGIL_TLS_CERT (${certFile})`,
    );
  }
  if (certificate && Date.parse(certificate.validTo) <= now) {
    problems.push(
      `VIGIL_TLS_CERT (${certFile}) expired on ${new Date(Date.parse(certificate.validTo)).toISOString()}`,
    );
  }
  if (clientCa && clientCaFile) checkClientCa(clientCaFile, clientCa, problems);

  if (problems.length > before || !cert || !key) return undefined;
  return { certFile, keyFile, clientCaFile, cert, key, clientCa };
}

/** Options for `https.createServer`. */
export function httpsServerOptions(tls: TlsSettings): ServerOptions {
  return {
    cert: tls.cert,
    key: tls.key,
    // Without a client CA, chains are verified against nothing of ours: the OAuth service then
    // trusts no subject, only registered thumbprints (see oauth-tokens-service.ts).
    ...(tls.clientCa ? { ca: tls.clientCa } : {}),
    requestCert: true,
    rejectUnauthorized: false,
    minVersion: 'TLSv1.2',
  };
}

function readSetting(name: string, file: string, problems: string[]): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch (error) {
    const code = (error as { code?: string }).code;
    const reason =
      code === 'ENOENT'
        ? 'no such file'
        : code === 'EACCES'
          ? 'permission denied'
          : code === 'EISDIR'
            ? 'it is a directory'
            : (code ?? 'unreadable');
    problems.push(`${name}: cannot read ${file} (${reason})`);
    return undefined;
  }
}

function parseCertificate(name: string, file: string, pem: Buffer, problems: string[]) {
  try {
    return new X509Certificate(pem);
  } catch {
    problems.push(`${name} (${file}) is not a PEM certificate (-----BEGIN CERTIFICATE-----)`);
    return undefined;
  }
}

function parsePrivateKey(file: string, pem: Buffer, problems: string[]): KeyObject | undefined {
  try {
    return createPrivateKey(pem);
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    problems.push(
      /passphrase|encrypted|bad decrypt/i.test(message) || pem.includes('ENCRYPTED')
        ? `VIGIL_TLS_KEY (${file}) is encrypted; give an unencrypted key (openssl pkey -in KEY -out KEY.plain) and protect the file's permissions instead`
        : `VIGIL_TLS_KEY (${file}) is not a PEM private key (-----BEGIN PRIVATE KEY-----)`,
    );
    return undefined;
  }
}

function checkClientCa(file: string, pem: Buffer, problems: string[]): void {
  const blocks = pem.toString('utf8').match(PEM_CERTIFICATE) ?? [];
  if (blocks.length === 0) {
    problems.push(`VIGIL_TLS_CLIENT_CA (${file}) holds no PEM certificate (-----BEGIN CERTIFICATE-----)`);
    return;
  }
  for (const block of blocks) {
    const certificate = parseCertificate('VIGIL_TLS_CLIENT_CA', file, Buffer.from(block), problems);
    if (certificate && !certificate.ca) {
      problems.push(
        `VIGIL_TLS_CLIENT_CA (${file}) holds a certificate that is not a CA (${certificate.subject.replaceAll('\n', ', ')}): give the CA that issues the client certificates, not a client certificate`,
      );
    }
  }
}
