// A store transaction that reads and then writes is not failed by another connection's commit in
// between. With SQLite's deferred BEGIN it was: the screening audit writer (a thread with its own
// connection) committed while an event ingest was between its read and its write, and the ingest
// answered 503 (SQLITE_BUSY, which the busy timeout cannot help for a stale snapshot).
import { DatabaseSync } from 'node:sqlite';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/store/migrate.ts';
import { openStore } from '../../src/store/store.ts';
import { createTestStore } from '../stores.ts';

describe('a SQLite store transaction beside another connection', () => {
  it('holds the write lock from its start: its write succeeds, the other connection waits its turn', async () => {
    const place = await createTestStore('sqlite');
    const store = await openStore(place.config);
    const file = place.config.kind === 'sqlite' ? place.config.file : '';
    const other = new DatabaseSync(file);
    other.exec('PRAGMA busy_timeout = 0');
    try {
      await migrateToLatest(store);
      let otherWrite: unknown;
      await store.db.transaction().execute(async (tx) => {
        await sql`select count(*) from workspaces`.execute(tx);
        try {
          other.exec(`insert into workspaces (id, name, created_at) values ('ws_other', 'other', 0)`);
        } catch (error) {
          otherWrite = error;
        }
        await sql`insert into workspaces (id, name, created_at) values ('ws_mine', 'mine', 0)`.execute(tx);
      });
      // The other connection was told the database is busy (it would have waited with a timeout).
      expect((otherWrite as Error | undefined)?.message).toMatch(/locked|busy/i);
      other.exec(`insert into workspaces (id, name, created_at) values ('ws_other', 'other', 0)`);
      const ids = await sql<{
        id: string;
      }>`select id from workspaces where id in ('ws_mine', 'ws_other') order by id`.execute(store.db);
      expect(ids.rows.map((row) => row.id)).toEqual(['ws_mine', 'ws_other']);
    } finally {
      other.close();
      await store.close();
      await place.dispose();
    }
  });
});
