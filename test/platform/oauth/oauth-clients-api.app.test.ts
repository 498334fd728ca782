// The OAuth clients API: registration by subject DN or thumbprint with canonical forms, validation
// pointing at each field, scopes no wider than the caller's, cursor lists, deletion, idempotency.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemOf, startApp, type TestApp } from '../../harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => {
  await t.close();
});

const THUMBPRINT_HEX =
  '95:85:52:AF:96:1A:34:AC:1C:B2:DB:5D:8E:7C:90:9C:67:A9:80:0D:E4:B1:AC:32:0A:67:A1:12:1E:BE:23:C0';
const THUMBPRINT = 'lYVSr5YaNKwcsttdjnyQnGepgA3ksawyCmehEh6-I8A';

const create = (payload: object, key = t.admin) =>
  t.request({ method: 'POST', url: '/v1/oauth/clients', payload, key });

describe('POST /v1/oauth/clients', () => {
  it('registers a client by subject DN, in canonical RFC 4514 form', async () => {
    const response = await create({
      name: 'billing',
      scopes: ['screening:write'],
      tls_client_auth_subject_dn: 'cn = billing , O=Acme\\, Inc.,c=US',
    });
    expect(response.statusCode, response.body).toBe(201);
    const client = response.json();
    expect(client).toMatchObject({
      id: expect.stringMatching(/^oac_[0-9a-z]{26}$/),
      name: 'billing',
      scopes: ['screening:write'],
      token_endpoint_auth_method: 'tls_client_auth',
      tls_client_auth_subject_dn: 'CN=billing,O=Acme\\, Inc.,C=US',
      certificate_thumbprint: null,
      rate_limit: null,
    });
    expect(response.headers.location).toBe(`/v1/oauth/clients/${client.id}`);
    const fetched = await t.request({ method: 'GET', url: `/v1/oauth/clients/${client.id}` });
    expect(fetched.json()).toEqual(client);
  });

  it('registers a client by thumbprint given as openssl prints it, kept as x5t#S256', async () => {
    const response = await create({
      name: 'robot',
      scopes: ['keys:read'],
      certificate_thumbprint: `sha256 Fingerprint=${THUMBPRINT_HEX}`,
      rate_limit: '100/60',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      token_endpoint_auth_method: 'self_signed_tls_client_auth',
      certificate_thumbprint: THUMBPRINT,
      tls_client_auth_subject_dn: null,
      rate_limit: '100/60',
    });
  });

  it('needs exactly one of subject DN and thumbprint', async () => {
    for (const extra of [{}, { tls_client_auth_subject_dn: 'CN=x', certificate_thumbprint: THUMBPRINT }]) {
      const response = await create({ name: 'x', scopes: ['keys:read'], ...extra });
      expect(response.statusCode).toBe(400);
      expect(
        problemOf(response)
          .errors?.map((e) => e.pointer)
          .sort(),
      ).toEqual(['/certificate_thumbprint', '/tls_client_auth_subject_dn']);
    }
  });

  it('points at a subject DN or thumbprint it cannot read', async () => {
    const badDn = await create({
      name: 'x',
      scopes: ['keys:read'],
      tls_client_auth_subject_dn: 'CN=a,FOO=b',
    });
    expect(badDn.statusCode).toBe(400);
    const dnError = problemOf(badDn).errors?.[0];
    expect(dnError?.pointer).toBe('/tls_client_auth_subject_dn');
    expect(dnError?.detail).toContain("unknown attribute type 'FOO'");

    const badThumbprint = await create({
      name: 'x',
      scopes: ['keys:read'],
      certificate_thumbprint: 'not-a-thumbprint-not-a-thumbprint-not-a-thumbprint',
    });
    expect(badThumbprint.statusCode).toBe(400);
    expect(problemOf(badThumbprint).errors?.[0]?.pointer).toBe('/certificate_thumbprint');
  });

  it('refuses unknown fields and unknown scopes', async () => {
    const response = await create({
      name: 'x',
      scopes: ['keys:read', 'keys:admin'],
      certificate_thumbprint: THUMBPRINT,
      client_secret: 'no',
    });
    expect(response.statusCode).toBe(400);
    expect(
      problemOf(response)
        .errors?.map((e) => e.pointer)
        .sort(),
    ).toEqual(['/client_secret', '/scopes/1']);
  });

  it('refuses to give a client scopes the calling key does not hold', async () => {
    const limited = await t.key(['keys:write']);
    const response = await create(
      { name: 'escalate', scopes: ['screening:write'], certificate_thumbprint: THUMBPRINT },
      limited,
    );
    expect(response.statusCode).toBe(403);
    expect(problemOf(response).detail).toContain('screening:write');
  });

  it('replays a repeat with the same Idempotency-Key', async () => {
    const send = () =>
      t.request({
        method: 'POST',
        url: '/v1/oauth/clients',
        payload: { name: 'once', scopes: ['keys:read'], certificate_thumbprint: THUMBPRINT },
        headers: { 'idempotency-key': 'oauth-client-once' },
      });
    const first = await send();
    const second = await send();
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json().id).toBe(first.json().id);
  });
});

describe('GET /v1/oauth/clients', () => {
  it('lists a workspace’s clients newest first, page by page', async () => {
    const key = await t.key(['keys:write'], { workspace: 'paging' });
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await create(
        { name: `c${i}`, scopes: ['keys:read'], certificate_thumbprint: THUMBPRINT },
        key,
      );
      ids.push(response.json().id);
    }
    const page1 = await t.request({ method: 'GET', url: '/v1/oauth/clients?limit=2', key });
    expect(page1.json().data.map((c: { id: string }) => c.id)).toEqual([ids[2], ids[1]]);
    const cursor = page1.json().next_cursor;
    const page2 = await t.request({ method: 'GET', url: `/v1/oauth/clients?limit=2&cursor=${cursor}`, key });
    expect(page2.json()).toEqual({ data: [expect.objectContaining({ id: ids[0] })], next_cursor: null });
  });
});

describe('DELETE /v1/oauth/clients/:id', () => {
  it('deletes the client: afterwards it is not found', async () => {
    const id = (
      await create({ name: 'gone', scopes: ['keys:read'], certificate_thumbprint: THUMBPRINT })
    ).json().id;
    expect((await t.request({ method: 'DELETE', url: `/v1/oauth/clients/${id}` })).statusCode).toBe(204);
    expect((await t.request({ method: 'GET', url: `/v1/oauth/clients/${id}` })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/v1/oauth/clients/${id}` })).statusCode).toBe(404);
  });
});
