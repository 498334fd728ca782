// The SDK follows the API: its committed types are what openapi-typescript makes of the document
// the app serves now, and it has a method for every operation of that document.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../../../test/harness.ts';
import { GENERATED_TYPES_FILE, generateTypes, REGENERATE_COMMAND } from '../scripts/openapi-types.ts';
import { OPERATION_METHODS, Vigil } from '../src/index.ts';

let t: TestApp;
let document: { paths: Record<string, Record<string, { operationId: string }>> };

beforeAll(async () => {
  t = await startApp();
  const response = await t.request({ method: 'GET', url: '/v1/openapi.json', key: null });
  expect(response.statusCode).toBe(200);
  document = response.json();
});
afterAll(async () => {
  await t.close();
});

describe('the SDK', () => {
  it('has types generated from the OpenAPI document the app serves', async () => {
    const fresh = await generateTypes(document);
    const committed = readFileSync(GENERATED_TYPES_FILE, 'utf8');
    if (fresh !== committed) {
      expect.fail(
        `The OpenAPI document changed but the SDK's types were not regenerated. Run \`${REGENERATE_COMMAND}\` and commit sdk/typescript/src/generated/openapi.ts; run \`npm run sdk:generate-clients\` too, for the Python, Go, Java and Rust clients that CI checks the same way.`,
      );
    }
  });

  it('has a method for every operation', () => {
    const operationIds = Object.values(document.paths).flatMap((item) =>
      Object.values(item).map((operation) => operation.operationId),
    );
    expect(Object.keys(OPERATION_METHODS).sort()).toEqual(operationIds.sort());
    const vigil = new Vigil({ apiKey: 'vk_test' });
    for (const [operationId, method] of Object.entries(OPERATION_METHODS)) {
      const [group, name] = method.split('.');
      const resource = (vigil as unknown as Record<string, Record<string, unknown>>)[group ?? ''];
      expect(typeof resource?.[name ?? ''], `${operationId} → vigil.${method}`).toBe('function');
    }
  });
});
