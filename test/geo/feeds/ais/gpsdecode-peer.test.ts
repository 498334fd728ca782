/**
 * Vigil against Debian's `gpsdecode -j` (gpsd 3.22), run in this test on every AIS file of the
 * shared corpora: each message either agrees field by field (gpsd-fields.ts), or the difference
 * is one listed here with the reason Vigil is right. gpsd-corpus.test.ts compares with gpsd's own
 * stored output; this one runs the peer itself, so no file is left out.
 *
 * CI installs gpsd-clients (.ci/geo); where gpsdecode is missing outside CI, the test says so and
 * is skipped.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import type { AisMessage } from '../../../../src/geo/feeds/ais/index.ts';
import { decodeFile, readCorpus } from './corpus-files.ts';
import { groupLikeGpsd } from './gpsd-alignment.ts';
import { GPSD_FIELDS } from './gpsd-fields.ts';
import { disagreements, vigilValue } from './peer-comparison.ts';

const FILES = [
  'gpsd/sample.aivdm',
  'gpsd/ais_unpack_sixbit.log',
  'libais/typeexamples.nmea',
  'libais/test.aivdm',
  'libais/tagblock.nmea',
  'pyais/ais_test_messages',
  'pyais/messages.ais',
  'pyais/mixed.txt',
  'pyais/nmea_data_sample.txt',
  'pyais/timestamped.ais',
];

const LAST_LINE =
  'the file’s last sentence has no line ending: gpsdecode waits for one and never decodes it; the sentence is whole and its checksum right, so Vigil keeps it';
const BAD_TAG_BLOCK =
  'its tag block’s checksum is one hex digit ("*A"): gpsdecode ignores the tag block and keeps the sentence; Vigil refuses the line, since a tag block that fails its check may carry a wrong time (c:) or group (g:), and a position at the wrong time is worse than none';

/** Messages only Vigil decodes, and why. */
const VIGIL_ONLY = [
  { file: 'pyais/ais_test_messages', type: 5, mmsi: '351759000', why: LAST_LINE },
  { file: 'pyais/messages.ais', type: 1, mmsi: '412764890', why: LAST_LINE },
  { file: 'pyais/nmea_data_sample.txt', type: 1, mmsi: '247061100', why: LAST_LINE },
];

/** Messages only gpsdecode prints, and why. */
const GPSD_ONLY = [
  { file: 'pyais/mixed.txt', type: 1, mmsi: '366913120', why: BAD_TAG_BLOCK },
  { file: 'pyais/mixed.txt', type: 1, mmsi: '786434', why: BAD_TAG_BLOCK },
];

/**
 * Values ITU-R M.1371 leaves unused (longitude beyond ±180°, latitude beyond ±90°, a course of
 * 360° or more, a heading of 360-510°): gpsdecode prints them as received; Vigil reads them as "not
 * available", like the sentinel beside them, since no station may send them and they name no
 * place or direction. Each one in the corpora:
 */
const UNUSED_VALUES = [
  ['gpsd/sample.aivdm', 4, '972158237', 'lon', 205.116887],
  ['gpsd/sample.aivdm', 4, '972158237', 'lat', 109.332052],
  ['libais/typeexamples.nmea', 27, '974291422', 'lon', 200.2],
  ['libais/typeexamples.nmea', 2, '277315048', 'lat', -101.547042],
  ['libais/typeexamples.nmea', 2, '277315048', 'heading', 472],
  ['libais/typeexamples.nmea', 9, '400214919', 'lat', -99.423647],
  ['libais/test.aivdm', 27, '787477898', 'course', 363],
  ['libais/test.aivdm', 27, '980900281', 'course', 444],
];
const RANGES: [string, string, number, number][] = [
  ['lon', 'lon', 180, 181],
  ['lat', 'lat', 90, 91],
  ['course', 'courseDeg', 359.9, 360],
  ['heading', 'headingDeg', 359, 511],
];

