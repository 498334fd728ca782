/**
 * Runs the ordered migrations at start, under the dialect's migration lock, so several processes
 * starting together migrate once. Work in parallel takes numbers from separate blocks (0040s,
 * 0050s, ... 0100s), so a release can bring a migration numbered below one a store already ran
 * (0080 after 0100): such a migration runs too, rather than the start failing with Kysely's
 * "corrupted migrations". The blocks touch tables of their own, so their order does not matter.
 */
import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import { migrations } from './migrations/index.ts';
import type { Store } from './store.ts';

const provider: MigrationProvider = {
  getMigrations: async () => migrations as Record<string, Migration>,
};

function migrator(store: Store, only = provider): Migrator {
  return new Migrator({
    db: store.db,
    provider: only,
    allowUnorderedMigrations: true,
    ...(store.schema ? { migrationTableSchema: store.schema } : {}),
  });
}

/** Runs every migration the store has not run (`only`: a release's list, for the upgrade tests). */
export async function migrateToLatest(store: Store, only?: Record<string, Migration>): Promise<void> {
  const list = only ? { getMigrations: async () => only } : provider;
  const { error, results } = await store.dialect.withMigrationLock(store.db as Kysely<unknown>, () =>
    migrator(store, list).migrateToLatest(),
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
