/**
 * GraphSense TagPack reader: a TagPack's YAML → its header and fully resolved attribution tags
 * (address, label, category, confidence…), with warnings for tolerable defects. Pure: no store,
 * no scoring.
 */
export { type ReadTagPackOptions, readTagPack } from './read-tagpack.ts';
export {
  DEFAULT_CONFIDENCE_ID,
  isConfidenceId,
  TAGPACK_CONFIDENCE,
  type TagPackConfidenceId,
} from './tagpack-confidence.ts';
export type {
  TagPackHeader,
  TagPackRead,
  TagPackTag,
  TagPackWarning,
  TagPackWarningCode,
} from './tagpack-types.ts';
