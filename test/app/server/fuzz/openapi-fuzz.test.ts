// The API fuzzer: property-based, driven by the served OpenAPI document. For every operation it
// sends requests whose path, query, headers and body are drawn from the document's schemas, from
// hostile values (wrong types, edge numbers, unicode, NUL, long strings, deep nesting, missing and
// extra fields) and from mutations of a known-good request (the security suite's case for the
// route), and holds every answer to the document:
//   - no 5xx;
//   - every status is one the operation documents, with the documented media type;
//   - every JSON body (problems included) validates against the documented schema.
// The fuzz tier (`npm run test:all`, CI) runs FUZZ_RUNS (default 20) cases per operation; `npm run
// fuzz` runs 500. A failure prints fast-check's seed and path: FUZZ_SEED=<seed> reproduces it.
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../../src/app/server/routes.ts';
import { startApp, type TestApp } from '../../../harness.ts';
import { routeCases } from '../security/route-cases.ts';
import {
  fromSchema,
  hostileText,
  hostileValue,
  jsonText,
  mutationsOf,
  RawJson,
  resolverOf,
  type Schema,
} from './schema-arbitraries.ts';

// ajv-formats is CommonJS: under Node's ESM loader the plugin is its `default` property.
const addFormats = addFormatsModule.default;
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: Schema;
}
interface Operation {
  method: (typeof METHODS)[number];
  path: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
  security?: unknown[];
}
interface OpenApi {
  paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
  components: { schemas: Record<string, Schema> };
}

/** What one fuzz case sends. */
interface Attempt {
  path: Record<string, string>;
  query: Record<string, string>;
  idempotencyKey: string | undefined;
  body: unknown;
}

let t: TestApp;
let document: OpenApi;
let ajv: Ajv2020;
const operations: Operation[] = [];
/** The security suite's valid request for each operation: its path values and body. */
const seeds = new Map<Operation, { path: Record<string, string>; body: unknown }>();

beforeAll(async () => {
  t = await startApp({ env: { VIGIL_RATE_LIMIT: '100000000/60' } });
  document = JSON.parse((await t.request({ method: 'GET', url: '/v1/openapi.json' })).body) as OpenApi;
  ajv = new Ajv2020({ strict: false, allErrors: false, validateSchema: false });
  addFormats(ajv);
  ajv.addSchema(document, 'vigil-openapi');
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (operation) operations.push({ ...operation, method, path });
    }
  }
  for (const operation of operations) {
    const routeCase = routeCases[`${operation.method.toUpperCase()} ${routeUrl(operation.path)}`];
    if (!routeCase) continue;
    const request = await routeCase.build(t, 'main');
    seeds.set(operation, { path: pathValues(operation.path, request.url), body: request.payload });
  }
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/** The route table's form of an OpenAPI path: `/v1/sites/:id` for `/v1/sites/{id}`. */
function routeUrl(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/** The values of `{name}` segments of `template` in a concrete URL. */
function pathValues(template: string, url: string): Record<string, string> {
  const names: string[] = [];
  const pattern = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    names.push(name);
    return '([^/?]+)';
  });
  const match = new RegExp(`^${pattern}(?:\\?|$)`).exec(url);
  return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match?.[i + 1] ?? '')]));
}

