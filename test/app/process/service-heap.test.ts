// The service's V8 heap growth (src/app/heap-growth.ts): once `serve` has started, every full
// collection sizes the heap at 1.5 times what it kept, not at V8's own factor (up to 4).
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, expect, test } from 'vitest';
import { HEAP_GROWING_PERCENT } from '../../../src/app/heap-growth.ts';
import { removeTempDirs, tempDir } from './child-service.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const SERVING = '--- serving ---';

afterAll(removeTempDirs);

/**
 * V8's own account of the factor it used (`--trace-gc-verbose` prints one line per controller at
 * every full collection), for the collections after `serve` started: the flag can only be seen so.
 */
async function factorsWhileServing(): Promise<string[]> {
  const dataDir = tempDir();
  const script = `
    import { loadConfig } from './src/config.ts';
    import { serve } from './src/main.ts';
    const dir = ${JSON.stringify(dataDir)};
    await serve(loadConfig({ VIGIL_DATA_DIR: dir, PORT: '0', HOST: '127.0.0.1', VIGIL_LOG_LEVEL: 'warn' }, dir));
    process.stdout.write(${JSON.stringify(`\n${SERVING}\n`)});
    globalThis.gc();
    process.exit(0);`;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--expose-gc', '--trace-gc-verbose', '--input-type=module', '-e', script],
    { cwd: ROOT, maxBuffer: 256 * 1024 * 1024, timeout: 120_000 },
  );
  const serving = stdout.indexOf(SERVING);
  expect(serving, stdout.slice(-2000)).toBeGreaterThan(-1);
  return [...stdout.slice(serving).matchAll(/\[(\w+Controller)\] factor (\d+\.\d)/g)].map(
    ([, controller, factor]) => `${controller} ${factor}`,
  );
}

test('a full collection while serving sizes the heap at 1.5 times what it kept', async () => {
  const factor = (1 + HEAP_GROWING_PERCENT / 100).toFixed(1);
  expect(factor).toBe('1.5');
  const factors = await factorsWhileServing();
  // The forced collection's line at least; every one after the start uses the service's factor
  // (the global controller, which counts memory outside the heap too, prints only at some).
  expect(factors).toContain(`HeapController ${factor}`);
  expect(factors.filter((line) => !line.endsWith(` ${factor}`))).toEqual([]);
}, 180_000);
