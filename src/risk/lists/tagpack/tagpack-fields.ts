/**
 * The TagPack schema's field names and readers for its value types. Readers never throw: each bad
 * value becomes a problem (pointer + detail) so one read can report everything wrong with a pack.
 */
import type { FieldError } from '../../../lib/errors.ts';

/**
 * Field names from graphsense-tagpack-tool `src/tagpack/conf/tagpack_schema.yaml` (commit 10266f52).
 * A header may also carry any tag field, as the default for every tag that does not set it.
 */
export const HEADER_FIELDS: ReadonlySet<string> = new Set([
  'title',
  'creator',
  'description',
  'owner',
  'is_public',
  'tags',
]);

export const TAG_FIELDS: ReadonlySet<string> = new Set([
  'label',
  'source',
  'currency',
  'network',
  'context',
  'confidence',
  'is_cluster_definer',
  'lastmod',
  'category',
  'abuse',
  'address',
  'tx_hash',
  'actor',
  'concepts',
  'tag_type',
]);

export type YamlMap = Record<string, unknown>;

export function isYamlMap(value: unknown): value is YamlMap {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A name for what a value is, for messages: "a list", "text", "nothing". */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  if (typeof value === 'boolean') return `the boolean ${value}`;
  return 'text';
}

export class Problems {
  readonly list: FieldError[] = [];

  add(pointer: string, detail: string): void {
    this.list.push({ pointer, detail });
  }
}

/**
 * A text field, untrimmed (the caller decides whether whitespace deserves a warning). Absent is
 * `undefined`; present but empty (`field:`, `~`, `''`) is a problem: the tool rejects a None value.
 */
export function readText(map: YamlMap, field: string, at: string, problems: Problems): string | undefined {
  const value = map[field];
  if (value === undefined) return undefined;
  if (value === null) return empty(`${at}/${field}`, problems);
  if (typeof value !== 'string') {
    problems.add(`${at}/${field}`, `must be text, not ${describeValue(value)}`);
    return undefined;
  }
  if (value.trim() === '') return empty(`${at}/${field}`, problems);
  return value;
}

function empty(pointer: string, problems: Problems): undefined {
  problems.add(pointer, 'is empty');
  return undefined;
}

// The tool reads packs with PyYAML, a YAML 1.1 parser, for which these plain words are booleans too.
const TRUE_WORDS = ['yes', 'Yes', 'YES', 'on', 'On', 'ON', 'true', 'True', 'TRUE'];
const FALSE_WORDS = ['no', 'No', 'NO', 'off', 'Off', 'OFF', 'false', 'False', 'FALSE'];
const YAML_1_1_BOOLEANS: ReadonlyMap<string, boolean> = new Map([
  ...TRUE_WORDS.map((word): [string, boolean] => [word, true]),
  ...FALSE_WORDS.map((word): [string, boolean] => [word, false]),
]);

export function readBoolean(
  map: YamlMap,
  field: string,
  at: string,
  problems: Problems,
): boolean | undefined {
  const value = map[field];
  if (value === undefined) return undefined;
  if (value === null) return empty(`${at}/${field}`, problems);
  const word = typeof value === 'string' ? YAML_1_1_BOOLEANS.get(value) : undefined;
  if (word !== undefined) return word;
  if (typeof value !== 'boolean') {
    problems.add(`${at}/${field}`, `must be true or false, not ${describeValue(value)}`);
    return undefined;
  }
  return value;
}

// The tool parses dates leniently ('2022-10-1' included); a time after the date is ignored here.
const DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/;

/** A date as YYYY-MM-DD. */
export function readDate(map: YamlMap, field: string, at: string, problems: Problems): string | undefined {
  const text = readText(map, field, at, problems)?.trim();
  if (text === undefined) return undefined;
  const match = DATE.exec(text);
  const [year, month, day] = match ? [match[1], match[2], match[3]].map(Number) : [];
  if (year === undefined || month === undefined || day === undefined || !isCalendarDate(year, month, day)) {
    problems.add(`${at}/${field}`, `must be a date (YYYY-MM-DD), not '${text}'`);
    return undefined;
  }
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
