// No input, however malformed (headers, bodies, query strings, path ids), produces a 500: seeded
// hostile inputs for every route (about 150 bodies each, tens of thousands of requests), so it runs
// in the fuzz tier (`npm run test:all`, CI) beside the OpenAPI-driven fuzzer.

import net from 'node:net';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { routes } from '../../../../src/app/server/routes.ts';
import type { Services } from '../../../../src/app/services.ts';
import type { Route } from '../../../../src/http/route.ts';
import { newId } from '../../../../src/lib/ids.ts';
import { generateKeyToken } from '../../../../src/platform/keys/key-token.ts';
import { OAUTH_ERROR_CODES } from '../../../../src/platform/oauth/oauth-errors.ts';
import { issueToken } from '../../../../src/platform/oauth/routes/issue-token.ts';
import { startApp, type TestApp } from '../../../harness.ts';
import { answersWithStream, injectStream } from '../../../platform/outbox/stream-inject.ts';

/** Change the seed to explore; a failure names its case, and the same seed reproduces it. */
const SEED = 0x5eed0500;
const PROBLEM_FIELDS = ['type', 'title', 'status', 'detail', 'code', 'request_id'] as const;

/** A small seeded PRNG (mulberry32): the same seed gives the same inputs on every run. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Random {
  int(max: number): number;
  bytes(length: number): Buffer;
  text(length: number, alphabet: string): string;
}

function randomFrom(seed: number): Random {
  const next = mulberry32(seed);
  const int = (max: number) => Math.floor(next() * max);
  return {
    int,
    bytes: (length) => Buffer.from(Array.from({ length }, () => int(256))),
    text: (length, alphabet) => Array.from({ length }, () => alphabet.charAt(int(alphabet.length))).join(''),
  };
}

/** One hostile request: what differs from a valid request to the route, and why. */
interface Case {
  name: string;
  url?: string;
  query?: string;
  payload?: string | Buffer;
  contentType?: string | null;
  headers?: Record<string, string | string[]>;
  /** The key to send: the admin key unless given; null sends none. */
  key?: string | null;
}

// ---------------------------------------------------------------------------------------------
// Hostile inputs

const JSON_ALPHABET = '{}[]":,0123456789.eE-+truefalsn \\/u';
const PRINTABLE = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('');

/** A request body that is valid for the route, if it takes one. */
function validBody(route: Route<Services>): string | undefined {
  if (route.method !== 'POST') return undefined;
  return route.url.endsWith('/rotate') ? '{"grace_period_s":60}' : '{"name":"fuzz","scopes":["sites:read"]}';
}

/** `text` with one to three characters replaced by JSON-ish ones. */
function mutate(text: string, random: Random): string {
  const chars = [...text];
  for (let n = 1 + random.int(3); n > 0; n--) chars[random.int(chars.length)] = random.text(1, JSON_ALPHABET);
  return chars.join('');
}

function nested(depth: number, open: string, close: string, inner = ''): string {
  return `${open.repeat(depth)}${inner}${close.repeat(depth)}`;
}

