/**
 * Every form of receive time in the AIS corpora is read: the tag block's `c:` and ORBCOMM's `T:`,
 * the USCG/NAIS metadata after the checksum (the logger's unix time, and the receiver's time of
 * day `t`), and Gatehouse's `$PGHP` wrapper. A line with none is timed by its arrival.
 */

import { describe, expect, it } from 'vitest';
import { createAisDecoder } from '../../../../src/geo/feeds/ais/index.ts';
import { uscgReceiveTime } from '../../../../src/geo/feeds/ais/receive-times.ts';
import { decodeFile, readCorpus } from './corpus-files.ts';
import { tagBlockText } from './sentence-factory.ts';

const iso = (ms: number | undefined) => (ms === undefined ? undefined : new Date(ms).toISOString());

describe('USCG/NAIS metadata after the checksum', () => {
  it('dates each of libais typeexamples.nmea by the receiver’s time of day on the logger’s day', () => {
    const decoded = decodeFile('libais/typeexamples.nmea');
    expect(decoded.errors).toEqual([]);
    const first = decoded.messages[0];
    // ,d-109,S2105,t050056.00,T56.13718694,r003669946,1325394060,1325394001: the logger says
    // 05:01:00 (its first time), the receiver 05:00:56.
    expect(first?.meta.receiveTime).toEqual({ at: Date.parse('2012-01-01T05:00:56.000Z'), source: 'uscg' });
    for (const { meta } of decoded.messages) {
      expect(meta.receiveTime?.source).toBe('uscg');
      expect(iso(meta.receiveTime?.at)?.slice(0, 7)).toBe('2012-01');
    }
  });

  it('takes the logger’s time alone when there is no receiver time (libais test.aivdm, ,b003669794,1272412827)', () => {
    const decoded = decodeFile('libais/test.aivdm');
    const dated = decoded.messages.filter(({ meta }) => meta.receiveTime !== undefined);
    expect(dated.length).toBeGreaterThan(0);
    expect(dated[0]?.meta.receiveTime).toEqual({ at: 1_272_412_827_000, source: 'uscg' });
  });

  it('reads gpsd’s sample: a logger time after x and r fields, and a time of day across the logger’s', () => {
    expect(uscgReceiveTime(['s28089', 'd-103', 'T39.44353985', 'x147521', 'r08TPHI1', '1242958962'])).toBe(
      1_242_958_962_000,
    );
    // 1272422678 is 2010-04-28T02:44:38Z; the receiver said 02:44:36.
    expect(
      iso(uscgReceiveTime(['d-127', 'S1378', 't024436.00', 'T36.76385108', 'r09SCHA1', '1272422678'])),
    ).toBe('2010-04-28T02:44:36.000Z');
    // A receiver just before midnight, a logger just after it: the day before.
    expect(iso(uscgReceiveTime(['t235959.50', '1272412810']))).toBe('2010-04-27T23:59:59.500Z');
  });

  it('dates nothing by a time of day or seconds-in-the-minute alone', () => {
    expect(uscgReceiveTime(['s36310', 'd-081', 'T59.01777335'])).toBeUndefined();
    expect(uscgReceiveTime(['t024436.00'])).toBeUndefined();
    expect(uscgReceiveTime(['b003660465'])).toBeUndefined();
  });
});

describe('Gatehouse $PGHP wrappers (pyais timestamped.ais)', () => {
  const decoded = decodeFile('pyais/timestamped.ais');

  it('dates the sentence after a wrapper whose checksum field names it', () => {
    const [first, second, third] = decoded.messages;
    expect(first?.meta.receiveTime).toEqual({
      at: Date.parse('2008-05-09T00:00:00.010Z'),
      source: 'gatehouse',
    });
    // No wrapper before it.
    expect(second?.meta.receiveTime).toBeUndefined();
    // Its wrapper failed its own checksum, so nothing dates it.
    expect(third?.meta.receiveTime).toBeUndefined();
  });

  it('refuses a wrapper whose own checksum is wrong, saying so', () => {
    expect(decoded.errors).toEqual([
      {
        lineNumber: 7,
        line: '$PGHP,1,2009,5,9,0,0,0,10,338,2,,1,09*17',
        detail: '$PGHP checksum is 17, expected 16',
      },
    ]);
  });

  it('does not date a sentence whose checksum is not the one the wrapper names', () => {
    const decoder = createAisDecoder();
    const lines = readCorpus('pyais/timestamped.ais').split('\n');
    decoder.push(lines[0] ?? '', 0);
    // The wrapper names a sentence with checksum 09; this one's is 44.
    const other = decoder.push('!AIVDM,1,1,,A,16:=?;0P00`SstvFnFbeGH6L088h,0*44', 0);
    expect(other.kind === 'message' && other.meta.receiveTime).toBeUndefined();
  });
});

describe('tag blocks', () => {
  it('date each ORBCOMM sentence by c: (libais tagblock.nmea)', () => {
    const decoded = decodeFile('libais/tagblock.nmea');
    expect(decoded.messages.map(({ meta }) => meta.receiveTime?.source)).toEqual(
      decoded.messages.map(() => 'tag_block'),
    );
    // The single sentence of line 2 comes out first, then the two-sentence group of lines 1 and 3.
    expect(iso(decoded.messages[0]?.meta.receiveTime?.at)).toBe('2014-12-10T00:41:53.000Z');
    expect(iso(decoded.messages[1]?.meta.receiveTime?.at)).toBe('2014-12-10T00:00:01.000Z');
  });

  it('date a sentence by ORBCOMM’s T: when the block has no c:', () => {
    const decoder = createAisDecoder();
    const result = decoder.push(
      `${tagBlockText('s:rORBCOMM104,q:u,T:2014-12-10 00.41.53')}!AIVDM,1,1,,B,13F?Vv700<DJuLEtvep\`iToV0<00,0*78`,
      0,
    );
    expect(result.kind === 'message' && result.meta.receiveTime).toEqual({
      at: Date.parse('2014-12-10T00:41:53Z'),
      source: 'tag_block_text',
    });
  });
});

describe('every AIS corpus', () => {
  /** A line that carries a time in one of the forms, by its text alone. */
  const carriesTime = (line: string) =>
    /\\[^\\]*\b(c|T):[^\\]*\\/.test(line) || /\*[0-9A-F]{2}(,[^,]*)*,\d{9,10}(\.\d+)?\s*$/.test(line);
  const FILES = [
    'gpsd/sample.aivdm',
    'libais/typeexamples.nmea',
    'libais/test.aivdm',
    'libais/tagblock.nmea',
    'pyais/timestamped.ais',
    'pyais/nmea_data_sample.txt',
    'pyais/mixed.txt',
  ];

  it.each(FILES)('%s: every message whose lines carry a time is dated by it', (file) => {
    const lines = readCorpus(file).split('\n');
    const decoded = decodeFile(file);
    for (const { meta, lineNumber } of decoded.messages) {
      const line = lines[lineNumber - 1] ?? '';
      const wrapped = (lines[lineNumber - 2] ?? '').startsWith('$PGHP');
      // A later part of a message takes the time an earlier part carried.
      const laterPart = /VD[MO],[2-9],[2-9],/.test(line);
      if (carriesTime(line)) expect(meta.receiveTime, `${file}:${lineNumber}`).toBeDefined();
      if (!carriesTime(line) && !wrapped && !laterPart)
        expect(meta.receiveTime, `${file}:${lineNumber}`).toBeUndefined();
    }
  });
});
