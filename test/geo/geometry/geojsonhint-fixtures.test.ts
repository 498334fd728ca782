/**
 * mapbox/geojsonhint's good and bad cases (CORPORA.md, geojson/geojsonhint). A site boundary must
 * refuse every bad case; a footprint (parseGeometry) refuses the bad geometries too, except where
 * API.md or RFC 7946 deliberately differ from geojsonhint, each named below with the reason.
 */
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { describe, expect, it } from 'vitest';
import { followsRightHandRule } from '../../../src/geo/geometry/area-measures.ts';
import { parseArea, parseGeometry } from '../../../src/geo/geometry/index.ts';
import { corpusFiles, readCorpusText } from './fixtures.ts';

/** The bad file as parsed JSON, or its raw text when it is not JSON (bad-json). */
function readBad(file: string): unknown {
  const text = readCorpusText(`geojsonhint/bad/${file}`);
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Bad for geojsonhint, accepted by us on purpose. */
const ACCEPTED_BAD_GEOMETRIES: Record<string, string> = {
  // API.md: any winding is accepted (and returned right-hand); geojsonhint only warns here.
  'polygon_winding_order.geojson': 'any winding is accepted',
  'bad-polygon-interiorring-rhr.geojson': 'any winding is accepted',
  // geojsonhint's own expected result for this file is empty: precision is not a fault.
  'excessive_precision_truncated.geojson': 'geojsonhint reports nothing for it either',
  // RFC 7946 §3.1.8 says a one-member collection SHOULD be avoided, not that it is invalid.
  'geometrycollection_single.geojson': 'a one-member GeometryCollection is valid RFC 7946',
};

const badFiles = corpusFiles('geojsonhint/bad/', '.geojson');

describe('geojsonhint bad cases', () => {
  it.each(badFiles)('refuses %s as a site boundary with a pointer under /boundary', (file) => {
    const input = readBad(file);
    const accepted =
      file === 'polygon_winding_order.geojson' || file === 'bad-polygon-interiorring-rhr.geojson';
    const parsed = parseArea(input, '/boundary');
    if (accepted) {
      expect(parsed.ok).toBe(true); // see the winding tests below
      return;
    }
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    for (const error of parsed.errors) {
      expect(error.pointer).toMatch(/^\/boundary(\/|$)/);
      expect(error.detail.length).toBeGreaterThan(10);
    }
  });

  it.each(badFiles.filter((f) => !(f in ACCEPTED_BAD_GEOMETRIES)))(
    'refuses %s as a footprint geometry',
    (file) => {
      expect(parseGeometry(readBad(file), '/geometry')).toMatchObject({ ok: false });
    },
  );

  it.each(Object.entries(ACCEPTED_BAD_GEOMETRIES))('accepts %s as a footprint: %s', (file) => {
    expect(parseGeometry(readBad(file), '/geometry')).toMatchObject({ ok: true });
  });

  it.each(['polygon_winding_order.geojson', 'bad-polygon-interiorring-rhr.geojson'])(
    'accepts the wrongly wound %s (API.md: any winding) and returns it right-hand',
    (file) => {
      const parsed = parseArea(readBad(file), '/boundary');
      expect(parsed.ok).toBe(true);
      if (parsed.ok) expect(followsRightHandRule(parsed.value.geometry)).toBe(true);
    },
  );

  it('says a FeatureCollection is not accepted as a boundary, rather than just "wrong type"', () => {
    expect(parseArea(readBad('featurecollection.geojson'), '/boundary')).toMatchObject({
      ok: false,
      errors: [
        { pointer: '/boundary/type', detail: expect.stringContaining('FeatureCollection is not accepted') },
      ],
    });
  });

  it('refuses a ring whose closing position adds an altitude (RFC 7946: identical values)', () => {
    expect(parseArea(readBad('different-first-size.geojson'), '/boundary')).toMatchObject({
      ok: false,
      errors: [{ pointer: '/boundary/coordinates/1/0/4' }],
    });
  });
});

function readGood(file: string): unknown {
  return JSON.parse(readCorpusText(`geojsonhint/good/${file}`));
}

/** Geometries found in a good file: the file itself, a Feature's geometry, or each feature's. */
function geometriesIn(value: unknown): Geometry[] {
  const object = value as Geometry | Feature | FeatureCollection;
  if (object.type === 'FeatureCollection') return object.features.flatMap(geometriesIn);
  if (object.type === 'Feature') return object.geometry === null ? [] : [object.geometry];
  return [object];
}

describe('geojsonhint good cases', () => {
  // issue82.geojson is "good" for geojsonhint, which does not range-check positions: its
  // latitudes reach -141°. API.md requires lat in [-90, 90], so we refuse it (tested below).
  const goodFiles = corpusFiles('geojsonhint/good/', '.geojson').filter((f) => f !== 'issue82.geojson');

  it.each(goodFiles)('accepts every geometry in %s', (file) => {
    for (const geometry of geometriesIn(readGood(file))) {
      expect(parseGeometry(geometry, '/geometry')).toMatchObject({ ok: true });
    }
  });

  it.each(['good-polygon.geojson', 'multipolygon.geojson'])('accepts %s as a site boundary', (file) => {
    expect(parseArea(readGood(file), '/boundary')).toMatchObject({ ok: true });
  });

  it('refuses issue82.geojson because its latitudes are outside [-90, 90], pointing at the first one', () => {
    const parsed = parseGeometry(readGood('issue82.geojson'), '/geometry');
    expect(parsed).toMatchObject({
      ok: false,
      errors: expect.arrayContaining([
        { pointer: '/geometry/coordinates/0/0/0/1', detail: expect.stringContaining('outside [-90, 90]') },
      ]),
    });
  });
});
