/**
 * Vigil against libais: one sentence of each message type, with USCG receiver metadata after
 * the checksum, compared field by field with libais's expected JSON through libais-fields.ts.
 */

import { describe, expect, it } from 'vitest';
import { decodeFile, readJsonLines } from './corpus-files.ts';
import { LIBAIS_FIELDS } from './libais-fields.ts';
import { comparedFields, disagreements } from './peer-comparison.ts';

describe('decoding libais/typeexamples.nmea', () => {
  const decoded = decodeFile('libais/typeexamples.nmea');
  const expected = readJsonLines('libais/typeexamples.json');

  // libais's typeexamples.json has speed 16.8 for its type 9 (MMSI 400214919): libais once divided
  // the SAR aircraft speed by 10 as for ships, but type 9 speed is in whole knots (ITU-R M.1371-5
  // Table 52), so the raw 168 is 168 kn. gpsd 3.22 and Debian's libais both give 168.
  const STALE_TYPE9_SPEED = { mmsi: 400214919, libais: 16.8, correct: 168 };
  const withCorrection = expected.map((record) =>
    record.mmsi === STALE_TYPE9_SPEED.mmsi ? { ...record, speed: STALE_TYPE9_SPEED.correct } : record,
  );

  it('decodes every sentence to one message, in order, despite the trailing metadata', () => {
    expect(decoded.errors).toEqual([]);
    expect(decoded.messages.map(({ message }) => message.type)).toEqual(
      expected.map((record) => record.type),
    );
  });

  it('agrees with libais on every field Vigil models', () => {
    const problems = decoded.messages.flatMap(({ message }, index) =>
      disagreements(LIBAIS_FIELDS, [message], withCorrection[index] ?? {}).map(
        (problem) => `libais record ${index + 1} (type ${message.type}): ${problem}`,
      ),
    );
    expect(problems).toEqual([]);
    const fields = decoded.messages.reduce(
      (sum, { message }, index) =>
        sum + comparedFields(LIBAIS_FIELDS, [message], withCorrection[index] ?? {}),
      0,
    );
    expect(fields).toBeGreaterThan(180);
  });

  it('gives 168 kn for the type 9 where libais expected a stale 16.8', () => {
    const record = expected.find((r) => r.mmsi === STALE_TYPE9_SPEED.mmsi);
    expect(record?.speed).toBeCloseTo(STALE_TYPE9_SPEED.libais, 4);
    const sar = decoded.messages.find(({ message }) => message.mmsi === String(STALE_TYPE9_SPEED.mmsi));
    expect(sar?.message).toMatchObject({ type: 9, speedKn: STALE_TYPE9_SPEED.correct });
  });

  it('keeps the receiver metadata after the checksum in meta.trailer', () => {
    expect(decoded.messages[0]?.meta.trailer).toEqual([
      'd-109',
      'S2105',
      't050056.00',
      'T56.13718694',
      'r003669946',
      '1325394060',
      '1325394001',
    ]);
  });
});
