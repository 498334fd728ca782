// Tokens across processes sharing one store (PostgreSQL when DATABASE_URL is set): a token issued
// by one process is accepted by another and survives a restart; deleting its client ends it here at
// once and in the other process once its cache runs out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_CACHE_TTL_MS } from '../../../src/platform/keys/keys-service.ts';
import { createTestStore, type TestStore } from '../../stores.ts';
import { startTlsApp, type TlsApp } from './oauth-fixtures.ts';
import { type Credential, createPki, type Pki } from './pki.ts';

/** Certificates, an app (or two) and its migrations: well over the default on a busy machine. */
const SETUP_TIMEOUT_MS = 120_000;

let pki: Pki;
let store: TestStore;
let first: TlsApp | undefined;
let second: TlsApp;
let restarted: TlsApp | undefined;
let carol: Credential;
let dave: Credential;

beforeAll(async () => {
  pki = createPki();
  // Certificates before apps: each app's manual clock starts when it does, and a certificate is
  // valid only from the second it was made.
  carol = pki.issue('carol', '/O=Acme/CN=carol');
  dave = pki.issue('dave', '/CN=dave');
  store = await createTestStore();
  first = await startTlsApp(pki, { store });
  second = await startTlsApp(pki, { store });
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await first?.close();
  await second?.close();
  await restarted?.close();
  await store?.dispose();
  pki?.dispose();
});

describe('an access token', () => {
  it('issued by one process works in another, after a restart, and until its client is deleted', async () => {
    if (!first) throw new Error('the first process did not start');
    const clientId = await first.register({
      name: 'carol',
      scopes: ['keys:read'],
      tls_client_auth_subject_dn: 'CN=carol, O=Acme',
    });
    const issued = await first.token(carol, { grant_type: 'client_credentials', client_id: clientId });
    expect(issued.status, issued.body).toBe(200);
    const token = String(issued.json().access_token);
    const call = (app: TlsApp) =>
      app.send({ path: `/v1/oauth/clients/${clientId}`, cert: carol, bearer: token });

    expect((await call(second)).status).toBe(200);

    await first.close();
    first = undefined;
    restarted = await startTlsApp(pki, { store });
    expect((await call(restarted)).status).toBe(200);

    const deleted = await restarted.t.request({ method: 'DELETE', url: `/v1/oauth/clients/${clientId}` });
    expect(deleted.statusCode).toBe(204);
    expect((await call(restarted)).status).toBe(401);
    const refused = await restarted.token(carol, { grant_type: 'client_credentials', client_id: clientId });
    expect(refused.status).toBe(401);
    expect(refused.json().error).toBe('invalid_client');

    // The other process trusted what it read for at most AUTH_CACHE_TTL_MS.
    second.clock.advance(AUTH_CACHE_TTL_MS);
    expect((await call(second)).status).toBe(401);
  });
});

describe('the sweep', () => {
  it('deletes expired tokens and keeps live ones', async () => {
    const clientId = await second.register({
      name: 'dave',
      scopes: ['keys:read'],
      certificate_thumbprint: dave.thumbprint,
    });
    const issued = await second.token(dave, { grant_type: 'client_credentials', client_id: clientId });
    expect(issued.status).toBe(200);
    const tokens = () =>
      second.t.app.services.store.db
        .selectFrom('oauth_tokens')
        .select('token_hash')
        .where('client_id', '=', clientId)
        .execute();
    expect(await second.t.app.services.oauth.tokens.sweep()).toBe(0);
    expect(await tokens()).toHaveLength(1);
    second.clock.advance(second.t.config.oauthTokenTtlS * 1000 + 1);
    expect(await second.t.app.services.oauth.tokens.sweep()).toBeGreaterThanOrEqual(1);
    expect(await tokens()).toHaveLength(0);
  });
});
