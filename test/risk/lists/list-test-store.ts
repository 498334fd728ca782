/**
 * A migrated store for list tests, with small SDN publications imported from text and a snapshot
 * of every list table to prove that a refused or failed import changed nothing.
 */
import { Readable } from 'node:stream';
import { ManualClock } from '../../../src/lib/clock.ts';
import { type ImportOptions, importOfacList, type ListImportSummary } from '../../../src/risk/lists/index.ts';
import type { Db, Store } from '../../../src/store/store.ts';
import { openMigratedStore } from '../../fixtures/store-fixture.ts';
import type { Dialect } from '../../stores.ts';
import { type PartySpec, sdnDocument } from './ofac/sdn-document.ts';

export interface ListTestStore {
  store: Store;
  clock: ManualClock;
  /** Imports a publication of `parties` dated `date`. */
  publish(
    parties: PartySpec[],
    date: string,
    options?: Partial<Omit<ImportOptions, 'clock'>>,
  ): Promise<ListImportSummary>;
  /** Imports a publication given as text, as it is; an array is read chunk by chunk. */
  importText(
    text: string | string[],
    options?: Partial<Omit<ImportOptions, 'clock'>>,
  ): Promise<ListImportSummary>;
  close(): Promise<void>;
}

export async function openListTestStore(dialect: Dialect): Promise<ListTestStore> {
  const { store, close } = await openMigratedStore(dialect);
  const clock = new ManualClock();
  const importText: ListTestStore['importText'] = (text, options = {}) =>
    importOfacList(store, Readable.from([text].flat().map((chunk) => Buffer.from(chunk))), {
      clock,
      fileName: 'sdn_advanced.xml',
      ...options,
    });
  return {
    store,
    clock,
    importText,
    publish: (parties, date, options) => importText(sdnDocument(parties, undefined, { date }), options),
    close,
  };
}

/** Every row of every list table, in a fixed order. */
export async function listTables(db: Db) {
  return {
    versions: await db.selectFrom('list_versions').selectAll().orderBy('seq').execute(),
    entries: await db.selectFrom('list_entries').selectAll().orderBy('entry_id').execute(),
    history: await db
      .selectFrom('list_entry_history')
      .selectAll()
      .orderBy('entry_id')
      .orderBy('seq')
      .execute(),
    identifiers: await db
      .selectFrom('list_identifiers')
      .selectAll()
      .orderBy('entry_id')
      .orderBy('kind')
      .orderBy('value')
      .orderBy('currency')
      .execute(),
  };
}
