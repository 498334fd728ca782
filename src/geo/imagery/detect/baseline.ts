/**
 * The baseline a scene is compared with: per pixel, the median of each index over the prior clear
 * scenes (GLAD-S2 and DIST-ALERT compare with several prior dates, never one), where at least
 * BASELINE_MIN_SCENES of them saw the pixel.
 */
import { BASELINE_MIN_SCENES } from '../imagery-rules.ts';
import { type Indices, indicesOf, type Observation } from './observation.ts';

export interface Baseline extends Indices {
  red: Float32Array;
  /** How many prior scenes saw each pixel clear. */
  count: Uint8Array;
}

function median(values: number[]): number {
  values.sort((a, b) => a - b);
  const mid = values.length >> 1;
  return values.length % 2 === 1
    ? (values[mid] ?? Number.NaN)
    : ((values[mid - 1] ?? 0) + (values[mid] ?? 0)) / 2;
}

export function buildBaseline(prior: readonly Observation[], size: number): Baseline {
  const layers = prior.map((observation) => ({ ...indicesOf(observation), red: observation.bands.red }));
  const out: Baseline = {
    ndvi: new Float32Array(size),
    nbr: new Float32Array(size),
    mndwi: new Float32Array(size),
    red: new Float32Array(size),
    count: new Uint8Array(size),
  };
  const keys = ['ndvi', 'nbr', 'mndwi', 'red'] as const;
  const scratch: number[] = [];
  for (let i = 0; i < size; i++) {
    let count = 0;
    for (const layer of layers) if (!Number.isNaN(layer.nbr[i] ?? Number.NaN)) count++;
    out.count[i] = count;
    for (const key of keys) {
      if (count < BASELINE_MIN_SCENES) {
        out[key][i] = Number.NaN;
        continue;
      }
      scratch.length = 0;
      for (const layer of layers) {
        const v = layer[key][i] ?? Number.NaN;
        if (!Number.isNaN(v)) scratch.push(v);
      }
      out[key][i] = scratch.length >= BASELINE_MIN_SCENES ? median(scratch) : Number.NaN;
    }
  }
  return out;
}
