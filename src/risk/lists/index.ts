/**
 * Sanctions lists: importing publications (OFAC's SDN list so far) into the store with their
 * history, and looking listed entries up by a vessel's or aircraft's identifiers.
 */
export {
  type ImportOptions,
  type ImportProgress,
  importOfacList,
  type ListImportSummary,
  OlderListError,
} from './import-ofac.ts';
export {
  importTagPack,
  type TagPackImportOptions,
  type TagPackImportSummary,
} from './import-tagpack.ts';
export {
  type AssetIdentifierKind,
  type IdentifierKind,
  normaliseIdentifier,
} from './list-identifiers.ts';
export { currentListVersion, LIST_SOURCES, type ListSource, type ListVersion } from './list-store.ts';
export { type AssetIdentifiers, type SanctionsMatch, sanctionsFor } from './sanctions-lookup.ts';
