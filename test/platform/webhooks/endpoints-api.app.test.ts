// The webhook endpoints API: create with the secret shown once, list, get, patch, delete, and
// rotate the secret; URLs naming a non-public address are refused unless the operator allows them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManualClock } from '../../../src/lib/clock.ts';
import { problemOf, startApp, type TestApp } from '../../harness.ts';

const URL_OK = 'https://hooks.example.com/vigil';
const SECRET = /^whsec_[A-Za-z0-9+/]{43}=$/;

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => {
  await t.close();
});

async function create(body: object, app = t) {
  return app.request({ method: 'POST', url: '/v1/webhooks', payload: body });
}

describe('POST /v1/webhooks', () => {
  it('creates an enabled endpoint and shows its secret once', async () => {
    const response = await create({
      url: URL_OK,
      events: ['detection.created', 'zone.entered'],
      description: 'ops',
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      url: URL_OK,
      events: ['detection.created', 'zone.entered'],
      description: 'ops',
      status: 'enabled',
      disabled_reason: null,
      failing_since: null,
      previous_secret_expires_at: null,
    });
    expect(created.id).toMatch(/^whk_[0-9a-z]{26}$/);
    expect(created.secret).toMatch(SECRET);
    expect(Buffer.from(created.secret.slice('whsec_'.length), 'base64')).toHaveLength(32);
    expect(response.headers.location).toBe(`/v1/webhooks/${created.id}`);

    const fetched = await t.request({ method: 'GET', url: `/v1/webhooks/${created.id}` });
    expect(fetched.statusCode).toBe(200);
    expect(fetched.json()).not.toHaveProperty('secret');
    expect(fetched.body).not.toContain(created.secret);
    const listed = await t.request({ method: 'GET', url: '/v1/webhooks' });
    expect(listed.body).not.toContain(created.secret);
  });

  it('accepts ["*"] but not "*" beside event types', async () => {
    expect((await create({ url: URL_OK, events: ['*'] })).statusCode).toBe(201);
    const mixed = await create({ url: URL_OK, events: ['*', 'asset.dark'] });
    expect(mixed.statusCode).toBe(400);
    expect(problemOf(mixed).errors).toEqual([{ pointer: '/events', detail: expect.stringContaining("'*'") }]);
  });

  it('refuses unknown, unsubscribable, repeated and missing event types with pointers', async () => {
    // `[]` is an endpoint that hears only what alert rules send it (test/geo/detections).
    for (const [events, pointer] of [
      [['detection.made'], '/events/0'],
      [['webhook.test'], '/events/0'],
      [['asset.dark', 'asset.dark'], '/events'],
    ] as const) {
      const response = await create({ url: URL_OK, events });
      expect(response.statusCode, JSON.stringify(events)).toBe(400);
      expect(problemOf(response).errors?.map((e) => e.pointer)).toContain(pointer);
    }
    const missing = await create({ url: URL_OK });
    expect(problemOf(missing).errors).toContainEqual({ pointer: '/events', detail: 'is required' });
  });

  it('refuses URLs that are not http(s), carry credentials or name a non-public address', async () => {
    for (const url of [
      'ftp://hooks.example.com/x',
      'https://user:pw@hooks.example.com/x',
      'http://127.0.0.1:8080/hook',
      'http://2130706433/hook',
      'http://[::1]/hook',
      'http://10.1.2.3/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://[::ffff:192.168.0.1]/hook',
      'http://localhost:3000/hook',
      'not a url',
    ]) {
      const response = await create({ url, events: ['*'] });
      expect(response.statusCode, url).toBe(400);
      const problem = problemOf(response);
      expect(problem.code).toBe('validation_failed');
      expect(problem.errors?.[0]?.pointer, url).toBe('/url');
    }
    const loopback = problemOf(await create({ url: 'http://127.0.0.1/hook', events: ['*'] }));
    expect(loopback.detail).toContain('loopback');
    expect(loopback.detail).toContain('VIGIL_WEBHOOK_ALLOW_NETWORKS');
  });

  it('accepts a non-public address the operator allows', async () => {
    const local = await startApp({ env: { VIGIL_WEBHOOK_ALLOW_NETWORKS: '127.0.0.0/8' } });
    try {
      expect((await create({ url: 'http://127.0.0.1:9000/hook', events: ['*'] }, local)).statusCode).toBe(
        201,
      );
      expect((await create({ url: 'http://10.0.0.1/hook', events: ['*'] }, local)).statusCode).toBe(400);
    } finally {
      await local.close();
    }
  });
});

