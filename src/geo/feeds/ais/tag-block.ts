/**
 * NMEA 4.10 tag blocks: `\key:value,key:value*hh\` in front of a sentence. Receivers and
 * aggregators use them for the source station (`s`), the receive time (`c`, unix time) and
 * sentence grouping (`g:1-2-1234`, or the older `1G2:1234`). Unknown keys are kept as text.
 */

import { checksumProblem } from './nmea-checksum.ts';

export interface TagGroup {
  /** This sentence's number within the group, from 1. */
  sentence: number;
  count: number;
  id: string;
}

export interface TagBlock {
  source?: string;
  /** Unix time in milliseconds. */
  time?: number;
  group?: TagGroup;
  /** Every key as sent, including those above. */
  fields: Readonly<Record<string, string>>;
}

/**
 * `c` may be seconds or milliseconds. Seconds stay below 1e11 until the year 5138, and
 * milliseconds pass 1e11 in 1973, so the magnitude tells them apart.
 */
const MILLISECONDS_FROM = 1e11;

const GROUP = /^(\d+)-(\d+)-(\w+)$/;
const OLD_GROUP_KEY = /^(\d+)G(\d+)$/;

function parseGroup(sentence: string, count: string, id: string): TagGroup | string {
  const group = { sentence: Number(sentence), count: Number(count), id };
  if (group.sentence < 1 || group.sentence > group.count) {
    return `tag block group sentence ${sentence} is outside 1-${count}`;
  }
  return group;
}

/** Parses the text between the two backslashes. Returns a problem sentence when it is malformed. */
export function parseTagBlock(inner: string): TagBlock | string {
  const star = inner.lastIndexOf('*');
  if (star < 0) return 'tag block has no checksum';
  const body = inner.slice(0, star);
  const hex = inner.slice(star + 1);
  if (!/^[0-9A-Fa-f]{2}$/.test(hex)) return `tag block checksum ${JSON.stringify(hex)} is not two hex digits`;
  const problem = checksumProblem(body, hex);
  if (problem !== null) return `tag block ${problem}`;
  const fields: Record<string, string> = {};
  const block: TagBlock = { fields };
  for (const field of body.split(',')) {
    const colon = field.indexOf(':');
    if (colon < 1) return `tag block field ${JSON.stringify(field)} is not key:value`;
    const key = field.slice(0, colon);
    const value = field.slice(colon + 1);
    fields[key] = value;
    const oldGroup = OLD_GROUP_KEY.exec(key);
    if (key === 's') block.source = value;
    else if (key === 'c') {
      const time = Number(value);
      if (value === '' || !Number.isFinite(time)) return `tag block time c:${value} is not a number`;
      block.time = time >= MILLISECONDS_FROM ? time : time * 1000;
    } else if (key === 'g') {
      const match = GROUP.exec(value);
      if (match === null) return `tag block group g:${value} is not sentence-count-id`;
      const group = parseGroup(match[1] ?? '', match[2] ?? '', match[3] ?? '');
      if (typeof group === 'string') return group;
      block.group = group;
    } else if (oldGroup !== null) {
      const group = parseGroup(oldGroup[1] ?? '', oldGroup[2] ?? '', value);
      if (typeof group === 'string') return group;
      block.group = group;
    }
  }
  return block;
}
