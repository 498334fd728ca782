/**
 * Vigil against gpsd: every sentence of gpsd's test corpus (and pyais's real-traffic sample,
 * decoded by Debian's gpsdecode) decoded in order and compared field by field with gpsd's
 * scaled JSON, through the one table in gpsd-fields.ts.
 */

import { describe, expect, it } from 'vitest';
import { decodeFile, readJsonLines } from './corpus-files.ts';
import { groupLikeGpsd } from './gpsd-alignment.ts';
import { GPSD_FIELDS } from './gpsd-fields.ts';
import { comparedFields, disagreements } from './peer-comparison.ts';

function compareCorpus(nmeaPath: string, gpsdPath: string) {
  const decoded = decodeFile(nmeaPath);
  const groups = groupLikeGpsd(decoded.messages.map((entry) => entry.message));
  const gpsd = readJsonLines(gpsdPath);
  const problems: string[] = [];
  let fields = 0;
  groups.forEach((messages, index) => {
    const record = gpsd[index] ?? {};
    fields += comparedFields(GPSD_FIELDS, messages, record);
    for (const problem of disagreements(GPSD_FIELDS, messages, record)) {
      problems.push(`gpsd record ${index + 1} (type ${record.type}, mmsi ${record.mmsi}): ${problem}`);
    }
  });
  return { decoded, groups, gpsd, problems, fields };
}

describe('decoding gpsd/sample.aivdm', () => {
  const { decoded, groups, gpsd, problems, fields } = compareCorpus(
    'gpsd/sample.aivdm',
    'gpsd/sample.aivdm.js.chk',
  );

  it('yields one message per gpsd record, in the same order', () => {
    expect(groups).toHaveLength(97);
    expect(gpsd).toHaveLength(97);
    expect(groups.map((messages) => messages[0]?.type)).toEqual(gpsd.map((record) => record.type));
  });

  it('agrees with gpsd on every field Vigil models', () => {
    expect(problems).toEqual([]);
    expect(fields).toBeGreaterThan(550);
  });

  it('reports the one line gpsd also skips, a sentence without its "!"', () => {
    expect(decoded.errors.map(({ line, detail }) => ({ line, detail }))).toEqual([
      { line: 'AIVDM,2,2,1,B,00000000000,2*26', detail: 'not an NMEA sentence: no "!" or "$" at the start' },
    ]);
  });

  it('keeps the radio bits a 163-bit type 1 has, as gpsd does', () => {
    const last = decoded.messages.slice(-2).map(({ message }) => ('radio' in message ? message.radio : null));
    expect(last).toEqual([1076, 34463]);
  });
});

describe('decoding pyais/nmea_data_sample.txt (gpsd 3.22 output in derived/)', () => {
  const { decoded, groups, gpsd, problems, fields } = compareCorpus(
    'pyais/nmea_data_sample.txt',
    'derived/pyais_nmea_data_sample.gpsdecode-j.json',
  );

  it('yields one message per gpsd record, in the same order, plus the unterminated last line', () => {
    // The file does not end in a newline and gpsdecode drops that last sentence; Vigil decodes it.
    expect(groups).toHaveLength(gpsd.length + 1);
    expect(decoded.messages.at(-1)?.lineNumber).toBe(898);
    expect(groups.slice(0, -1).map((messages) => messages[0]?.mmsi)).toEqual(
      gpsd.map((record) => String(record.mmsi)),
    );
  });

  it('agrees with gpsd on every field Vigil models', () => {
    expect(problems).toEqual([]);
    expect(fields).toBeGreaterThan(10_000);
  });

  it('reports the empty-payload sentences gpsd calls "type 0" as errors', () => {
    expect(new Set(decoded.errors.map((error) => error.detail))).toEqual(new Set(['payload is empty']));
  });
});
