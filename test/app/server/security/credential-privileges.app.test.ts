// No key acts above its own scopes: every operation that creates or acts on a credential (an API key
// or an OAuth client) is refused with 403, naming what is missing, when the target holds a scope the
// caller does not, and the target is left as it was. A route of the route table that writes to
// /v1/keys or /v1/oauth/clients without a case here fails the first test, so the class cannot
// come back through a new operation.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../../src/app/server/routes.ts';
import type { Scope } from '../../../../src/http/scopes.ts';
import { problemOf, startApp, type TestApp, type TestKey } from '../../../harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => {
  await t?.close();
});

/** A credential the caller may or may not cover, and whether it still stands after a refusal. */
interface PrivilegeCase {
  /** Sends the operation as `caller` against a fresh target holding `target` scopes. */
  act(
    caller: TestKey,
    target: Scope[],
  ): Promise<{ status: number; detail: string; intact(): Promise<boolean> }>;
}

const thumbprint = () => randomBytes(32).toString('base64url');

async function keyWorks(token: string): Promise<boolean> {
  return (await t.request({ method: 'GET', url: '/v1/keys?limit=1', key: token })).statusCode !== 401;
}

async function oauthClientWith(scopes: Scope[]): Promise<string> {
  const client = await t.app.services.oauth.clients.create(t.admin.workspaceId, {
    name: 'target',
    scopes,
    thumbprint: thumbprint(),
  });
  return client.id;
}

const keyCount = async (workspaceId: string) =>
  (await t.app.services.keys.list(workspaceId, { status: 'all', limit: 200 })).length;
const clientCount = async (workspaceId: string) =>
  (await t.app.services.oauth.clients.list(workspaceId, { limit: 200 })).length;

function outcome(response: { statusCode: number; body: string; headers: Record<string, unknown> }) {
  const isProblem = String(response.headers['content-type']).startsWith('application/problem+json');
  return { status: response.statusCode, detail: isProblem ? String(JSON.parse(response.body).detail) : '' };
}

const cases: Record<string, PrivilegeCase> = {
  'POST /v1/keys': {
    async act(caller, target) {
      const before = await keyCount(caller.workspaceId);
      const response = await t.request({
        method: 'POST',
        url: '/v1/keys',
        key: caller,
        payload: { name: 'minted', scopes: target },
      });
      return {
        ...outcome(response),
        intact: async () => (await keyCount(caller.workspaceId)) === before,
      };
    },
  },
  'POST /v1/keys/:id/rotate': {
    async act(caller, target) {
      const victim = await t.key(target);
      const response = await t.request({
        method: 'POST',
        url: `/v1/keys/${victim.keyId}/rotate`,
        key: caller,
        payload: { grace_period_s: 0 },
      });
      return {
        ...outcome(response),
        intact: async () =>
          (await t.app.services.keys.get(victim.workspaceId, victim.keyId)).rotatedTo === null,
      };
    },
  },
  'DELETE /v1/keys/:id': {
    async act(caller, target) {
      const victim = await t.key(target);
      const response = await t.request({ method: 'DELETE', url: `/v1/keys/${victim.keyId}`, key: caller });
      return { ...outcome(response), intact: () => keyWorks(victim.token) };
    },
  },
  'POST /v1/oauth/clients': {
    async act(caller, target) {
      const before = await clientCount(caller.workspaceId);
      const response = await t.request({
        method: 'POST',
        url: '/v1/oauth/clients',
        key: caller,
        payload: { name: 'minted', scopes: target, certificate_thumbprint: thumbprint() },
      });
      return {
        ...outcome(response),
        intact: async () => (await clientCount(caller.workspaceId)) === before,
      };
    },
  },
  'DELETE /v1/oauth/clients/:id': {
    async act(caller, target) {
      const id = await oauthClientWith(target);
      const response = await t.request({ method: 'DELETE', url: `/v1/oauth/clients/${id}`, key: caller });
      return {
        ...outcome(response),
        intact: () =>
          t.app.services.oauth.clients.get(caller.workspaceId, id).then(
            () => true,
            () => false,
          ),
      };
    },
  },
};

describe('operations on credentials', () => {
  it('every write route on keys and OAuth clients has a privilege case', () => {
    const writes = routes
      .filter((route) => route.method !== 'GET')
      .filter((route) => route.url.startsWith('/v1/keys') || route.url.startsWith('/v1/oauth/clients'))
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    expect(Object.keys(cases).sort()).toEqual(writes);
  });
});

describe.each(Object.entries(cases))('%s', (_name, privilegeCase) => {
  it('refuses a keys:write caller acting on the admin scope *, naming it, and leaves the target as it was', async () => {
    const caller = await t.key(['keys:write']);
    const result = await privilegeCase.act(caller, ['*']);
    expect(result.status).toBe(403);
    expect(result.detail).toContain('*');
    expect(await result.intact()).toBe(true);
  });

  it('refuses a caller that lacks one of the target’s scopes, naming the missing one', async () => {
    const caller = await t.key(['keys:write', 'sites:read']);
    const result = await privilegeCase.act(caller, ['keys:read', 'sites:write', 'screening:read']);
    expect(result.status).toBe(403);
    expect(result.detail).toContain('sites:write');
    expect(result.detail).toContain('screening:read');
    expect(result.detail).not.toContain('keys:read');
    expect(await result.intact()).toBe(true);
  });

  it('allows a caller whose scopes cover the target’s (write covers read)', async () => {
    const caller = await t.key(['keys:write', 'sites:write']);
    const result = await privilegeCase.act(caller, ['keys:read', 'sites:read']);
    expect(result.status).toBeLessThan(300);
  });
});

describe('the admin key', () => {
  it('cannot be taken over or locked out by a key that holds only keys:write', async () => {
    const narrow = await t.key(['keys:write']);
    const rotate = await t.request({
      method: 'POST',
      url: `/v1/keys/${t.admin.keyId}/rotate`,
      key: narrow,
      payload: { grace_period_s: 0 },
    });
    expect(rotate.statusCode).toBe(403);
    expect(problemOf(rotate).code).toBe('forbidden');
    const revoke = await t.request({ method: 'DELETE', url: `/v1/keys/${t.admin.keyId}`, key: narrow });
    expect(revoke.statusCode).toBe(403);
    expect(await keyWorks(t.admin.token)).toBe(true);
  });
});
