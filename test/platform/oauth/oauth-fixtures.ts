/**
 * A Vigil app serving HTTPS with the test PKI's server certificate and client CA, listening on a
 * port of its own, with helpers to register clients and get tokens over mutual TLS.
 */

import type { Scope } from '../../../src/http/scopes.ts';
import type { ManualClock } from '../../../src/lib/clock.ts';
import { startApp, type TestApp, type TestKey, type TestStore } from '../../harness.ts';
import type { Credential, Pki } from './pki.ts';
import { type TlsRequest, type TlsResponse, tlsRequest } from './tls-client.ts';

export interface TlsApp {
  t: TestApp;
  clock: ManualClock;
  address: string;
  send(request: TlsRequest): Promise<TlsResponse>;
  /** Registers a client through the API with the admin key (or `key`); returns its id. */
  register(body: Record<string, unknown>, key?: TestKey): Promise<string>;
  /** `POST /v1/oauth/token` over a connection presenting `cert`. */
  token(cert: Credential | undefined, form: Record<string, string>): Promise<TlsResponse>;
  close(): Promise<void>;
}

export async function startTlsApp(
  pki: Pki,
  options: { store?: TestStore; env?: Record<string, string>; clientCa?: boolean } = {},
): Promise<TlsApp> {
  const t = await startApp({
    ...(options.store ? { store: options.store } : {}),
    env: {
      VIGIL_TLS_CERT: pki.server.certFile,
      VIGIL_TLS_KEY: pki.server.keyFile,
      ...(options.clientCa === false ? {} : { VIGIL_TLS_CLIENT_CA: pki.ca.certFile }),
      ...options.env,
    },
  });
  const address = await t.app.listen();
  const send = (request: TlsRequest) => tlsRequest(address, pki.ca.cert, request);
  return {
    t,
    clock: t.clock as ManualClock,
    address,
    send,
    async register(body, key = t.admin) {
      const response = await t.request({ method: 'POST', url: '/v1/oauth/clients', payload: body, key });
      if (response.statusCode !== 201) throw new Error(`registering a client: ${response.body}`);
      return response.json().id;
    },
    token: (cert, form) => send({ path: '/v1/oauth/token', cert, form }),
    close: () => t.close(),
  };
}

/** The scopes of a token response, as a sorted list. */
export function scopesOf(response: TlsResponse): Scope[] {
  return String(response.json().scope).split(' ').sort() as Scope[];
}
