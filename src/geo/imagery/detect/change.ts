/**
 * Which pixels changed, and how: each comparable pixel of the after scene against the baseline of
 * its 3×3 neighbourhood (see neighbourhoodExtreme), one type per pixel: water gain first (a flooded
 * field also loses its vegetation), then burn, then vegetation loss.
 */
import {
  BURN_MAX_RED_RISE,
  IMAGERY_TYPES,
  type ImageryType,
  NDVI_DROP,
  VEGETATED_NDVI,
} from '../imagery-rules.ts';
import type { Baseline } from './baseline.ts';
import { neighbourhoodExtreme } from './morphology.ts';
import type { Indices } from './observation.ts';

export type Thresholds = Record<ImageryType, number>;

/** -1 for no change, else the index of the type in IMAGERY_TYPES. */
export const NO_CHANGE = -1;

export interface ChangeMap {
  /** Per pixel: NO_CHANGE or the changed type's index in IMAGERY_TYPES. */
  type: Int8Array;
  /** Per changed pixel: the change of the type's index (ΔNBR, dNBR or ΔMNDWI), positive. */
  delta: Float32Array;
  /** The type's index in the baseline and after the change, per changed pixel. */
  before: Float32Array;
  after: Float32Array;
  /** 1 where the pixel could be compared: clear now, and enough prior scenes. */
  comparable: Uint8Array;
}

export function typeIndex(type: ImageryType): number {
  return IMAGERY_TYPES.indexOf(type);
}

export function changeMap(
  after: Indices & { red: Float32Array; clear: Uint8Array },
  baseline: Baseline,
  width: number,
  height: number,
  thresholds: Thresholds,
): ChangeMap {
  const size = width * height;
  // Only the side each type compares with: NBR and NDVI falling, MNDWI rising.
  const nbrMin = neighbourhoodExtreme(baseline.nbr, width, height, 'min');
  const ndviMin = neighbourhoodExtreme(baseline.ndvi, width, height, 'min');
  const mndwiMax = neighbourhoodExtreme(baseline.mndwi, width, height, 'max');
  const out: ChangeMap = {
    type: new Int8Array(size).fill(NO_CHANGE),
    delta: new Float32Array(size),
    before: new Float32Array(size),
    after: new Float32Array(size),
    comparable: new Uint8Array(size),
  };
  const water = typeIndex('water_gain');
  const burn = typeIndex('burn_scar');
  const loss = typeIndex('vegetation_loss');
  for (let i = 0; i < size; i++) {
    const afterNbr = after.nbr[i] ?? Number.NaN;
    if (!after.clear[i] || Number.isNaN(afterNbr) || Number.isNaN(baseline.nbr[i] ?? Number.NaN)) continue;
    out.comparable[i] = 1;
    const afterMndwi = after.mndwi[i] ?? Number.NaN;
    const waterRise = afterMndwi - (mndwiMax[i] ?? Number.NaN);
    if (afterMndwi > 0 && (baseline.mndwi[i] ?? 0) < 0 && waterRise >= thresholds.water_gain) {
      out.type[i] = water;
      out.delta[i] = waterRise;
      out.before[i] = baseline.mndwi[i] ?? Number.NaN;
      out.after[i] = afterMndwi;
      continue;
    }
    if ((baseline.ndvi[i] ?? 0) < VEGETATED_NDVI) continue;
    const dnbr = (nbrMin[i] ?? Number.NaN) - afterNbr;
    const redRise = (after.red[i] ?? 0) - (baseline.red[i] ?? 0);
    if (dnbr >= thresholds.burn_scar && redRise < BURN_MAX_RED_RISE) {
      out.type[i] = burn;
    } else if (dnbr >= thresholds.vegetation_loss && (after.ndvi[i] ?? 0) - (ndviMin[i] ?? 0) <= -NDVI_DROP) {
      out.type[i] = loss;
    } else continue;
    out.delta[i] = dnbr;
    out.before[i] = baseline.nbr[i] ?? Number.NaN;
    out.after[i] = afterNbr;
  }
  return out;
}
