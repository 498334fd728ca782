// SQLite checkpoints run in a thread of their own: a commit leaves its pages in the log (the
// service's connection never copies them back, which took two fsyncs on the event loop), and the
// thread copies them into the database file soon after.
import { statSync } from 'node:fs';
import { sql } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/store/migrate.ts';
import { openStore, type Store } from '../../src/store/store.ts';
import { createTestStore, type TestStore } from '../stores.ts';

let testStore: TestStore;
let store: Store;
afterEach(async () => {
  await store.close();
  await testStore.dispose();
});

it('leaves the checkpoint of a commit to the checkpoint thread', async () => {
  testStore = await createTestStore('sqlite');
  const config = testStore.config;
  if (config.kind !== 'sqlite') throw new Error('a SQLite store was asked for');
  store = await openStore(config);
  await migrateToLatest(store);
  const { rows } = await sql<{ wal_autocheckpoint: number }>`PRAGMA wal_autocheckpoint`.execute(store.db);
  expect(rows[0]?.wal_autocheckpoint).toBe(0);

  // The migrations' pages are copied back first, here: the thread copying them after `before` was
  // taken once grew the file by 1,007,616 bytes before the commit below was checkpointed at all.
  await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(store.db);
  const before = statSync(config.file).size;
  // About 8 MB: two thousand pages, past the thousand at which a connection checkpoints itself.
  const padding = 'x'.repeat(4000);
  await store.db.transaction().execute(async (tx) => {
    for (let i = 0; i < 2000; i++) {
      await tx
        .insertInto('workspaces')
        .values({ id: `ws_${i}`, name: `checkpoint ${i} ${padding}`, created_at: i })
        .execute();
    }
  });
  // Committed to the log only.
  expect(statSync(config.file).size - before).toBeLessThan(1_000_000);

  const deadline = Date.now() + 10_000;
  while (statSync(config.file).size - before < 8_000_000) {
    if (Date.now() > deadline) throw new Error('the checkpoint thread did not copy the log back');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const count = await store.db
    .selectFrom('workspaces')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  expect(Number(count.n)).toBe(2000);
});
