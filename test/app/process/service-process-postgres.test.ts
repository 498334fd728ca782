// The service as a real child process on PostgreSQL, in the PostgreSQL pass: the first start on a
// new database prints one working admin key, the second none (service-process.test.ts runs the
// rest on SQLite).
import { afterAll, afterEach, describe, test } from 'vitest';
import { createFreshDatabase, TEST_DIALECT } from '../../stores.ts';
import { checkFirstStart, killChildren, removeTempDirs, TWO_STARTS_MS, tempDir } from './child-service.ts';

afterAll(removeTempDirs);

describe.runIf(TEST_DIALECT === 'postgres')('the service process on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createFreshDatabase>> | undefined;

  afterEach(async () => {
    killChildren();
    await database?.drop();
    database = undefined;
  });

  test(
    'first start prints exactly one admin key, which works; a second start prints none',
    async () => {
      database = await createFreshDatabase();
      await checkFirstStart({ VIGIL_DATA_DIR: tempDir(), DATABASE_URL: database.url });
    },
    TWO_STARTS_MS,
  );
});
