// A JSON body nested deeper than MAX_JSON_DEPTH is refused with 400 and a pointer to where it goes
// too deep, on every route that takes a body, before anything recurses over it: thousands of levels
// used to overflow the stack (a 500) wherever the body was serialised (site metadata, detection
// evidence, event data, the canonical form of an idempotent request).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../src/app/server/routes.ts';
import { MAX_JSON_DEPTH } from '../../../src/lib/json-depth.ts';
import { problemOf, startApp, type TestApp } from '../../harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => {
  await t?.close();
});

const DEEP = 4_500;
const deepValue = (depth: number) => `${'{"x":'.repeat(depth - 1)}{}${'}'.repeat(depth - 1)}`;
/** Where `{"data": deepValue(…)}` first goes too deep: the body is level 1, `/data` level 2. */
const DEEP_POINTER = `/data${'/x'.repeat(MAX_JSON_DEPTH - 1)}`;

const square = {
  type: 'Polygon',
  coordinates: [
    [
      [56.0, 25.0],
      [56.1, 25.0],
      [56.1, 25.1],
      [56.0, 25.1],
      [56.0, 25.0],
    ],
  ],
};

describe('a body nested too deep', () => {
  const withBody = routes.filter((route) => route.method !== 'GET' && route.schema.body !== undefined);

  it.each(withBody.map((route) => [`${route.method} ${route.url}`, route] as const))(
    '%s answers 400 (or 415 on a text route), never 5xx',
    async (_name, route) => {
      const response = await t.request({
        method: route.method,
        url: route.url.replace(/:\w+/g, 'x'),
        key: t.admin,
        headers: { 'content-type': 'application/json', 'idempotency-key': `deep-${route.operationId}` },
        payload: `{"data":${deepValue(DEEP)}}`,
      });
      expect([400, 415]).toContain(response.statusCode);
      // The token endpoint takes a form and answers in RFC 6749's words; JSON is refused there.
      if (route.url === '/v1/oauth/token') {
        expect(JSON.parse(response.body).error).toBe('invalid_request');
      } else if (response.statusCode === 400) {
        const problem = problemOf(response);
        expect(problem.code).toBe('validation_failed');
        expect(problem.errors?.[0]?.pointer).toBe(DEEP_POINTER);
        expect(problem.detail).toContain(String(MAX_JSON_DEPTH));
      }
    },
  );

  it('is refused in site metadata, detection evidence, event data and an idempotent position ingest', async () => {
    const cases = [
      {
        url: '/v1/sites',
        body: `{"name":"s","boundary":${JSON.stringify(square)},"metadata":${deepValue(DEEP)}}`,
      },
      { url: '/v1/events', body: `{"type":"custom","data":${deepValue(DEEP)}}` },
      { url: '/v1/ingest/positions', body: `[{"mmsi":"211000001","data":${deepValue(DEEP)}}]` },
    ];
    for (const { url, body } of cases) {
      const response = await t.request({
        method: 'POST',
        url,
        key: t.admin,
        headers: { 'content-type': 'application/json', 'idempotency-key': `deep-${url}` },
        payload: body,
      });
      expect(response.statusCode, url).toBe(400);
      expect(problemOf(response).errors?.[0]?.pointer, url).toMatch(/^\/(metadata|data|0\/data)\/x/);
    }
  });

  it('keeps metadata nested as deep as the limit allows, and reads it back whole', async () => {
    // The body is level 1 and metadata level 2, so metadata may hold MAX_JSON_DEPTH - 1 levels.
    const metadata = deepValue(MAX_JSON_DEPTH - 1);
    const created = await t.request({
      method: 'POST',
      url: '/v1/sites',
      key: t.admin,
      headers: { 'content-type': 'application/json' },
      payload: `{"name":"deep","boundary":${JSON.stringify(square)},"metadata":${metadata}}`,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = JSON.parse(created.body).id as string;
    const read = await t.request({ method: 'GET', url: `/v1/sites/${id}`, key: t.admin });
    expect(JSON.stringify(JSON.parse(read.body).metadata)).toBe(metadata);

    const tooDeep = await t.request({
      method: 'POST',
      url: '/v1/sites',
      key: t.admin,
      headers: { 'content-type': 'application/json' },
      payload: `{"name":"deeper","boundary":${JSON.stringify(square)},"metadata":${deepValue(MAX_JSON_DEPTH)}}`,
    });
    expect(tooDeep.statusCode).toBe(400);
  });
});
