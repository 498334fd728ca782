/**
 * The decoder's line handling: what it ignores, what it reports as errors and how, fragment
 * reassembly with its timeout, fill bits, tag blocks and receiver metadata.
 */

import { describe, expect, it } from 'vitest';
import { type AisDecodeResult, createAisDecoder } from '../../../../src/geo/feeds/ais/index.ts';
import { nmea, sentence, tagBlockText } from './sentence-factory.ts';

/** Real sentences from gpsd's sample.aivdm. */
const TYPE1 = '!AIVDM,1,1,,A,15RTgt0PAso;90TKcjM8h6g208CQ,0*4A';
const TYPE5_PART1 = '!AIVDM,2,1,1,A,55?MbV02;H;s<HtKR20EHE:0@T4@Dn2222222216L961O5Gf0NSQEp6ClRp8,0*1C';
const TYPE5_PART2 = '!AIVDM,2,2,1,A,88888888880,2*25';

function mmsiOf(result: AisDecodeResult): string | undefined {
  return result.kind === 'message' ? result.message.mmsi : undefined;
}

describe('createAisDecoder: lines that are not AIS', () => {
  const decoder = createAisDecoder();

  it.each([
    ['', 'blank line'],
    ['   \r', 'blank line'],
    ['# a comment', 'comment'],
    ['$GPGGA,123519,4807.038,N,01131.000,E,1,08,0.9,545.4,M,46.9,M,,*47', 'not an AIS sentence (GPGGA)'],
    ['$PGHP,1,2010,6,11,11,46,11,929,244,0,,1,72*21', 'a $PGHP wrapper: it dates the sentence after it'],
  ])('ignores %j', (line, reason) => {
    expect(decoder.push(line, 0)).toEqual({ kind: 'ignored', reason });
  });

  it('reports text that is not an NMEA sentence as an error', () => {
    expect(decoder.push('hello world', 0)).toEqual({
      kind: 'error',
      detail: 'not an NMEA sentence: no "!" or "$" at the start',
    });
  });
});

describe('createAisDecoder: sentence errors say what is wrong', () => {
  const decoder = createAisDecoder();

  it.each([
    ['a bad checksum', TYPE1.replace('*4A', '*4B'), 'checksum is 4B, expected 4A'],
    ['a missing checksum', TYPE1.replace('*4A', ''), 'AIVDM has no checksum'],
    ['too few fields', nmea('AIVDM,1,1,,15RTgt0PAso;90TKcjM8h6g208CQ,0'), 'AIVDM has 5 fields, expected 6'],
    ['fragment 3 of 2', sentence('15RT', { count: 2, number: 3 }), 'fragment number "3" is not 1-2'],
    ['fill bits of 6', sentence('15RTgt0PAso;90TKcjM8h6g208CQ', { fillBits: 6 }), 'fill bits "6" is not 0-5'],
    ['an empty payload', sentence(''), 'payload is empty'],
    [
      'a character outside the armour',
      sentence('15RTgt0PAso;90TKcjM8h6g2{8CQ'),
      'payload character "{" is outside the six-bit armour alphabet',
    ],
    [
      'a payload too short for its type',
      sentence('15RTgt0PAso;90TK'),
      'payload of type 1 has 96 bits, needs at least 149',
    ],
  ])('reports %s', (_case, line, detail) => {
    expect(decoder.push(line, 0)).toEqual({ kind: 'error', detail });
  });

  it('reports a reserved type 24 part number', () => {
    // Part number bits (38-39) = 2: change 6-bit character 6 (bits 36-41) from 'i' (49) to 'q' (57).
    const line = sentence('H42O55q18tMET00000000000000', { fillBits: 2 });
    expect(decoder.push(line, 0)).toEqual({
      kind: 'error',
      detail: 'type 24 part number 2 is reserved (only 0 = A and 1 = B exist)',
    });
  });
});

