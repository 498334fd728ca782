/**
 * dump1090-mutability's BaseStation output for the pyModeS sample and the "1090 MHz Riddle"
 * vectors (CORPORA.md, adsb/derived), decoded line by line, and cross-checked against pyModeS's
 * golden decodes of the same Mode S messages (adsb/pymodes/golden_v2.json).
 */
import { describe, expect, it } from 'vitest';
import {
  parseSbsLine,
  readAircraftJson,
  type SbsMessage,
  sbsUpdate,
} from '../../../../src/geo/feeds/sbs/index.ts';
import { corpusFiles, readCorpusJson, readCorpusLines } from './fixtures.ts';

const SAMPLE = 'derived/pymodes_sample_plus_riddle.dump1090-mutability.sbs.csv';

function decodeFile(path: string): SbsMessage[] {
  return readCorpusLines(path).map((line, index) => {
    const result = parseSbsLine(line);
    if (result.kind !== 'message') throw new Error(`${path}:${index + 1}: ${JSON.stringify(result)}`);
    return result.message;
  });
}

function only(messages: SbsMessage[], icao24: string): SbsMessage[] {
  return messages.filter((message) => message.icao24 === icao24);
}

describe('dump1090-mutability SBS corpus', () => {
  it.each(corpusFiles('derived', '.sbs.csv'))('decodes every line of %s without an error', (name) => {
    const lines = readCorpusLines(`derived/${name}`);
    const errors = lines
      .map((line, index) => ({ line: index + 1, result: parseSbsLine(line) }))
      .filter(({ result }) => result.kind !== 'message');
    expect(errors).toEqual([]);
    expect(lines.length).toBeGreaterThan(0);
  });

  it('finds the message mix CORPORA.md counts in the pyModeS sample', () => {
    const messages = decodeFile(SAMPLE);
    const count = (type: number) => messages.filter((m) => m.transmission === type).length;
    expect([messages.length, count(1), count(3), count(4)]).toEqual([2011, 101, 939, 971]);
    const positioned = messages.filter((m) => sbsUpdate(m).lat !== null);
    expect(positioned).toHaveLength(916);
    expect(new Set(messages.map((m) => m.icao24))).toEqual(
      new Set(['406b90', '40621d', '4840d6', '485020', 'a05f21']),
    );
  });

  it('reads the riddle identification as KLM1023 for 4840D6, callsign padding removed', () => {
    const idents = only(decodeFile('derived/riddle_ident_velocity.dump1090-mutability.sbs.csv'), '4840d6');
    expect(idents).toHaveLength(3);
    for (const ident of idents) expect(ident).toMatchObject({ transmission: 1, callsign: 'KLM1023' });
  });

  it('reads the riddle velocities: ground speed and track for 485020, vertical rate only for A05F21', () => {
    const messages = decodeFile('derived/riddle_ident_velocity.dump1090-mutability.sbs.csv');
    for (const velocity of only(messages, '485020')) {
      expect(velocity).toMatchObject({
        transmission: 4,
        groundSpeedKn: 159,
        trackDeg: 184,
        verticalRateFtMin: -832,
      });
    }
    // A05F21 sends airspeed (subtype 3), which SBS has no column for: no ground speed, no track.
    for (const velocity of only(messages, 'a05f21')) {
      expect(velocity).toMatchObject({ groundSpeedKn: null, trackDeg: null, verticalRateFtMin: -2304 });
    }
  });

  it('reads the riddle position pair: altitude first, then the decoded CPR position', () => {
    const [first, second] = decodeFile('derived/riddle_position_pair.dump1090-mutability.sbs.csv');
    expect(first && sbsUpdate(first)).toMatchObject({
      icao24: '40621d',
      altitudeFt: 38000,
      lat: null,
      lon: null,
    });
    // The riddle's odd-frame latitude (the newer frame of the pair): 52.26578, lon 3.93891.
    expect(second && sbsUpdate(second)).toMatchObject({
      icao24: '40621d',
      at: Date.UTC(2026, 10, 23, 2, 36, 55, 707),
      altitudeFt: 38000,
      lat: 52.26578,
      lon: 3.93891,
      onGround: false,
    });
  });

  it('agrees with aircraft.json from the same run when SBS times are read as UTC', () => {
    // The capture machine's clock ran in UTC: each aircraft's last SBS line is `now - seen`.
    const { updates } = readAircraftJson(readCorpusJson('derived/aircraft.dump1090-mutability.json'));
    const messages = decodeFile(SAMPLE);
    expect(updates).toHaveLength(5);
    for (const update of updates) {
      const last = only(messages, update.icao24).at(-1);
      expect(Math.abs((last?.at ?? 0) - update.at)).toBeLessThan(1000);
    }
  });
});

