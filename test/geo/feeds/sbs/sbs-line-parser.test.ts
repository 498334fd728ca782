/**
 * parseSbsLine on hand-built BaseStation lines: what a MSG line decodes to, which lines are
 * ignored, and the sentence a caller gets for each kind of bad value.
 */
import { describe, expect, it } from 'vitest';
import { parseSbsLine, sbsUpdate } from '../../../../src/geo/feeds/sbs/index.ts';
import { sbsLine } from './fixtures.ts';
import { decoded, refused } from './helpers.ts';

describe('parseSbsLine: MSG lines', () => {
  it('decodes an airborne position into numbers, a lower-case address and flags', () => {
    expect(decoded(sbsLine())).toEqual({
      transmission: 3,
      icao24: '40621d',
      nonIcao: false,
      at: Date.UTC(2026, 10, 23, 2, 36, 55, 707),
      callsign: null,
      altitudeFt: 38000,
      groundSpeedKn: null,
      trackDeg: null,
      lat: 52.26578,
      lon: 3.93891,
      verticalRateFtMin: null,
      squawk: null,
      alert: null,
      emergency: null,
      spi: null,
      onGround: false,
    });
  });

  it('decodes velocity, squawk and the alert, emergency and SPI flags', () => {
    const message = decoded(
      sbsLine({
        transmission: '4',
        groundSpeed: '159',
        track: '184.5',
        verticalRate: '-832',
        squawk: '7700',
        alert: '-1',
        emergency: '1',
        spi: '0',
      }),
    );
    expect(message).toMatchObject({
      transmission: 4,
      groundSpeedKn: 159,
      trackDeg: 184.5,
      verticalRateFtMin: -832,
      squawk: '7700',
      alert: true,
      emergency: true,
      spi: false,
    });
  });

  it('reads the fields a short line lacks as null', () => {
    const message = decoded('MSG,5,1,1,40621D,1,2026/11/23,02:36:55.707,2026/11/23,02:36:55.707,,38000');
    expect(message.altitudeFt).toBe(38000);
    expect(message).toMatchObject({ lat: null, lon: null, squawk: null, onGround: null, alert: null });
  });

  it('refuses a line too short to say when it was received', () => {
    expect(refused('MSG,3,1,1,40621D')).toBe('no date and time (neither generated nor logged)');
  });

  it('trims the spaces dump1090 pads callsigns with, and reads a blank callsign as none', () => {
    expect(decoded(sbsLine({ transmission: '1', callsign: 'KLM1023 ' })).callsign).toBe('KLM1023');
    expect(decoded(sbsLine({ transmission: '1', callsign: '        ' })).callsign).toBeNull();
  });

  it('tolerates CRLF endings and trailing spaces', () => {
    expect(decoded(`${sbsLine()}\r\n`).onGround).toBe(false);
    expect(decoded(`${sbsLine({ onGround: '-1' })}   `).onGround).toBe(true);
  });

  it('reads the ground flag as BaseStation (-1) and dump1090 (1) write it', () => {
    expect(decoded(sbsLine({ onGround: '-1' })).onGround).toBe(true);
    expect(decoded(sbsLine({ onGround: '1' })).onGround).toBe(true);
    expect(decoded(sbsLine({ onGround: '0' })).onGround).toBe(false);
    expect(decoded(sbsLine({ onGround: '' })).onGround).toBeNull();
  });

  it('keeps a ~ (non-ICAO, TIS-B) address apart from the airframe with the same bits', () => {
    expect(decoded(sbsLine({ hexIdent: '~40621D' }))).toMatchObject({ icao24: '~40621d', nonIcao: true });
  });
});

