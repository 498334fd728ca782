// A transaction that fails is reported by its own error, never by the rollback after it: SQLite ends
// a transaction by itself when its disk is full, so the ROLLBACK that followed failed with "cannot
// rollback - no transaction is active", and that was the only error anyone saw.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/store/migrate.ts';
import { openStore } from '../../src/store/store.ts';
import { createTestStore } from '../stores.ts';

describe('a SQLite transaction that fills the disk', () => {
  it('fails with SQLITE_FULL, hears no failed rollback, and the store works once there is room', async () => {
    const place = await createTestStore('sqlite');
    const heard: string[] = [];
    const logger = {
      warn: (o: { err?: Error }, m: string) => heard.push(`${m}: ${o.err?.message ?? ''}`),
    };
    const store = await openStore(place.config, { logger: logger as never });
    try {
      await migrateToLatest(store);
      const pages = await sql<{ page_count: number }>`pragma page_count`.execute(store.db);
      // The database may not grow past its size now: SQLite's stand-in for a full disk.
      await sql.raw(`pragma max_page_count = ${pages.rows[0]?.page_count ?? 0}`).execute(store.db);
      const failed = await store.db
        .transaction()
        .execute(async (tx) => {
          for (let i = 0; i < 200; i++) {
            await sql`insert into workspaces (id, name, created_at) values (${`ws_full_${i}`}, ${'x'.repeat(4000) + i}, 0)`.execute(
              tx,
            );
          }
        })
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      expect(failed).toBeInstanceOf(Error);
      expect((failed as Error).message).toBe('database or disk is full');
      expect(store.dialect.unavailable(failed)).toMatchObject({ reason: expect.stringContaining('full') });
      expect(heard).toEqual([]);

      await sql`pragma max_page_count = 1073741823`.execute(store.db);
      await store.db.transaction().execute(async (tx) => {
        await sql`insert into workspaces (id, name, created_at) values ('ws_after', 'after', 0)`.execute(tx);
      });
      const rows = await sql<{ id: string }>`select id from workspaces where id like 'ws_%'`.execute(
        store.db,
      );
      expect(rows.rows.map((row) => row.id)).toEqual(['ws_after']);
    } finally {
      await store.close();
      await place.dispose();
    }
  });
});
