/**
 * When a counted pattern (peels of a chain, hops of layered funds, near-threshold deposits) raises
 * an alert, so that an ongoing pattern is reported as it grows rather than on every event.
 *
 * The count at an occurrence is how many of the pattern's occurrences fall in the window ending at
 * it. An alert is raised when that count reaches a milestone — the first threshold N, then 2N, 4N,
 * 8N … — and no earlier occurrence within the window had reached that count. So a chain of ten peels
 * in an hour alerts at the fourth and the eighth; a pattern that keeps going at a steady pace (its
 * count hovering at a milestone) alerts at most once per window. It is a function of the times
 * alone, so the same history gives the same alerts. The caller passes the occurrences back to two
 * windows before the last (the counts of the earlier ones need their own window), which is why
 * these agents declare `windowMs` as twice their rule's window.
 */

/** Whether `count` is one of `first`, 2·`first`, 4·`first` … */
export function isMilestone(count: number, first: number): boolean {
  if (first <= 0 || count < first || count % first !== 0) return false;
  const ratio = count / first;
  return (ratio & (ratio - 1)) === 0;
}

/**
 * `times`: the occurrences' epoch ms, oldest first, the last being the one inspected.
 * Returns the count in the window ending at the last and whether it raises an alert.
 */
export function windowMilestone(
  times: readonly number[],
  windowMs: number,
  first: number,
): { count: number; fire: boolean } {
  const counts: number[] = [];
  let start = 0;
  for (let i = 0; i < times.length; i++) {
    const at = times[i] ?? 0;
    while ((times[start] ?? at) < at - windowMs) start += 1;
    counts.push(i - start + 1);
  }
  const last = times.length - 1;
  const count = counts[last] ?? 0;
  if (!isMilestone(count, first)) return { count, fire: false };
  const lastAt = times[last] ?? 0;
  for (let i = last - 1; i >= 0 && (times[i] ?? 0) >= lastAt - windowMs; i--) {
    if ((counts[i] ?? 0) >= count) return { count, fire: false };
  }
  return { count, fire: true };
}
