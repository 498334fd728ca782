/**
 * The order of the map's list of assets in view, apart from the page (no DOM here, so the tests run
 * it without a browser).
 */

/** Anything listed by its name: an asset on the map. */
export interface Named {
  name: string | null;
}

/**
 * The first `k` of `marks` by name (those with none last), the same as a stable sort's first `k`,
 * without sorting them all: far out the map has 10,000 assets in view, and the list follows them
 * every two seconds and at every pan. One comparison for most, a binary search for the few that
 * make the first `k` so far.
 */
export function firstByName<T extends Named>(marks: readonly T[], k: number, collator: Intl.Collator): T[] {
  const top: T[] = [];
  if (k <= 0) return top;
  // Those with no name after all others (a stand-in name such as '~' sorts before letters).
  const compare = (a: T, b: T) =>
    a.name === null ? (b.name === null ? 0 : 1) : b.name === null ? -1 : collator.compare(a.name, b.name);
  for (const mark of marks) {
    const last = top[top.length - 1];
    if (top.length === k && last && compare(mark, last) >= 0) continue;
    // After any of the same name, as a stable sort keeps them.
    let low = 0;
    let high = top.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (compare(mark, top[mid] as T) < 0) high = mid;
      else low = mid + 1;
    }
    top.splice(low, 0, mark);
    if (top.length > k) top.pop();
  }
  return top;
}
