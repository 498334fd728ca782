/**
 * Field-level decoding of static data on built payloads (types 5, 21, 24 and header-only
 * types): sentinels become null, and text is trimmed as gpsd trims it.
 */

import { describe, expect, it } from 'vitest';
import { createAisDecoder } from '../../../../src/geo/feeds/ais/index.ts';
import {
  armour,
  decodeBuilt as decode,
  type Fields,
  headerFields as header,
  sentence,
  staticVoyage,
  text,
} from './sentence-factory.ts';

describe('static and voyage data (type 5)', () => {
  it('decodes identity, size, ETA and draught in metres', () => {
    expect(decode(staticVoyage({}))).toMatchObject({
      imo: '9134270',
      callSign: '3FOF8',
      shipName: 'EVER DIADEM',
      shipType: 70,
      dimensions: { toBow: 225, toStern: 70, toPort: 1, toStarboard: 31 },
      epfd: 1,
      eta: { month: 5, day: 15, hour: 14, minute: 0 },
      draughtM: 12.2,
      destination: 'NEW YORK',
    });
  });

  it('gives null for every "not available" value', () => {
    expect(
      decode(
        staticVoyage({
          imo: 0,
          callSign: '',
          name: '',
          shipType: 0,
          eta: [0, 0, 24, 60],
          draught: 0,
          destination: '',
        }),
      ),
    ).toMatchObject({
      imo: null,
      callSign: null,
      shipName: null,
      shipType: null,
      eta: { month: null, day: null, hour: null, minute: null },
      draughtM: null,
      destination: null,
    });
  });

  it('drops trailing spaces, and ends text at the first "@" as gpsd does', () => {
    expect(decode(staticVoyage({ name: 'BLUE  WHALE   ', destination: 'ROTTERDAM@JUNK' }))).toMatchObject({
      shipName: 'BLUE  WHALE',
      destination: 'ROTTERDAM',
    });
  });

  it("reads '_' and \"'\" as ITU-R M.1371 Table 47 has them", () => {
    expect(decode(staticVoyage({ name: "R'DAM_1" }))).toMatchObject({ shipName: "R'DAM_1" });
  });
});

describe('Class B static data (type 24)', () => {
  it('decodes part A (name)', () => {
    expect(decode([...header(24, 271041815), [0, 2], ...text('PROGUY', 20), [0, 8]])).toEqual({
      type: 24,
      repeat: 0,
      mmsi: '271041815',
      partNumber: 0,
      shipName: 'PROGUY',
    });
  });

  it('gives the mothership instead of a size for an auxiliary craft (MMSI 98…)', () => {
    const message = decode([
      ...header(24, 981234567),
      [1, 2],
      [52, 8],
      ...text('ACM', 3),
      [2, 4],
      [4242, 20],
      ...text('TENDER', 7),
      [271041815, 30],
      [0, 6],
    ]);
    expect(message).toMatchObject({
      partNumber: 1,
      shipType: 52,
      vendorId: 'ACM',
      model: 2,
      serial: 4242,
      callSign: 'TENDER',
      dimensions: null,
      mothershipMmsi: '271041815',
    });
  });
});

describe('aid-to-navigation report (type 21)', () => {
  const aton = (name: string, extension: string): Fields => [
    ...header(21, 993672009),
    [14, 5],
    ...text(name, 20),
    [0, 1],
    [-28_897_304, 28],
    [16_485_296, 27],
    [0, 30],
    [7, 4],
    [61, 6],
    [1, 1],
    [0, 8],
    [0, 1],
    [1, 1],
    [0, 1],
    [0, 1],
    ...text(extension, extension.length),
  ];

  it('appends the name extension to a name that fills its 20 characters', () => {
    expect(decode(aton('FORT PIERCE INLET LB', ' 6'))).toMatchObject({
      aidType: 14,
      name: 'FORT PIERCE INLET LB 6',
      second: null,
      offPosition: true,
      virtualAid: true,
    });
  });

  it('ignores extension bits after a shorter name, as gpsd does', () => {
    expect(decode(aton('BUOY 7', 'XX'))).toMatchObject({ name: 'BUOY 7' });
  });
});

describe('other message types', () => {
  it('decodes every message number ITU-R M.1371 defines to at least its header', () => {
    const types = Array.from({ length: 27 }, (_, i) => i + 1);
    // A whole slot for type 27 (its other length is 96); 424 bits reach every other type's fields.
    const bitsOf = (type: number) => (type === 27 ? 168 : 424) - 38;
    const decoded = types.map((type) => decode([...header(type, 123456789), [0, bitsOf(type)]]));
    expect(decoded.map((message) => [message.type, message.mmsi])).toEqual(
      types.map((type) => [type, '123456789']),
    );
  });

  it('refuses message numbers that are not in use (0, 28-63), and payloads cut short', () => {
    for (const type of [0, 28, 45, 63]) {
      const { payload, fillBits } = armour([...header(type, 123456789), [0, 130]]);
      expect(createAisDecoder().push(sentence(payload, { fillBits }), 0)).toEqual({
        kind: 'error',
        detail: `message type ${type} is not defined by ITU-R M.1371-5 (0 and 28-63 are not in use)`,
      });
    }
    // A type 23 (group assignment) is 160 bits; gpsd refuses a 58-bit one too.
    const { payload, fillBits } = armour([...header(23, 123456789), [0, 20]]);
    expect(createAisDecoder().push(sentence(payload, { fillBits }), 0)).toEqual({
      kind: 'error',
      detail: 'payload of type 23 has 58 bits, needs at least 160',
    });
  });

  it('decodes to the header and the payload length', () => {
    expect(decode([...header(8, 366999712), [0, 2], [366, 10], [56, 6], [0, 256]])).toEqual({
      type: 8,
      repeat: 0,
      mmsi: '366999712',
      bitLength: 312,
    });
  });
});
