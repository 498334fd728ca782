/**
 * `npm run sdk:generate`: writes the SDK's types from the OpenAPI document of this checkout. The
 * document comes from the app itself, built on a throwaway SQLite store, so no server needs to run;
 * `--url URL` reads it from a running Vigil instead (e.g. http://127.0.0.1:8080/v1/openapi.json).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { documentOfThisCheckout } from '../../scripts/openapi-document.ts';
import { GENERATED_TYPES_FILE, generateTypes } from './openapi-types.ts';

async function documentAt(url: string): Promise<object> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as object;
}

const { values } = parseArgs({ options: { url: { type: 'string' } } });
const document = values.url ? await documentAt(values.url) : await documentOfThisCheckout();
writeFileSync(GENERATED_TYPES_FILE, await generateTypes(document));
console.log(`wrote ${path.relative(process.cwd(), GENERATED_TYPES_FILE)}`);
