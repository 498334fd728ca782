/**
 * What a request's TLS connection says about its client: whether it is TLS, and the certificate
 * the client presented, if any. The server asks every client for a certificate but lets those
 * without one in (`tls-config.ts`), so API keys keep working over HTTPS; only OAuth needs one.
 */

import { TLSSocket } from 'node:tls';
import type { FastifyRequest } from 'fastify';
import { thumbprintOf } from './certificate-thumbprint.ts';
import { describeCertificate, type TlsConnection } from './presented-certificate.ts';

export function tlsConnectionOf(request: FastifyRequest): TlsConnection {
  const socket = request.raw.socket;
  if (!(socket instanceof TLSSocket)) return { tls: false };
  const certificate = socket.getPeerX509Certificate();
  if (!certificate) return { tls: true, certificate: undefined };
  const error = socket.authorizationError;
  return {
    tls: true,
    certificate: describeCertificate(certificate, {
      verified: socket.authorized,
      error: error === null || error === undefined ? undefined : String(error),
    }),
  };
}

/** The `x5t#S256` of the connection's client certificate; undefined without TLS or a certificate. */
export function peerThumbprintOf(request: FastifyRequest): string | undefined {
  const socket = request.raw.socket;
  if (!(socket instanceof TLSSocket)) return undefined;
  const certificate = socket.getPeerX509Certificate();
  return certificate ? thumbprintOf(certificate) : undefined;
}
