/**
 * The detector's core on observations made in memory (no COGs, no HTTP): silence where nothing
 * changed over many noise seeds, a one-pixel misregistration of a textured scene, the minimum
 * mapping unit, each type's signature, and the stump that tunes thresholds from feedback.
 */
import { describe, expect, it } from 'vitest';
import type { Observation } from '../../../src/geo/imagery/detect/observation.ts';
import {
  decodeObservation,
  encodeObservation,
  OBSERVATION_BANDS,
} from '../../../src/geo/imagery/detect/observation.ts';
import { DEFAULT_MMU_M2, THRESHOLDS } from '../../../src/geo/imagery/imagery-rules.ts';
import type { GridWindow } from '../../../src/geo/imagery/raster/grid.ts';
import { compareWithBaseline } from '../../../src/geo/imagery/scan/compare.ts';
import { settingsOf } from '../../../src/geo/imagery/scan/scene-plan.ts';
import type { SiteGrid } from '../../../src/geo/imagery/scan/scene-reading.ts';
import { tunedThreshold } from '../../../src/geo/imagery/tuning/stump.ts';
import { seededRandom } from '../../../src/lib/seeded-random.ts';
import { REFLECTANCE, type Surface } from '../../fixtures/imagery/synthetic-scenes.ts';

const SIZE = 64;
const WINDOW: GridWindow = { epsg: 32633, x0: 500_000, y0: 4_000_000, width: SIZE, height: SIZE };

function grid(): SiteGrid {
  const site = new Uint8Array(SIZE * SIZE);
  for (let y = 3; y < SIZE - 3; y++) for (let x = 3; x < SIZE - 3; x++) site[y * SIZE + x] = 1;
  const corner = (x: number, y: number): [number, number] => [WINDOW.x0 + x * 20, WINDOW.y0 - y * 20];
  return {
    epsg: 32633,
    window: WINDOW,
    site,
    sitePixels: (SIZE - 6) ** 2,
    polygons: [
      [
        [
          corner(3, SIZE - 3),
          corner(SIZE - 3, SIZE - 3),
          corner(SIZE - 3, 3),
          corner(3, 3),
          corner(3, SIZE - 3),
        ],
      ],
    ],
  };
}

function observe(surface: (x: number, y: number) => Surface, seed: number, noise = 0.01): Observation {
  const random = seededRandom(seed);
  const n = SIZE * SIZE;
  const bands = Object.fromEntries(
    OBSERVATION_BANDS.map((band) => {
      const values = new Float32Array(n);
      for (let i = 0; i < n; i++) {
        values[i] = REFLECTANCE[surface(i % SIZE, Math.floor(i / SIZE))][band] + (random() * 2 - 1) * noise;
      }
      return [band, values];
    }),
  ) as Observation['bands'];
  return { window: WINDOW, clear: new Uint8Array(n).fill(1), bands };
}

/** Fields of vegetation and bare soil in irregular blocks: texture for misregistration to show on. */
function fields(seed: number) {
  const random = seededRandom(seed);
  const cells = Array.from({ length: 16 * 16 }, () => (random() < 0.35 ? 'soil' : 'vegetation') as Surface);
  return (x: number, y: number): Surface => cells[((y >> 2) & 15) * 16 + ((x >> 2) & 15)] ?? 'vegetation';
}

const settings = settingsOf([]);

