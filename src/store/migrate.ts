/**
 * Runs the ordered migrations at start, under the dialect's migration lock, so several processes
 * starting together migrate once.
 */
import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import { migrations } from './migrations/index.ts';
import type { Store } from './store.ts';

const provider: MigrationProvider = {
  getMigrations: async () => migrations as Record<string, Migration>,
};

function migrator(store: Store): Migrator {
  return new Migrator({
    db: store.db,
    provider,
    ...(store.schema ? { migrationTableSchema: store.schema } : {}),
  });
}

export async function migrateToLatest(store: Store): Promise<void> {
  const { error, results } = await store.dialect.withMigrationLock(store.db as Kysely<unknown>, () =>
    migrator(store).migrateToLatest(),
  );
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}

/** Undoes every migration, newest first; used by the migration round-trip test. */
export async function migrateDownToNothing(store: Store): Promise<void> {
  const m = migrator(store);
  for (;;) {
    const { error, results } = await m.migrateDown();
    if (error) throw error;
    if (!results || results.length === 0) return;
  }
}