describe('createAisDecoder: multi-sentence messages', () => {
  it('stores the first fragment and returns the message with the last', () => {
    const decoder = createAisDecoder();
    expect(decoder.push(TYPE5_PART1, 1000)).toEqual({ kind: 'partial' });
    const result = decoder.push(TYPE5_PART2, 1100);
    expect(result).toMatchObject({
      kind: 'message',
      message: { type: 5, mmsi: '351759000', shipName: 'EVER DIADEM', destination: 'NEW YORK' },
      meta: { receivedAt: 1100, channel: 'A', talker: 'AIVDM' },
    });
  });

  it('reassembles messages interleaved on different channels and sequence ids', () => {
    const decoder = createAisDecoder();
    // gpsd's channel multiplexing test: the same type 5 sent on B (id 6) and A (id 2), interleaved.
    const lines = [
      '!AIVDM,2,1,6,B,542M92h00001@<7;?G0PD4i@R0<tqA8tj37>220o0h:2240Ht50000000000,0*3B',
      '!AIVDM,2,1,2,A,542M92h00001@<7;?G0PD4i@R0<tqA8tj37>220o0h:2240Ht500000000000000,0*3C',
      '!AIVDM,2,2,2,A,0000002,2*24',
      '!AIVDM,2,2,6,B,00000000000,2*21',
    ];
    const results = lines.map((line, i) => decoder.push(line, i));
    expect(results.map((r) => r.kind)).toEqual(['partial', 'partial', 'message', 'message']);
    expect(results.map(mmsiOf)).toEqual([undefined, undefined, '271010059', '271010059']);
    expect(results.map((r) => (r.kind === 'message' ? r.meta.channel : undefined))).toEqual([
      undefined,
      undefined,
      'A',
      'B',
    ]);
  });

  it('keeps two messages with different sequence ids on one channel apart', () => {
    const decoder = createAisDecoder();
    const otherPart1 = nmea('AIVDM,2,1,7,A,542M92h00001@<7;?G0PD4i@R0<tqA8tj37>220o0h:2240Ht50000000000,0');
    const otherPart2 = nmea('AIVDM,2,2,7,A,00000000000,2');
    const results = [TYPE5_PART1, otherPart1, otherPart2, TYPE5_PART2].map((line) => decoder.push(line, 0));
    expect(results.map(mmsiOf)).toEqual([undefined, undefined, '271010059', '351759000']);
    expect(results.map((result) => result.kind)).toEqual(['partial', 'partial', 'message', 'message']);
  });

  it('drops a fragment whose rest does not come within the timeout', () => {
    const decoder = createAisDecoder({ fragmentTimeoutMs: 5000 });
    decoder.push(TYPE5_PART1, 1000);
    expect(decoder.expire(6000)).toBe(0);
    expect(decoder.expire(6001)).toBe(1);
    expect(decoder.push(TYPE5_PART2, 6002)).toEqual({
      kind: 'error',
      detail: 'fragment 2 of 2 (sequence id 1, channel A) arrived without fragment 1',
    });
  });

  it('refuses a late last fragment even when expire was not called', () => {
    const decoder = createAisDecoder({ fragmentTimeoutMs: 5000 });
    decoder.push(TYPE5_PART1, 1000);
    expect(decoder.push(TYPE5_PART2, 7000)).toEqual({
      kind: 'error',
      detail: 'fragment 2 of 2 (sequence id 1, channel A) arrived more than 5000 ms after fragment 1',
    });
    expect(decoder.expire(1_000_000)).toBe(0);
  });

  it('reports a fragment that skips one, and forgets the broken message', () => {
    const decoder = createAisDecoder();
    decoder.push(sentence('5', { count: 3, number: 1, sequenceId: '3' }), 0);
    expect(decoder.push(sentence('5', { count: 3, number: 3, sequenceId: '3' }), 0)).toEqual({
      kind: 'error',
      detail: 'fragment 3 of 3 (sequence id 3, channel A) arrived when fragment 2 was expected',
    });
    expect(decoder.expire(1_000_000)).toBe(0);
  });

  it('lets a new first fragment replace an unfinished one with the same key', () => {
    const decoder = createAisDecoder();
    decoder.push(sentence('0000', { count: 2, number: 1, sequenceId: '1' }), 0);
    expect(decoder.push(TYPE5_PART1, 10).kind).toBe('partial');
    expect(mmsiOf(decoder.push(TYPE5_PART2, 20))).toBe('351759000');
  });

  it('uses the tag block of the first fragment when only it has one', () => {
    const decoder = createAisDecoder();
    decoder.push(`${tagBlockText('g:1-2-73874,s:r003669945,c:1241544035')}${TYPE5_PART1}`, 0);
    const result = decoder.push(`${tagBlockText('g:2-2-73874')}${TYPE5_PART2}`, 0);
    expect(result).toMatchObject({
      kind: 'message',
      meta: {
        source: 'r003669945',
        tagTime: 1_241_544_035_000,
        group: { sentence: 1, count: 2, id: '73874' },
      },
    });
  });

  it('rejects a non-positive timeout', () => {
    expect(() => createAisDecoder({ fragmentTimeoutMs: 0 })).toThrow(RangeError);
  });
});

