// Subject names: RFC 4514 strings as people and openssl write them, against the subjects Node reads
// from certificates that openssl made, with openssl's own RFC 2253 rendering as the reference.
import { X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type DistinguishedName,
  formatRfc4514,
  NameSyntaxError,
  parseCertificateSubject,
  parseRfc4514,
  sameName,
} from '../../../src/platform/oauth/distinguished-name.ts';
import { createPki, openssl, type Pki } from './pki.ts';

let pki: Pki;
beforeAll(() => {
  pki = createPki();
});
afterAll(() => pki?.dispose());

/** A self-signed certificate with this subject (openssl's `/A=b/C=d` form, `-multivalue-rdn`). */
function subjectOf(name: string, subject: string) {
  openssl(
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:P-256',
      '-nodes',
      '-utf8',
      '-multivalue-rdn',
      '-keyout',
      `${name}.key`,
      '-out',
      `${name}.crt`,
      '-days',
      '1',
      '-subj',
      subject,
    ],
    pki.dir,
  );
  const file = path.join(pki.dir, `${name}.crt`);
  const rfc2253 = openssl(['x509', '-in', file, '-noout', '-subject', '-nameopt', 'RFC2253'], pki.dir)
    .trim()
    .replace(/^subject=/, '');
  return { node: new X509Certificate(readFileSync(file)).subject, rfc2253 };
}

/** The name with each multi-valued RDN's attributes in OID order: a set has no order of its own. */
function inRdnOrder(name: DistinguishedName): DistinguishedName {
  return name.map((rdn) => [...rdn].sort((a, b) => a.oid.localeCompare(b.oid)));
}

describe('certificate subjects against openssl’s RFC 2253 rendering', () => {
  const subjects: [string, string][] = [
    ['plain', '/C=US/O=Acme/CN=alice'],
    ['escaped', '/C=US/O=Acme\\, Inc./OU=R\\+D/CN=a "quoted" \\\\ name; with <brackets>'],
    ['multi-valued', '/C=US/O=Acme/OU=Ops+UID=42/CN=bob'],
    ['utf-8', '/C=FR/O=Société Générale/CN=Zoë Ünïcode'],
    ['email and dc', '/DC=com/DC=example/CN=robot/emailAddress=robot@example.com'],
    ['edge spaces', '/O=Acme/CN=\\ padded\\ '],
  ];
  it.each(subjects)('reads the %s subject as openssl does', (name, subject) => {
    const { node, rfc2253 } = subjectOf(name.replaceAll(' ', '-'), subject);
    const fromCertificate = parseCertificateSubject(node);
    const fromOpenssl = parseRfc4514(rfc2253);
    expect(inRdnOrder(fromCertificate)).toEqual(inRdnOrder(fromOpenssl));
    expect(sameName(parseRfc4514(formatRfc4514(fromCertificate)), fromCertificate)).toBe(true);
  });
});

describe('parseRfc4514', () => {
  it('reads the least significant RDN first into certificate order', () => {
    expect(parseRfc4514('CN=alice,O=Acme,C=US')).toEqual([
      [{ oid: '2.5.4.6', value: 'US' }],
      [{ oid: '2.5.4.10', value: 'Acme' }],
      [{ oid: '2.5.4.3', value: 'alice' }],
    ]);
  });

  it('takes type names in any case, OIDs, spaces around separators and ; between RDNs', () => {
    expect(
      sameName(parseRfc4514('cn = alice ; o=Acme'), parseRfc4514('2.5.4.3=alice,OID.2.5.4.10=Acme')),
    ).toBe(true);
  });

  it('decodes escaped characters and UTF-8 hex pairs', () => {
    expect(parseRfc4514('CN=Zo\\C3\\AB\\, \\+1')).toEqual([[{ oid: '2.5.4.3', value: 'Zoë, +1' }]]);
  });

  it('refuses what is not a name, saying why', () => {
    const cases: [string, RegExp][] = [
      ['', /empty/],
      ['alice', /expected 'TYPE=value'/],
      ['CN=a,XYZ=b', /unknown attribute type 'XYZ'/],
      ['CN=#04026869', /hex-encoded/],
      ['CN=a,', /ends with a separator/],
      ['CN=', /empty value/],
      ['CN=a"b', /must be escaped/],
      ['CN=\\FF', /not valid UTF-8/],
    ];
    for (const [text, message] of cases) {
      expect(() => parseRfc4514(text), text).toThrow(NameSyntaxError);
      expect(() => parseRfc4514(text), text).toThrow(message);
    }
  });
});

describe('sameName', () => {
  it('ignores case, runs of spaces and the order within a multi-valued RDN', () => {
    expect(
      sameName(parseRfc4514('UID=42+OU=Ops,O=ACME  Corp'), parseRfc4514('ou=ops+uid=42,o=acme corp')),
    ).toBe(true);
  });

  it('tells apart names whose RDNs are in another order or differ in one value', () => {
    expect(sameName(parseRfc4514('CN=a,O=b'), parseRfc4514('O=b,CN=a'))).toBe(false);
    expect(sameName(parseRfc4514('CN=a,O=b'), parseRfc4514('CN=a,O=c'))).toBe(false);
    expect(sameName(parseRfc4514('CN=a,O=b'), parseRfc4514('CN=a,O=b,C=US'))).toBe(false);
  });
});

describe('formatRfc4514', () => {
  it('writes short names and escapes what RFC 4514 §2.4 says to', () => {
    const name = parseRfc4514('CN=\\ a\\,b\\+c\\;d\\<e\\>f\\"g\\\\h\\ ,1.2.3.4=x,E=r@x.org');
    expect(formatRfc4514(name)).toBe(
      'CN=\\ a\\,b\\+c\\;d\\<e\\>f\\"g\\\\h\\ ,1.2.3.4=x,emailAddress=r@x.org',
    );
  });
});
