/**
 * OFAC's two lists in its ADVANCED_XML format, read by the same reader: the SDN list
 * (sdn_advanced.xml) and the consolidated non-SDN list (cons_advanced.xml: the SSI, FSE, NS-PLC,
 * CAPTA… lists), each imported as its own list.
 */
import type { Store } from '../../store/store.ts';
import { type ImportOptions, importList, type ListImportSummary, type ListSpec } from './import-list.ts';
import { LIST_SOURCES } from './list-store.ts';
import { readSdnAdvanced, type SdnEntry } from './ofac/index.ts';

/** What OFAC names its non-SDN list in every entry of cons_advanced.xml. */
const CONSOLIDATED_LIST = 'Consolidated List';
/** And its SDN list, in every entry of sdn_advanced.xml (all 18,367 of 2025-11-19). */
const SDN_LIST = 'SDN List';

export const OFAC_SDN: ListSpec = {
  source: LIST_SOURCES.ofacSdn,
  document: 'SDN publication',
  read: readSdnAdvanced,
  // cons_advanced.xml has the same schema: imported here by mistake, its non-SDN parties would
  // screen as SDN designations. An entry on no list at all says nothing either way.
  misfiled: (entry: SdnEntry) =>
    entry.lists.length === 0 || entry.lists.includes(SDN_LIST)
      ? undefined
      : `entry ${entry.id} is on ${entry.lists.join(', ')}, not OFAC's "${SDN_LIST}" (is this cons_advanced.xml?)`,
};

export const OFAC_CONSOLIDATED: ListSpec = {
  source: LIST_SOURCES.ofacConsolidated,
  document: 'OFAC consolidated (non-SDN) publication',
  read: readSdnAdvanced,
  // sdn_advanced.xml has the same schema: imported here by mistake, it would become a second copy
  // of the SDN list under the wrong name.
  misfiled: (entry: SdnEntry) =>
    entry.lists.includes(CONSOLIDATED_LIST)
      ? undefined
      : `entry ${entry.id} is on ${entry.lists.join(', ') || 'no list'}, not OFAC's "${CONSOLIDATED_LIST}" (is this sdn_advanced.xml?)`,
};

export function importOfacList(
  store: Store,
  source: string | NodeJS.ReadableStream,
  options: ImportOptions,
): Promise<ListImportSummary> {
  return importList(store, OFAC_SDN, source, options);
}

export function importOfacConsolidatedList(
  store: Store,
  source: string | NodeJS.ReadableStream,
  options: ImportOptions,
): Promise<ListImportSummary> {
  return importList(store, OFAC_CONSOLIDATED, source, options);
}
