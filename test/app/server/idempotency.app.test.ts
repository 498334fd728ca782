// Idempotency-Key on POST (API.md §2): replay, mismatch, in flight, records per credential, no
// secret stored or replayed, refusals not stored, and a 5xx that leaves the key free for the retry.
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
    // The same key, without its secret: that is never stored.
    const { key: secret, ...made } = first.json();
    expect(secret).toMatch(/^vk_/);
    expect(second.json()).toEqual(made);
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

  it('keeps keys apart per workspace and per credential', async () => {
    const other = await t.key(['keys:write'], { workspace: 'other-ws' });
    const mine = await post('shared-name', { name: 'mine', scopes: ['keys:read'] });
    const theirs = await post('shared-name', { name: 'theirs', scopes: ['keys:read'] }, other.token);
    expect(mine.statusCode).toBe(201);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
  });

  it('never hands one credential the answer another got: a narrower key replaying the admin’s request is judged itself', async () => {
    // The admin makes a `*` key; a key that may only make keys within its own scopes sends the very
    // same request with the same Idempotency-Key. It used to receive the admin's new `*` token.
    const maker = await t.key(['keys:read', 'keys:write']);
    const request = { name: 'root', scopes: ['*'] };
    const admins = await post('replayed-by-another', request);
    expect(admins.statusCode).toBe(201);
    const theirs = await post('replayed-by-another', request, maker.token);
    expect(theirs.statusCode).toBe(403);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.body).not.toContain(admins.json().key);
    // Nor can it learn which keys are in use: another body with the admin's key is its own request.
    const probe = await post('replayed-by-another', { name: 'probe', scopes: ['keys:read'] }, maker.token);
    expect(probe.statusCode).toBe(201);
  });

  it('does not store a refusal: the credential allowed to do it is answered, not given the 403', async () => {
    const maker = await t.key(['keys:read', 'keys:write']);
    const request = { name: 'root-2', scopes: ['*'] };
    const refused = await post('poisoned', request, maker.token);
    expect(refused.statusCode).toBe(403);
    expect((await post('poisoned', request)).statusCode).toBe(201);
    // And the refused credential, asking again, is judged again rather than replayed.
    const again = await post('poisoned', request, maker.token);
    expect(again.statusCode).toBe(403);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
  });

  it('stores no token or signing secret, and replays a new webhook endpoint without its secret', async () => {
    const hook = () =>
      t.request({
        method: 'POST',
        url: '/v1/webhooks',
        payload: { url: 'https://hooks.example.com/idem', events: ['*'] },
        headers: { 'idempotency-key': 'hook-once' },
      });
    const first = await hook();
    expect(first.statusCode, first.body).toBe(201);
    const { secret, ...endpoint } = first.json();
    expect(secret).toMatch(/^whsec_/);
    const replay = await hook();
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(endpoint);
    const rotated = await t.request({
      method: 'POST',
      url: `/v1/webhooks/${endpoint.id}/rotate-secret`,
      payload: {},
      headers: { 'idempotency-key': 'rotate-once' },
    });
    expect(rotated.json().secret).toMatch(/^whsec_/);
    const stored = await t.app.services.store.db
      .selectFrom('idempotency_keys')
      .select('response_body')
      .execute();
    const bodies = stored.map((row) => row.response_body ?? '').join('\n');
    expect(bodies).toContain(endpoint.id);
    expect(bodies).not.toMatch(/whsec_|vk_[0-9A-Za-z]{20}/);
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
