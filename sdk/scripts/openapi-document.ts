/**
 * The OpenAPI document of this checkout, as the app serves it at GET /v1/openapi.json, built on a
 * throwaway SQLite store so that no server needs to run. Every client generator reads this one
 * document (the TypeScript SDK's `npm run sdk:generate` and the other languages' generate script).
 *
 * As a script: `node sdk/scripts/openapi-document.ts FILE` writes it to FILE (stdout without one),
 * as JSON indented by two spaces, the form the generators read.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { buildApp } from '../../src/app/app.ts';
import { loadConfig } from '../../src/config.ts';

export async function documentOfThisCheckout(): Promise<object> {
  const dir = mkdtempSync(path.join(tmpdir(), 'vigil-openapi-'));
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

if (import.meta.main) {
  const text = `${JSON.stringify(await documentOfThisCheckout(), null, 2)}\n`;
  const file = process.argv[2];
  if (file) writeFileSync(file, text);
  else process.stdout.write(text);
}
