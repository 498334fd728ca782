// No store keeps the NUL character in text (PostgreSQL refuses it), so it reaches none from any
// input: a path parameter or a query value holding `%00` is refused with 400 and a pointer to the
// parameter, on every route that reads it; a line of a text body (SBS, NMEA, CSV) holding one is reported bad by
// its number while the others are kept. `GET /v1/assets/search?q=%00`, an SBS call sign, an NMEA tag
// block's station (NUL leaves the checksum as it is) and a watch's CSV reference were each a 500 on
// PostgreSQL. JSON bodies were already held to the rule (`json-body.ts`).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../src/app/server/routes.ts';
import { nmeaChecksum } from '../../../src/geo/feeds/ais/nmea-checksum.ts';
import { problemOf, startApp, type TestApp } from '../../harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => {
  await t?.close();
});

/** The names of the route's query parameters, from its schema. */
const queryNames = (schema: unknown): string[] =>
  Object.keys((schema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {});

function expectNulRefused(response: Awaited<ReturnType<TestApp['request']>>, pointer: string) {
  expect(response.statusCode, response.body).toBe(400);
  const problem = problemOf(response);
  expect(problem.code).toBe('validation_failed');
  expect(problem.errors).toEqual([{ pointer, detail: 'must not contain the NUL character (%00)' }]);
}

describe('NUL in the URL', () => {
  const withQuery = routes.filter((route) => queryNames(route.schema.querystring).length > 0);
  const withParams = routes.filter((route) => /:\w+/.test(route.url));

  it.each(
    withQuery.flatMap((route) =>
      queryNames(route.schema.querystring).map(
        (name) => [`${route.method} ${route.url}?${name}`, route, name] as const,
      ),
    ),
  )('%s=a%00b answers 400 naming the parameter', async (_name, route, name) => {
    const response = await t.request({
      method: route.method,
      url: `${route.url.replace(/:\w+/g, 'x')}?${name}=a%00b`,
      key: t.admin,
    });
    expectNulRefused(response, `/query/${name}`);
  });

  it.each(withParams.map((route) => [`${route.method} ${route.url}`, route] as const))(
    '%s with %00 in its path parameter answers 400 naming it',
    async (_name, route) => {
      const param = /:(\w+)/.exec(route.url)?.[1] ?? '';
      const response = await t.request({
        method: route.method,
        url: route.url.replace(`:${param}`, 'x%00').replace(/:\w+/g, 'x'),
        key: t.admin,
      });
      expectNulRefused(response, `/path/${param}`);
    },
  );

  it('the search the fuzzer found answers 400 with what to fix, and a search without NUL still answers', async () => {
    const refused = await t.request({ url: '/v1/assets/search?q=%00&kind=aircraft', key: t.admin });
    expectNulRefused(refused, '/query/q');
    expect(problemOf(refused).detail).toBe('/query/q: must not contain the NUL character (%00)');
    const found = await t.request({ url: '/v1/assets/search?q=a%2500b&kind=aircraft', key: t.admin });
    expect(found.statusCode, found.body).toBe(200);
    // A route that reads no query ignores what is in it, NUL or not.
    const health = await t.request({ url: '/v1/health?x=%00' });
    expect(health.statusCode, health.body).toBe(200);
  });
});

describe('NUL in a text body', () => {
  const text = (url: string, payload: string, type = 'text/plain') =>
    t.request({ method: 'POST', url, key: t.admin, headers: { 'content-type': type }, payload });

  it('an SBS line with NUL in its call sign is reported by number; the lines around it are kept', async () => {
    const day = new Date().toISOString().slice(0, 10).replaceAll('-', '/');
    const time = new Date(Date.now() - 60_000).toISOString().slice(11, 23);
    const line = (callsign: string) =>
      `MSG,1,1,1,4CA2D6,1,${day},${time},${day},${time},${callsign},,,,,,,,,,,0`;
    const response = await text(
      '/v1/ingest/sbs',
      [
        line('RYR1'),
        line('RYR\u00002'),
        `MSG,3,1,1,4CA2D6,1,${day},${time},${day},${time},,35000,,,51.5,-0.1,,,0,0,0,0`,
      ].join('\n'),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      accepted: 2,
      rejected: 1,
      errors: [{ line: 2, detail: 'holds the NUL character (\\u0000), which no line may' }],
    });
  });

  it('an NMEA line with NUL in its tag block (its checksum unchanged) is reported; the next is kept', async () => {
    const hex = (text: string) => nmeaChecksum(text).toString(16).toUpperCase().padStart(2, '0');
    const body = 'AIVDM,1,1,,A,15M67FC000G?ufbE`FepT@3n00Sa,0';
    const sentence = `!${body}*${hex(body)}`;
    const tagged = (station: string) => {
      const block = `s:${station},c:${Math.floor(Date.now() / 1000) - 60}`;
      return `\\${block}*${hex(block)}\\${sentence}`;
    };
    expect(nmeaChecksum('s:a\u0000b')).toBe(nmeaChecksum('s:ab'));
    const response = await text('/v1/ingest/nmea', `${tagged('rx\u00001')}\n${tagged('rx1')}\n`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      accepted: 1,
      rejected: 1,
      errors: [{ line: 1, detail: 'holds the NUL character (\\u0000), which no line may' }],
    });
  });

  it('a watch CSV with NUL in a line is refused whole, naming the line, and nothing of it is watched', async () => {
    const address = (n: number) => `0x${n.toString(16).padStart(40, '0')}`;
    const response = await text(
      '/v1/watches',
      `chain,address,reference\nethereum,${address(0xa11)},ok\nethereum,${address(0xa12)},bad\u0000ref\n`,
      'text/csv',
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(problemOf(response).errors).toEqual([
      { pointer: '/body', detail: 'line 3 holds the NUL character (\\u0000), which no line may' },
    ]);
    const watches = await t.request({ url: '/v1/watches', key: t.admin });
    expect(watches.json().data).toEqual([]);
  });
});