describe('parseSbsLine: lines without aircraft state', () => {
  it.each(['SEL', 'ID', 'AIR', 'STA', 'CLK'])('ignores %s lines, saying why', (kind) => {
    const result = parseSbsLine(
      `${kind},,1,1,40621D,1,2026/11/23,02:36:55.707,2026/11/23,02:36:55.707,KLM1023`,
    );
    expect(result.kind).toBe('ignored');
    expect(result.kind === 'ignored' && result.reason).toMatch(
      new RegExp(`^${kind} \\(.+\\) lines carry no`),
    );
  });

  it('ignores a blank line', () => {
    expect(parseSbsLine('  \r\n')).toEqual({ kind: 'ignored', reason: 'blank line' });
  });

  it('refuses a line that is not BaseStation at all', () => {
    expect(refused('*8D4840D6202CC371C32CE0576098;')).toBe(
      'line starts with "*8D4840D6202CC371C32CE0576098;", not MSG, SEL, ID, AIR, STA or CLK',
    );
  });
});

describe('parseSbsLine: bad values', () => {
  it.each([
    ['40621', 'hex ident "40621" is not 6 hex digits, optionally prefixed by ~'],
    ['40621D0', 'hex ident "40621D0" is not 6 hex digits, optionally prefixed by ~'],
    ['4062XD', 'hex ident "4062XD" is not 6 hex digits, optionally prefixed by ~'],
    ['', 'hex ident "" is not 6 hex digits, optionally prefixed by ~'],
  ])('refuses hex ident %j', (hexIdent, detail) => {
    expect(refused(sbsLine({ hexIdent }))).toBe(detail);
  });

  it.each(['0', '9', '', 'x'])('refuses transmission type %j', (transmission) => {
    expect(refused(sbsLine({ transmission }))).toBe(
      `transmission type ${JSON.stringify(transmission)} is not 1-8`,
    );
  });

  it.each([
    [{ lat: '90.5' }, 'lat 90.5 is outside -90..90'],
    [{ lon: '-180.01' }, 'lon -180.01 is outside -180..180'],
    [{ track: '361' }, 'track 361 is outside 0..360'],
    [{ groundSpeed: '-3' }, 'ground speed -3 is outside at least 0'],
    [{ altitude: '38,000' }, 'line has 23 fields, BaseStation has 22'],
    [{ altitude: '1e3' }, 'altitude "1e3" is not a number'],
    [{ verticalRate: 'n/a' }, 'vertical rate "n/a" is not a number'],
    [{ squawk: '7800' }, 'squawk "7800" is not 4 octal digits (0-7)'],
    [{ squawk: '770' }, 'squawk "770" is not 4 octal digits (0-7)'],
    [{ onGround: 'yes' }, 'is-on-ground flag "yes" is not -1, 1 or 0'],
    [
      { dateGenerated: '2026/02/30' },
      'date/time generated "2026/02/30 02:36:55.707" is not a real date and time',
    ],
    [{ timeGenerated: '2:36 PM' }, 'date/time generated "2026/11/23 2:36 PM" is not YYYY/MM/DD HH:MM:SS.sss'],
  ])('refuses %j with a sentence naming the field', (overrides, detail) => {
    expect(refused(sbsLine(overrides))).toContain(detail);
  });

  it('reports every bad field of a line at once', () => {
    expect(refused(sbsLine({ hexIdent: 'ZZZZZZ', lat: '123', lon: 'east' }))).toBe(
      'hex ident "ZZZZZZ" is not 6 hex digits, optionally prefixed by ~; lat 123 is outside -90..90; lon "east" is not a number',
    );
  });
});

describe('sbsUpdate', () => {
  it('carries a position only when both lat and lon are present', () => {
    expect(sbsUpdate(decoded(sbsLine()))).toMatchObject({ lat: 52.26578, lon: 3.93891 });
    expect(sbsUpdate(decoded(sbsLine({ lon: '' })))).toMatchObject({ lat: null, lon: null });
  });

  it('maps a velocity message to speed and track, keeping the address and time', () => {
    const update = sbsUpdate(
      decoded(sbsLine({ transmission: '4', groundSpeed: '159', track: '184', lat: '', lon: '' })),
    );
    expect(update).toEqual({
      icao24: '40621d',
      nonIcao: false,
      at: Date.UTC(2026, 10, 23, 2, 36, 55, 707),
      lon: null,
      lat: null,
      altitudeFt: 38000,
      speedKn: 159,
      trackDeg: 184,
      callsign: null,
      squawk: null,
      onGround: false,
    });
  });
});
