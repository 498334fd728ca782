/**
 * readAircraftJson on dump1090-mutability's aircraft.json from the corpus run (CORPORA.md,
 * adsb/derived) and on readsb-shaped snapshots built here, including the bad entries a caller
 * must hear about by index.
 */
import { describe, expect, it } from 'vitest';
import { readAircraftJson } from '../../../../src/geo/feeds/sbs/index.ts';
import { readCorpusJson } from './fixtures.ts';

const NOW = 1795401664.3;
const NOW_MS = Date.UTC(2026, 10, 23, 2, 41, 4, 300);

function snapshot(aircraft: unknown[]): unknown {
  return { now: NOW, messages: 42, aircraft };
}

describe('readAircraftJson on dump1090-mutability output', () => {
  const { updates, errors } = readAircraftJson(readCorpusJson('derived/aircraft.dump1090-mutability.json'));
  const update = (icao24: string) => updates.find((u) => u.icao24 === icao24);

  it('reads all five aircraft without an error', () => {
    expect(errors).toEqual([]);
    expect(updates.map((u) => u.icao24)).toEqual(['a05f21', '485020', '40621d', '4840d6', '406b90']);
  });

  it('reads the riddle position for 40621D, timed by seen_pos', () => {
    expect(update('40621d')).toEqual({
      icao24: '40621d',
      nonIcao: false,
      at: NOW_MS - 2300,
      lon: 3.938913,
      lat: 52.26578,
      altitudeFt: 38000,
      speedKn: null,
      trackDeg: null,
      callsign: null,
      squawk: null,
      onGround: false,
    });
  });

  it('reads callsigns without their padding and mutability speed as knots', () => {
    expect(update('4840d6')).toMatchObject({ callsign: 'KLM1023', lat: null });
    expect(update('485020')).toMatchObject({ speedKn: 159, trackDeg: 184, altitudeFt: null, onGround: null });
    expect(update('406b90')).toMatchObject({
      callsign: 'EZY85MH',
      altitudeFt: 36000,
      speedKn: 488,
      trackDeg: 292,
      // dump1090 printed 916 positions for 406B90 on SBS, yet the snapshot holds none.
      lat: null,
      lon: null,
      at: NOW_MS - 2300,
    });
  });
});

describe('readAircraftJson on readsb-shaped snapshots', () => {
  it('reads alt_baro "ground" as on the ground, with no altitude', () => {
    const { updates } = readAircraftJson(
      snapshot([{ hex: '4840d6', alt_baro: 'ground', gs: 12.5, seen: 0.4 }]),
    );
    expect(updates[0]).toMatchObject({ altitudeFt: null, onGround: true, speedKn: 12.5, at: NOW_MS - 400 });
  });

  it('prefers alt_baro and gs, as readsb writes them', () => {
    const { updates } = readAircraftJson(
      snapshot([{ hex: '4840d6', alt_baro: 3200, gs: 140, squawk: '7000' }]),
    );
    expect(updates[0]).toMatchObject({ altitudeFt: 3200, onGround: false, speedKn: 140, squawk: '7000' });
  });

  it('keeps a ~ (non-ICAO, TIS-B) address and flags it', () => {
    const { updates, errors } = readAircraftJson(
      snapshot([{ hex: '~2b1d03', lat: 40.1, lon: -74.2, seen_pos: 1 }]),
    );
    expect(errors).toEqual([]);
    expect(updates[0]).toMatchObject({
      icao24: '~2b1d03',
      nonIcao: true,
      lat: 40.1,
      lon: -74.2,
      at: NOW_MS - 1000,
    });
  });

  it('times an update without a position by seen, and without seen by now', () => {
    const { updates } = readAircraftJson(
      snapshot([{ hex: 'a05f21', seen: 5, seen_pos: 30 }, { hex: '485020' }]),
    );
    expect(updates.map((u) => u.at)).toEqual([NOW_MS - 5000, NOW_MS]);
  });

  it('gives no position when only one coordinate is present', () => {
    const { updates } = readAircraftJson(snapshot([{ hex: 'a05f21', lat: 52.1 }]));
    expect(updates[0]).toMatchObject({ lat: null, lon: null });
  });

  it('reports bad aircraft by index and still reads the good ones', () => {
    const { updates, errors } = readAircraftJson(
      snapshot([
        { hex: '4840d6' },
        { hex: '4840d' },
        'not an aircraft',
        { hex: '485020', lat: 95, lon: 4 },
        { hex: '485020', altitude: '38000', squawk: '9999', track: null },
        { hex: 'a05f21', flight: 1023 },
      ]),
    );
    expect(updates.map((u) => u.icao24)).toEqual(['4840d6']);
    expect(errors).toEqual([
      { index: 1, detail: 'hex "4840d" is not 6 hex digits, optionally prefixed by ~' },
      { index: 2, detail: 'expected an aircraft object, got "not an aircraft"' },
      { index: 3, detail: 'lat 95 is outside -90..90' },
      {
        index: 4,
        detail:
          'altitude "38000" is neither a number of feet nor "ground"; squawk "9999" is not 4 octal digits (0-7)',
      },
      { index: 5, detail: 'flight number is not a string' },
    ]);
  });

  it('refuses a document without now or aircraft, reporting it at index -1', () => {
    expect(readAircraftJson([])).toEqual({
      updates: [],
      errors: [{ index: -1, detail: 'expected an object, got an array' }],
    });
    expect(readAircraftJson({ aircraft: {} }).errors).toEqual([
      { index: -1, detail: 'now must be seconds since the Unix epoch, got undefined' },
      { index: -1, detail: 'aircraft must be an array, got object' },
    ]);
  });
});
