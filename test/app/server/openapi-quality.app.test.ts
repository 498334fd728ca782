// The served OpenAPI document is good enough for client generators (docs/clients.md): every
// operation has an operationId, every request and response body a named schema, every error
// response the problem schema, and every union member a name. New routes are held to the same rules.
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS } from '../../../src/app/event-catalogue.ts';
import { refName } from '../../../src/app/server/openapi-names.ts';
import { namedSchemas } from '../../../src/app/server/routes.ts';
import { startApp, type TestApp } from '../../harness.ts';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/** Bodies that are objects: JSON of any flavour, and forms (an OAuth token request). */
const OBJECT_MEDIA = /^application\/(([a-z.+-]+\+)?json|x-www-form-urlencoded)$/;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
/**
 * Error answers that are not problem documents, each for a reason: a health or readiness check's 503 is its own
 * answer (`status: unavailable`), which load balancers read; the token endpoint's 400 and 401 are
 * RFC 6749 §5.2 errors (`OAuthError`), which OAuth client libraries expect.
 */
const NOT_PROBLEMS = new Set([
  'GET /v1/health 503',
  // Readiness answers its report when degraded: the checks that fail are the answer, not an error.
  'GET /v1/health/ready 503',
  'POST /v1/oauth/token 400',
  'POST /v1/oauth/token 401',
]);

let t: TestApp;
let doc: { paths: Json; webhooks: Json; components: { schemas: Json } };
let text: string;

interface Operation {
  where: string;
  operation: Json;
}
const operations = (): Operation[] =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => isObject(item) && isObject(item[method])).map((method) => ({
      where: `${method.toUpperCase()} ${path}`,
      operation: (item as Record<string, Json>)[method] as Json,
    })),
  );

/** Every `[where, mediaType, schema]` of a content map. */
function contentSchemas(where: string, content: unknown): [string, string, unknown][] {
  if (!isObject(content)) return [];
  return Object.entries(content).map(([mediaType, media]) => [
    where,
    mediaType,
    isObject(media) ? media.schema : undefined,
  ]);
}

/** Every schema nested anywhere in `value`, with where it is. */
function* allSchemas(value: unknown, where: string): Generator<[string, Json]> {
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) yield* allSchemas(item, `${where}/${i}`);
    return;
  }
  if (!isObject(value)) return;
  yield [where, value];
  for (const [key, child] of Object.entries(value)) yield* allSchemas(child, `${where}/${key}`);
}

/** The schemas that validate and serialise, as they are before any document is made. */
const schemasBefore = JSON.stringify([namedSchemas, EVENTS]);

beforeAll(async () => {
  t = await startApp();
  const response = await t.request({ method: 'GET', url: '/v1/openapi.json', key: null });
  expect(response.statusCode).toBe(200);
  doc = response.json();
  text = response.body;
});
afterAll(async () => {
  await t.close();
});

