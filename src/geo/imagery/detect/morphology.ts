/** Binary masks on the window grid: growing a mask, and neighbourhood extremes of an index. */

/** The mask grown by `radius` pixels (a square neighbourhood). */
export function dilate(mask: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  if (radius <= 0) return mask.slice();
  // Separable: rows, then columns.
  const rows = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!mask[y * width + x]) continue;
      for (let dx = Math.max(0, x - radius); dx <= Math.min(width - 1, x + radius); dx++)
        rows[y * width + dx] = 1;
    }
  }
  const out = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!rows[y * width + x]) continue;
      for (let dy = Math.max(0, y - radius); dy <= Math.min(height - 1, y + radius); dy++)
        out[dy * width + x] = 1;
    }
  }
  return out;
}

/**
 * For each pixel, the lowest and highest value among its 3×3 neighbours (NaN ignored; NaN when all
 * are). Comparing a pixel's new value with its whole neighbourhood's old values tolerates a shift of
 * one pixel (20 m, four times Sentinel-2's 5 m co-registration within an orbit), so a misregistered
 * edge reads as no change, while a real clearing keeps its exact outline.
 */
export function neighbourhoodRange(
  values: Float32Array,
  width: number,
  height: number,
): { min: Float32Array; max: Float32Array } {
  const min = new Float32Array(values.length).fill(Number.NaN);
  const max = new Float32Array(values.length).fill(Number.NaN);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let lo = Number.POSITIVE_INFINITY;
      let hi = Number.NEGATIVE_INFINITY;
      for (let dy = -1; dy <= 1; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          if (xx < 0 || xx >= width) continue;
          const v = values[yy * width + xx] ?? Number.NaN;
          if (Number.isNaN(v)) continue;
          if (v < lo) lo = v;
          if (v > hi) hi = v;
        }
      }
      if (lo !== Number.POSITIVE_INFINITY) {
        min[y * width + x] = lo;
        max[y * width + x] = hi;
      }
    }
  }
  return { min, max };
}