function bodyCases(route: Route<Services>, random: Random): Case[] {
  const valid =
    validBody(route) ?? '{"name":"fuzz","scopes":["sites:read"],"expires_at":"2030-01-01T00:00:00Z"}';
  const json = (name: string, payload: string | Buffer): Case => ({ name: `body ${name}`, payload });
  const longString = 'x'.repeat(100_000);
  const keyBody = (fields: string) => json(`create-key body ${fields}`, `{${fields}}`);
  return [
    ...Array.from({ length: 40 }, (_, i) => json(`random bytes #${i}`, random.bytes(1 + random.int(512)))),
    ...Array.from({ length: 20 }, (_, i) =>
      json(`random JSON-ish #${i}`, random.text(1 + random.int(200), JSON_ALPHABET)),
    ),
    ...Array.from({ length: 10 }, (_, i) =>
      json(`random printable #${i}`, random.text(1 + random.int(200), PRINTABLE)),
    ),
    ...Array.from({ length: 20 }, (_, i) => json(`mutated valid body #${i}`, mutate(valid, random))),
    ...Array.from({ length: 8 }, (_, i) => {
      const cut = 1 + random.int(valid.length - 1);
      return json(`truncated JSON #${i} at ${cut}`, valid.slice(0, cut));
    }),
    json('empty', ''),
    json('whitespace', ' \n\t '),
    json('null', 'null'),
    json('true', 'true'),
    json('0', '0'),
    json('-0', '-0'),
    json('1e400', '1e400'),
    json('-1e400', '-1e400'),
    json('5e-324', '5e-324'),
    json('9007199254740993', '9007199254740993'),
    json('string', '"a string"'),
    json('empty string', '""'),
    json('empty array', '[]'),
    json('array of everything', '[null,1,"s",true,{},[]]'),
    json('empty object', '{}'),
    json('arrays 10,000 deep', nested(10_000, '[', ']')),
    json('objects 10,000 deep', nested(10_000, '{"a":', '}', '1')),
    json('__proto__ key', '{"__proto__":{"admin":true},"name":"x","scopes":["*"]}'),
    json('nested __proto__ key', '{"name":"x","scopes":["sites:read"],"a":{"__proto__":{"x":1}}}'),
    json('constructor.prototype', '{"constructor":{"prototype":{"admin":true}},"name":"x","scopes":["*"]}'),
    json('10,000 unknown fields', `{${Array.from({ length: 10_000 }, (_, i) => `"f${i}":${i}`).join(',')}}`),
    json('100,000-character string', JSON.stringify(longString)),
    json('100,000-character field name', `{"${longString}":1}`),
    json('over 1 MiB', JSON.stringify({ name: 'x'.repeat(1_100_000), scopes: ['sites:read'] })),
    json('lone high surrogate escape', '"\\ud800"'),
    json('lone surrogate bytes (CESU-8)', Buffer.from([0x22, 0xed, 0xa0, 0x80, 0x22])),
    json('invalid UTF-8', Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0xc0, 0xaf, 0x22, 0x3a, 0x31, 0x7d])),
    json('byte order mark', `\ufeff${valid}`),
    json('NUL bytes outside strings', `${valid}\u0000`),
    json('two JSON documents', `${valid}${valid}`),
    json('duplicate keys', '{"name":"a","name":"b","scopes":["sites:read"]}'),
    keyBody('"name":"\\ud800","scopes":["sites:read"]'),
    keyBody('"name":"\\udc00\\ud800","scopes":["sites:read"]'),
    keyBody('"name":"a\\u0000b","scopes":["sites:read"]'),
    keyBody('"name":"😀 ünïcödé ‮ 漢字","scopes":["sites:read"]'),
    keyBody(`"name":${JSON.stringify(longString)},"scopes":["sites:read"]`),
    keyBody('"name":1,"scopes":"*"'),
    keyBody('"name":null,"scopes":[null]'),
    keyBody('"name":"x","scopes":[]'),
    keyBody('"name":"x","scopes":["sites:read","sites:read"]'),
    keyBody('"name":"x","scopes":["bogus"]'),
    keyBody('"name":"x","scopes":["sites:read"],"expires_at":"not a time"'),
    keyBody('"name":"x","scopes":["sites:read"],"expires_at":"1970-01-01T00:00:00Z"'),
    keyBody('"name":"x","scopes":["sites:read"],"expires_at":"9999-12-31T23:59:59.999Z"'),
    keyBody('"name":"x","scopes":["sites:read"],"expires_at":"2030-06-30T23:59:60Z"'),
    keyBody('"name":"x","scopes":["sites:read"],"expires_at":"2030-02-30T00:00:00Z"'),
    keyBody('"name":"x","scopes":["sites:read"],"expires_at":"2030-01-01T00:00:00+14:00"'),
    keyBody('"name":"x","scopes":["sites:read"],"expires_at":1e400'),
    keyBody('"name":"x","scopes":["sites:read"],"rate_limit":"999999999/9999999"'),
    keyBody('"name":"x","scopes":["sites:read"],"rate_limit":"0/0"'),
    keyBody('"name":"x","scopes":["sites:read"],"rate_limit":"10"'),
    json('grace_period_s 1e400', '{"grace_period_s":1e400}'),
    json('grace_period_s -0', '{"grace_period_s":-0}'),
    json('grace_period_s -1', '{"grace_period_s":-1}'),
    json('grace_period_s 1.5', '{"grace_period_s":1.5}'),
    json('grace_period_s string', '{"grace_period_s":"60"}'),
    json('grace_period_s 2^53', '{"grace_period_s":9007199254740992}'),
  ];
}

