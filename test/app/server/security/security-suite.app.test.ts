// The shared security suite: every authenticated route of the route table, through the real app,
// for a missing, bad, revoked and expired key, a missing scope, another workspace's id and the rate limit.
// One app serves the whole suite; each route gets workspaces of its own (`<n>-main`, `<n>-elsewhere`),
// so no route sees another's keys or resources. Every POST is also checked for its Idempotency-Key
// replayed by another credential.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../../src/app/server/routes.ts';
import { SCOPE_FAMILIES, type Scope } from '../../../../src/http/scopes.ts';
import type { ManualClock } from '../../../../src/lib/clock.ts';
import { generateKeyToken } from '../../../../src/platform/keys/key-token.ts';
import { problemOf, startApp, type TestApp, type TestKey } from '../../../harness.ts';
import { injectStream } from '../../../platform/outbox/stream-inject.ts';
import { type CaseRequest, routeCases } from './route-cases.ts';

const authenticated = routes.filter((route) => route.scope !== null);

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => {
  await t?.close();
});

describe('the security suite', () => {
  it('has a case for every authenticated route and none for routes that do not exist', () => {
    const names = authenticated.map((route) => `${route.method} ${route.url}`).sort();
    expect(Object.keys(routeCases).sort()).toEqual(names);
  });
});

/** What a secret shown once looks like: an API key, a webhook signing secret. */
const SECRET = /vk_[0-9A-Za-z]{46}|whsec_[A-Za-z0-9+/=]{20,}/g;

/** A scope from another family than those the route takes. */
function unrelatedScope(taken: readonly Scope[]): Scope {
  const families = taken.map((scope) => scope.split(':')[0]);
  const other = SCOPE_FAMILIES.find((f) => !families.includes(f)) ?? 'sites';
  return `${other}:write`;
}

