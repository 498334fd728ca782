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

/**
 * Per pixel, the median of the layers where at least BASELINE_MIN_SCENES are not NaN. The layers
 * are first interleaved (a pixel's values side by side), and each pixel's few values sorted in
 * place by insertion: the per-pixel work is then a handful of reads from one place. `values` is
 * the room for that (size × layers), shared by a baseline's four medians.
 */
function medianLayer(
  layers: readonly Float32Array[],
  size: number,
  values: Float32Array,
  count?: Uint8Array,
): Float32Array {
  const k = layers.length;
  layers.forEach((layer, l) => {
    for (let i = 0; i < size; i++) values[i * k + l] = layer[i] ?? Number.NaN;
  });
  const out = new Float32Array(size);
  for (let i = 0, base = 0; i < size; i++, base += k) {
    // Compact the pixel's values that are not NaN to the front of its slot, sorted.
    let n = 0;
    for (let l = 0; l < k; l++) {
      const v = values[base + l] ?? Number.NaN;
      if (Number.isNaN(v)) continue;
      let j = n - 1;
      while (j >= 0 && (values[base + j] ?? 0) > v) {
        values[base + j + 1] = values[base + j] ?? 0;
        j--;
      }
      values[base + j + 1] = v;
      n++;
    }
    if (count) count[i] = n;
    if (n < BASELINE_MIN_SCENES) {
      out[i] = Number.NaN;
      continue;
    }
    const mid = base + (n >> 1);
    out[i] = n % 2 === 1 ? (values[mid] ?? 0) : ((values[mid - 1] ?? 0) + (values[mid] ?? 0)) / 2;
  }
  return out;
}

export function buildBaseline(prior: readonly Observation[], size: number): Baseline {
  const used = prior.slice(0, BASELINE_MAX_SCENES);
  const indices = used.map(indicesOf);
  const count = new Uint8Array(size);
  const room = new Float32Array(size * used.length);
  return {
    ndvi: medianLayer(
      indices.map((x) => x.ndvi),
      size,
      room,
    ),
    nbr: medianLayer(
      indices.map((x) => x.nbr),
      size,
      room,
      count,
    ),
    mndwi: medianLayer(
      indices.map((x) => x.mndwi),
      size,
      room,
    ),
    red: medianLayer(
      used.map((o) => o.bands.red),
      size,
      room,
    ),
    count,
  };
}
