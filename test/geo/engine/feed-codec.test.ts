// The engines' feed carries each position's kind and a distress device's active mode: an engine
// on another process judges a SART as a SART (not a vessel in a zone) and tells its distress.
import { describe, expect, it } from 'vitest';
import { decodePositions, encodePositions } from '../../../src/geo/engine/feed-codec.ts';
import { ASSET_KINDS, type StoredPosition } from '../../../src/geo/ingest/index.ts';

const base = {
  at: 1_700_000_000_000,
  lon: 4,
  lat: 52,
  speedKn: 0.1,
  courseDeg: 10,
  headingDeg: null,
  altitudeFt: null,
};

describe('engine feed codec', () => {
  it('keeps every kind, and a distress device’s active mode with or without a source', () => {
    const positions: StoredPosition[] = [
      ...ASSET_KINDS.map((kind, i) => ({
        assetId: `ast_${i}`,
        report: { ...base, kind, key: `97000000${i}` },
      })),
      { assetId: 'ast_sart', report: { ...base, kind: 'sart', key: '970111111', distress: 'active' } },
      {
        assetId: 'ast_epirb',
        report: { ...base, kind: 'epirb', key: '974111111', distress: 'active' },
        late: true,
        source: 'feed:tcp://127.0.0.1:5631',
      },
      { assetId: 'ast_mob', report: { ...base, kind: 'mob', key: '972111111', distress: 'test' } },
    ];
    const decoded = decodePositions(encodePositions(positions));
    expect(decoded.map((p) => p.report.kind)).toEqual([...ASSET_KINDS, 'sart', 'epirb', 'mob']);
    expect(decoded.map((p) => p.report.distress)).toEqual([
      ...ASSET_KINDS.map(() => undefined),
      'active',
      'active',
      // Only `active` matters to the engines: a test transmission is told nothing, like silence.
      undefined,
    ]);
    expect(decoded[ASSET_KINDS.length]).not.toHaveProperty('source');
    expect(decoded[ASSET_KINDS.length + 1]).toMatchObject({
      late: true,
      source: 'feed:tcp://127.0.0.1:5631',
    });
  });
});