/** The fields of a pyModeS golden decode that SBS also carries. */
interface GoldenDecode {
  callsign: string | undefined;
  altitude: number | undefined;
  groundspeed: number | undefined;
  track: number | undefined;
  verticalRate: number | undefined;
}

function readGolden(): Map<string, GoldenDecode> {
  const json = readCorpusJson('pymodes/golden_v2.json');
  const decodes = new Map<string, GoldenDecode>();
  if (typeof json !== 'object' || json === null) return decodes;
  const top: [string, unknown][] = Object.entries(json);
  for (const [hex, decode] of top) {
    if (typeof decode !== 'object' || decode === null) continue;
    const fields = new Map<string, unknown>(Object.entries(decode));
    const number = (key: string) => {
      const value = fields.get(key);
      return typeof value === 'number' ? value : undefined;
    };
    const callsign = fields.get('callsign');
    decodes.set(hex, {
      callsign: typeof callsign === 'string' ? callsign : undefined,
      altitude: number('altitude'),
      groundspeed: number('groundspeed'),
      track: number('track'),
      verticalRate: number('vertical_rate'),
    });
  }
  return decodes;
}

/** The SBS transmission type dump1090 writes for a DF17 message's typecode. */
function transmissionFor(hex: string): number | null {
  const typecode = Number.parseInt(hex.slice(8, 10), 16) >> 3;
  if (typecode >= 1 && typecode <= 4) return 1;
  if (typecode >= 9 && typecode <= 18) return 3;
  if (typecode === 19) return 4;
  return null;
}

describe('dump1090-mutability SBS against pyModeS golden decodes', () => {
  /**
   * dump1090 writes one SBS line per input message, in input order per aircraft and type (it
   * only holds back an aircraft's first message until the second arrives), so the n-th type-3
   * line of 406B90 is the n-th airborne-position hex of 406B90 in the input.
   */
  const hexes = readCorpusLines('derived/pymodes_sample_plus_riddle.hex.txt').map((line) =>
    line.trim().toLowerCase(),
  );
  const golden = readGolden();
  const sbs = only(decodeFile(SAMPLE), '406b90');

  const pairs = (type: number) => {
    const inputs = hexes.filter((hex) => hex.slice(2, 8) === '406b90' && transmissionFor(hex) === type);
    const outputs = sbs.filter((message) => message.transmission === type);
    expect(outputs).toHaveLength(inputs.length);
    return inputs.flatMap((hex, i) => {
      const expected = golden.get(hex);
      const actual = outputs[i];
      return expected === undefined || actual === undefined ? [] : [{ hex, expected, actual }];
    });
  };

  it('gives the callsign pyModeS gives (pyModeS pads with _ where dump1090 pads with spaces)', () => {
    const checked = pairs(1);
    expect(checked.length).toBeGreaterThan(0);
    for (const { expected, actual } of checked)
      expect(actual.callsign).toBe(expected.callsign?.replace(/_+$/, ''));
  });

  it('gives the altitude pyModeS gives for every airborne position', () => {
    const checked = pairs(3).filter(({ expected }) => expected.altitude !== undefined);
    expect(checked.length).toBeGreaterThan(150);
    for (const { expected, actual } of checked) expect(actual.altitudeFt).toBe(expected.altitude);
  });

  it('gives the ground speed and vertical rate pyModeS gives, and the track within 2°', () => {
    const checked = pairs(4);
    expect(checked.length).toBeGreaterThan(200);
    for (const { hex, expected, actual } of checked) {
      expect({ hex, speed: actual.groundSpeedKn, rate: actual.verticalRateFtMin }).toEqual({
        hex,
        speed: expected.groundspeed,
        rate: expected.verticalRate,
      });
      // dump1090-mutability's whole-degree track runs 0.6-1.5° above pyModeS's atan2 value
      // (284.80° → 286); the riddle's 182.88° likewise comes out as 184.
      expect(Math.abs((actual.trackDeg ?? Number.NaN) - (expected.track ?? Number.NaN))).toBeLessThan(2);
    }
  });
});
