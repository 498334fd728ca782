/**
 * The neighbourhood extremes the change map compares with, against their definition (the lowest
 * and highest non-NaN value among a pixel's 3×3 neighbours, NaN when there is none) computed the
 * plain way, on random grids with holes, edges and one-pixel-wide shapes.
 */
import { describe, expect, it } from 'vitest';
import { neighbourhoodExtreme } from '../../../src/geo/imagery/detect/morphology.ts';
import { seededRandom } from '../../../src/lib/seeded-random.ts';

function byDefinition(values: Float32Array, width: number, height: number) {
  const min = new Float32Array(values.length).fill(Number.NaN);
  const max = new Float32Array(values.length).fill(Number.NaN);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const seen: number[] = [];
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          const yy = y + dy;
          if (xx < 0 || yy < 0 || xx >= width || yy >= height) continue;
          const v = values[yy * width + xx] ?? Number.NaN;
          if (!Number.isNaN(v)) seen.push(v);
        }
      }
      if (seen.length > 0) {
        min[y * width + x] = Math.min(...seen);
        max[y * width + x] = Math.max(...seen);
      }
    }
  }
  return { min, max };
}

describe('neighbourhoodExtreme', () => {
  it('equals the 3×3 extremes by definition, NaN ignored, on grids of every shape', () => {
    const random = seededRandom(7);
    for (const [width, height] of [
      [1, 1],
      [1, 9],
      [9, 1],
      [2, 2],
      [37, 23],
      [64, 64],
    ] as const) {
      for (const holes of [0, 0.3, 0.9, 1]) {
        const values = new Float32Array(width * height);
        for (let i = 0; i < values.length; i++) values[i] = random() < holes ? Number.NaN : random() * 2 - 1;
        const want = byDefinition(values, width, height);
        expect(neighbourhoodExtreme(values, width, height, 'min')).toEqual(want.min);
        expect(neighbourhoodExtreme(values, width, height, 'max')).toEqual(want.max);
      }
    }
  });
});
