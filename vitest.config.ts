import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The suite in tiers (Vitest projects), each chosen by a test file's path:
 *
 * | tier      | files                                                      | what they run                      |
 * |-----------|------------------------------------------------------------|------------------------------------|
 * | `unit`    | `test/**` not matched below                                | code and stores, no app            |
 * | `app`     | `*.app.test.ts` under `test/` and `sdk/*\/test/`             | the real app in the test's process |
 * | `process` | `test/app/process/`, `test/cli/`, `*.process.test.ts`      | Vigil and the CLI as processes     |
 * | `browser` | `console/test/`                                            | the console in Chromium            |
 * | `clients` | `sdk/*\/test/` but `*.app.test.ts`                          | the SDKs against a real Vigil      |
 * | `fuzz`    | `test/app/server/fuzz/`                                    | the OpenAPI-driven fuzzer          |
 * | `bench`   | `test/bench/`                                              | the benchmarks' harness, run small |
 *
 * `npm test` runs `unit` and `app`; `npm run test:all` and CI run every tier
 * (`vitest run --project <tier>` runs one).
 */
const PROCESS = ['test/app/process/**/*.test.ts', 'test/cli/**/*.test.ts', 'test/**/*.process.test.ts'];
const FUZZ = ['test/app/server/fuzz/**/*.test.ts'];
// The benchmarks' own tests (their scenes, their figures' shape) load a server for seconds on end:
// they check the measuring tools, not the service, whose behaviour the other tiers cover.
const BENCH = ['test/bench/**/*.test.ts'];
const APP = ['test/**/*.app.test.ts', 'sdk/*/test/**/*.app.test.ts'];

export default defineConfig({
  test: {
    env: {
      // The processes tests start (the service, the CLI) keep Node's compiled code here, so that the
      // second and later starts skip most of loading Vigil's modules (half a start's CPU time).
      NODE_COMPILE_CACHE: fileURLToPath(new URL('node_modules/.cache/node-compile', import.meta.url)),
    },
    // Test files and what they import run on Node's own loader (its type stripping, as the service
    // runs), not Vite's module runner: the suite uses neither `vi.mock` nor `import.meta.vitest`,
    // and Node's loader takes about a fifth less CPU to load and run the same files.
    experimental: { viteModuleRunner: false },
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // The workers' young generation as the service's (`npm start`, `vigil serve`): a test worker
    // keeps its modules across files, and with V8's default 16 MB semi-space a tenth of the tiers'
    // CPU was garbage collection (a third less of it with 32 MB).
    execArgv: ['--max-semi-space-size=32'],
    // Two workers match the machine's two cores.
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        // Unit and app test files share their worker's modules (`isolate: false`): importing the
        // service and compiling its schemas once per worker, not once per file, is most of what the
        // two tiers cost otherwise. Each file still builds its own app on its own store.
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts'],
          exclude: [...APP, ...PROCESS, ...FUZZ, ...BENCH],
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'app', include: APP, exclude: [...PROCESS, ...FUZZ, ...BENCH], isolate: false },
      },
      { extends: true, test: { name: 'process', include: PROCESS } },
      // The console's files share their worker's modules too (each still starts its own app and
      // Chromium): loading the service once per worker rather than once per file took a sixth off
      // the tier's wall time and a third off its CPU.
      { extends: true, test: { name: 'browser', include: ['console/test/**/*.test.ts'], isolate: false } },
      { extends: true, test: { name: 'clients', include: ['sdk/*/test/**/*.test.ts'], exclude: APP } },
      { extends: true, test: { name: 'fuzz', include: FUZZ } },
      { extends: true, test: { name: 'bench', include: BENCH } },
    ],
  },
});
