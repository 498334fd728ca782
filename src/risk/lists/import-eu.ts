/** The EU's consolidated financial sanctions list (FSF XML 1.1), imported as its own list. */
import type { Store } from '../../store/store.ts';
import { readEuFsf } from './eu/read-eu-fsf.ts';
import { type ImportOptions, importList, type ListImportSummary, type ListSpec } from './import-list.ts';
import { LIST_SOURCES } from './list-store.ts';

export const EU_FSF: ListSpec = {
  source: LIST_SOURCES.euFsf,
  document: 'EU financial sanctions file',
  read: readEuFsf,
};

export function importEuList(
  store: Store,
  source: string | NodeJS.ReadableStream,
  options: ImportOptions,
): Promise<ListImportSummary> {
  return importList(store, EU_FSF, source, options);
}
