/**
 * How a CLI command opens the store: the one the service's settings name (VIGIL_DATA_DIR, or
 * DATABASE_URL), said on stderr so the user sees where the command wrote. A command run without
 * those settings would otherwise make a fresh SQLite store under its own working directory, and
 * write keys or lists there that the service never reads; so a store that does not exist yet is
 * made only when asked (`--new-store`), for preparing a store before the service's first start.
 */
import { existsSync } from 'node:fs';
import type { Config } from '../config.ts';
import { migrateToLatest } from '../store/migrate.ts';
import { describeStore, openStore, type Store } from '../store/store.ts';

export { describeStore };

import { UsageError } from './usage-error.ts';

/** The global option every store-opening command reads (`vigil --new-store …`, or after it). */
export interface StoreOptions {
  newStore?: boolean;
}

export const NEW_STORE_HELP =
  'make the store if it does not exist yet (without it, a command refuses to make a store the service would not read)';

/** Opens and migrates the service's store, saying which on `stderr`; refuses to make a new one unasked. */
export async function openCliStore(
  config: Config,
  options: StoreOptions,
  stderr: NodeJS.WritableStream = process.stderr,
): Promise<Store> {
  const { store: storeConfig } = config;
  if (storeConfig.kind === 'sqlite' && !existsSync(storeConfig.file) && options.newStore !== true) {
    throw new UsageError(
      `there is no Vigil store at ${storeConfig.file}: run the command with the service's VIGIL_DATA_DIR (a relative one is read from the directory the command runs in) or DATABASE_URL, or pass --new-store to make a store there`,
    );
  }
  const store = await openStore(storeConfig);
  try {
    await migrateToLatest(store);
  } catch (error) {
    await store.close();
    throw error;
  }
  stderr.write(`vigil: store: ${describeStore(storeConfig)}\n`);
  return store;
}
