// HTTP conventions of API.md §2: problem+json for every error, the framework's own included,
// validation pointers, request ids, body limits and media types.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemOf, startApp, type TestApp } from '../../harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => {
  await t.close();
});

describe('errors from the framework', () => {
  it('answers an unknown route with a 404 problem', async () => {
    const response = await t.request({ method: 'GET', url: '/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(problemOf(response)).toMatchObject({
      code: 'not_found',
      status: 404,
      type: 'urn:vigil:problem:not_found',
    });
  });

  it('answers a known path with the wrong method with 405 and Allow', async () => {
    const response = await t.request({ method: 'PUT', url: '/v1/keys' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD, POST');
    expect(problemOf(response).code).toBe('method_not_allowed');
    const withId = await t.request({ method: 'PATCH', url: `/v1/keys/${t.admin.keyId}` });
    expect(withId.statusCode).toBe(405);
  });

  it('refuses a body that is not JSON with 415', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/v1/keys',
      payload: 'name=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(415);
    expect(problemOf(response).code).toBe('unsupported_media_type');
  });

  it('refuses a body over 1 MiB with 413', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/v1/keys',
      payload: JSON.stringify({ name: 'x'.repeat(1024 * 1024), scopes: ['keys:read'] }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(413);
    expect(problemOf(response).code).toBe('payload_too_large');
  });

  it('tells a text endpoint sent JSON to send text/plain, and a JSON endpoint sent text to send JSON', async () => {
    const text = await t.request({
      method: 'POST',
      url: '/v1/ingest/nmea',
      payload: '{"a":1}',
      headers: { 'content-type': 'application/json' },
    });
    expect(text.statusCode).toBe(415);
    expect(problemOf(text).detail).toBe(
      "Content-Type 'application/json' is not accepted here; send text/plain.",
    );
    const json = await t.request({
      method: 'POST',
      url: '/v1/ingest/positions',
      payload: '!AIVDM',
      headers: { 'content-type': 'text/plain' },
    });
    expect(problemOf(json).detail).toBe(
      "Content-Type 'text/plain' is not accepted here; send application/json.",
    );
  });

  it('states the limit a body passed: 1 MiB, or 16 MiB on ingest endpoints', async () => {
    const json = await t.request({
      method: 'POST',
      url: '/v1/keys',
      payload: JSON.stringify({ name: 'x'.repeat(1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(problemOf(json).detail).toBe(
      'The request body is larger than this endpoint accepts: at most 1 MiB (1,048,576 bytes).',
    );
    const ingest = await t.request({
      method: 'POST',
      url: '/v1/ingest/nmea',
      payload: 'x'.repeat(16 * 1024 * 1024 + 1),
      headers: { 'content-type': 'text/plain' },
    });
    expect(ingest.statusCode).toBe(413);
    expect(problemOf(ingest).detail).toBe(
      'The request body is larger than this endpoint accepts: at most 16 MiB (16,777,216 bytes).',
    );
  });

  it('refuses an empty Idempotency-Key, pointing at the header', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/v1/cases',
      payload: { title: 'x' },
      headers: { 'idempotency-key': '' },
    });
    expect(response.statusCode).toBe(400);
    expect(problemOf(response).errors).toEqual([
      { pointer: '/header/idempotency-key', detail: expect.stringContaining('empty') },
    ]);
  });

  it('refuses malformed JSON with 400 malformed_json saying where', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/v1/keys',
      payload: '{"name": "x",',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    const problem = problemOf(response);
    expect(problem.code).toBe('malformed_json');
    expect(problem.detail).toMatch(/JSON/);
  });

  it('refuses prototype-poisoning keys as malformed', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/v1/keys',
      payload: '{"name":"x","scopes":["keys:read"],"__proto__":{"admin":true}}',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('validation', () => {
  it('points into the query string and the path', async () => {
    const query = await t.request({ method: 'GET', url: '/v1/keys?limit=0&status=gone&colour=red' });
    expect(query.statusCode).toBe(400);
    expect(
      problemOf(query)
        .errors?.map((e) => e.pointer)
        .sort(),
    ).toEqual(['/query/colour', '/query/limit', '/query/status']);

    const path = await t.request({ method: 'GET', url: '/v1/keys/not-an-id' });
    expect(path.statusCode).toBe(400);
    expect(problemOf(path).errors?.[0]?.pointer).toBe('/path/id');
  });

  it('does not coerce types in bodies', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/v1/keys',
      payload: { name: 5, scopes: 'keys:read' },
    });
    expect(response.statusCode).toBe(400);
    expect(
      problemOf(response)
        .errors?.map((e) => e.pointer)
        .sort(),
    ).toEqual(['/name', '/scopes']);
  });
});

describe('request ids', () => {
  it('echoes a sane X-Request-Id and uses it in problems', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/v1/nothing',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(response.headers['x-request-id']).toBe('abc-123');
    expect(problemOf(response).request_id).toBe('abc-123');
  });

  it('replaces an unreasonable one with its own', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/v1/keys',
      headers: { 'x-request-id': 'a b <script>' },
    });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends one on every response, success included', async () => {
    const response = await t.request({ method: 'GET', url: '/v1/health', key: null });
    expect(response.headers['x-request-id']).toBeTruthy();
  });
});

describe('times', () => {
  it('answers in RFC 3339 UTC with milliseconds', async () => {
    const key = (await t.request({ method: 'GET', url: `/v1/keys/${t.admin.keyId}` })).json();
    expect(key.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('accepts any RFC 3339 offset', async () => {
    const future = new Date(t.clock.now() + 86_400_000);
    const withOffset = `${future.toISOString().slice(0, 19)}+02:00`;
    const response = await t.request({
      method: 'POST',
      url: '/v1/keys',
      payload: { name: 'offset', scopes: ['keys:read'], expires_at: withOffset },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().expires_at).toBe(new Date(Date.parse(withOffset)).toISOString());
  });
});

describe('health', () => {
  it('answers ok without a key', async () => {
    const response = await t.request({ method: 'GET', url: '/v1/health', key: null });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', store: t.app.services.store.dialect.name });
  });
});
