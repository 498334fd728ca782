/**
 * Tag fields, one level at a time: what a header (as defaults) or a tag (as overrides) sets, and the
 * tag that results from laying a tag's own fields over its header's, with every required field
 * checked after the defaults are applied.
 */
import {
  DEFAULT_CONFIDENCE_ID,
  isConfidenceId,
  TAGPACK_CONFIDENCE,
  type TagPackConfidenceId,
} from './tagpack-confidence.ts';
import { type Problems, readBoolean, readDate, readText, type YamlMap } from './tagpack-fields.ts';
import type { TagPackTag } from './tagpack-types.ts';

/** The tag fields one level sets. Text is trimmed except `address`, whose whitespace is reported. */
export interface TagFields {
  address?: string;
  currency?: string;
  network?: string;
  label?: string;
  source?: string;
  confidenceId?: TagPackConfidenceId;
  isClusterDefiner?: boolean;
  lastmod?: string;
  category?: string;
  abuse?: string;
  concepts?: string[];
  actor?: string;
}

const CONFIDENCE_IDS = Object.keys(TAGPACK_CONFIDENCE).join(', ');

/** Reads the tag fields a mapping sets; `at` is its JSON Pointer ('' for the top level). */
export function readTagFields(map: YamlMap, at: string, problems: Problems): TagFields {
  const text = (field: string) => readText(map, field, at, problems)?.trim();
  const currency = text('currency')?.toUpperCase();
  const confidence = text('confidence');
  if (confidence !== undefined && !isConfidenceId(confidence)) {
    problems.add(`${at}/confidence`, `unknown confidence '${confidence}' (known: ${CONFIDENCE_IDS})`);
  }
  return {
    address: readText(map, 'address', at, problems),
    currency,
    // As the tool does on each level: a network that is not given is the currency's.
    network: text('network')?.toUpperCase() ?? currency,
    label: text('label'),
    source: text('source'),
    confidenceId: confidence !== undefined && isConfidenceId(confidence) ? confidence : undefined,
    isClusterDefiner: readBoolean(map, 'is_cluster_definer', at, problems),
    lastmod: readDate(map, 'lastmod', at, problems),
    category: text('category'),
    abuse: text('abuse'),
    concepts: readConcepts(map, at, problems),
    actor: text('actor'),
  };
}

/** The `concepts` list: concept ids as text. */
function readConcepts(map: YamlMap, at: string, problems: Problems): string[] | undefined {
  const value = map.concepts;
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string' || item.trim() === '')) {
    problems.add(`${at}/concepts`, 'must be a list of concept ids, e.g. [exchange, scam]');
    return undefined;
  }
  return value.map((item: string) => item.trim());
}

/** Each field `over` sets, else `base`'s. */
export function layerTagFields(base: TagFields, over: TagFields): TagFields {
  return {
    address: over.address ?? base.address,
    currency: over.currency ?? base.currency,
    network: over.network ?? base.network,
    label: over.label ?? base.label,
    source: over.source ?? base.source,
    confidenceId: over.confidenceId ?? base.confidenceId,
    isClusterDefiner: over.isClusterDefiner ?? base.isClusterDefiner,
    lastmod: over.lastmod ?? base.lastmod,
    category: over.category ?? base.category,
    abuse: over.abuse ?? base.abuse,
    concepts: over.concepts ?? base.concepts,
    actor: over.actor ?? base.actor,
  };
}

export interface ResolvedTag {
  tag: TagPackTag;
  /** The address as written, when that had whitespace around it (`tag.address` is trimmed). */
  untrimmedAddress?: string;
  /** No level named a confidence: `DEFAULT_CONFIDENCE_ID` was used. */
  confidenceDefaulted: boolean;
}

/**
 * The complete tag at `index`, or undefined after adding a problem for each required field that
 * neither the tag nor its header gives. Required: address, label, source (mandatory in the schema;
 * screening reports it with every match) and a currency or network (each stands in for the other).
 */
export function resolveTag(index: number, fields: TagFields, problems: Problems): ResolvedTag | undefined {
  const at = `/tags/${index}`;
  const missing = (field: string, what: string) =>
    problems.add(`${at}/${field}`, `missing: neither tag ${index} nor the header gives ${what}`);

  const rawAddress = fields.address;
  const address = rawAddress?.trim();
  const { label, source } = fields;
  const currency = fields.currency ?? fields.network;
  const network = fields.network ?? fields.currency;
  if (address === undefined) missing('address', 'an address');
  if (label === undefined) missing('label', 'a label');
  if (source === undefined) missing('source', 'a source');
  if (currency === undefined || network === undefined) missing('currency', 'a currency or network');
  const innerSpace = address !== undefined && /\s/.test(address);
  if (innerSpace) problems.add(`${at}/address`, `'${address}' has whitespace inside it`);
  if (
    address === undefined ||
    innerSpace ||
    label === undefined ||
    source === undefined ||
    currency === undefined ||
    network === undefined
  ) {
    return undefined;
  }

  const confidenceId = fields.confidenceId ?? DEFAULT_CONFIDENCE_ID;
  const tag: TagPackTag = {
    index,
    address,
    currency,
    network,
    label,
    confidenceId,
    confidence: TAGPACK_CONFIDENCE[confidenceId],
    source,
    isClusterDefiner: fields.isClusterDefiner ?? false,
  };
  if (fields.category !== undefined) tag.category = fields.category;
  if (fields.abuse !== undefined) tag.abuse = fields.abuse;
  if (fields.concepts !== undefined) tag.concepts = fields.concepts;
  if (fields.actor !== undefined) tag.actor = fields.actor;
  if (fields.lastmod !== undefined) tag.lastmod = fields.lastmod;
  const resolved: ResolvedTag = { tag, confidenceDefaulted: fields.confidenceId === undefined };
  if (rawAddress !== address) resolved.untrimmedAddress = rawAddress;
  return resolved;
}
