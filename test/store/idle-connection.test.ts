// A PostgreSQL store outlives the server closing its idle connections (a restart, an administrator,
// a network cut): the pool drops them and opens new ones, and nothing reaches the process as an
// uncaught error.
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { useMigratedStore } from '../fixtures/store-fixture.ts';
import { ALL_DIALECTS } from '../stores.ts';

describe.runIf(ALL_DIALECTS.includes('postgres'))(
  'a PostgreSQL store whose idle connections are closed',
  () => {
    const fixture = useMigratedStore('postgres');

    it('keeps answering, and the process hears no uncaught error', async () => {
      const marker = `idle-marker-${randomBytes(6).toString('hex')}`;
      await sql`select ${sql.lit(marker)} as marker`.execute(fixture.store.db);
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      try {
        const { rows } = await admin.query(
          `select pg_terminate_backend(pid) as ended from pg_stat_activity
          where pid <> pg_backend_pid() and state = 'idle' and query like $1`,
          [`%${marker}%`],
        );
        expect(rows.length).toBeGreaterThan(0);
      } finally {
        await admin.end();
      }
      // The closed connection's error arrives on its socket; give it time to be heard.
      await sleep(200);
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(fixture.store.db);
      expect(rows).toEqual([{ one: 1 }]);
    });
  },
);
