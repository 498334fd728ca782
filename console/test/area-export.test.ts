// The "who was there" exports, built in the browser from the API's answer, checked without a browser:
// CSV fields quoted as RFC 4180 says, and a broadcast name that a spreadsheet would run as a formula
// kept as text.
import { describe, expect, it } from 'vitest';
import { csvField, type Inside, insideCsv, insideJson } from '../app/map/area-export.ts';

const row = (name: string | null): Inside => ({
  asset: { id: 'ast_1', kind: 'vessel', name, identifiers: { mmsi: '244555001', imo: '9134270' } },
  first_inside_at: '2026-11-23T08:00:00.000Z',
  last_inside_at: '2026-11-23T09:00:00.000Z',
  inside_s: 3600,
  fixes_inside: 5,
});

describe('who was there, exported', () => {
  it('quotes what must be quoted and leaves the rest as it is', () => {
    expect(csvField('NORDIC STAR')).toBe('NORDIC STAR');
    expect(csvField('STAR, NORDIC')).toBe('"STAR, NORDIC"');
    expect(csvField('THE "STAR"')).toBe('"THE ""STAR"""');
    expect(csvField(null)).toBe('');
    expect(csvField(3600, false)).toBe('3600');
  });

  it('keeps a name that starts like a formula as text', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvField('+31 TUG')).toBe("'+31 TUG");
    expect(csvField('@SEA')).toBe("'@SEA");
    // Times and numbers are ours, not the asset's: never touched.
    expect(csvField(-1, false)).toBe('-1');
  });

  it('writes one row an asset under a header, and the question beside the answer in JSON', () => {
    expect(insideCsv([row('PILOT ONE'), row(null)]).split('\r\n')).toEqual([
      'asset_id,name,kind,mmsi,imo,call_sign,icao24,first_inside_at,last_inside_at,inside_s,fixes_inside',
      'ast_1,PILOT ONE,vessel,244555001,9134270,,,2026-11-23T08:00:00.000Z,2026-11-23T09:00:00.000Z,3600,5',
      'ast_1,,vessel,244555001,9134270,,,2026-11-23T08:00:00.000Z,2026-11-23T09:00:00.000Z,3600,5',
      '',
    ]);
    const question = { geometry: { type: 'Polygon', coordinates: [] }, from: 'a', to: 'b' };
    expect(JSON.parse(insideJson(question, [row('X')], false))).toEqual({
      query: question,
      complete: false,
      data: [row('X')],
    });
  });
});
