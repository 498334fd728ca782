/**
 * What the TagPack reader hands out: the pack's own header and its tags, each tag fully resolved
 * (the header's defaults applied), so importers never look at the YAML or its inheritance rules.
 */
import type { TagPackConfidenceId } from './tagpack-confidence.ts';

export interface TagPackHeader {
  /** The name the caller gave the file (used in messages and as provenance). */
  fileName: string;
  title: string;
  creator: string;
  description?: string;
  /** YYYY-MM-DD: when the pack as a whole was last changed, if it says. */
  lastmod?: string;
  /** The pack-level source, when the header gives one for all its tags. */
  source?: string;
}

export interface TagPackTag {
  /** Position in the file's `tags` list (0-based), as in warnings and errors. */
  index: number;
  /** As written, less surrounding whitespace; case is not normalised (that depends on the chain). */
  address: string;
  /** Ticker, upper-cased as GraphSense writes them: ETH, BTC… */
  currency: string;
  /** The network the address lives on; the currency when the pack does not say. Upper-cased. */
  network: string;
  label: string;
  /** GraphSense concept taxonomy id (`mixing_service`, `exchange`…), not checked against it. */
  category?: string;
  /** GraphSense abuse concept (`ransomware`, `scam`…), when the tag is about an abuse. */
  abuse?: string;
  /** Further GraphSense concepts the tag names (the schema's `concepts` list). */
  concepts?: string[];
  confidenceId: TagPackConfidenceId;
  /** 0–100, from `TAGPACK_CONFIDENCE`. */
  confidence: number;
  /** Where the attribution comes from: usually a URL. */
  source: string;
  actor?: string;
  isClusterDefiner: boolean;
  /** YYYY-MM-DD. */
  lastmod?: string;
}

export type TagPackWarningCode =
  /** An address had whitespace around it; it was trimmed. */
  | 'address_whitespace'
  /** A tag repeated an earlier one; the later one was dropped. */
  | 'duplicate_tag'
  /** A field the TagPack schema does not define; it was ignored. */
  | 'unknown_field'
  /** Tags with no confidence got `DEFAULT_CONFIDENCE_ID`. */
  | 'default_confidence'
  /** A category, abuse or concept that is not in GraphSense's taxonomy: the tags are weighed as `unknown`. */
  | 'unknown_category'
  /** Tags that name no category, abuse or concept at all: weighed as `unknown`. */
  | 'no_category';

export interface TagPackWarning {
  code: TagPackWarningCode;
  /** JSON Pointer into the pack, like `FieldError.pointer`: `/tags/38/address`, `/owner`. */
  pointer: string;
  /** The tag concerned, when it is about one tag. */
  tagIndex?: number;
  message: string;
}

export interface TagPackRead {
  pack: TagPackHeader;
  tags: TagPackTag[];
  warnings: TagPackWarning[];
}
