/** `items` in consecutive slices of at most `size`. */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  if (size < 1) throw new Error(`chunks of ${size} items make no sense`);
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