describe('the detector', () => {
  it('stays silent where nothing changed, over 20 noise seeds', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const prior = [1, 2, 3, 4].map((k) => observe(() => 'vegetation', seed * 10 + k));
      const after = observe(() => 'vegetation', seed * 10 + 5);
      const result = compareWithBaseline(grid(), after, prior, [], [], settings);
      expect(result.found, `seed ${seed}`).toEqual([]);
    }
  });

  it('stays silent when a textured scene is misregistered by one pixel', () => {
    for (let seed = 1; seed <= 5; seed++) {
      const texture = fields(seed);
      const prior = [1, 2, 3, 4].map((k) => observe(texture, seed * 10 + k));
      for (const [dx, dy] of [
        [1, 0],
        [0, 1],
        [1, 1],
        [-1, 0],
      ] as const) {
        const after = observe((x, y) => texture(x - dx, y - dy), seed * 10 + 5);
        const result = compareWithBaseline(grid(), after, prior, [], [], settings);
        expect(result.found, `seed ${seed}, shift ${dx},${dy}`).toEqual([]);
      }
    }
  });

  it('finds a real clearing in the same textured scene, misregistered or not', () => {
    const texture = fields(7);
    const prior = [1, 2, 3, 4].map((k) => observe(texture, 70 + k));
    const clearing = (x: number, y: number) => x >= 20 && x < 30 && y >= 20 && y < 30;
    const after = observe((x, y) => (clearing(x - 1, y) ? 'soil' : texture(x - 1, y)), 75);
    const found = compareWithBaseline(grid(), after, prior, [], [], settings).found.filter(
      (f) => f.component.type === 'vegetation_loss',
    );
    // Only where the clearing replaced vegetation: soil fields were bare before.
    expect(found.length).toBeGreaterThan(0);
    for (const f of found) {
      for (const i of f.component.pixels) expect(clearing((i % SIZE) - 1, Math.floor(i / SIZE))).toBe(true);
    }
  });

  it('drops a change under the minimum mapping unit and keeps one above it', () => {
    const prior = [1, 2, 3, 4].map((k) => observe(() => 'vegetation', k));
    const small = (x: number, y: number) => y === 10 && x >= 10 && x < 13; // 3 px, 1,200 m²
    const larger = (x: number, y: number) => y >= 30 && y < 32 && x >= 30 && x < 33; // 6 px, 2,400 m²
    const after = observe((x, y) => (small(x, y) || larger(x, y) ? 'soil' : 'vegetation'), 5);
    const result = compareWithBaseline(grid(), after, prior, [], [], settings);
    expect(result.found.map((f) => f.component.pixels.length)).toEqual([6]);
    expect(result.found[0]?.areaM2).toBe(2_400);
    expect(result.dropped).toEqual([
      expect.objectContaining({
        pixels: 3,
        reason: expect.stringContaining(`minimum mapping unit of ${DEFAULT_MMU_M2} m²`),
      }),
    ]);
  });

  it('tells a burn, a clearing and a flood apart', () => {
    const prior = [1, 2, 3, 4].map((k) => observe(() => 'vegetation', k));
    const after = observe((x, y) => {
      if (y >= 10 && y < 16 && x >= 10 && x < 16) return 'char';
      if (y >= 10 && y < 16 && x >= 30 && x < 36) return 'soil';
      if (y >= 40 && y < 46 && x >= 20 && x < 26) return 'water';
      return 'vegetation';
    }, 5);
    const types = compareWithBaseline(grid(), after, prior, [], [], settings).found.map(
      (f) => f.component.type,
    );
    expect(types.sort()).toEqual(['burn_scar', 'vegetation_loss', 'water_gain']);
  });

  it('keeps an observation through its stored form to 1e-4, and says exactly how it reads back', async () => {
    const observation = observe(() => 'vegetation', 3);
    observation.clear[5] = 0;
    const encoded = await encodeObservation(observation);
    const back = await decodeObservation(WINDOW, encoded.text);
    expect(back.clear[5]).toBe(0);
    expect(Number.isNaN(back.bands.red[5] ?? 0)).toBe(true);
    expect(Math.abs((back.bands.nir08[6] ?? 0) - (observation.bands.nir08[6] ?? 0))).toBeLessThan(1e-4);
    // The form the job caches for the next scene is the one a restarted Vigil reads from the store.
    expect(encoded.stored.clear).toEqual(back.clear);
    for (const band of OBSERVATION_BANDS) expect(encoded.stored.bands[band]).toEqual(back.bands[band]);
  });
});

describe('tuning from feedback', () => {
  const rule = THRESHOLDS.vegetation_loss;
  const label = (deltaMean: number, useful: boolean) => ({ deltaMean, areaM2: 5_000, useful });

  it('waits for five labels', () => {
    expect(tunedThreshold([label(0.12, false), label(0.13, false)], rule, rule.default)).toBeUndefined();
  });

  it('raises the threshold above not-useful changes and keeps useful ones', () => {
    const labels = [
      label(0.11, false),
      label(0.12, false),
      label(0.13, false),
      label(0.18, true),
      label(0.19, true),
    ];
    const t = tunedThreshold(labels, rule, rule.default) ?? 0;
    expect(t).toBeGreaterThan(0.13);
    expect(t).toBeLessThanOrEqual(0.18);
  });

  it('never goes below the default nor above its bound', () => {
    expect(
      tunedThreshold(
        [1, 2, 3, 4, 5].map(() => label(0.11, true)),
        rule,
        rule.default,
      ),
    ).toBe(rule.default);
    // Labels no cut within the bounds can separate: the precision trigger raises by a quarter each time, to the bound.
    const hopeless = [1, 2, 3, 4, 5].map(() => label(0.9, false));
    expect(tunedThreshold(hopeless, rule, rule.default)).toBe(0.125);
    expect(tunedThreshold(hopeless, rule, 0.19)).toBe(rule.max);
  });
});