function contentTypeCases(route: Route<Services>): Case[] {
  const payload = validBody(route) ?? '{}';
  const as = (contentType: string | null, body: string | Buffer = payload): Case => ({
    name: `content type ${contentType ?? '(none)'}`,
    payload: body,
    contentType,
  });
  return [
    as('text/plain'),
    as('application/x-www-form-urlencoded', 'name=fuzz&scopes=sites%3Aread'),
    as(
      'multipart/form-data; boundary=xyz',
      '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nfuzz\r\n--xyz--\r\n',
    ),
    as('application/json; charset=utf-16', Buffer.from(payload, 'utf16le')),
    as('application/json; charset=latin1'),
    as('application/json; charset=utf-8'),
    as('APPLICATION/JSON'),
    as('application/jsonp'),
    as('application/json, text/plain'),
    as('application/problem+json'),
    as(';;;'),
    as('*/*'),
    as(null),
  ];
}

function queryCases(random: Random): Case[] {
  const garbage = encodeURIComponent(random.text(2_000, PRINTABLE));
  return [
    '?limit=abc',
    '?limit=1e999',
    '?limit=-1',
    '?limit=0',
    '?limit=201',
    '?limit=5.5',
    '?limit=0x10',
    '?limit=%00',
    '?limit[]=1',
    '?limit=1&limit=2',
    '?cursor=%ZZ',
    `?cursor=${garbage}`,
    `?cursor=${'A'.repeat(600)}`,
    `?cursor=${Buffer.from('{"p":1,"f":2}').toString('base64url')}`,
    '?cursor=',
    '?status=bogus',
    '?status=active&status=revoked',
    '?unknown=1',
    '?__proto__[admin]=1',
    '?constructor[prototype][admin]=1',
    '?%ZZ=1',
    '?=&&&=',
    `?q=${'x'.repeat(10_000)}`,
  ].map((query) => ({ name: `query ${query.slice(0, 60)}`, query }));
}

function pathCases(route: Route<Services>): Case[] {
  if (!route.url.includes(':id')) {
    return ['%00', '/..%2f..', '%ZZ', '/%E0%A4%A', `/${'a'.repeat(1_000)}`].map((suffix) => ({
      name: `path suffix ${suffix.slice(0, 40)}`,
      url: `${route.url}${suffix}`,
    }));
  }
  const ids = [
    newId('workspace'),
    newId('site'),
    `key_${'0'.repeat(26)}`,
    `key_${'z'.repeat(26)}`,
    'key_',
    'KEY_01ARZ3NDEKTSV4RRFFQ69G5FAV',
    '%00',
    'key_%00',
    '..%2f..',
    '..%2F..%2F..%2Fetc%2Fpasswd',
    '%ZZ',
    '%E0%A4%A',
    `key_${'0'.repeat(996)}`,
    'x'.repeat(1_000),
    encodeURIComponent('ключ_😀'),
    'ключ_ü',
    '%20',
    '1',
  ];
  return ids.map((id) => ({ name: `path id ${id.slice(0, 40)}`, url: route.url.replace(':id', id) }));
}