describe('createAisDecoder: fill bits', () => {
  it('drops the fill bits of the last character from the payload', () => {
    const decoder = createAisDecoder();
    // gpsd's 163/168-bit pair: the same characters, fill 5 then fill 0. The 19-bit radio field
    // keeps only the 14 bits a 163-bit payload has.
    const short = decoder.push('!AIVDM,1,1,,A,13aIkM@P00PJ@qPNL=e@0?wJ28JO,5*63', 0);
    const full = decoder.push('!AIVDM,1,1,,A,13aIkM@P00PJ@qPNL=e@0?wJ28JO,0*66', 0);
    expect(short).toMatchObject({ message: { type: 1, radio: 34463 >> 5 } });
    expect(full).toMatchObject({ message: { type: 1, radio: 34463 } });
  });

  it('reads text that ends on fill bits', () => {
    const decoder = createAisDecoder();
    const result = decoder.push(TYPE5_PART1, 0);
    expect(result.kind).toBe('partial');
    expect(decoder.push(TYPE5_PART2, 0)).toMatchObject({ message: { dte: 0, draughtM: 12.2 } });
  });
});

describe('createAisDecoder: tag blocks and receiver metadata', () => {
  it('reads source, unix time in seconds or milliseconds, and keeps every tag', () => {
    const decoder = createAisDecoder();
    const seconds = decoder.push(`${tagBlockText('s:rORBCOMM104,q:u,c:1418172113')}${TYPE1}`, 5);
    const millis = decoder.push(`${tagBlockText('c:1418172113250,s:station-7')}${TYPE1}`, 5);
    expect(seconds).toMatchObject({
      meta: {
        source: 'rORBCOMM104',
        tagTime: 1_418_172_113_000,
        tags: { s: 'rORBCOMM104', q: 'u', c: '1418172113' },
      },
    });
    expect(millis).toMatchObject({
      meta: { source: 'station-7', tagTime: 1_418_172_113_250, receivedAt: 5 },
    });
  });

  it('reads the older 1G2:id group syntax', () => {
    const decoder = createAisDecoder();
    const result = decoder.push(`${tagBlockText('1G1:0125,s:r17MKGS1,c:1362459478')}${TYPE1}`, 0);
    expect(result).toMatchObject({ meta: { group: { sentence: 1, count: 1, id: '0125' } } });
  });

  it.each([
    ['a bad tag block checksum', '\\s:x,c:1*00\\', 'tag block checksum is 00, expected 75'],
    ['a tag block without a checksum', '\\s:x\\', 'tag block has no checksum'],
    ['an unclosed tag block', '\\s:x*00', 'tag block has no closing backslash'],
    ['a time that is not a number', tagBlockText('c:soon'), 'tag block time c:soon is not a number'],
    ['a malformed group', tagBlockText('g:1-x'), 'tag block group g:1-x is not sentence-count-id'],
  ])('reports %s', (_case, tagBlock, detail) => {
    expect(createAisDecoder().push(`${tagBlock}${TYPE1}`, 0)).toEqual({ kind: 'error', detail });
  });

  it.each([
    [
      'a USCG suffix',
      ',s28089,d-103,T39.44353985,x147521,r08TPHI1,1242958962',
      ['s28089', 'd-103', 'T39.44353985', 'x147521', 'r08TPHI1', '1242958962'],
    ],
    ['a unix timestamp', ',1234567890', ['1234567890']],
    ['trailing spaces', '   ', undefined],
    ['an escaped line end written out', '\\x0d\\x0a', ['\\x0d\\x0a']],
  ])('tolerates %s after the checksum and keeps it in meta.trailer', (_case, trailer, kept) => {
    const result = createAisDecoder().push(`${TYPE1}${trailer}`, 0);
    expect(result).toMatchObject({ kind: 'message', message: { mmsi: '371798000' } });
    expect(result.kind === 'message' ? result.meta.trailer : 'no message').toEqual(kept);
  });

  it('accepts AIVDO (own ship) and other talkers, and says which', () => {
    const decoder = createAisDecoder();
    const own = decoder.push(sentence('15RTgt0PAso;90TKcjM8h6g208CQ', { talker: 'AIVDO' }), 0);
    const base = decoder.push(sentence('15RTgt0PAso;90TKcjM8h6g208CQ', { talker: 'BSVDM', channel: '' }), 0);
    expect(own).toMatchObject({ kind: 'message', meta: { talker: 'AIVDO', channel: 'A' } });
    expect(base).toMatchObject({ kind: 'message', meta: { talker: 'BSVDM' } });
    expect(base.kind === 'message' && 'channel' in base.meta).toBe(false);
  });
});
