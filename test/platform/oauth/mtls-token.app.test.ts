// OAuth 2.0 client credentials with mutual TLS, over real TLS handshakes: clients by subject DN
// (issued by the client CA) and by thumbprint (self-signed), tokens bound to their certificate,
// scope subsets, RFC 6749 §5.2 errors, expiry, and rate limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_CACHE_TTL_MS } from '../../../src/platform/keys/keys-service.ts';
import { DEFAULT_TOKEN_TTL_S } from '../../../src/platform/oauth/oauth-config.ts';
import { problemOf } from '../../harness.ts';
import { scopesOf, startTlsApp, type TlsApp } from './oauth-fixtures.ts';
import { type Credential, createPki, type Pki } from './pki.ts';

/** Certificates, an app (or two) and its migrations: well over the default on a busy machine. */
const SETUP_TIMEOUT_MS = 120_000;

let pki: Pki;
let app: TlsApp;
let alice: Credential;
let bob: Credential;
let selfSigned: Credential;
let limited: Credential;
let aliceId: string;
let selfSignedId: string;

beforeAll(async () => {
  pki = createPki();
  alice = pki.issue('alice', '/C=US/O=Acme\\, Inc./OU=Payments/CN=alice');
  bob = pki.issue('bob', '/C=US/O=Acme\\, Inc./CN=bob');
  selfSigned = pki.selfSigned('robot', '/CN=robot');
  // Before the app: its manual clock starts when it does, and a certificate is valid from its making.
  limited = pki.issue('limited', '/CN=limited');
  app = await startTlsApp(pki);
  aliceId = await app.register({
    name: 'alice',
    scopes: ['keys:write', 'screening:write'],
    tls_client_auth_subject_dn: alice.subjectRfc2253,
  });
  selfSignedId = await app.register({
    name: 'robot',
    scopes: ['keys:read'],
    certificate_thumbprint: selfSigned.thumbprint,
  });
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await app?.close();
  pki?.dispose();
});