function attempts(operation: Operation): fc.Arbitrary<Attempt> {
  const resolve = resolverOf(document);
  const seed = seeds.get(operation);
  const parameters = operation.parameters ?? [];
  const drawn = (parameter: Parameter) =>
    fc.oneof(
      { weight: 3, arbitrary: fromSchema(parameter.schema, resolve).map((value) => String(value)) },
      { weight: 1, arbitrary: hostileText },
    );
  const path = fc.record(
    Object.fromEntries(
      parameters
        .filter((p) => p.in === 'path')
        .map((p) => {
          const known = seed?.path[p.name];
          return [
            p.name,
            known
              ? fc.oneof({ weight: 3, arbitrary: fc.constant(known) }, { weight: 1, arbitrary: drawn(p) })
              : drawn(p),
          ];
        }),
    ),
  );
  // Each query parameter is sent two times in three, an unknown one one time in five.
  const query = fc.record(
    Object.fromEntries(
      parameters
        .filter((p) => p.in === 'query')
        .map((p) => [p.name, fc.option(drawn(p), { freq: 3, nil: undefined })]),
    ),
  );
  const bodySchema = operation.requestBody && Object.values(operation.requestBody.content)[0]?.schema;
  const bodies: fc.WeightedArbitrary<unknown>[] = [];
  if (bodySchema) {
    bodies.push(
      { weight: 2, arbitrary: fromSchema(bodySchema, resolve) },
      { weight: 1, arbitrary: hostileValue },
    );
    if (seed?.body !== undefined)
      bodies.push(
        { weight: 3, arbitrary: mutationsOf(seed.body) },
        { weight: 1, arbitrary: fc.constant(seed.body) },
      );
  }
  return fc.record({
    path,
    query: fc
      .tuple(
        query,
        fc.oneof(
          { weight: 4, arbitrary: fc.constant(null) },
          { weight: 1, arbitrary: fc.tuple(fc.string({ minLength: 1, maxLength: 10 }), hostileText) },
        ),
      )
      .map(([drawnQuery, extra]) => {
        const sent: Record<string, string> = {};
        for (const [name, value] of Object.entries(drawnQuery)) if (value !== undefined) sent[name] = value;
        if (extra === null) return sent;
        return { ...sent, [extra[0]]: extra[1] };
      }),
    idempotencyKey:
      operation.method === 'post'
        ? fc.option(fc.oneof(fc.uuid(), hostileText), { nil: undefined })
        : fc.constant(undefined),
    body: bodies.length > 0 ? fc.oneof(...bodies) : fc.constant(undefined),
  });
}

/** Every byte of the text's UTF-8 outside RFC 3986's unreserved set as %XX (lone surrogates become U+FFFD). */
function percentEncoded(text: string): string {
  let encoded = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    encoded += /[A-Za-z0-9._~-]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return encoded;
}

/** The request an attempt makes, as Fastify's inject takes it. */
function requestOf(operation: Operation, attempt: Attempt) {
  const url =
    operation.path.replace(/\{(\w+)\}/g, (_, name: string) => percentEncoded(attempt.path[name] ?? 'x')) +
    (Object.keys(attempt.query).length > 0 ? `?${new URLSearchParams(attempt.query)}` : '');
  const mediaType = operation.requestBody ? Object.keys(operation.requestBody.content)[0] : undefined;
  const headers: Record<string, string> = {};
  if (attempt.idempotencyKey !== undefined) headers['idempotency-key'] = attempt.idempotencyKey;
  let payload: string | undefined;
  if (mediaType !== undefined && attempt.body !== undefined) {
    headers['content-type'] = mediaType;
    if (mediaType === 'application/x-www-form-urlencoded') {
      const fields =
        attempt.body !== null && typeof attempt.body === 'object' ? attempt.body : { value: attempt.body };
      payload = new URLSearchParams(
        Object.entries(fields).map(([key, value]): [string, string] => [
          key,
          value instanceof RawJson ? value.text : String(value),
        ]),
      ).toString();
    } else if (mediaType === 'text/plain') {
      payload = typeof attempt.body === 'string' ? attempt.body : jsonText(attempt.body);
    } else {
      payload = jsonText(attempt.body);
    }
  }
  return { method: operation.method.toUpperCase() as 'GET', url, headers, payload };
}

/** What is wrong with an answer, measured against the document; undefined when nothing is. */
function fault(operation: Operation, status: number, contentType: string, body: string): string | undefined {
  if (status >= 500) return `status ${status}: ${body.slice(0, 300)}`;
  const documented = operation.responses[String(status)] ?? operation.responses.default;
  if (!documented)
    return `status ${status} is not documented (${Object.keys(operation.responses).join(', ')})`;
  const mediaTypes = Object.keys(documented.content ?? {});
  if (mediaTypes.length === 0)
    return body === '' ? undefined : `status ${status} documents no body, got ${body.slice(0, 100)}`;
  const mediaType = mediaTypes.find((type) => contentType.split(';')[0]?.trim() === type);
  if (!mediaType) return `status ${status} answered ${contentType}, documented ${mediaTypes.join(' or ')}`;
  if (status >= 400 && mediaType !== 'application/problem+json' && operation.path !== '/v1/oauth/token')
    return `status ${status} is not a problem document (${mediaType})`;
  if (!mediaType.endsWith('json')) return undefined;
  const pointer = `vigil-openapi#/paths/${operation.path.replaceAll('~', '~0').replaceAll('/', '~1')}/${operation.method}/responses/${documented === operation.responses.default ? 'default' : status}/content/${mediaType.replaceAll('/', '~1')}/schema`;
  const validate = ajv.getSchema(pointer) ?? ajv.compile({ $ref: pointer });
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `status ${status}: the body is not JSON: ${body.slice(0, 100)}`;
  }
  if (!validate(parsed))
    return `status ${status}: the body does not match its schema: ${ajv.errorsText(validate.errors)}; ${body.slice(0, 300)}`;
  return undefined;
}

