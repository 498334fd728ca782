/**
 * A TagPack's tags as the platform-wide address labels screening matches: each tag placed on the
 * chain its network names, its address normalised exactly as screening normalises the addresses it
 * is asked about, or reported with the reason it cannot be. Also how a pack is named and versioned
 * in the store. Pure: no store.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { VigilError } from '../../lib/errors.ts';
import { type ChainName, normaliseAddress, resolveChain } from '../chains/index.ts';
import { categoryWeight, isLabelCategory } from './label-categories.ts';
import type { TagPackHeader, TagPackTag, TagPackWarning } from './tagpack/index.ts';

/** `address_labels.source` and `list_versions.source` of an imported pack: `tagpack:<slug>`. */
export const TAGPACK_SOURCE_PREFIX = 'tagpack:';

/** Hex digits of the file's SHA-256 that stand for the version of a pack without `lastmod`. */
const HASH_VERSION_DIGITS = 12;

/** What a tag with no category Vigil knows is filed under; the risk model weighs it as `unknown` too. */
const DEFAULT_CATEGORY = 'unknown';

/** Tags a warning names one by one at most; the rest are counted. */
const NAMED_TAGS = 10;

export type TagSkipReason = 'unsupported chain' | 'invalid address' | 'duplicate';

/** A tag that yields no label, and why. JSON-ready. */
export interface SkippedTag {
  /** Position in the pack's `tags` list, 0-based, as in the reader's warnings. */
  tag_index: number;
  address: string;
  currency: string;
  network: string;
  reason: TagSkipReason;
  detail: string;
}

/** One label as `address_labels` holds it, less what every label of the import shares. */
export interface TagLabel {
  chain: ChainName;
  /** Normalised for `chain`. */
  address: string;
  label: string;
  /** The heaviest of the tag's concepts that Vigil knows (`unknown` when it knows none). */
  category: string;
  /** Every concept the tag names: its category, its abuse, its concepts. */
  concepts: string[];
  /** 0–100. */
  confidence: number;
}

/** A tag's concepts as given, and the one it is weighed by: the heaviest Vigil knows. */
export function conceptsOf(tag: TagPackTag): { concepts: string[]; category: string; unknown: string[] } {
  const concepts = [
    ...new Set([tag.category, tag.abuse, ...(tag.concepts ?? [])].filter((c) => c !== undefined)),
  ];
  const known = concepts.filter(isLabelCategory);
  const category = known.reduce<string | undefined>(
    (best, concept) =>
      best === undefined || categoryWeight(concept) > categoryWeight(best) ? concept : best,
    undefined,
  );
  return {
    concepts,
    category: category ?? DEFAULT_CATEGORY,
    unknown: concepts.filter((c) => !isLabelCategory(c)),
  };
}

/**
 * Warnings for tags whose concepts Vigil does not know, or that name none: each is weighed as
 * `unknown` (20), and the report names the tags so that no pack is scored low in silence.
 */
export function categoryWarnings(tags: readonly TagPackTag[]): TagPackWarning[] {
  const byConcept = new Map<string, number[]>();
  const none: number[] = [];
  for (const tag of tags) {
    const { concepts, unknown } = conceptsOf(tag);
    if (concepts.length === 0) none.push(tag.index);
    for (const concept of unknown) byConcept.set(concept, [...(byConcept.get(concept) ?? []), tag.index]);
  }
  const named = (indexes: readonly number[]) => {
    const shown = indexes.slice(0, NAMED_TAGS).join(', ');
    const list = indexes.length > NAMED_TAGS ? `${shown} and ${indexes.length - NAMED_TAGS} more` : shown;
    return indexes.length === 1 ? `tag ${list}` : `tags ${list}`;
  };
  const warnings: TagPackWarning[] = [...byConcept].map(([concept, indexes]) => ({
    code: 'unknown_category',
    pointer: `/tags/${indexes[0]}`,
    tagIndex: indexes[0] as number,
    message: `'${concept}' is not a concept of GraphSense's taxonomy (nor a category of Vigil's): ${named(indexes)} ${indexes.length === 1 ? 'is weighed by its' : 'are weighed by their'} other concepts, or as 'unknown' (${categoryWeight(DEFAULT_CATEGORY)} of 100) when they have none`,
  }));
  if (none.length > 0) {
    warnings.push({
      code: 'no_category',
      pointer: `/tags/${none[0]}`,
      tagIndex: none[0] as number,
      message: `${named(none)} ${none.length === 1 ? 'names' : 'name'} no category, abuse or concept: weighed as 'unknown' (${categoryWeight(DEFAULT_CATEGORY)} of 100)`,
    });
  }
  return warnings;
}

