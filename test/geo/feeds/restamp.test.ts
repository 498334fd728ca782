// Re-dating recorded lines for `vigil replay --as-live`: the new time is the one the service reads.
import { describe, expect, it } from 'vitest';
import { createAisDecoder, restampAisLine, restampSbsLine } from '../../../src/geo/feeds/index.ts';
import { parseSbsLine } from '../../../src/geo/feeds/sbs/index.ts';

const NOW = Date.parse('2026-11-23T10:00:00.250Z');

function receiveTimeOf(line: string) {
  const result = createAisDecoder().push(line, 0);
  if (result.kind !== 'message') throw new Error(`not a message: ${JSON.stringify(result)}`);
  return result.meta.receiveTime;
}

describe('restampAisLine', () => {
  it('gives a bare sentence a tag block c: of the new time', () => {
    const line = restampAisLine('!AIVDM,1,1,,A,13HOI:0P0000VOHLCnHQKwvL05Ip,0*23', NOW);
    expect(line.startsWith(`\\c:${NOW}*`)).toBe(true);
    expect(line.endsWith('\\!AIVDM,1,1,,A,13HOI:0P0000VOHLCnHQKwvL05Ip,0*23')).toBe(true);
    expect(receiveTimeOf(line)).toEqual({ at: NOW, source: 'tag_block' });
  });

  it('replaces a tag block’s c: and ORBCOMM T:, keeping its station and group', () => {
    const original =
      '\\s:rORBCOMM104,q:u,c:1418172113,T:2014-12-10 00.41.53*55\\!AIVDM,1,1,,B,13F?Vv700<DJuLEtvep`iToV0<00,0*78';
    const line = restampAisLine(original, NOW);
    expect(line).toContain(`\\s:rORBCOMM104,q:u,c:${NOW}*`);
    expect(line).not.toContain('T:2014');
    expect(receiveTimeOf(line)).toEqual({ at: NOW, source: 'tag_block' });
  });

  it('outranks a USCG receiver time after the checksum', () => {
    const uscg =
      '!AIVDM,1,1,,A,15N1u<PP1FJuvSRHOE6QIwwh0HQ6,0*30,d-080,S2118,t050056.00,T56.4837741,r003669946,1325394060,1325394001';
    expect(receiveTimeOf(restampAisLine(uscg, NOW))).toEqual({ at: NOW, source: 'tag_block' });
  });

  it('leaves a $PGHP wrapper, a comment and a tag block that fails its check as they are', () => {
    for (const line of [
      '$PGHP,1,2008,5,9,0,0,0,10,338,2,,1,09*17',
      '# a comment',
      '\\c:1418172113*00\\!AIVDM,1,1,,A,1,0*4A',
    ]) {
      expect(restampAisLine(line, NOW)).toBe(line);
    }
  });
});

describe('restampSbsLine', () => {
  it('writes the new time, in UTC, as the generated and logged date and time', () => {
    const line = restampSbsLine(
      'MSG,3,1,1,4840D6,1,2016/01/01,00:00:00.000,2016/01/01,00:00:01.000,,38000,,,52.26578,3.93891,,,0,0,0,0',
      NOW,
    );
    expect(line).toBe(
      'MSG,3,1,1,4840D6,1,2026/11/23,10:00:00.250,2026/11/23,10:00:00.250,,38000,,,52.26578,3.93891,,,0,0,0,0',
    );
    const parsed = parseSbsLine(line, { timeZone: 'UTC' });
    expect(parsed.kind === 'message' && parsed.message.at).toBe(NOW);
  });

  it('leaves lines that are not MSG lines as they are', () => {
    expect(
      restampSbsLine('STA,,5,179,400AAA,10103,2008/11/28,14:58:51.153,2008/11/28,14:58:51.153,RM', NOW),
    ).toBe('STA,,5,179,400AAA,10103,2008/11/28,14:58:51.153,2008/11/28,14:58:51.153,RM');
  });
});
