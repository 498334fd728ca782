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
 * For each pixel, the lowest (or highest) value among its 3×3 neighbours (NaN ignored; NaN when all
 * are). Comparing a pixel's new value with its whole neighbourhood's old values tolerates a shift of
 * one pixel (20 m, four times Sentinel-2's 5 m co-registration within an orbit), so a misregistered
 * edge reads as no change, while a real clearing keeps its exact outline.
 * Separable: the extreme of each row's three, then of three rows' (6 reads a pixel, not 9).
 */
export function neighbourhoodExtreme(
  values: Float32Array,
  width: number,
  height: number,
  which: 'min' | 'max',
): Float32Array {
  // Working on the negated values makes the highest the lowest: one loop for both.
  const sign = which === 'min' ? 1 : -1;
  // Row pass; +Infinity stands for "no value" until the end.
  const rows = new Float32Array(values.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      let lo = Number.POSITIVE_INFINITY;
      for (let xx = x > 0 ? x - 1 : 0, end = x + 1 < width ? x + 1 : x; xx <= end; xx++) {
        const v = sign * (values[row + xx] ?? Number.NaN);
        if (v < lo) lo = v;
      }
      rows[row + x] = lo;
    }
  }
  const out = new Float32Array(values.length);
  for (let y = 0; y < height; y++) {
    const first = y > 0 ? y - 1 : 0;
    const last = y + 1 < height ? y + 1 : y;
    for (let x = 0; x < width; x++) {
      let lo = Number.POSITIVE_INFINITY;
      for (let yy = first; yy <= last; yy++) {
        const v = rows[yy * width + x] ?? Number.POSITIVE_INFINITY;
        if (v < lo) lo = v;
      }
      out[y * width + x] = lo === Number.POSITIVE_INFINITY ? Number.NaN : sign * lo;
    }
  }
  return out;
}
