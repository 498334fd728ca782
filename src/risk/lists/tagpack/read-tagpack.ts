/**
 * Reads a GraphSense TagPack (YAML) into its header and fully resolved tags. Pure: text in, values
 * out. Defects the tagpack-tool itself tolerates (whitespace around an address, repeated tags,
 * fields outside the schema, no confidence) become warnings; anything that leaves a tag without
 * what screening needs is a `validation_failed` error listing every problem, each with its pointer.
 */
import { type FieldError, VigilError } from '../../../lib/errors.ts';
import { DEFAULT_CONFIDENCE_ID, TAGPACK_CONFIDENCE } from './tagpack-confidence.ts';
import {
  describeValue,
  HEADER_FIELDS,
  isYamlMap,
  Problems,
  readText,
  TAG_FIELDS,
  type YamlMap,
} from './tagpack-fields.ts';
import { layerTagFields, readTagFields, resolveTag, type TagFields } from './tagpack-resolve.ts';
import type { TagPackHeader, TagPackRead, TagPackTag, TagPackWarning } from './tagpack-types.ts';
import { parseTagPackYaml } from './tagpack-yaml.ts';

export interface ReadTagPackOptions {
  /** How messages and `pack.fileName` name the file, e.g. `tornado_cash.yaml`. */
  fileName: string;
}

// A pack with thousands of bad tags still gets a readable message; `errors` keeps them all.
const PROBLEMS_IN_DETAIL = 10;

export function readTagPack(text: string, options: ReadTagPackOptions): TagPackRead {
  const { fileName } = options;
  const root = parseTagPackYaml(text, fileName);
  if (!isYamlMap(root) || !['title', 'creator', 'tags', 'header'].some((field) => field in root)) {
    const found = isYamlMap(root) ? 'a mapping with none of title, creator or tags' : describeValue(root);
    const detail = `${fileName} is not a TagPack: expected a mapping with title, creator and tags, found ${found}`;
    throw new VigilError('validation_failed', detail, { errors: [{ pointer: '', detail }] });
  }

  const problems = new Problems();
  const warnings: TagPackWarning[] = [];
  // The tool also accepts the header under a `header:` key, whose fields win over top-level ones.
  const levels: Array<{ map: YamlMap; at: string }> = [{ map: root, at: '' }];
  if (root.header !== undefined) {
    if (isYamlMap(root.header)) levels.push({ map: root.header, at: '/header' });
    else problems.add('/header', `must be a mapping, not ${describeValue(root.header)}`);
  }

  let defaults: TagFields = {};
  for (const { map, at } of levels) {
    defaults = layerTagFields(defaults, readTagFields(map, at, problems));
    warnUnknownHeaderFields(map, at, warnings);
  }
  const pack = readHeader(fileName, levels, defaults, problems);
  const rawTags = levels.findLast(({ map }) => map.tags !== undefined)?.map.tags;
  const tags = resolveTags(readTagList(rawTags, problems), defaults, problems, warnings);

  if (problems.list.length > 0) throw invalidPack(fileName, problems.list);
  return { pack, tags, warnings };
}

/** The pack's own fields; `lastmod` and `source` are also tag defaults, already read. */
function readHeader(
  fileName: string,
  levels: Array<{ map: YamlMap; at: string }>,
  defaults: TagFields,
  problems: Problems,
): TagPackHeader {
  const text: Record<'title' | 'creator' | 'description', string | undefined> = {
    title: undefined,
    creator: undefined,
    description: undefined,
  };
  for (const { map, at } of levels) {
    for (const field of ['title', 'creator', 'description'] as const) {
      text[field] = readText(map, field, at, problems)?.trim() ?? text[field];
    }
  }
  // Mandatory in the schema's header section.
  if (text.title === undefined) problems.add('/title', 'missing: a TagPack needs a title');
  if (text.creator === undefined) problems.add('/creator', 'missing: a TagPack needs a creator');

  const pack: TagPackHeader = { fileName, title: text.title ?? '', creator: text.creator ?? '' };
  if (text.description !== undefined) pack.description = text.description;
  if (defaults.lastmod !== undefined) pack.lastmod = defaults.lastmod;
  if (defaults.source !== undefined) pack.source = defaults.source;
  return pack;
}

