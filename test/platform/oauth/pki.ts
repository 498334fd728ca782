/**
 * A small PKI made at run time with Debian's openssl, by the commands docs/authentication.md gives:
 * a CA, a server certificate for 127.0.0.1 and localhost, client certificates the CA issues, and
 * self-signed ones. Each PKI has a temporary directory of its own, removed by `dispose`: the CA and
 * the server certificate, made once per process, are copied there, and what a test issues is made there.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const OPENSSL = '/usr/bin/openssl';

export interface Credential {
  certFile: string;
  keyFile: string;
  cert: Buffer;
  key: Buffer;
  /** `x5t#S256`: base64url SHA-256 of the DER certificate. */
  thumbprint: string;
  /** As `openssl x509 -noout -subject -nameopt RFC2253` prints it, without `subject=`. */
  subjectRfc2253: string;
}

export interface Pki {
  dir: string;
  ca: Credential;
  server: Credential;
  /** A client certificate issued by the CA, with `subject` in openssl's `/C=../O=../CN=..` form. */
  issue(name: string, subject: string): Credential;
  /** A self-signed client certificate. */
  selfSigned(name: string, subject: string): Credential;
  dispose(): void;
}

export function openssl(args: string[], cwd: string): string {
  return execFileSync(OPENSSL, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function credential(dir: string, name: string): Credential {
  const certFile = path.join(dir, `${name}.crt`);
  const keyFile = path.join(dir, `${name}.key`);
  // The thumbprint from openssl's own fingerprint, so the service's is checked against another's.
  // Subject and fingerprint in one call: each child process costs a test worker's large heap a fork.
  const out = openssl(
    ['x509', '-in', certFile, '-noout', '-subject', '-nameopt', 'RFC2253', '-fingerprint', '-sha256'],
    dir,
  ).split('\n');
  const line = (prefix: string): string => {
    const found = out.find((l) => l.startsWith(prefix));
    if (found === undefined)
      throw new Error(`openssl printed no "${prefix}" line for ${certFile}: ${out.join('\n')}`);
    return found.slice(prefix.length).trim();
  };
  const hex = line('sha256 Fingerprint=').replaceAll(':', '');
  return {
    certFile,
    keyFile,
    cert: readFileSync(certFile),
    key: readFileSync(keyFile),
    thumbprint: Buffer.from(hex, 'hex').toString('base64url'),
    subjectRfc2253: line('subject='),
  };
}

const EC = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes'];

/** A certificate `ca.crt` in `dir` issues, for `subject` with these extensions. */
function sign(dir: string, name: string, subject: string, extensions: string): Credential {
  openssl(['req', '-new', ...EC, '-keyout', `${name}.key`, '-out', `${name}.csr`, '-subj', subject], dir);
  writeFileSync(path.join(dir, `${name}.ext`), extensions);
  openssl(
    [
      'x509',
      '-req',
      '-in',
      `${name}.csr`,
      '-CA',
      'ca.crt',
      '-CAkey',
      'ca.key',
      '-CAcreateserial',
      '-days',
      '825',
      '-out',
      `${name}.crt`,
      '-extfile',
      `${name}.ext`,
    ],
    dir,
  );
  return credential(dir, name);
}

/**
 * The CA and the server certificate, made once per process and copied into each PKI's directory:
 * the unit and app tiers' workers run many files that each want a PKI, and each openssl call is a
 * child process their large heap makes dear to start. What a test issues is its PKI's own.
 */
let made: { ca: Credential; server: Credential } | undefined;

function caAndServer(): { ca: Credential; server: Credential } {
  if (made !== undefined) return made;
  const dir = mkdtempSync(path.join(tmpdir(), 'vigil-pki-ca-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  openssl(
    [
      'req',
      '-x509',
      ...EC,
      '-keyout',
      'ca.key',
      '-out',
      'ca.crt',
      '-days',
      '3650',
      '-subj',
      '/CN=Vigil test client CA',
      '-addext',
      'basicConstraints=critical,CA:TRUE',
      '-addext',
      'keyUsage=critical,keyCertSign,cRLSign',
    ],
    dir,
  );
  const server = sign(
    dir,
    'server',
    '/CN=localhost',
    'subjectAltName=DNS:localhost,IP:127.0.0.1\nextendedKeyUsage=serverAuth\n',
  );
  made = { ca: credential(dir, 'ca'), server };
  return made;
}

/** `credential`'s files copied into `dir`, under the same names. */
function copied(credential: Credential, dir: string): Credential {
  const certFile = path.join(dir, path.basename(credential.certFile));
  const keyFile = path.join(dir, path.basename(credential.keyFile));
  copyFileSync(credential.certFile, certFile);
  copyFileSync(credential.keyFile, keyFile);
  return { ...credential, certFile, keyFile };
}

export function createPki(): Pki {
  const template = caAndServer();
  const dir = mkdtempSync(path.join(tmpdir(), 'vigil-pki-'));
  return {
    dir,
    ca: copied(template.ca, dir),
    server: copied(template.server, dir),
    issue: (name, subject) => sign(dir, name, subject, 'extendedKeyUsage=clientAuth\n'),
    selfSigned: (name, subject) => {
      openssl(
        [
          'req',
          '-x509',
          ...EC,
          '-keyout',
          `${name}.key`,
          '-out',
          `${name}.crt`,
          '-days',
          '365',
          '-subj',
          subject,
          '-addext',
          'extendedKeyUsage=clientAuth',
        ],
        dir,
      );
      return credential(dir, name);
    },
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}
