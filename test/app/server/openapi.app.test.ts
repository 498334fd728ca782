// The OpenAPI description is generated from the route table, and the error-code list, the OpenAPI
// Problem schema and docs/errors.md name the same codes.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../src/app/server/routes.ts';
import { ERROR_CODES } from '../../../src/lib/errors.ts';
import { startApp, type TestApp } from '../../harness.ts';

let t: TestApp;
let doc: {
  openapi: string;
  paths: Record<
    string,
    Record<string, { operationId?: string; responses: Record<string, unknown>; security?: unknown[] }>
  >;
  components: { schemas: Record<string, { properties?: Record<string, { enum?: string[] }> }> };
};
beforeAll(async () => {
  t = await startApp();
  const response = await t.request({ method: 'GET', url: '/v1/openapi.json', key: null });
  expect(response.statusCode).toBe(200);
  doc = response.json();
});
afterAll(async () => {
  await t.close();
});

const openapiPath = (url: string) => url.replace(/:([a-z_]+)/g, '{$1}');

describe('GET /v1/openapi.json', () => {
  it('is OpenAPI 3.1 with every route of the route table and nothing else', () => {
    expect(doc.openapi).toBe('3.1.0');
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const expected = routes.map((r) => `${r.method} ${openapiPath(r.url)}`);
    expect(documented.sort()).toEqual(expected.sort());
  });

  it('gives each operation a unique operationId, its security, and problem responses', () => {
    const ids = new Set<string>();
    for (const route of routes) {
      const operation = doc.paths[openapiPath(route.url)]?.[route.method.toLowerCase()];
      expect(operation?.operationId).toBe(route.operationId);
      ids.add(route.operationId);
      expect(operation?.responses['500']).toBeDefined();
      if (route.scope) {
        // A route that takes any one of several scopes (the event stream) offers each as an alternative;
        // one that takes any key (ANY_KEY), a token of any scope.
        const alternatives = [route.scope].flat().map((one) => [one]);
        expect(operation?.security).toEqual([
          { bearer: [] },
          ...(alternatives.length > 0 ? alternatives : [[]]).map((needed) => ({
            oauth2: needed,
            mutualTLS: [],
          })),
        ]);
        for (const status of ['401', '403', '429']) expect(operation?.responses[status]).toBeDefined();
      }
    }
    expect(ids.size).toBe(routes.length);
  });
});

describe('OAuth in the OpenAPI document', () => {
  it('describes the token endpoint’s form body, its token and its RFC 6749 §5.2 errors', () => {
    const operation = (doc.paths['/v1/oauth/token'] as unknown as Record<string, Record<string, unknown>>)
      .post;
    expect(operation?.operationId).toBe('issueOAuthToken');
    expect(operation?.security).toEqual([{ mutualTLS: [] }]);
    expect(operation?.requestBody).toEqual({
      required: true,
      content: {
        'application/x-www-form-urlencoded': { schema: { $ref: '#/components/schemas/OAuthTokenRequest' } },
      },
    });
    const responses = operation?.responses as Record<
      string,
      { content: Record<string, { schema: unknown }> }
    >;
    expect(responses['200']?.content['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/OAuthToken',
    });
    for (const status of ['400', '401']) {
      expect(responses[status]?.content['application/json']?.schema).toEqual({
        $ref: '#/components/schemas/OAuthError',
      });
    }
    expect(responses['429']?.content['application/problem+json']).toBeDefined();
  });

  it('names the OAuth security schemes beside the API key', () => {
    const schemes = (
      doc.components as unknown as { securitySchemes: Record<string, Record<string, unknown>> }
    ).securitySchemes;
    expect(schemes.mutualTLS?.type).toBe('mutualTLS');
    expect(schemes.oauth2).toMatchObject({
      type: 'oauth2',
      flows: {
        clientCredentials: { tokenUrl: '/v1/oauth/token', scopes: { 'keys:write': expect.any(String) } },
      },
    });
    for (const name of ['OAuthClient', 'OAuthTokenRequest', 'OAuthToken', 'OAuthError']) {
      expect(doc.components.schemas[name], name).toBeDefined();
    }
  });
});

describe('error codes', () => {
  it('are the same in the code, the OpenAPI Problem schema and docs/errors.md', () => {
    const codeProperty = doc.components.schemas.Problem?.properties?.code;
    const inOpenApi = codeProperty?.enum ?? [];
    const markdown = readFileSync(new URL('../../../docs/errors.md', import.meta.url), 'utf8');
    const inDocs = [...markdown.matchAll(/^\|\s*`([a-z_]+)`\s*\|\s*(\d{3})\s*\|/gm)].map((m) => m[1]);
    expect([...inOpenApi].sort()).toEqual([...ERROR_CODES].sort());
    expect([...inDocs].sort()).toEqual([...ERROR_CODES].sort());
  });
});

describe('/docs', () => {
  it('serves a human-readable reference page without a key', async () => {
    const response = await t.request({ method: 'GET', url: '/docs/', key: null });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });
});
