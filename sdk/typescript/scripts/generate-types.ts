/**
 * `npm run sdk:generate`: writes the SDK's types from the OpenAPI document of this checkout. The
 * document comes from the app itself, built on a throwaway SQLite store, so no server needs to run;
 * `--url URL` reads it from a running Vigil instead (e.g. http://127.0.0.1:8080/v1/openapi.json).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { buildApp } from '../../../src/app/app.ts';
import { loadConfig } from '../../../src/config.ts';
import { GENERATED_TYPES_FILE, generateTypes } from './openapi-types.ts';

async function documentOfThisCheckout(): Promise<object> {
  const dir = mkdtempSync(path.join(tmpdir(), 'vigil-sdk-generate-'));
  try {
    // An explicit environment: the document must not depend on the caller's DATABASE_URL and such.
    const config = loadConfig({ VIGIL_DATA_DIR: dir, VIGIL_LOG_LEVEL: 'silent', PORT: '0' });
    const app = await buildApp(config, { logger: pino({ level: 'silent' }), startWorker: false });
    try {
      const response = await app.http.inject({ method: 'GET', url: '/v1/openapi.json' });
      if (response.statusCode !== 200)
        throw new Error(`GET /v1/openapi.json answered ${response.statusCode}`);
      return response.json();
    } finally {
      await app.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function documentAt(url: string): Promise<object> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as object;
}

const { values } = parseArgs({ options: { url: { type: 'string' } } });
const document = values.url ? await documentAt(values.url) : await documentOfThisCheckout();
writeFileSync(GENERATED_TYPES_FILE, await generateTypes(document));
console.log(`wrote ${path.relative(process.cwd(), GENERATED_TYPES_FILE)}`);