function headerCases(route: Route<Services>, admin: string): Case[] {
  const badChecksum = (() => {
    const token = generateKeyToken();
    return `${token.slice(0, -6)}${token.endsWith('000000') ? '000001' : '000000'}`;
  })();
  const auth = (name: string, value: string | string[]): Case => ({
    name: `authorization ${name}`,
    key: null,
    headers: { authorization: value },
  });
  const header = (name: string, value: string | string[]): Case => ({
    name: `${name} ${JSON.stringify(value).slice(0, 40)}`,
    headers: { [name]: value },
  });
  const cases: Case[] = [
    { name: 'no authorization', key: null },
    auth('empty', ''),
    auth('Bearer', 'Bearer'),
    auth('Bearer and spaces', 'Bearer  '),
    auth('Basic', 'Basic x'),
    auth('Basic with the key', `Basic ${Buffer.from(`${admin}:`).toString('base64')}`),
    auth('10 KB token', `Bearer vk_${'a'.repeat(10_240)}`),
    auth('bad checksum', `Bearer ${badChecksum}`),
    auth('two tokens', `Bearer ${admin} ${admin}`),
    auth('repeated header', [`Bearer ${admin}`, `Bearer ${badChecksum}`]),
    auth('lower-case scheme', `bearer ${admin}`),
    auth('non-ASCII', 'Bearer ключ'),
    header('x-request-id', 'has spaces in it'),
    header('x-request-id', 'line%0Abreak%0D%0Ainjected: yes'),
    header('x-request-id', 'x'.repeat(500)),
    header('x-request-id', ''),
    header('x-request-id', 'ünïcödé'),
    header('x-request-id', ['a', 'b']),
    header('accept', 'application/xml'),
    header('accept-encoding', 'gzip, br, zstd'),
    header('content-encoding', 'gzip'),
  ];
  if (route.method === 'POST') {
    cases.push(
      header('idempotency-key', ''),
      header('idempotency-key', 'k'.repeat(300)),
      header('idempotency-key', 'ключ'),
      header('idempotency-key', 'has spaces'),
      header('idempotency-key', 'nul\u0000inside'),
      header('idempotency-key', ['a', 'b']),
      header('idempotency-key', `fuzz-${route.operationId}`),
      header('idempotency-key', `fuzz-${route.operationId}`),
    );
  }
  return cases;
}

// ---------------------------------------------------------------------------------------------
// Checking responses

/** What is wrong with a response under this suite's rule, or undefined if nothing is. */
function violation(response: LightMyRequestResponse): string | undefined {
  const status = response.statusCode;
  if (status >= 500) return `status ${status}: ${response.body.slice(0, 300)}`;
  if (status < 400) return undefined;
  const type = String(response.headers['content-type'] ?? '');
  if (!type.startsWith('application/problem+json')) return `${status} with content-type '${type}'`;
  let problem: Record<string, unknown>;
  try {
    problem = JSON.parse(response.body) as Record<string, unknown>;
  } catch {
    return `${status} with a body that is not JSON: ${response.body.slice(0, 200)}`;
  }
  const missing = PROBLEM_FIELDS.filter((field) => problem[field] === undefined);
  if (missing.length > 0)
    return `${status} problem without ${missing.join(', ')}: ${response.body.slice(0, 200)}`;
  if (problem.status !== status) return `${status} problem whose body says status ${String(problem.status)}`;
  return undefined;
}

/**
 * The token endpoint speaks OAuth: its 400 and 401 are RFC 6749 §5.2 errors, `{error,
 * error_description}` as application/json (docs/errors.md); anything else it answers as any route.
 */
function tokenEndpointViolation(response: LightMyRequestResponse): string | undefined {
  const status = response.statusCode;
  if (status !== 400 && status !== 401) return violation(response);
  const type = String(response.headers['content-type'] ?? '');
  if (!type.startsWith('application/json')) return `${status} OAuth error with content-type '${type}'`;
  const body = JSON.parse(response.body) as Record<string, unknown>;
  if (!OAUTH_ERROR_CODES.some((code) => code === body.error) || typeof body.error_description !== 'string')
    return `${status} that is not an RFC 6749 §5.2 error: ${response.body.slice(0, 200)}`;
  return undefined;
}

// ---------------------------------------------------------------------------------------------