/** Statuses seen per operation, for `FUZZ_STATS=1` (set by `npm run fuzz`). */
const statuses = new Map<string, Map<number, number>>();
function tally(operation: Operation, status: number): void {
  const name = `${operation.method.toUpperCase()} ${operation.path}`;
  const seen = statuses.get(name) ?? new Map<number, number>();
  seen.set(status, (seen.get(status) ?? 0) + 1);
  statuses.set(name, seen);
}
function statusReport(): string {
  return [...statuses]
    .map(
      ([name, seen]) =>
        `${name.padEnd(52)} ${[...seen]
          .sort(([a], [b]) => a - b)
          .map(([status, n]) => `${status}×${n}`)
          .join(' ')}`,
    )
    .join('\n');
}

describe('the API fuzzer', () => {
  it('finds every operation of the document, and a known-good request for each that takes a key', () => {
    expect(operations.length).toBeGreaterThanOrEqual(70);
    // Routes that take no key (the OAuth token endpoint, health) have no security-suite case: they
    // are fuzzed from their schemas alone.
    const keyless = new Set(
      routes.filter((route) => route.scope === null).map((route) => `${route.method} ${route.url}`),
    );
    const unseeded = operations.filter(
      (operation) =>
        !seeds.has(operation) &&
        !keyless.has(`${operation.method.toUpperCase()} ${routeUrl(operation.path)}`),
    );
    expect(unseeded.map((operation) => `${operation.method} ${operation.path}`)).toEqual([]);
  });

  it('can fail: an undocumented status, a wrong media type and a body off its schema are faults', () => {
    const health = operations.find((operation) => operation.path === '/v1/health');
    expect(health).toBeDefined();
    if (!health) return;
    expect(fault(health, 200, 'application/json', '{"status":"ok","store":"sqlite"}')).toBeUndefined();
    expect(fault(health, 200, 'application/json', '{"status":1}')).toMatch(/does not match its schema/);
    expect(fault(health, 200, 'text/html', '<p>ok</p>')).toMatch(/documented application\/json/);
    expect(fault(health, 418, 'application/problem+json', '{}')).toMatch(/not documented/);
    expect(fault(health, 500, 'application/problem+json', '{}')).toMatch(/^status 500/);
  });

  it('holds every answer of every operation to the document', async () => {
    const failures: string[] = [];
    for (const operation of operations) {
      // A stream never ends: inject would wait for it forever. Its own tests cover it.
      if (operation.responses['200']?.content?.['text/event-stream']) continue;
      try {
        await fc.assert(
          fc.asyncProperty(attempts(operation), async (attempt) => {
            const response = await t.request({ ...requestOf(operation, attempt), key: t.admin });
            tally(operation, response.statusCode);
            const problem = fault(
              operation,
              response.statusCode,
              String(response.headers['content-type'] ?? ''),
              response.body,
            );
            if (problem) throw new Error(problem);
          }),
          { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }), endOnFailure: true },
        );
      } catch (error) {
        const cause =
          error instanceof Error && error.cause instanceof Error ? `\n  ${error.cause.message}` : '';
        failures.push(
          `${operation.method.toUpperCase()} ${operation.path}: ${error instanceof Error ? error.message : String(error)}${cause}`,
        );
      }
    }
    if (process.env.FUZZ_STATS) process.stdout.write(`${statusReport()}\n`);
    expect(failures, failures.join('\n\n')).toEqual([]);
  }, 600_000);
});
