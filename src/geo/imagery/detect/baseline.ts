/**
 * The baseline a scene is compared with: per pixel, the median of each index over the prior clear
 * scenes (GLAD-S2 and OPERA DIST-ALERT compare with several prior dates, never one), where at least
 * BASELINE_MIN_SCENES of them saw the pixel.
 */
import { BASELINE_MAX_SCENES, BASELINE_MIN_SCENES } from '../imagery-rules.ts';
import { type Indices, indicesOf, type Observation } from './observation.ts';

export interface Baseline extends Indices {
  red: Float32Array;
  /** How many prior scenes saw each pixel clear. */
  count: Uint8Array;
}

/** The median of the first `n` values of `values`, sorted in place (n is at most a handful). */
function medianOf(values: Float64Array, n: number): number {
  for (let i = 1; i < n; i++) {
    const v = values[i] ?? 0;
    let j = i - 1;
    while (j >= 0 && (values[j] ?? 0) > v) {
      values[j + 1] = values[j] ?? 0;
      j--;
    }
    values[j + 1] = v;
  }
  const mid = n >> 1;
  return n % 2 === 1 ? (values[mid] ?? 0) : ((values[mid - 1] ?? 0) + (values[mid] ?? 0)) / 2;
}

/** Per pixel, the median of the layers where at least BASELINE_MIN_SCENES are not NaN. */
function medianLayer(layers: readonly Float32Array[], size: number, count?: Uint8Array): Float32Array {
  const out = new Float32Array(size);
  const scratch = new Float64Array(BASELINE_MAX_SCENES);
  for (let i = 0; i < size; i++) {
    let n = 0;
    for (const layer of layers) {
      const v = layer[i] ?? Number.NaN;
      if (!Number.isNaN(v)) scratch[n++] = v;
    }
    if (count) count[i] = n;
    out[i] = n >= BASELINE_MIN_SCENES ? medianOf(scratch, n) : Number.NaN;
  }
  return out;
}

export function buildBaseline(prior: readonly Observation[], size: number): Baseline {
  const used = prior.slice(0, BASELINE_MAX_SCENES);
  const indices = used.map(indicesOf);
  const count = new Uint8Array(size);
  return {
    ndvi: medianLayer(
      indices.map((x) => x.ndvi),
      size,
    ),
    nbr: medianLayer(
      indices.map((x) => x.nbr),
      size,
      count,
    ),
    mndwi: medianLayer(
      indices.map((x) => x.mndwi),
      size,
    ),
    red: medianLayer(
      used.map((o) => o.bands.red),
      size,
    ),
    count,
  };
}