describe('the OpenAPI document, for client generators', () => {
  it('gives every operation a unique camelCase operationId', () => {
    const ids = operations().map(({ where, operation }) => {
      expect(operation.operationId, where).toMatch(/^[a-z][A-Za-z0-9]*$/);
      return operation.operationId;
    });
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('names the schema of every JSON or form request and response body', () => {
    const bodies = operations().flatMap(({ where, operation }) => [
      ...contentSchemas(`${where} request`, isObject(operation.requestBody) && operation.requestBody.content),
      ...Object.entries(isObject(operation.responses) ? operation.responses : {}).flatMap(
        ([status, response]) => contentSchemas(`${where} ${status}`, isObject(response) && response.content),
      ),
    ]);
    expect(bodies.length).toBeGreaterThan(100);
    for (const [where, mediaType, schema] of bodies) {
      if (OBJECT_MEDIA.test(mediaType)) {
        expect(refName(schema), `${where} ${mediaType} has an inline schema`).toBeDefined();
      } else {
        // PDFs and text bodies are plain strings: nothing for a generator to name.
        expect(schema, `${where} ${mediaType}`).toMatchObject({ type: 'string' });
      }
    }
  });

  it('describes every error response with the Problem schema as application/problem+json', () => {
    for (const { where, operation } of operations()) {
      const responses = isObject(operation.responses) ? operation.responses : {};
      const errors = Object.entries(responses).filter(([status]) => /^[45]/.test(status));
      expect(errors.length, where).toBeGreaterThan(0);
      for (const [status, response] of errors) {
        if (NOT_PROBLEMS.has(`${where} ${status}`)) continue;
        expect(response, `${where} ${status}`).toMatchObject({
          content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
        });
        expect(Object.keys((response as { content: Json }).content), `${where} ${status}`).toEqual([
          'application/problem+json',
        ]);
      }
    }
  });

  it('names every webhook event body, and WebhookEvent is the union of them', () => {
    const events = Object.entries(doc.webhooks);
    expect(events.length).toBeGreaterThan(5);
    const union = doc.components.schemas.WebhookEvent as { oneOf: Json[]; discriminator: { mapping: Json } };
    for (const [type, item] of events) {
      const body = (item as { post: { requestBody: { content: Json } } }).post.requestBody.content;
      const schema = (body['application/json'] as Json).schema;
      const name = refName(schema);
      expect(name, `webhook ${type}`).toBeDefined();
      expect(union.discriminator.mapping[type]).toBe(`#/components/schemas/${name}`);
    }
    expect(union.oneOf).toHaveLength(events.length);
  });

  it('names every member of a union that is not just a nullable value', () => {
    for (const [where, schema] of allSchemas(doc, '#')) {
      for (const keyword of ['anyOf', 'oneOf']) {
        const branches = schema[keyword];
        if (!Array.isArray(branches)) continue;
        const values = branches.filter((branch) => !(isObject(branch) && branch.type === 'null'));
        if (values.length < 2) continue;
        for (const branch of values) {
          const anonymousObject =
            isObject(branch) &&
            refName(branch) === undefined &&
            (branch.type === 'object' || isObject(branch.properties));
          expect(anonymousObject, `${where}/${keyword}: an object member without a name`).toBe(false);
        }
      }
    }
  });

  it('gives no value the bare type null, which OpenAPI Generator turns into a class that does not exist', () => {
    for (const [where, schema] of allSchemas(doc, '#')) {
      if (where.includes('/anyOf/') || where.includes('/oneOf/')) continue;
      expect(schema.type, `${where} has type null`).not.toBe('null');
    }
  });

  it('says every number is a double, so that no generator picks float32 or BigDecimal', () => {
    for (const [where, schema] of allSchemas(doc, '#')) {
      const type = schema.type;
      if (type === 'number' || (Array.isArray(type) && type.includes('number')))
        expect(schema.format, `${where} has no format`).toBe('double');
    }
  });

  it('makes the shared enums (scopes, webhook event selectors) components, used by reference', () => {
    const { schemas } = doc.components;
    expect(schemas.Scope).toMatchObject({ type: 'string', enum: expect.arrayContaining(['*', 'keys:read']) });
    expect(schemas.WebhookEventSelector).toMatchObject({
      enum: expect.arrayContaining(['*', 'threat.detected']),
    });
    const scopes = (name: string) => ((schemas[name] as Json).properties as Json).scopes as Json;
    expect(scopes('CreateKeyRequest').items).toEqual({ $ref: '#/components/schemas/Scope' });
    expect(scopes('ApiKey').items).toEqual({ $ref: '#/components/schemas/Scope' });
    for (const [where, schema] of allSchemas(doc, '#')) {
      if (Array.isArray(schema.enum) && typeof schema.title === 'string')
        expect(where, `the titled enum ${schema.title} is inline`).toMatch(
          /^#\/components\/schemas\/[A-Za-z]+$/,
        );
    }
  });

  it('uses PascalCase component names, and every $ref points at a component', () => {
    const names = Object.keys(doc.components.schemas);
    for (const name of names) expect(name).toMatch(/^[A-Z][A-Za-z0-9]*$/);
    for (const [where, schema] of allSchemas(doc, '#')) {
      if (typeof schema.$ref !== 'string') continue;
      expect(names, `${where} refers to ${schema.$ref}`).toContain(refName(schema));
    }
  });

  it('leaves request body properties that have a default optional', () => {
    for (const { where, operation } of operations()) {
      const body = isObject(operation.requestBody) ? operation.requestBody.content : undefined;
      for (const [, , schema] of contentSchemas(where, body)) {
        const name = refName(schema);
        if (name === undefined || !name.endsWith('Request')) continue;
        for (const [at, object] of allSchemas(doc.components.schemas[name], name)) {
          const properties = isObject(object.properties) ? object.properties : {};
          const required = Array.isArray(object.required) ? object.required : [];
          for (const property of required) {
            const declared = properties[String(property)];
            expect(isObject(declared) && declared.default !== undefined, `${at}: ${String(property)}`).toBe(
              false,
            );
          }
        }
      }
    }
  });

  it('leaves query parameters that have a default optional', () => {
    for (const { where, operation } of operations()) {
      for (const parameter of Array.isArray(operation.parameters) ? operation.parameters : []) {
        if (isObject(parameter) && isObject(parameter.schema) && parameter.schema.default !== undefined) {
          expect(parameter.required, `${where} ?${String(parameter.name)}`).toBe(false);
        }
      }
    }
  });

  it('passes the Redocly linter: valid OpenAPI 3.1, schemas and examples included', async () => {
    const config = await createConfig({
      extends: ['recommended'],
      rules: {
        // Vigil has no public licence to name.
        'info-license': 'off',
        // Health and the document itself take nothing that could be a 4xx.
        'operation-4xx-response': 'off',
        // WebhookEvent is referred to by no operation: it is there for clients to decode deliveries.
        'no-unused-components': 'off',
      },
    });
    const problems = await lintFromString({ source: text, absoluteRef: 'openapi.json', config });
    const found = problems.map((p) => `${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`);
    expect(found).toEqual([]);
  });

  it('leaves the schemas that validate and serialise untouched by its rewrites', async () => {
    await t.request({ method: 'GET', url: '/v1/openapi.json', key: null });
    expect(JSON.stringify([namedSchemas, EVENTS])).toBe(schemasBefore);
  });
});
