// GET /v1/keys/self: a key (or an OAuth token) learns who it is, where and what it may do, whatever
// its scopes, so that a client such as the console asks instead of probing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemOf, startApp, type TestApp } from '../../harness.ts';
import { startTlsApp, type TlsApp } from '../oauth/oauth-fixtures.ts';
import { type Credential, createPki, type Pki } from '../oauth/pki.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /v1/keys/self', () => {
  it('answers the calling key’s id, workspace and scopes, and nothing secret', async () => {
    const key = await t.key(['threats:read', 'sites:write'], { workspace: 'harbour', rateLimit: '100/60' });
    const response = await t.request({ method: 'GET', url: '/v1/keys/self', key });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      id: key.keyId,
      type: 'api_key',
      workspace: { id: key.workspaceId, name: 'harbour' },
      scopes: ['threats:read', 'sites:write'],
      rate_limit: '100/60',
    });
    expect(response.body).not.toContain(key.token);
  });

  it('answers a key of one narrow scope, which may read no key, and the admin', async () => {
    const narrow = await t.key(['agents:read']);
    expect((await t.request({ method: 'GET', url: '/v1/keys', key: narrow })).statusCode).toBe(403);
    const own = await t.request({ method: 'GET', url: '/v1/keys/self', key: narrow });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: narrow.keyId, scopes: ['agents:read'], rate_limit: null });
    const admin = await t.request({ method: 'GET', url: '/v1/keys/self' });
    expect(admin.json()).toMatchObject({ id: t.admin.keyId, scopes: ['*'] });
  });

  it('is not read as a key id: `self` is the caller, never a 404 of a key named so', async () => {
    const reader = await t.key(['keys:read']);
    const response = await t.request({ method: 'GET', url: '/v1/keys/self', key: reader });
    expect(response.json().id).toBe(reader.keyId);
  });

  it('refuses a revoked key with 401, as every route does', async () => {
    const key = await t.key(['sites:read']);
    await t.app.services.keys.revoke(key.workspaceId, key.keyId);
    const response = await t.request({ method: 'GET', url: '/v1/keys/self', key });
    expect(response.statusCode).toBe(401);
    expect(problemOf(response).code).toBe('unauthenticated');
  });
});

describe('GET /v1/keys/self with an OAuth access token', () => {
  let pki: Pki;
  let tls: TlsApp;
  let erin: Credential;
  beforeAll(async () => {
    pki = createPki();
    // The certificate before the app: the app's manual clock starts when it does, and a certificate
    // is valid only from the second it was made.
    erin = pki.issue('erin', '/CN=erin');
    tls = await startTlsApp(pki);
  }, 120_000);
  afterAll(async () => {
    await tls?.close();
    pki?.dispose();
  });

  it('names the OAuth client and the scopes the token was issued with', async () => {
    const clientId = await tls.register({
      name: 'erin',
      scopes: ['keys:read', 'sites:read'],
      tls_client_auth_subject_dn: 'CN=erin',
    });
    const issued = await tls.token(erin, {
      grant_type: 'client_credentials',
      client_id: clientId,
      scope: 'sites:read',
    });
    expect(issued.status, issued.body).toBe(200);
    const own = await tls.send({
      path: '/v1/keys/self',
      cert: erin,
      bearer: String(issued.json().access_token),
    });
    expect(own.status, own.body).toBe(200);
    expect(own.json()).toEqual({
      id: clientId,
      type: 'oauth_client',
      workspace: { id: tls.t.admin.workspaceId, name: 'main' },
      scopes: ['sites:read'],
      rate_limit: null,
    });
  });
});
