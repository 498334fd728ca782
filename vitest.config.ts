import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'test/**/*.test.ts',
      'src/**/*.test.ts',
      'sdk/*/test/**/*.test.ts',
      'console/test/**/*.test.ts',
    ],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Each file builds its own app on its own store; two workers match the machine's two cores.
    pool: 'forks',
    maxWorkers: 2,
  },
});
