/**
 * aisPosition and aisStatic: the flat views the rest of Vigil uses, on real sentences from
 * gpsd's sample.aivdm and libais's typeexamples.nmea.
 */

import { describe, expect, it } from 'vitest';
import {
  type AisMessage,
  aisPosition,
  aisStatic,
  createAisDecoder,
} from '../../../../src/geo/feeds/ais/index.ts';
import { nmea } from './sentence-factory.ts';

function decode(...lines: string[]): AisMessage {
  const decoder = createAisDecoder();
  for (const line of lines) {
    const result = decoder.push(line, 0);
    if (result.kind === 'message') return result.message;
  }
  throw new Error('no message');
}

const CLASS_A = decode('!AIVDM,1,1,,A,15RTgt0PAso;90TKcjM8h6g208CQ,0*4A');
const BASE = decode('!AIVDM,1,1,,A,403OviQuMGCqWrRO9>E6fE700@GO,0*4D');
const BASE_NO_POSITION = decode('!AIVDM,1,1,,A,402Fha0000Htt<tSF0l4Q@000d20,0*65');
const BASE_OFF_GLOBE = decode('!AIVDM,1,1,,B,4>O7m7Iu@<9qUfbtm`vSnwvH20S8,0*46');
const SAR = decode('!AIVDM,1,1,,B,91b55wi;hbOS@OdQAC062Ch2089h,0*30');
const CLASS_B = decode('!AIVDM,1,1,,A,B52K>;h00Fc>jpUlNV@ikwpUoP06,0*4C');
const CLASS_B_EXTENDED = decode('!AIVDM,1,1,,B,C5N3SRgPEnJGEBT>NhWAwwo862PaLELTBJ:V00000000S0D:R220,0*0B');
const ATON = decode(
  '!AIVDM,2,1,5,B,E1mg=5J1T4W0h97aRh6ba84<h2d;W:Te=eLvH50```q,0*46',
  '!AIVDM,2,2,5,B,:D44QDlp0C1DU00,2*36',
);
const LONG_RANGE = decode('!AIVDM,1,1,,B,KC5E2b@U19PFdLbMuc5=ROv62<7m,0*16');
const STATIC_VOYAGE = decode(
  '!AIVDM,2,1,1,A,55?MbV02;H;s<HtKR20EHE:0@T4@Dn2222222216L961O5Gf0NSQEp6ClRp8,0*1C',
  '!AIVDM,2,2,1,A,88888888880,2*25',
);
const PART_A = decode('!AIVDM,1,1,,A,H42O55i18tMET00000000000000,2*6D');
const PART_B = decode('!AIVDM,1,1,,A,H42O55lti4hhhilD3nink000?050,0*40');
const UTC_RESPONSE = decode('!AIVDM,1,1,,B,;4R33:1uUK2F`q?mOt@@GoQ00000,0*5D');

describe('aisPosition', () => {
  it('gives a Class A report with its navigation fields', () => {
    expect(aisPosition(CLASS_A)).toEqual({
      mmsi: '371798000',
      lon: -123.39538333333333,
      lat: 48.38163333333333,
      speedKn: 12.3,
      courseDeg: 224,
      headingDeg: 215,
      navStatus: 0,
      aisClass: 'A',
      second: 33,
      altitudeM: null,
    });
  });

  it.each([
    ['a base station (type 4)', BASE, 'base'],
    ['a SAR aircraft (type 9)', SAR, 'SAR'],
    ['a Class B unit (type 18)', CLASS_B, 'B'],
    ['an extended Class B report (type 19)', CLASS_B_EXTENDED, 'B'],
    ['an aid to navigation (type 21)', ATON, 'aton'],
    ['a long-range broadcast (type 27)', LONG_RANGE, 'A'],
  ])('classifies %s', (_case, message, aisClass) => {
    expect(aisPosition(message)?.aisClass).toBe(aisClass);
  });

  it('has no heading for a SAR aircraft and no second for a long-range broadcast', () => {
    expect(aisPosition(SAR)).toMatchObject({ headingDeg: null, speedKn: 42, second: 15 });
    expect(aisPosition(LONG_RANGE)).toMatchObject({
      second: null,
      speedKn: 57,
      courseDeg: 167,
      navStatus: 2,
    });
  });

  it('is null when the sender gave no position', () => {
    expect(aisPosition(BASE_NO_POSITION)).toBeNull();
  });

  it('is null for a position off the globe, which the message reads as not available', () => {
    // The raw values say 205.1° and 109.3°: beyond ±180° / ±90°, unused by ITU-R M.1371.
    expect(BASE_OFF_GLOBE).toMatchObject({ lon: null, lat: null });
    expect(aisPosition(BASE_OFF_GLOBE)).toBeNull();
  });

  it('is null for messages that are not position reports', () => {
    for (const message of [STATIC_VOYAGE, PART_A, PART_B, UTC_RESPONSE])
      expect(aisPosition(message)).toBeNull();
  });
});

describe('aisStatic', () => {
  it('gives a Class A ship its identity, size, draught and destination (type 5)', () => {
    expect(aisStatic(STATIC_VOYAGE)).toEqual({
      mmsi: '351759000',
      imo: '9134270',
      callSign: '3FOF8',
      name: 'EVER DIADEM',
      shipType: 70,
      dimensions: { toBow: 225, toStern: 70, toPort: 1, toStarboard: 31 },
      destination: 'NEW YORK',
      draughtM: 12.2,
      aisClass: 'A',
    });
  });

  it('gives the name of part A and the rest of part B of a type 24', () => {
    expect(aisStatic(PART_A)).toEqual({ mmsi: '271041815', name: 'PROGUY', aisClass: 'B' });
    expect(aisStatic(PART_B)).toEqual({
      mmsi: '271041815',
      callSign: 'TC6163',
      shipType: 60,
      dimensions: { toBow: 0, toStern: 15, toPort: 0, toStarboard: 5 },
      aisClass: 'B',
    });
  });

  it('gives name and size from an extended Class B report and an aid to navigation', () => {
    expect(aisStatic(CLASS_B_EXTENDED)).toEqual({
      mmsi: '367059850',
      name: 'CAPT.J.RIMES',
      shipType: 70,
      dimensions: { toBow: 5, toStern: 21, toPort: 4, toStarboard: 4 },
      aisClass: 'B',
    });
    expect(aisStatic(ATON)).toEqual({
      mmsi: '123456789',
      name: 'CHINA ROSE MURPHY EXPRESS ALERT',
      dimensions: { toBow: 5, toStern: 5, toPort: 5, toStarboard: 5 },
    });
  });

  it('leaves out what was not available rather than giving nulls', () => {
    const blank = decode(
      nmea(`AIVDM,2,1,1,A,55?MbV${'0'.repeat(54)},0`),
      nmea('AIVDM,2,2,1,A,00000000000,2'),
    );
    expect(aisStatic(blank)).toEqual({ mmsi: '351759000', aisClass: 'A' });
  });

  it('is null for messages without static data', () => {
    for (const message of [CLASS_A, BASE, SAR, CLASS_B, LONG_RANGE]) expect(aisStatic(message)).toBeNull();
  });
});
