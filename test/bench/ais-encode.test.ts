// The benchmarks' AIS writer writes what Vigil's decoder (held to gpsd's and libais's corpora) reads.
import { describe, expect, it } from 'vitest';
import { positionSentence } from '../../bench/lib/ais-encode.ts';
import { timed } from '../../bench/lib/big-nmea.ts';
import { aisPosition, createAisDecoder } from '../../src/geo/feeds/index.ts';

describe('positionSentence', () => {
  it('writes a type 1 report that decodes to the fix, behind a tag block time that parses', () => {
    const fix = {
      mmsi: 244_123_456,
      lon: -4.123456,
      lat: 51.98765,
      speedKn: 12.3,
      courseDeg: 271.4,
      second: 42,
    };
    const decoder = createAisDecoder();
    const result = decoder.push(timed(positionSentence(fix), 1_795_846_608), 0, 1);
    if (result.kind !== 'message') throw new Error(`not a message: ${JSON.stringify(result)}`);
    expect(result.meta.tagTime).toBe(1_795_846_608_000);
    const position = aisPosition(result.message);
    expect(position).toMatchObject({ mmsi: '244123456', speedKn: 12.3, courseDeg: 271.4, aisClass: 'A' });
    // The layout's resolution: 1/10,000 of a minute.
    expect(position?.lon).toBeCloseTo(fix.lon, 5);
    expect(position?.lat).toBeCloseTo(fix.lat, 5);
  });
});