describe('POST /v1/oauth/token over mutual TLS', () => {
  it('gives a client registered by subject DN a bearer token it can call the API with', async () => {
    const response = await app.token(alice, { grant_type: 'client_credentials', client_id: aliceId });
    expect(response.status, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toEqual({
      access_token: expect.stringMatching(/^vat_[0-9A-Za-z]{46}$/),
      token_type: 'Bearer',
      expires_in: DEFAULT_TOKEN_TTL_S,
      scope: expect.any(String),
    });
    expect(scopesOf(response)).toEqual(['keys:write', 'screening:write']);

    const call = await app.send({
      path: '/v1/oauth/clients',
      cert: alice,
      bearer: String(body.access_token),
    });
    expect(call.status, call.body).toBe(200);
    expect(call.headers['ratelimit-policy']).toBe('"default";q=6000;w=60');
    expect((call.json().data as { id: string }[]).map((c) => c.id)).toContain(aliceId);
  });

  it('gives a client registered by thumbprint a token for its self-signed certificate', async () => {
    const response = await app.token(selfSigned, {
      grant_type: 'client_credentials',
      client_id: selfSignedId,
    });
    expect(response.status, response.body).toBe(200);
    const call = await app.send({
      path: `/v1/oauth/clients/${selfSignedId}`,
      cert: selfSigned,
      bearer: String(response.json().access_token),
    });
    expect(call.status, call.body).toBe(200);
    expect(call.json().token_endpoint_auth_method).toBe('self_signed_tls_client_auth');
  });

  it('refuses a token over a connection with another certificate, or none, with 401', async () => {
    const token = String(
      (await app.token(alice, { grant_type: 'client_credentials', client_id: aliceId })).json().access_token,
    );
    for (const cert of [bob, selfSigned, undefined]) {
      const response = await app.send({ path: '/v1/oauth/clients', cert, bearer: token });
      expect(response.status, cert?.subjectRfc2253 ?? 'no certificate').toBe(401);
      expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
      const problem = JSON.parse(response.body) as { code: string; detail: string };
      expect(problem.code).toBe('unauthenticated');
      expect(problem.detail).toContain('bound to the client certificate');
    }
    // Without TLS at all (the app's in-process injection has no socket certificate).
    const injected = await app.t.request({ method: 'GET', url: '/v1/oauth/clients', key: token });
    expect(injected.statusCode).toBe(401);
    expect(problemOf(injected).code).toBe('unauthenticated');
  });

  it('refuses a certificate no client is registered with, and a connection without one', async () => {
    const stranger = pki.issue('stranger', '/CN=stranger');
    const cases = [
      { cert: stranger, client_id: aliceId, match: /No OAuth client .* accepts the certificate/ },
      { cert: bob, client_id: aliceId, match: /subject 'CN=bob,O=Acme\\, Inc\.,C=US'/ },
      { cert: alice, client_id: selfSignedId, match: /No OAuth client/ },
      { cert: alice, client_id: 'oac_01jzzzzzzzzzzzzzzzzzzzzzzz', match: /No OAuth client/ },
      { cert: undefined, client_id: aliceId, match: /presented no client certificate/ },
    ];
    for (const { cert, client_id, match } of cases) {
      const response = await app.token(cert, { grant_type: 'client_credentials', client_id });
      expect(response.status, response.body).toBe(401);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const body = response.json();
      expect(Object.keys(body).sort()).toEqual(['error', 'error_description']);
      expect(body.error).toBe('invalid_client');
      expect(String(body.error_description)).toMatch(match);
    }
  });

  it('refuses a self-signed certificate with a registered subject: the subject is proved by the CA only', async () => {
    const impostor = pki.selfSigned('alice-impostor', '/C=US/O=Acme\\, Inc./OU=Payments/CN=alice');
    expect(impostor.subjectRfc2253).toBe(alice.subjectRfc2253);
    const response = await app.token(impostor, { grant_type: 'client_credentials', client_id: aliceId });
    expect(response.status).toBe(401);
    expect(response.json().error).toBe('invalid_client');
    expect(String(response.json().error_description)).toContain('not verified against the client CA');
  });

  it('is refused over plain HTTP with invalid_client', async () => {
    const response = await app.t.request({
      method: 'POST',
      url: '/v1/oauth/token',
      key: null,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `grant_type=client_credentials&client_id=${aliceId}`,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'invalid_client' });
    expect(response.json().error_description).toContain('not TLS');
  });
});

describe('scopes', () => {
  it('grants a subset of the client’s scopes, write implying read', async () => {
    const response = await app.token(alice, {
      grant_type: 'client_credentials',
      client_id: aliceId,
      scope: 'keys:read screening:write',
    });
    expect(response.status, response.body).toBe(200);
    expect(scopesOf(response)).toEqual(['keys:read', 'screening:write']);
    const token = String(response.json().access_token);
    const read = await app.send({ path: '/v1/oauth/clients', cert: alice, bearer: token });
    expect(read.status).toBe(200);
    const write = await app.send({
      method: 'DELETE',
      path: `/v1/oauth/clients/${selfSignedId}`,
      cert: alice,
      bearer: token,
    });
    expect(write.status).toBe(403);
    expect(JSON.parse(write.body)).toMatchObject({ code: 'forbidden' });
  });

  it('refuses scopes beyond the client’s, and unknown ones, with invalid_scope', async () => {
    for (const scope of ['keys:write sites:read', '*', 'keys:admin']) {
      const response = await app.token(alice, {
        grant_type: 'client_credentials',
        client_id: aliceId,
        scope,
      });
      expect(response.status, scope).toBe(400);
      expect(response.json().error).toBe('invalid_scope');
    }
  });
});

describe('malformed token requests', () => {
  const form = () => ({ grant_type: 'client_credentials', client_id: aliceId });

  it('answers another grant type with unsupported_grant_type', async () => {
    const response = await app.token(alice, { ...form(), grant_type: 'password' });
    expect(response.status).toBe(400);
    expect(response.json().error).toBe('unsupported_grant_type');
  });

  it('answers a missing client_id, a repeated parameter and a JSON body with invalid_request', async () => {
    const missing = await app.token(alice, { grant_type: 'client_credentials' });
    expect(missing.status).toBe(400);
    expect(missing.json()).toMatchObject({ error: 'invalid_request' });
    expect(String(missing.json().error_description)).toContain('client_id');

    const twice = await app.send({
      path: '/v1/oauth/token',
      cert: alice,
      form: `grant_type=client_credentials&client_id=${aliceId}&scope=keys:read&scope=keys:write`,
    });
    expect(twice.status).toBe(400);
    expect(twice.json()).toEqual({
      error: 'invalid_request',
      error_description: "The parameter 'scope' is given more than once.",
    });

    const json = await app.send({
      path: '/v1/oauth/token',
      cert: alice,
      form: JSON.stringify(form()),
      headers: { 'content-type': 'application/json' },
    });
    expect(json.status).toBe(400);
    expect(json.json().error).toBe('invalid_request');
  });

  it('ignores parameters it does not know (RFC 6749 §3.2)', async () => {
    const response = await app.token(alice, { ...form(), audience: 'elsewhere' });
    expect(response.status, response.body).toBe(200);
  });
});

describe('token lifetime', () => {
  it('stops accepting a token once it expires', async () => {
    const token = String(
      (await app.token(alice, { grant_type: 'client_credentials', client_id: aliceId })).json().access_token,
    );
    app.clock.advance((DEFAULT_TOKEN_TTL_S - 1) * 1000);
    expect((await app.send({ path: '/v1/oauth/clients', cert: alice, bearer: token })).status).toBe(200);
    app.clock.advance(1000 + AUTH_CACHE_TTL_MS);
    const expired = await app.send({ path: '/v1/oauth/clients', cert: alice, bearer: token });
    expect(expired.status).toBe(401);
    expect(JSON.parse(expired.body).detail).toContain('unknown or expired');
  });

  it('refuses a thumbprint-registered certificate outside its validity period', async () => {
    const now = app.clock.now();
    app.clock.advance(400 * 86_400_000);
    try {
      const response = await app.token(selfSigned, {
        grant_type: 'client_credentials',
        client_id: selfSignedId,
      });
      expect(response.status).toBe(401);
      expect(String(response.json().error_description)).toContain('not now');
    } finally {
      app.clock.set(now);
    }
  });
});

describe('rate limits', () => {
  it('counts token requests and API calls against the client’s own limit', async () => {
    const clientId = await app.register({
      name: 'limited',
      scopes: ['keys:read'],
      certificate_thumbprint: limited.thumbprint,
      rate_limit: '2/60',
    });
    const first = await app.token(limited, { grant_type: 'client_credentials', client_id: clientId });
    expect(first.status).toBe(200);
    expect(first.headers['ratelimit-policy']).toBe('"default";q=2;w=60');
    const token = String(first.json().access_token);
    expect((await app.send({ path: '/v1/oauth/clients', cert: limited, bearer: token })).status).toBe(200);
    const third = await app.send({ path: '/v1/oauth/clients', cert: limited, bearer: token });
    expect(third.status).toBe(429);
    expect(JSON.parse(third.body)).toMatchObject({ code: 'rate_limited' });
    expect(JSON.parse(third.body).detail).toContain('This OAuth client may make 2 requests per 60 s');
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    const again = await app.token(limited, { grant_type: 'client_credentials', client_id: clientId });
    expect(again.status).toBe(429);
    expect(again.headers['content-type']).toMatch(/^application\/problem\+json/);
  });
});

describe('HTTPS without a client certificate', () => {
  it('serves API keys as before', async () => {
    const response = await app.send({ path: '/v1/keys', bearer: app.t.admin.token });
    expect(response.status).toBe(200);
    const health = await app.send({ path: '/v1/health' });
    expect(health.status).toBe(200);
  });
});