describe('GET /v1/webhooks', () => {
  it('lists newest first with a cursor and filters by status', async () => {
    const ws = await t.key(['webhooks:write'], { workspace: 'listing' });
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await t.request({
        method: 'POST',
        url: '/v1/webhooks',
        payload: { url: `${URL_OK}/${i}`, events: ['*'] },
        key: ws,
      });
      ids.unshift(response.json().id);
    }
    await t.request({
      method: 'PATCH',
      url: `/v1/webhooks/${ids[0]}`,
      payload: { status: 'disabled' },
      key: ws,
    });

    const first = (await t.request({ method: 'GET', url: '/v1/webhooks?limit=2', key: ws })).json();
    expect(first.data.map((e: { id: string }) => e.id)).toEqual(ids.slice(0, 2));
    const second = (
      await t.request({ method: 'GET', url: `/v1/webhooks?limit=2&cursor=${first.next_cursor}`, key: ws })
    ).json();
    expect(second).toEqual({ data: [expect.objectContaining({ id: ids[2] })], next_cursor: null });

    const enabled = (await t.request({ method: 'GET', url: '/v1/webhooks?status=enabled', key: ws })).json();
    expect(enabled.data.map((e: { id: string }) => e.id)).toEqual(ids.slice(1));
    const disabled = (
      await t.request({ method: 'GET', url: '/v1/webhooks?status=disabled', key: ws })
    ).json();
    expect(disabled.data.map((e: { id: string }) => e.id)).toEqual(ids.slice(0, 1));
  });
});

describe('PATCH /v1/webhooks/:id', () => {
  it('changes the URL, events and description, and disables and enables', async () => {
    const { id } = (await create({ url: URL_OK, events: ['*'], description: 'old' })).json();
    const patched = await t.request({
      method: 'PATCH',
      url: `/v1/webhooks/${id}`,
      payload: { url: `${URL_OK}/v2`, events: ['asset.dark'], description: null },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ url: `${URL_OK}/v2`, events: ['asset.dark'], description: null });

    const disabled = await t.request({
      method: 'PATCH',
      url: `/v1/webhooks/${id}`,
      payload: { status: 'disabled' },
    });
    expect(disabled.json()).toMatchObject({ status: 'disabled', disabled_reason: 'manual' });
    const enabled = await t.request({
      method: 'PATCH',
      url: `/v1/webhooks/${id}`,
      payload: { status: 'enabled' },
    });
    expect(enabled.json()).toMatchObject({ status: 'enabled', disabled_reason: null, failing_since: null });
  });

  it('refuses an empty patch, an unknown field and a non-public URL, changing nothing', async () => {
    const { id } = (await create({ url: URL_OK, events: ['*'] })).json();
    for (const payload of [{}, { secret: 'whsec_x' }, { url: 'http://192.168.1.1/' }]) {
      const response = await t.request({ method: 'PATCH', url: `/v1/webhooks/${id}`, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await t.request({ method: 'GET', url: `/v1/webhooks/${id}` })).json().url).toBe(URL_OK);
  });
});

describe('DELETE /v1/webhooks/:id', () => {
  it('deletes the endpoint: then it is not found', async () => {
    const { id } = (await create({ url: URL_OK, events: ['*'] })).json();
    expect((await t.request({ method: 'DELETE', url: `/v1/webhooks/${id}` })).statusCode).toBe(204);
    expect((await t.request({ method: 'GET', url: `/v1/webhooks/${id}` })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/v1/webhooks/${id}` })).statusCode).toBe(404);
  });
});

describe('POST /v1/webhooks/:id/rotate-secret', () => {
  it('returns a new secret; the old one keeps signing for 24 hours by default', async () => {
    const created = (await create({ url: URL_OK, events: ['*'] })).json();
    const response = await t.request({
      method: 'POST',
      url: `/v1/webhooks/${created.id}/rotate-secret`,
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    const rotated = response.json();
    expect(rotated.secret).toMatch(SECRET);
    expect(rotated.secret).not.toBe(created.secret);
    expect(Date.parse(rotated.previous_secret_expires_at)).toBe(t.clock.now() + 86_400_000);

    (t.clock as ManualClock).advance(86_400_000);
    const later = (await t.request({ method: 'GET', url: `/v1/webhooks/${created.id}` })).json();
    expect(later.previous_secret_expires_at).toBeNull();
  });

  it('retires the old secret at once with grace_period_s 0, and refuses more than 7 days', async () => {
    const { id } = (await create({ url: URL_OK, events: ['*'] })).json();
    const now = await t.request({
      method: 'POST',
      url: `/v1/webhooks/${id}/rotate-secret`,
      payload: { grace_period_s: 0 },
    });
    expect(now.json().previous_secret_expires_at).toBeNull();
    const tooLong = await t.request({
      method: 'POST',
      url: `/v1/webhooks/${id}/rotate-secret`,
      payload: { grace_period_s: 8 * 86_400 },
    });
    expect(problemOf(tooLong).errors?.[0]?.pointer).toBe('/grace_period_s');
  });
});
