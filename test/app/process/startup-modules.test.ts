// What loading Vigil costs: the service (src/main.ts) and the CLI (src/cli/vigil.ts) load the
// packages of optional work when that work is first done, not at every start. Each of these is
// hundreds of milliseconds of a start (viem alone some 450 modules and a third of a second) that
// most processes never use: every CLI command, and a service that reads no chain, draws no
// report, scans no imagery, exports no GeoParquet and serves no API reference page until asked.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Packages whose first use loads them, with what loads them. */
const LOADED_WHEN_USED: Record<string, string> = {
  viem: 'a chain read (risk/chain-reader/evm-source-deferred.ts)',
  ox: 'a chain read, through viem',
  pdfkit: 'a report or SAR drawn (report-job.ts, sar-job.ts)',
  fontkit: 'a report or SAR drawn, through the PDF text layout',
  geotiff: 'a scene planned (imagery/scan/scene-job.ts)',
  pngjs: 'a scene planned, for its chips',
  'hyparquet-writer': 'a GeoParquet export (exports/export-stream.ts)',
  '@scalar/fastify-api-reference': 'the API reference page asked for (app/server/api-reference.ts)',
  '@scalar/openapi-parser': 'the API reference page asked for, through Scalar’s plugin',
  // Packages of the optional services: loaded only when configured (this run configures none).
  ioredis: 'REDIS_URL (app/app.ts)',
  '@nats-io/transport-node': 'NATS (app/engine-runtime.ts)',
};

/** The npm packages a fresh Node process has loaded once `entry` is imported, by name. */
function packagesLoadedBy(entry: string): Set<string> {
  // A module hook in the child notes every file it loads; the packages are printed at exit.
  const hook = `
    import { registerHooks } from 'node:module';
    const seen = new Set();
    registerHooks({ load(url, context, next) {
      const m = url.match(/node_modules\\/((?:@[^/]+\\/)?[^/]+)/);
      if (m) seen.add(m[1]);
      return next(url, context);
    } });
    process.on('exit', () => process.stdout.write(JSON.stringify([...seen])));`;
  const out = execFileSync(
    process.execPath,
    [
      '--import',
      `data:text/javascript,${encodeURIComponent(hook)}`,
      '--input-type=module',
      '-e',
      `await import(${JSON.stringify(new URL(entry, `file://${ROOT}`).href)});`,
    ],
    { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } },
  );
  return new Set(JSON.parse(out) as string[]);
}

describe('loading Vigil', () => {
  // With a package each entry always loads, so that a hook that saw nothing cannot pass.
  it.each([
    ['src/main.ts', 'fastify'],
    ['src/cli/vigil.ts', 'commander'],
  ])('%s loads optional work’s packages only when used', (entry, always) => {
    const loaded = packagesLoadedBy(entry);
    expect(loaded.has(always)).toBe(true);
    const early = Object.keys(LOADED_WHEN_USED)
      .filter((name) => loaded.has(name))
      .map((name) => `${name} (should wait for ${LOADED_WHEN_USED[name]})`);
    expect(early).toEqual([]);
  });
});