/** The tags list, or a problem when it is missing or not a list. */
function readTagList(rawTags: unknown, problems: Problems): unknown[] {
  if (rawTags === undefined) {
    problems.add('/tags', 'missing: a TagPack needs a list of tags');
    return [];
  }
  if (!Array.isArray(rawTags)) {
    problems.add('/tags', `must be a list of tags, not ${describeValue(rawTags)}`);
    return [];
  }
  return rawTags;
}

function resolveTags(
  entries: unknown[],
  defaults: TagFields,
  problems: Problems,
  warnings: TagPackWarning[],
): TagPackTag[] {
  const tags: TagPackTag[] = [];
  // Identity as the tool's duplicate check sees it, but compared exactly: lower-casing (as the tool
  // does) would merge distinct base58 addresses; case-only EVM repeats are left to the importer.
  const firstByIdentity = new Map<string, number>();
  const unknownFields = new Map<string, { first: number; count: number }>();
  let defaultedConfidence = 0;

  for (const [index, map] of entries.entries()) {
    if (!isYamlMap(map)) {
      problems.add(`/tags/${index}`, `must be a mapping with at least an address, not ${describeValue(map)}`);
      continue;
    }
    for (const field of Object.keys(map)) {
      if (TAG_FIELDS.has(field)) continue;
      const seen = unknownFields.get(field);
      if (seen) seen.count += 1;
      else unknownFields.set(field, { first: index, count: 1 });
    }
    const resolved = resolveTag(
      index,
      layerTagFields(defaults, readTagFields(map, `/tags/${index}`, problems)),
      problems,
    );
    if (!resolved) continue;
    const { tag } = resolved;
    if (resolved.untrimmedAddress !== undefined) {
      warnings.push({
        code: 'address_whitespace',
        pointer: `/tags/${index}/address`,
        tagIndex: index,
        message: `tags[${index}]: address ${JSON.stringify(resolved.untrimmedAddress)} has whitespace around it; trimmed`,
      });
    }
    const identity = JSON.stringify([tag.address, tag.currency, tag.network, tag.label, tag.source]);
    const first = firstByIdentity.get(identity);
    if (first !== undefined) {
      warnings.push({
        code: 'duplicate_tag',
        pointer: `/tags/${index}`,
        tagIndex: index,
        message: `tags[${index}] repeats tags[${first}] (same address, currency, network, label and source); dropped`,
      });
      continue;
    }
    firstByIdentity.set(identity, index);
    if (resolved.confidenceDefaulted) defaultedConfidence += 1;
    tags.push(tag);
  }

  for (const [field, { first, count }] of unknownFields) {
    const others = count > 1 ? ` and ${count - 1} other tag(s)` : '';
    warnings.push({
      code: 'unknown_field',
      pointer: `/tags/${first}/${escapePointer(field)}`,
      tagIndex: first,
      message: `tags[${first}]${others}: field '${field}' is not in the TagPack schema; ignored`,
    });
  }
  if (defaultedConfidence > 0) {
    warnings.push({
      code: 'default_confidence',
      pointer: '/confidence',
      message: `${defaultedConfidence} tag(s) name no confidence, nor does the header: given '${DEFAULT_CONFIDENCE_ID}' (level ${TAGPACK_CONFIDENCE[DEFAULT_CONFIDENCE_ID]}), as the tagpack-tool does`,
    });
  }
  return tags;
}

function warnUnknownHeaderFields(map: YamlMap, at: string, warnings: TagPackWarning[]): void {
  for (const field of Object.keys(map)) {
    if (HEADER_FIELDS.has(field) || TAG_FIELDS.has(field) || (at === '' && field === 'header')) continue;
    warnings.push({
      code: 'unknown_field',
      pointer: `${at}/${escapePointer(field)}`,
      message: `header field '${field}' is not in the TagPack schema; ignored`,
    });
  }
}

/** RFC 6901: `~` and `/` in a key are written `~0` and `~1`. */
function escapePointer(key: string): string {
  return key.replaceAll('~', '~0').replaceAll('/', '~1');
}

function invalidPack(fileName: string, errors: FieldError[]): VigilError {
  const shown = errors.slice(0, PROBLEMS_IN_DETAIL).map((e) => `${e.pointer}: ${e.detail}`);
  const more = errors.length > PROBLEMS_IN_DETAIL ? `; and ${errors.length - PROBLEMS_IN_DETAIL} more` : '';
  const count = errors.length === 1 ? '1 problem' : `${errors.length} problems`;
  const detail = `${fileName} is not a valid TagPack (${count}): ${shown.join('; ')}${more}`;
  return new VigilError('validation_failed', detail, { errors });
}
