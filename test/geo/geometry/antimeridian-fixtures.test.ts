/**
 * gadomski/antimeridian's inputs against their `output/flat` results (CORPORA.md,
 * geojson/antimeridian): our split must equal upstream's `fix_polygon(great_circle=False)`
 * topologically, as upstream compares with shapely `normalize()`.
 */
import { existsSync } from 'node:fs';
import type { Geometry, MultiPolygon, Polygon } from 'geojson';
import { describe, expect, it } from 'vitest';
import { followsRightHandRule } from '../../../src/geo/geometry/area-measures.ts';
import { parseArea, parseGeometry } from '../../../src/geo/geometry/index.ts';
import { canonicalPolygons, corpusFiles, GEOJSON_CORPUS, readCorpusJson, shapeDistance } from './fixtures.ts';

/** Upstream rounds crossing latitudes to 7 decimals, as we do; this leaves float noise only. */
const EPSILON = 1e-9;

/** Inputs with a flat output that we do not compare, and why. */
const NOT_COMPARED: Record<string, string> = {
  'both-poles.json':
    'expected output is for fix_winding=False; API.md accepts any winding, so we always fix it',
  'force-north-pole.json':
    'expected output needs force_north_pole=True; in flat lon/lat the swath over the pole crosses itself, so we refuse it',
  'issues-124.json': 'expected output needs force_south_pole=True, a hint the API has no field for',
  'issues-164.json': 'expected output is for reverse=True (the ring read the other way round the pole)',
  'overlap.json':
    "a real Sentinel-3 swath that overlaps itself in lon/lat: we refuse it; upstream's own output has overlapping parts",
  'issues-187.json': 'its ring is not closed, which API.md refuses (compared after closing it, below)',
  'issues-171.json':
    'upstream drops one of its two holes; we keep both (compared with that hole added, below)',
};

function readInput(name: string): unknown {
  return readCorpusJson(`antimeridian/input/${name}`);
}

function readFlat(name: string): Polygon | MultiPolygon {
  return readCorpusJson(`antimeridian/output/flat/${name}`) as Polygon | MultiPolygon;
}

const comparable = corpusFiles('antimeridian/input/', '.json').filter((name) => {
  const input = readInput(name) as Geometry;
  const hasFlat = existsSync(new URL(`antimeridian/output/flat/${name}`, GEOJSON_CORPUS));
  return hasFlat && (input.type === 'Polygon' || input.type === 'MultiPolygon') && !(name in NOT_COMPARED);
});

function expectSameShape(actual: Geometry, expected: Geometry): void {
  expect(shapeDistance(canonicalPolygons(actual), canonicalPolygons(expected))).toBeLessThanOrEqual(EPSILON);
}

describe('antimeridian fixtures (flat)', () => {
  it('compares at least the cases the brief names', () => {
    for (const name of ['simple', 'split', 'cw-split', 'one-hole', 'two-holes', 'multi-split', 'over-180']) {
      expect(comparable).toContain(`${name}.json`);
    }
    for (const name of [
      'crossing-latitude',
      'complex-split',
      'extra-crossing',
      'latitude-band',
      'issues-81',
    ]) {
      expect(comparable).toContain(`${name}.json`);
    }
  });

  it.each(comparable)('splits %s exactly as upstream does, right-hand wound', (name) => {
    const parsed = parseArea(readInput(name), '/boundary');
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expectSameShape(parsed.value.geometry, readFlat(name));
    expect(followsRightHandRule(parsed.value.geometry)).toBe(true);
    for (const ring of canonicalPolygons(parsed.value.geometry).flat()) {
      for (const [lon] of ring) expect(Math.abs(lon)).toBeLessThanOrEqual(180);
    }
  });

  it.each(comparable)('returns %s unchanged when its own split output is sent back', (name) => {
    const first = parseArea(readInput(name), '/boundary');
    if (!first.ok) throw new Error(JSON.stringify(first.errors));
    const again = parseArea(first.value.geometry, '/boundary');
    expect(again.ok).toBe(true);
    if (again.ok) expectSameShape(again.value.geometry, first.value.geometry);
  });

  it('fixes a counter-clockwise hole that crosses the antimeridian (one-ccw-hole → one-hole)', () => {
    const parsed = parseArea(readInput('one-ccw-hole.json'), '/boundary');
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expectSameShape(parsed.value.geometry, readFlat('one-hole.json'));
  });

  it('keeps both holes of issues-171, where upstream output lost the one at 0°', () => {
    const parsed = parseArea(readInput('issues-171.json'), '/boundary');
    const expected = readFlat('issues-171.json') as Polygon;
    const lostHole = [
      [0, 81],
      [-1, 82],
      [0, 83],
      [1, 82],
      [0, 81],
    ];
    expect(parsed.ok).toBe(true);
    if (parsed.ok) {
      expectSameShape(parsed.value.geometry, {
        ...expected,
        coordinates: [...expected.coordinates, lostHole],
      });
    }
  });

  it('refuses the unclosed ring of issues-187, and splits it as upstream once closed', () => {
    const input = readInput('issues-187.json') as Polygon;
    expect(parseArea(input, '/boundary')).toMatchObject({
      ok: false,
      errors: [{ pointer: '/boundary/coordinates/0/3', detail: expect.stringContaining('not closed') }],
    });
    const ring = input.coordinates[0] ?? [];
    const closed = { ...input, coordinates: [[...ring, ring[0] ?? []]] };
    const parsed = parseArea(closed, '/boundary');
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expectSameShape(parsed.value.geometry, readFlat('issues-187.json'));
  });

  it.each(['overlap.json', 'force-north-pole.json'])(
    'refuses %s, which crosses itself in flat lon/lat',
    (name) => {
      expect(parseArea(readInput(name), '/boundary')).toMatchObject({
        ok: false,
        errors: [{ pointer: expect.stringMatching(/^\/boundary\/coordinates\/0\/\d+$/) }],
      });
    },
  );

  it('refuses issues-182, whose ring doubles back on itself (no upstream output)', () => {
    expect(parseArea(readInput('issues-182.json'), '/boundary')).toMatchObject({ ok: false });
  });

  it('gives a split box the RFC 7946 bbox that crosses the antimeridian and a centre on it', () => {
    const parsed = parseArea(readInput('split.json'), '/boundary');
    expect(parsed).toMatchObject({ ok: true, value: { bbox: [170, 40, -170, 50], center: [180, 45] } });
  });

  it.each(['line.json', 'multi-line.json'])(
    'splits the line in %s like upstream when parsed as a footprint',
    (name) => {
      const parsed = parseGeometry(readInput(name), '/geometry');
      expect(parsed).toMatchObject({
        ok: true,
        value: readCorpusJson(`antimeridian/output/flat/${name}`) as object,
      });
    },
  );
});