function gpsdecode(text: string): Record<string, unknown>[] | undefined {
  const run = spawnSync('gpsdecode', ['-j'], { input: text, encoding: 'utf8' });
  if (run.error !== undefined) return undefined;
  return run.stdout
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

const available = gpsdecode('') !== undefined;
if (!available && process.env.CI === 'true') throw new Error('CI must install gpsd-clients (see .ci/geo)');

interface Compared {
  vigilOnly: { file: string; type: number; mmsi: string }[];
  gpsdOnly: { file: string; type: number; mmsi: string }[];
  unused: (string | number)[][];
  problems: string[];
  records: number;
}

/** Walks both streams in order, matching by type and MMSI; what does not match is set aside. */
function compare(
  file: string,
  records: readonly Record<string, unknown>[],
  groups: AisMessage[][],
): Compared {
  const out: Compared = { vigilOnly: [], gpsdOnly: [], unused: [], problems: [], records: 0 };
  const same = (record: Record<string, unknown> | undefined, group: AisMessage[] | undefined) =>
    record !== undefined &&
    group?.[0] !== undefined &&
    record.type === group[0].type &&
    String(record.mmsi) === group[0].mmsi;
  let r = 0;
  for (const group of groups) {
    const ahead = records.slice(r, r + 4).findIndex((record) => same(record, group));
    const first = group[0];
    if (ahead < 0 || first === undefined) {
      if (first) out.vigilOnly.push({ file, type: first.type, mmsi: first.mmsi });
      continue;
    }
    for (const skipped of records.slice(r, r + ahead)) {
      out.gpsdOnly.push({ file, type: Number(skipped.type), mmsi: String(skipped.mmsi) });
    }
    const record = records[r + ahead] ?? {};
    r += ahead + 1;
    out.records += 1;
    out.problems.push(...disagreements(GPSD_FIELDS, group, record).map((p) => `${file} ${first.mmsi}: ${p}`));
    for (const [peer, vigil, max, sentinel] of RANGES) {
      const value = group.map((m) => vigilValue(m, vigil)).find((v) => v !== undefined);
      const printed = record[peer];
      if (value === null && typeof printed === 'number' && Math.abs(printed) > max && printed !== sentinel) {
        out.unused.push([file, first.type, first.mmsi, peer, printed]);
      }
    }
  }
  for (const skipped of records.slice(r))
    out.gpsdOnly.push({ file, type: Number(skipped.type), mmsi: String(skipped.mmsi) });
  return out;
}

describe.skipIf(!available)('every AIS corpus file against gpsdecode -j, run here', () => {
  const results = FILES.map((file) => {
    const decoded = decodeFile(file);
    const groups = groupLikeGpsd(decoded.messages.map((entry) => entry.message));
    return compare(file, gpsdecode(readCorpus(file)) ?? [], groups);
  });
  const all = <K extends keyof Compared>(key: K) => results.flatMap((r) => r[key] as Compared[K] & unknown[]);

  it('agrees on every field of every message both decode, but for values the standard leaves unused', () => {
    expect(all('problems')).toEqual([]);
    expect(results.reduce((sum, r) => sum + r.records, 0)).toBeGreaterThan(1000);
  });

  it('reads as not available each value ITU-R M.1371 leaves unused, which gpsdecode prints raw', () => {
    expect(all('unused')).toEqual(UNUSED_VALUES);
  });

  it('decodes only the messages listed, with their reasons, that gpsdecode does not', () => {
    expect(all('vigilOnly')).toEqual(VIGIL_ONLY.map(({ why: _why, ...message }) => message));
  });

  it('refuses only the lines listed, with their reasons, that gpsdecode decodes', () => {
    expect(all('gpsdOnly')).toEqual(GPSD_ONLY.map(({ why: _why, ...message }) => message));
  });
});

if (!available) {
  describe('gpsdecode', () => {
    it.skip('is not installed here (apt-get install gpsd-clients): the peer comparison did not run', () => {});
  });
}
