/** The UN Security Council's consolidated list (consolidated.xml), imported as its own list. */
import type { Store } from '../../store/store.ts';
import { type ImportOptions, importList, type ListImportSummary, type ListSpec } from './import-list.ts';
import { LIST_SOURCES } from './list-store.ts';
import { readUnConsolidated } from './un/read-un-consolidated.ts';

export const UN_SC: ListSpec = {
  source: LIST_SOURCES.unSc,
  document: 'UN consolidated list',
  read: readUnConsolidated,
};

export function importUnList(
  store: Store,
  source: string | NodeJS.ReadableStream,
  options: ImportOptions,
): Promise<ListImportSummary> {
  return importList(store, UN_SC, source, options);
}
