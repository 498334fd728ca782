/**
 * What the token endpoint knows of the TLS connection a request came on: whether it is TLS at all
 * and, if the client sent one, its certificate. The HTTP layer reads it from the socket; the OAuth
 * service decides what it proves.
 */
import type { X509Certificate } from 'node:crypto';
import { thumbprintOf } from './certificate-thumbprint.ts';
import { type DistinguishedName, formatRfc4514, parseCertificateSubject } from './distinguished-name.ts';

export interface PresentedCertificate {
  /** `x5t#S256`: base64url SHA-256 of the DER certificate. */
  thumbprint: string;
  /** The subject, parsed; undefined if it has attributes this service cannot read. */
  subject: DistinguishedName | undefined;
  /** The subject as an RFC 4514 string, for messages (as the certificate writes it if unparsed). */
  subjectText: string;
  /** Whether TLS verified the chain (issuer, signature, validity period) against the trusted CAs. */
  chainVerified: boolean;
  /** OpenSSL's reason when it did not, e.g. `UNABLE_TO_GET_ISSUER_CERT_LOCALLY`. */
  chainError: string | undefined;
  validFrom: number;
  validTo: number;
}

export type TlsConnection = { tls: false } | { tls: true; certificate: PresentedCertificate | undefined };

export function describeCertificate(
  certificate: X509Certificate,
  chain: { verified: boolean; error: string | undefined },
): PresentedCertificate {
  let subject: DistinguishedName | undefined;
  try {
    subject = parseCertificateSubject(certificate.subject);
  } catch {
    subject = undefined;
  }
  return {
    thumbprint: thumbprintOf(certificate),
    subject,
    subjectText: subject ? formatRfc4514(subject) : certificate.subject.replaceAll('\n', ', '),
    chainVerified: chain.verified,
    chainError: chain.error,
    validFrom: Date.parse(certificate.validFrom),
    validTo: Date.parse(certificate.validTo),
  };
}
