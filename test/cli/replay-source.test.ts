// Reading recordings for replay: lines and byte offsets from a stream, format guessing, file
// times from tag blocks and SBS fields, and which AIS lines leave a message open.
import { writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  guessFormat,
  leavesMessageOpen,
  lineTimeReader,
  readFileLines,
} from '../../src/cli/replay-source.ts';

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'vigil-replay-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function file(name: string, text: string): string {
  const at = path.join(dir, name);
  writeFileSync(at, text);
  return at;
}

describe('readFileLines', () => {
  it('numbers lines from 1, strips CRLF, keeps a last line without newline, and counts bytes', async () => {
    const at = file('lines.txt', 'one\r\ntwo\n\nthrée');
    const lines = [];
    for await (const line of readFileLines(at)) lines.push(line);
    expect(lines).toEqual([
      { text: 'one', lineNo: 1, endByte: 5 },
      { text: 'two', lineNo: 2, endByte: 9 },
      { text: '', lineNo: 3, endByte: 10 },
      { text: 'thrée', lineNo: 4, endByte: 16 },
    ]);
  });
});

describe('guessFormat', () => {
  it('looks past comments to the first data line', async () => {
    expect(await guessFormat(file('a.aivdm', '# header\n\n!AIVDM,1,1,,A,15RT,0*4A\n'))).toBe('nmea');
    expect(await guessFormat(file('t.nmea', '\\c:1418172113*52\\!AIVDM,1,1,,A,1,0*4A\n'))).toBe('nmea');
    expect(await guessFormat(file('b.sbs', 'MSG,4,1,1,485020,1,2026/11/23,02:36:55.707,,,,,159\n'))).toBe(
      'sbs',
    );
  });

  it('gives up on a file that is neither', async () => {
    expect(await guessFormat(file('c.json', '{"mmsi": 1}\n'))).toBeNull();
  });
});

describe('lineTimeReader', () => {
  it('reads an NMEA tag block c: time, and nothing from a line without one or with a bad checksum', () => {
    const timeOf = lineTimeReader('nmea', 'UTC');
    const sentence = '!AIVDM,1,1,,B,13F?Vv700<DJuLEtvep`iToV0<00,0*78';
    expect(timeOf(`\\c:1418172113*52\\${sentence}`)).toBe(1_418_172_113_000);
    expect(timeOf(`\\c:1418172113*00\\${sentence}`)).toBeNull();
    expect(timeOf('!AIVDM,1,1,,A,1,0*4A')).toBeNull();
  });

  it('reads every receive time the service reads: USCG metadata, and a $PGHP wrapper for the line after it', () => {
    const timeOf = lineTimeReader('nmea', 'UTC');
    // libais typeexamples.nmea, line 2: the receiver's 05:00:56 on the logger's day.
    expect(
      timeOf(
        '!AIVDM,1,1,,A,15N1u<PP1FJuvSRHOE6QIwwh0HQ6,0*30,d-080,S2118,t050056.00,T56.4837741,r003669946,1325394060,1325394001',
      ),
    ).toBe(Date.parse('2012-01-01T05:00:56Z'));
    // pyais timestamped.ais: the wrapper and the sentence it dates.
    expect(timeOf('$PGHP,1,2008,5,9,0,0,0,10,338,2,,1,09*17')).toBe(Date.parse('2008-05-09T00:00:00.010Z'));
    expect(timeOf('!AIVDM,1,1,,B,15NBj>PP1gG>1PVKTDTUJOv00<0M,0*09')).toBe(
      Date.parse('2008-05-09T00:00:00.010Z'),
    );
    // The wrapper dates one sentence only.
    expect(timeOf('!AIVDM,1,1,,B,15NBj>PP1gG>1PVKTDTUJOv00<0M,0*09')).toBeNull();
  });

  it('reads an SBS line’s generated time in the given zone', () => {
    const line = 'MSG,4,1,1,485020,1,2026/11/23,02:36:55.707,2026/11/23,02:37:00.829,,,159,184,,,-832,,,,,0';
    expect(lineTimeReader('sbs', 'UTC')(line)).toBe(Date.parse('2026-11-23T02:36:55.707Z'));
    expect(lineTimeReader('sbs', '+02:00')(line)).toBe(Date.parse('2026-11-23T00:36:55.707Z'));
  });
});

describe('leavesMessageOpen', () => {
  it('is true for every part of a multi-part AIS message but the last', () => {
    expect(leavesMessageOpen('nmea', '!AIVDM,2,1,1,A,55?Mb,0*1C')).toBe(true);
    expect(leavesMessageOpen('nmea', '!AIVDM,2,2,1,A,888,2*25')).toBe(false);
    expect(leavesMessageOpen('nmea', '!AIVDM,1,1,,A,15RT,0*4A')).toBe(false);
    expect(leavesMessageOpen('nmea', '\\g:1-2-73,c:1*1E\\!BSVDM,2,1,3,A,55?Mb,0*1C')).toBe(true);
    expect(leavesMessageOpen('sbs', 'MSG,3,1,1,4CA2D1')).toBe(false);
  });
});