describe.each(authenticated.map((route, index) => [`${route.method} ${route.url}`, route, index] as const))(
  '%s',
  (name, route, index) => {
    const routeCase = routeCases[name];
    // A route that takes any of several scopes is tested with the first; the others are alike.
    // One that takes any key (ANY_KEY: no scope listed) is tested with a key of one family's scope.
    const taken = route.scope === null ? [] : [route.scope].flat();
    const anyKey = route.scope !== null && taken.length === 0;
    const scope: Scope | undefined = anyKey ? 'webhooks:read' : taken[0];
    const main = `suite-${index}-main`;
    const elsewhere = `suite-${index}-elsewhere`;
    /** A key in this route's own workspace. */
    const keyWith = (scopes: Scope[], options: { rateLimit?: string; expiresAt?: number } = {}) =>
      t.key(scopes, { ...options, workspace: main });
    let admin: TestKey;
    const send = (request: CaseRequest, key: string | null) => {
      const options = {
        method: request.method,
        url: request.url,
        payload: request.payload as object,
        key,
        ...(request.headers ? { headers: request.headers } : {}),
      };
      return request.stream ? injectStream(t, options) : t.request(options);
    };

    beforeAll(async () => {
      admin = await keyWith(['*']);
    });

    if (!routeCase || !scope) {
      it.skip('has no case in route-cases.ts', () => {});
      return;
    }

    it('refuses a request without a key with 401 and WWW-Authenticate', async () => {
      const response = await send(await routeCase.build(t, main), null);
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(problemOf(response).code).toBe('unauthenticated');
    });

    it('refuses a malformed, an unknown and a non-Bearer key with 401', async () => {
      const request = await routeCase.build(t, main);
      for (const header of [
        'Bearer nonsense',
        `Bearer ${generateKeyToken()}`,
        `Basic ${admin.token}`,
        'Bearer',
      ]) {
        const response = await t.request({
          method: request.method,
          url: request.url,
          payload: request.payload as object,
          key: null,
          headers: { ...request.headers, authorization: header },
        });
        expect(response.statusCode, header).toBe(401);
        expect(problemOf(response).code).toBe('unauthenticated');
      }
    });

    it('refuses a revoked key with 401', async () => {
      const key = await keyWith([scope]);
      await t.app.services.keys.revoke(key.workspaceId, key.keyId);
      const response = await send(await routeCase.build(t, main), key.token);
      expect(response.statusCode).toBe(401);
    });

    it('refuses an expired key with 401', async () => {
      const clock = t.clock as ManualClock;
      const key = await keyWith([scope], { expiresAt: clock.now() + 1_000 });
      clock.advance(1_001);
      const response = await send(await routeCase.build(t, main), key.token);
      expect(response.statusCode).toBe(401);
    });

    if (anyKey) {
      it('accepts a key of any one scope, read or write', async () => {
        for (const family of SCOPE_FAMILIES) {
          for (const one of [`${family}:read`, `${family}:write`] as const) {
            const key = await keyWith([one]);
            const response = await send(await routeCase.build(t, main), key.token);
            expect(response.statusCode, one).toBeLessThan(300);
          }
        }
      });
    } else {
      it('refuses a key without the scope with 403 naming the scope', async () => {
        const wrongFamily = await keyWith([unrelatedScope(taken)]);
        const response = await send(await routeCase.build(t, main), wrongFamily.token);
        expect(response.statusCode).toBe(403);
        const problem = problemOf(response);
        expect(problem.code).toBe('forbidden');
        expect(problem.detail).toContain(scope);
        if (scope.endsWith(':write')) {
          const readOnly = await keyWith([scope.replace(':write', ':read') as Scope]);
          expect((await send(await routeCase.build(t, main), readOnly.token)).statusCode).toBe(403);
        }
      });
    }

    it('accepts a key holding exactly the scope', async () => {
      const key = await keyWith([scope]);
      const response = await send(await routeCase.build(t, main), key.token);
      expect(response.statusCode).toBeLessThan(300);
      expect(response.headers['ratelimit-policy']).toBeDefined();
    });

    if (routeCase.missing) {
      const missing = routeCase.missing;
      it("answers another workspace's id exactly as a missing one", async () => {
        const foreign = await send(await routeCase.build(t, elsewhere), admin.token);
        const absent = await send(missing(), admin.token);
        expect(foreign.statusCode).toBe(404);
        expect(absent.statusCode).toBe(404);
        const shape = (body: ReturnType<typeof problemOf>) => ({
          ...body,
          request_id: '',
          detail: body.detail.replace(/[a-z]+_[0-9a-z]{26}/g, 'ID'),
        });
        expect(shape(problemOf(foreign))).toEqual(shape(problemOf(absent)));
        expect(Object.keys(foreign.headers).sort()).toEqual(Object.keys(absent.headers).sort());
      });
    }

    if (route.method === 'POST') {
      const withIdempotencyKey = (request: CaseRequest): CaseRequest => ({
        ...request,
        headers: { ...request.headers, 'idempotency-key': `suite-${randomUUID()}` },
      });

      it('replays an Idempotency-Key only to the credential that used it, and never a secret', async () => {
        const request = withIdempotencyKey(await routeCase.build(t, main));
        const first = await send(request, admin.token);
        expect(first.headers['idempotent-replayed']).toBeUndefined();
        // Other keys of the same workspace, with the scope and without it, sending the same request
        // with the same key: each is judged as itself, never handed the first answer.
        const peer = await keyWith([scope]);
        const narrow = await keyWith([unrelatedScope(taken)]);
        for (const other of [peer, narrow]) {
          const answer = await send(request, other.token);
          expect(answer.headers['idempotent-replayed'], answer.body).toBeUndefined();
          for (const secret of first.body.match(SECRET) ?? []) expect(answer.body).not.toContain(secret);
        }
        expect((await send(request, narrow.token)).statusCode).toBe(403);
        // The credential that used it is replayed its answer, without the secret it may have held.
        const again = await send(request, admin.token);
        if (first.statusCode < 500) {
          expect(again.statusCode, again.body).toBe(first.statusCode);
          expect(again.headers['idempotent-replayed']).toBe('true');
        }
        for (const secret of first.body.match(SECRET) ?? []) expect(again.body).not.toContain(secret);
        const stored = await t.app.services.store.db
          .selectFrom('idempotency_keys')
          .select('response_body')
          .where('key', '=', String(request.headers?.['idempotency-key']))
          .execute();
        expect(stored.length).toBeGreaterThan(0);
        for (const row of stored) expect(row.response_body ?? '').not.toMatch(SECRET);
      });

      it('stores no refusal: a key without the scope leaves the Idempotency-Key to the one that has it', async () => {
        const request = withIdempotencyKey(await routeCase.build(t, main));
        const narrow = await keyWith([unrelatedScope(taken)]);
        expect((await send(request, narrow.token)).statusCode).toBe(403);
        const answer = await send(request, admin.token);
        expect(answer.statusCode, answer.body).toBeLessThan(300);
        expect(answer.headers['idempotent-replayed']).toBeUndefined();
      });
    }

    it('refuses the request past the key’s rate limit with 429, Retry-After and RateLimit fields', async () => {
      const key = await keyWith([scope], { rateLimit: '2/60' });
      const statuses: number[] = [];
      let last = await send(await routeCase.build(t, main), key.token);
      statuses.push(last.statusCode);
      for (let i = 0; i < 2; i++) {
        last = await send(await routeCase.build(t, main), key.token);
        statuses.push(last.statusCode);
      }
      expect(statuses[2]).toBe(429);
      expect(problemOf(last).code).toBe('rate_limited');
      expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
      expect(last.headers['ratelimit-policy']).toBe('"default";q=2;w=60');
      expect(last.headers.ratelimit).toMatch(/^"default";r=0;t=\d+$/);
    });
  },
);
