/**
 * Changed pixels grouped into components (8-connected, one type each) with their statistics:
 * d3-contour draws outlines but neither labels blobs nor measures them.
 */
import { GRID_M, IMAGERY_TYPES, type ImageryType } from '../imagery-rules.ts';
import { type ChangeMap, NO_CHANGE } from './change.ts';

export interface Component {
  type: ImageryType;
  /** Window pixel indices, ascending. */
  pixels: number[];
  /** How many lie inside the site. */
  inside: number;
  /** Pixel box: columns [minX, maxX], rows [minY, maxY]. */
  box: { minX: number; minY: number; maxX: number; maxY: number };
  deltaMean: number;
  deltaP90: number;
  beforeMean: number;
  afterMean: number;
  /** Area inside the site, m². */
  areaM2: number;
}

export function labelComponents(
  map: ChangeMap,
  site: Uint8Array,
  width: number,
  height: number,
): Component[] {
  const size = width * height;
  const parent = new Int32Array(size).fill(-1);
  const find = (i: number): number => {
    let root = i;
    while ((parent[root] ?? root) !== root) root = parent[root] ?? root;
    while (i !== root) {
      const next = parent[i] ?? root;
      parent[i] = root;
      i = next;
    }
    return root;
  };
  const union = (a: number, b: number) => {
    const ra = find(a);
    const rb = find(b);
    if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
  };
  for (let i = 0; i < size; i++) if (map.type[i] !== NO_CHANGE) parent[i] = i;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const t = map.type[i];
      if (t === NO_CHANGE) continue;
      // Neighbours already visited: left, and the three above.
      const before: [number, number][] = [
        [x - 1, y],
        [x - 1, y - 1],
        [x, y - 1],
        [x + 1, y - 1],
      ];
      for (const [nx, ny] of before) {
        if (nx < 0 || ny < 0 || nx >= width) continue;
        const j = ny * width + nx;
        if (map.type[j] === t) union(i, j);
      }
    }
  }
  const groups = new Map<number, number[]>();
  for (let i = 0; i < size; i++) {
    if (map.type[i] === NO_CHANGE) continue;
    const root = find(i);
    const list = groups.get(root);
    if (list) list.push(i);
    else groups.set(root, [i]);
  }
  return [...groups.values()].map((pixels) => measure(pixels, map, site, width));
}

function measure(pixels: number[], map: ChangeMap, site: Uint8Array, width: number): Component {
  const box = { minX: Number.POSITIVE_INFINITY, minY: Number.POSITIVE_INFINITY, maxX: -1, maxY: -1 };
  let inside = 0;
  let delta = 0;
  let before = 0;
  let after = 0;
  const deltas: number[] = [];
  for (const i of pixels) {
    const x = i % width;
    const y = (i - x) / width;
    box.minX = Math.min(box.minX, x);
    box.maxX = Math.max(box.maxX, x);
    box.minY = Math.min(box.minY, y);
    box.maxY = Math.max(box.maxY, y);
    if (site[i]) inside++;
    const d = map.delta[i] ?? 0;
    delta += d;
    deltas.push(d);
    before += map.before[i] ?? 0;
    after += map.after[i] ?? 0;
  }
  deltas.sort((a, b) => a - b);
  const n = pixels.length;
  const first = pixels[0] ?? 0;
  return {
    type: IMAGERY_TYPES[map.type[first] ?? 0] ?? 'vegetation_loss',
    pixels,
    inside,
    box,
    deltaMean: delta / n,
    deltaP90: deltas[Math.min(n - 1, Math.floor(0.9 * n))] ?? 0,
    beforeMean: before / n,
    afterMean: after / n,
    areaM2: inside * GRID_M * GRID_M,
  };
}
