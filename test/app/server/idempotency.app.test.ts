// Idempotency-Key on POST (API.md §2): replay, mismatch, in flight, scope per workspace, and a 5xx
// that leaves the key free for the retry.
import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../src/app/server/routes.ts';
import { defineRoute } from '../../../src/http/route.ts';
import { problemOf, startApp, type TestApp } from '../../harness.ts';

let attempts = 0;
/** A route that fails once, then succeeds: stands in for a transient internal error. */
const flaky = defineRoute({
  method: 'POST',
  url: '/v1/test/flaky',
  scope: 'keys:write',
  operationId: 'testFlaky',
  summary: 'test only',
  tag: 'Test',
  schema: { body: Type.Object({}), response: { 200: Type.Object({ attempt: Type.Integer() }) } },
  handler: async () => {
    attempts += 1;
    if (attempts === 1) throw new Error('transient failure');
    return { attempt: attempts };
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await startApp({ routes: [...routes, flaky] });
});
afterAll(async () => {
  await t.close();
});

const post = (key: string, payload: object, token = t.admin.token) =>
  t.request({ method: 'POST', url: '/v1/keys', payload, key: token, headers: { 'idempotency-key': key } });

describe('Idempotency-Key', () => {
  it('replays the first response for a repeat with the same body', async () => {
    const first = await post('create-1', { name: 'once', scopes: ['keys:read'] });
    const second = await post('create-1', { scopes: ['keys:read'], name: 'once' });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.body).toBe(first.body);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.headers.location).toBe(first.headers.location);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const list = (await t.request({ method: 'GET', url: '/v1/keys?limit=200' })).json();
    expect(list.data.filter((k: { name: string }) => k.name === 'once')).toHaveLength(1);
  });

  it('refuses the same key with another body with 422', async () => {
    await post('create-2', { name: 'a', scopes: ['keys:read'] });
    const response = await post('create-2', { name: 'b', scopes: ['keys:read'] });
    expect(response.statusCode).toBe(422);
    expect(problemOf(response).code).toBe('idempotency_mismatch');
  });

  it('answers 409 while the first request is still in flight', async () => {
    const first = await post('busy', { name: 'd', scopes: ['keys:read'] });
    expect(first.statusCode).toBe(201);
    // Put the record back to the state it has while the first request runs.
    await t.app.services.store.db
      .updateTable('idempotency_keys')
      .set({ state: 'in_flight', status_code: null })
      .where('key', '=', 'busy')
      .execute();
    const inFlight = await post('busy', { name: 'd', scopes: ['keys:read'] });
    expect(inFlight.statusCode).toBe(409);
    expect(problemOf(inFlight).code).toBe('conflict');
  });

  it('keeps keys apart per workspace', async () => {
    const other = await t.key(['keys:write'], { workspace: 'other-ws' });
    const mine = await post('shared-name', { name: 'mine', scopes: ['keys:read'] });
    const theirs = await post('shared-name', { name: 'theirs', scopes: ['keys:read'] }, other.token);
    expect(mine.statusCode).toBe(201);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
  });

  it('refuses a key longer than 255 characters', async () => {
    const response = await post('k'.repeat(256), { name: 'long', scopes: ['keys:read'] });
    expect(response.statusCode).toBe(400);
    expect(problemOf(response).errors?.[0]?.pointer).toBe('/header/idempotency-key');
  });

  it('refuses a malformed key on a route that answers its own schema problems, and claims nothing', async () => {
    // POST /v1/alerts lets its handler answer a bad request (attachValidation): the key must not be
    // claimed before it, whatever the body (a NUL in a key reached PostgreSQL as a 500).
    for (const payload of [[true, 'not a rule'], { where: {}, what: {}, channel: {} }]) {
      const response = await t.request({
        method: 'POST',
        url: '/v1/alerts',
        payload,
        key: t.admin.token,
        headers: { 'idempotency-key': 'a\u0000b' },
      });
      expect(response.statusCode, response.body).toBe(400);
    }
    const valid = await t.request({
      method: 'POST',
      url: '/v1/alerts',
      payload: {
        where: { coordinates: [4, 52], radius_m: 1000 },
        what: { behaviour: 'zone_entry' },
        channel: { type: 'webhook' },
      },
      key: t.admin.token,
      headers: { 'idempotency-key': 'bad key with spaces' },
    });
    expect(valid.statusCode, valid.body).toBe(400);
    expect(problemOf(valid).errors?.[0]?.pointer).toBe('/header/idempotency-key');
    // Read every key (PostgreSQL cannot even compare with a NUL), then look.
    const keys = await t.app.services.store.db.selectFrom('idempotency_keys').select('key').execute();
    expect(keys.filter(({ key }) => key === 'a\u0000b' || key === 'bad key with spaces')).toEqual([]);
  });

  it('leaves the key free after a 500 so the retry runs', async () => {
    const send = () =>
      t.request({
        method: 'POST',
        url: '/v1/test/flaky',
        payload: {},
        headers: { 'idempotency-key': 'flaky-1' },
      });
    const failed = await send();
    expect(failed.statusCode).toBe(500);
    expect(problemOf(failed).detail).not.toContain('transient failure');
    const retried = await send();
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({ attempt: 2 });
    const replayed = await send();
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(attempts).toBe(2);
  });
});
