// The SDK with OAuth 2.0 and mutual TLS against a real Vigil serving HTTPS: a client registered
// through the SDK gets a certificate-bound token with `oauth.token` over a fetch that presents the
// client certificate, and calls the API with it; the token endpoint's RFC 6749 errors are typed.
import { Agent, fetch as undiciFetch } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTlsApp, type TlsApp } from '../../../test/platform/oauth/oauth-fixtures.ts';
import { type Credential, createPki, type Pki } from '../../../test/platform/oauth/pki.ts';
import { BadRequestError, Vigil } from '../src/index.ts';

let pki: Pki;
let app: TlsApp;
let client: Credential;

/** A fetch over TLS that trusts the test CA and presents `credential`, for the SDK's `fetch` option. */
function mtlsFetch(credential: Credential) {
  const dispatcher = new Agent({ connect: { ca: pki.ca.cert, cert: credential.cert, key: credential.key } });
  return async (request: Request): Promise<Response> => {
    const body = request.method === 'GET' ? undefined : await request.text();
    const answer = await undiciFetch(request.url, {
      method: request.method,
      headers: [...request.headers],
      ...(body === undefined ? {} : { body }),
      dispatcher,
    });
    const text = await answer.text();
    return new Response(text === '' ? null : text, { status: answer.status, headers: [...answer.headers] });
  };
}

beforeAll(async () => {
  pki = createPki();
  client = pki.issue('billing', '/C=US/O=Acme/CN=billing');
  app = await startTlsApp(pki);
}, 120_000);
afterAll(async () => {
  await app?.close();
  pki?.dispose();
});

describe('OAuth with mutual TLS', () => {
  it('registers a client, gets a bound token and calls the API with it', async () => {
    const admin = new Vigil({ apiKey: app.t.admin.token, baseUrl: app.address, fetch: mtlsFetch(client) });
    const registered = await admin.oauth.createClient({
      name: 'billing',
      scopes: ['screening:read'],
      tls_client_auth_subject_dn: client.subjectRfc2253,
    });
    expect(registered.id).toMatch(/^oac_/);

    const token = await admin.oauth.token({ grant_type: 'client_credentials', client_id: registered.id });
    expect(token).toMatchObject({ token_type: 'Bearer', scope: 'screening:read' });

    const asClient = new Vigil({
      apiKey: token.access_token,
      baseUrl: app.address,
      fetch: mtlsFetch(client),
    });
    const screening = await asClient.screening.wallet({
      chain: 'ethereum',
      address: '0x8576acc5c05d6ce88f4e49bf65bdf0c62f91353c',
    });
    expect(screening.risk_category).toBe('none');

    const page = await admin.oauth.listClients();
    expect(page.data.map((c) => c.id)).toContain(registered.id);
  });

  it('throws a typed error carrying the RFC 6749 error of the token endpoint', async () => {
    const vigil = new Vigil({ apiKey: app.t.admin.token, baseUrl: app.address, fetch: mtlsFetch(client) });
    const refused = vigil.oauth.token({
      grant_type: 'password',
      client_id: 'oac_01h00000000000000000000000',
    });
    await expect(refused).rejects.toBeInstanceOf(BadRequestError);
    await expect(refused).rejects.toThrow(/unsupported_grant_type/);
  });
});
