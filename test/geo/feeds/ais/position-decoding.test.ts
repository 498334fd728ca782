/**
 * Field-level decoding of the position reports on built payloads: every "not available"
 * sentinel becomes null, and scales are gpsd's (types 1-3, 4, 9, 27).
 */

import { describe, expect, it } from 'vitest';
import { decodeBuilt as decode, type Fields, headerFields as header } from './sentence-factory.ts';

function classA(
  overrides: {
    status?: number;
    turn?: number;
    speed?: number;
    lon?: number;
    lat?: number;
    course?: number;
    heading?: number;
    second?: number;
    maneuver?: number;
  } = {},
): Fields {
  const f = {
    status: 0,
    turn: 0,
    speed: 123,
    lon: -74_000_000,
    lat: 24_000_000,
    course: 2240,
    heading: 215,
    second: 33,
    maneuver: 1,
    ...overrides,
  };
  return [
    ...header(1, 2470052),
    [f.status, 4],
    [f.turn, 8],
    [f.speed, 10],
    [1, 1],
    [f.lon, 28],
    [f.lat, 27],
    [f.course, 12],
    [f.heading, 9],
    [f.second, 6],
    [f.maneuver, 2],
    [0, 3],
    [1, 1],
    [0, 19],
  ];
}

describe('Class A position reports (types 1-3)', () => {
  it('scales position, speed and course like gpsd', () => {
    expect(decode(classA())).toMatchObject({
      type: 1,
      mmsi: '2470052',
      navStatus: 0,
      speedKn: 12.3,
      accuracy: true,
      lon: -74_000_000 / 600_000,
      lat: 40,
      courseDeg: 224,
      headingDeg: 215,
      second: 33,
      maneuver: 1,
      raim: true,
    });
  });

  it('gives null for every "not available" sentinel', () => {
    const message = decode(
      classA({
        status: 15,
        turn: -128,
        speed: 1023,
        lon: 181 * 600_000,
        lat: 91 * 600_000,
        course: 3600,
        heading: 511,
        second: 60,
        maneuver: 0,
      }),
    );
    expect(message).toMatchObject({
      navStatus: null,
      rateOfTurn: null,
      turningFast: null,
      speedKn: null,
      lon: null,
      lat: null,
      courseDeg: null,
      headingDeg: null,
      second: null,
      maneuver: null,
    });
  });

  it.each([61, 62, 63])('gives a null second for the time stamp status %i', (second) => {
    expect(decode(classA({ second }))).toMatchObject({ second: null });
  });

  it('keeps 102.2 kn, which means "102.2 kn or more", as a speed', () => {
    expect(decode(classA({ speed: 1022 }))).toMatchObject({ speedKn: 102.2 });
  });

  it('converts the rate of turn to signed degrees per minute', () => {
    const right = decode(classA({ turn: 31 }));
    const left = decode(classA({ turn: -31 }));
    expect(right).toMatchObject({ turningFast: null });
    expect(right.type === 1 ? right.rateOfTurn : null).toBeCloseTo(42.8993, 3);
    expect(left.type === 1 ? left.rateOfTurn : null).toBeCloseTo(-42.8993, 3);
  });

  it('reports ±127 as turning fast without a rate', () => {
    expect(decode(classA({ turn: 127 }))).toMatchObject({ rateOfTurn: null, turningFast: 'right' });
    expect(decode(classA({ turn: -127 }))).toMatchObject({ rateOfTurn: null, turningFast: 'left' });
  });

  it('writes the MMSI as a decimal string without zero padding', () => {
    expect(decode(classA()).mmsi).toBe('2470052');
  });
});

describe('other position reports', () => {
  it('gives null for the SAR aircraft (type 9) sentinels and keeps whole knots', () => {
    const fields: Fields = [
      ...header(9, 111232511),
      [4095, 12],
      [1023, 10],
      [0, 1],
      [181 * 600_000, 28],
      [91 * 600_000, 27],
      [3600, 12],
      [63, 6],
      [0, 8],
      [1, 1],
      [0, 3],
      [0, 1],
      [0, 1],
      [0, 20],
    ];
    expect(decode(fields)).toMatchObject({
      type: 9,
      altitudeM: null,
      speedKn: null,
      lon: null,
      lat: null,
      courseDeg: null,
      second: null,
      dte: 1,
    });
    const moving = fields.map((field, i) =>
      i === 4 ? ([168, 10] as const) : i === 3 ? ([4094, 12] as const) : field,
    );
    expect(decode(moving)).toMatchObject({ altitudeM: 4094, speedKn: 168 });
  });

  it('decodes the long-range broadcast (type 27) in 1/10 minutes, whole knots and degrees', () => {
    const fields = (lon: number, lat: number, speed: number, course: number, latency: number): Fields => [
      ...header(27, 206914217),
      [0, 1],
      [0, 1],
      [2, 4],
      [lon, 18],
      [lat, 17],
      [speed, 6],
      [course, 9],
      [latency, 1],
      [0, 1],
    ];
    expect(decode(fields(82214, 2904, 57, 167, 0))).toMatchObject({
      type: 27,
      navStatus: 2,
      lon: 82214 / 600,
      lat: 2904 / 600,
      speedKn: 57,
      courseDeg: 167,
      gnss: true,
    });
    expect(decode(fields(181 * 600, 91 * 600, 63, 511, 1))).toMatchObject({
      lon: null,
      lat: null,
      speedKn: null,
      courseDeg: null,
      gnss: false,
    });
  });

  it('gives null for a base station report (type 4) with no date, time or position', () => {
    const message = decode([
      ...header(4, 2470052),
      [0, 14],
      [0, 4],
      [0, 5],
      [24, 5],
      [60, 6],
      [60, 6],
      [0, 1],
      [181 * 600_000, 28],
      [91 * 600_000, 27],
      [0, 4],
      [0, 10],
      [0, 1],
      [0, 19],
    ]);
    expect(message).toMatchObject({
      type: 4,
      year: null,
      month: null,
      day: null,
      hour: null,
      minute: null,
      second: null,
      lon: null,
      lat: null,
      epfd: null,
    });
  });
});
