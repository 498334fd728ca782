/**
 * Lists and labels: sanctions lists (OFAC's SDN and consolidated non-SDN lists, the UN Security
 * Council's consolidated list, the EU's financial sanctions list) and GraphSense TagPacks imported with their
 * history, each workspace's own labels, and the label index that holds them all in memory by
 * address for screening; listed vessels and aircraft looked up by their identifiers; and names
 * screened against every list's names and aliases (names/).
 */

export { GRAPHSENSE_CONCEPTS, type GraphSenseConcept, isGraphSenseConcept } from './graphsense-concepts.ts';
export { importEuList } from './import-eu.ts';
export {
  type ImportOptions,
  type ImportProgress,
  type ListImportSummary,
  OlderListError,
} from './import-list.ts';
export { importOfacConsolidatedList, importOfacList } from './import-ofac.ts';
export {
  importTagPack,
  type TagPackImportOptions,
  type TagPackImportSummary,
} from './import-tagpack.ts';
export { importUnList } from './import-un.ts';
export {
  categoryWeight,
  isLabelCategory,
  LABEL_CATEGORIES,
  type LabelCategory,
  SANCTIONS_CATEGORIES,
  VIGIL_CATEGORIES,
} from './label-categories.ts';
export {
  createLabelIndex,
  type LabelHit,
  type LabelIndex,
  type ListedOn,
  type ListVersionRef,
  listVersionRef,
  type SanctionsAddressMapper,
} from './label-index.ts';
export { type LabelsAt, labelsAt } from './labels-at.ts';
export { createLabelsService, type LabelChange, type LabelsService } from './labels-service.ts';
export {
  type AssetIdentifierKind,
  type IdentifierKind,
  normaliseIdentifier,
} from './list-identifiers.ts';
export { currentListVersion, LIST_SOURCES, type ListSource, type ListVersion } from './list-store.ts';
export {
  type LabelVersion,
  type ListVersionDetail,
  labelsInForce,
  listVersionDetails,
} from './list-versions.ts';
export { type ListedAddressRow, listedAddresses } from './listed-addresses.ts';
export {
  createNameScreening,
  type NameScreening,
  VESSEL_NAME_MIN_SCORE,
} from './names/name-screening.ts';
export { createLabel } from './routes/create-label.ts';
export { deleteLabel } from './routes/delete-label.ts';
export { LabelSchema } from './routes/label-schemas.ts';
export { listLabels } from './routes/list-labels.ts';
export { NameScreeningSchema, screenName } from './routes/screen-name.ts';
export { type AssetIdentifiers, createSanctionsLookup, type VesselNames } from './sanctions-lookup.ts';