/**
 * The source a pack file is stored under: `tagpack:` + its file name without directory or
 * extension, lower case, with every run of characters other than letters, digits, `_` and `-`
 * made one `_` (`packs/Tornado Cash.yaml` → `tagpack:tornado_cash`). The file name is the pack's
 * only stable name (titles are prose and change), so importing a file of the same name again
 * replaces the pack.
 */
export function tagPackSource(fileName: string): string {
  const slug = path
    .parse(path.basename(fileName))
    .name.toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '_')
    .replace(/^[_-]+|[_-]+$/g, '');
  if (slug === '') {
    throw new VigilError(
      'validation_failed',
      `cannot name a TagPack after the file name '${fileName}': it has no letters or digits`,
    );
  }
  return `${TAGPACK_SOURCE_PREFIX}${slug}`;
}

/** The pack's `lastmod`, else `sha256:` and the start of the text's SHA-256, so an edit is a new version. */
export function tagPackVersion(pack: TagPackHeader, text: string): string {
  if (pack.lastmod !== undefined) return pack.lastmod;
  return `sha256:${createHash('sha256').update(text).digest('hex').slice(0, HASH_VERSION_DIGITS)}`;
}

/** Two labels are the same label when they name the same address on the same chain the same way. */
export function tagLabelKey(label: { chain: string; address: string; label: string }): string {
  return JSON.stringify([label.chain, label.address, label.label]);
}

/** The labels of a pack's tags, in tag order, and the tags that give none. */
export function tagLabels(tags: readonly TagPackTag[]): { labels: TagLabel[]; skipped: SkippedTag[] } {
  const labels: TagLabel[] = [];
  const skipped: SkippedTag[] = [];
  const firstByKey = new Map<string, number>();
  for (const tag of tags) {
    const skip = (reason: TagSkipReason, detail: string): void => {
      skipped.push({
        tag_index: tag.index,
        address: tag.address,
        currency: tag.currency,
        network: tag.network,
        reason,
        detail,
      });
    };
    // The network is the chain the address lives on (the reader gives it the currency's value when
    // the pack names none); the currency may be a token on it (USDT on ETH).
    const chain = resolveChain(tag.network);
    if (chain === undefined) {
      skip('unsupported chain', `${describeNetwork(tag)} is not a chain Vigil screens.`);
      continue;
    }
    const normalised = normaliseAddress(chain, tag.address);
    if (!normalised.ok) {
      skip('invalid address', normalised.detail);
      continue;
    }
    const { concepts, category } = conceptsOf(tag);
    const label: TagLabel = {
      chain,
      address: normalised.address,
      label: tag.label,
      category,
      concepts,
      confidence: tag.confidence,
    };
    // The reader compares addresses as written; EVM addresses repeated in another case only meet here.
    const key = tagLabelKey(label);
    const first = firstByKey.get(key);
    if (first !== undefined) {
      skip('duplicate', `Repeats tags[${first}] once normalised: the same ${chain} address and label.`);
      continue;
    }
    firstByKey.set(key, tag.index);
    labels.push(label);
  }
  return { labels, skipped };
}

function describeNetwork(tag: TagPackTag): string {
  return tag.currency === tag.network
    ? `Currency '${tag.currency}'`
    : `Network '${tag.network}' (currency '${tag.currency}')`;
}