/**
 * One app serves both halves: the hostile requests through inject, the malformed HTTP over a real
 * connection. The generous rate limit only keeps the thousands of requests of one key answered.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startApp({ env: { VIGIL_RATE_LIMIT: '1000000/60' } });
});
afterAll(async () => {
  await t?.close();
});

describe('no input produces a 500', () => {
  /** Each route's path with `:id` filled in with a key that exists, for the cases that keep the path. */
  const pathOf = new Map<Route<Services>, string>();

  beforeAll(async () => {
    for (const route of routes) {
      const victim = await t.key(['sites:read']);
      pathOf.set(route, route.url.replace(':id', victim.keyId));
    }
  });

  async function send(route: Route<Services>, c: Case): Promise<string | undefined> {
    const url = `${c.url ?? pathOf.get(route) ?? route.url}${c.query ?? ''}`;
    const payload = c.payload ?? validBody(route);
    const contentType = c.contentType === undefined ? 'application/json' : c.contentType;
    const headers: Record<string, string | string[]> = { ...c.headers };
    if (payload !== undefined && contentType !== null) headers['content-type'] = contentType;
    const options: InjectOptions & { key?: string | null } = {
      method: route.method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload }),
      ...(c.key === undefined ? {} : { key: c.key }),
    };
    let response: LightMyRequestResponse;
    try {
      response = answersWithStream(route) ? await injectStream(t, options) : await t.request(options);
    } catch (error) {
      return `inject failed: ${error instanceof Error ? error.message : String(error)}`;
    }
    // Cases that mangle the path reach the router, not the token endpoint.
    return url.split('?')[0] === issueToken.url ? tokenEndpointViolation(response) : violation(response);
  }

  test.each(routes.map((route) => [`${route.method} ${route.url}`, route] as const))(
    '%s answers every hostile input below 500, with a problem document for each 4xx',
    async (_name, route) => {
      const random = randomFrom(SEED ^ routes.indexOf(route));
      const cases: Case[] = [
        ...bodyCases(route, random),
        ...contentTypeCases(route),
        ...queryCases(random),
        ...pathCases(route),
        ...headerCases(route, t.admin.token),
      ];
      const failures: string[] = [];
      for (const c of cases) {
        const problem = await send(route, c);
        if (problem) failures.push(`${c.name}: ${problem}`);
      }
      expect(failures, `seed ${SEED}`).toEqual([]);
    },
  );
});

// ---------------------------------------------------------------------------------------------
// Below the router: bytes that are not HTTP

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  closed: boolean;
}

/** Writes `request` on a new connection and reads until the server closes it (or 5 s pass). */
function rawExchange(port: number, request: Buffer | string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    let settled = false;
    const finish = (closed: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n', 2);
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of headerLines) {
        const colon = line.indexOf(':');
        if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? Number.NaN);
      if (Number.isNaN(status))
        reject(new Error(`no HTTP response, got: ${JSON.stringify(text.slice(0, 200))}`));
      else resolve({ status, headers, body, closed });
    };
    const timer = setTimeout(() => finish(false), 5_000);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', () => finish(true));
    // The server may reset a connection it has already answered while we are still writing.
    socket.on('error', () => finish(true));
    socket.on('connect', () => socket.write(request));
  });
}

describe('raw connections with malformed HTTP get a 400 problem, not a 5xx', () => {
  let port: number;

  beforeAll(async () => {
    await t.app.http.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.http.server.address();
    if (address === null || typeof address === 'string') throw new Error('no TCP address');
    port = address.port;
  });

  test.each([
    ['a malformed request line', 'GARBAGE\r\n\r\n'],
    ['a NUL byte in a header value', 'GET /v1/health HTTP/1.1\r\nHost: x\r\nX-Bad: a\u0000b\r\n\r\n'],
    ['a space in a header name', 'GET /v1/health HTTP/1.1\r\nHost: x\r\nBad Header: x\r\n\r\n'],
    ['a bare LF inside a header value', 'GET /v1/health HTTP/1.1\r\nHost: x\r\nX-Bad: a\rb\r\n\r\n'],
    ['a 100 KB header', `GET /v1/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(100 * 1024)}\r\n\r\n`],
    [
      'a non-numeric Content-Length',
      'POST /v1/keys HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: abc\r\n\r\n{}',
    ],
    [
      'both Content-Length and Transfer-Encoding',
      'POST /v1/keys HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    ],
  ])('%s', async (_name, request) => {
    const response = await rawExchange(port, request);
    expect(response.status, response.body).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    const problem = JSON.parse(response.body) as Record<string, unknown>;
    for (const field of PROBLEM_FIELDS) expect(problem, field).toHaveProperty(field);
    expect(problem.status).toBe(400);
    expect(response.closed).toBe(true);
  });

  test.each([
    ['a request line without a version', 'GET /v1/health\r\nHost: x\r\n\r\n'],
    [
      'a chunked body with a broken chunk size',
      'POST /v1/keys HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
    ],
    ['an unknown HTTP version', 'GET /v1/health HTTP/9.9\r\nHost: x\r\n\r\n'],
  ])('%s gets no 5xx (if it gets an answer at all)', async (_name, request) => {
    const response = await rawExchange(port, request).catch(() => undefined);
    if (response) expect(response.status, response.body).toBeLessThan(500);
  });
});
