/**
 * NMEA 4.10 tag blocks from libais's ORBCOMM sample: source station, receive time and sentence
 * groups come out in the message's meta, and the messages themselves match libais.
 */

import { describe, expect, it } from 'vitest';
import { decodeFile, readJsonLines } from './corpus-files.ts';
import { LIBAIS_FIELDS } from './libais-fields.ts';
import { disagreements } from './peer-comparison.ts';

/** libais prints tag block times as ISO 8601 with microseconds. */
function libaisTime(ms: number | undefined): string | undefined {
  return ms === undefined ? undefined : new Date(ms).toISOString().replace(/\.(\d{3})Z$/, '.$1000Z');
}

describe('decoding libais/tagblock.nmea', () => {
  const decoded = decodeFile('libais/tagblock.nmea');
  const expected = readJsonLines('libais/tagblock.json');

  it('yields one message per libais record, the two-sentence group as one', () => {
    expect(decoded.errors).toEqual([]);
    expect(decoded.results.map((result) => result.kind)).toEqual([
      'partial',
      'message',
      'message',
      'message',
      'message',
      'ignored',
    ]);
    expect(decoded.messages.map(({ message }) => message.type)).toEqual(
      expected.map((record) => record.type),
    );
  });

  it('reads source, time (c: seconds → ms) and the other tags as libais does', () => {
    const meta = decoded.messages.map(({ meta }) => ({
      station: meta.source,
      timestamp: libaisTime(meta.tagTime),
      T: meta.tags?.T,
      q: meta.tags?.q,
    }));
    expect(meta).toEqual(
      expected.map((record) => ({
        station: record.tagblock_station,
        timestamp: record.tagblock_timestamp,
        T: record.tagblock_T,
        q: record.tagblock_q,
      })),
    );
  });

  it('reads the g: group of the first sentence of a grouped message', () => {
    const grouped = decoded.messages.find(({ message }) => message.type === 5);
    expect(grouped?.meta.group).toEqual({ sentence: 1, count: 2, id: '1604' });
    const libaisGroup = expected.find((record) => record.type === 5)?.tagblock_group;
    expect(libaisGroup).toEqual({ sentence: 1, groupsize: 2, id: 1604 });
    expect(decoded.messages.filter(({ meta }) => meta.group !== undefined)).toHaveLength(1);
  });

  it('agrees with libais on the messages themselves', () => {
    // libais copies the tag block time into `timestamp` (compared above as meta.tagTime).
    const records = expected.map(({ timestamp: _tagTime, ...record }) => record);
    const problems = decoded.messages.flatMap(({ message }, index) =>
      disagreements(LIBAIS_FIELDS, [message], records[index] ?? {}),
    );
    expect(problems).toEqual([]);
  });
});
