/**
 * Reads a listing page after page (its own keyset order), so an export of many rows holds one
 * page at a time.
 */

/** Rows per read: one database round trip per thousand rows, a few hundred kilobytes held. */
const PAGE_ROWS = 1_000;

/**
 * The rows `fetchPage` gives, page after page, each page starting after the last row of the one
 * before, until `max` rows or a short page.
 */
export async function* pagedBatches<Row>(
  fetchPage: (after: Row | undefined, limit: number) => Promise<readonly Row[]>,
  max: number,
): AsyncGenerator<readonly Row[]> {
  let after: Row | undefined;
  let read = 0;
  while (read < max) {
    const limit = Math.min(PAGE_ROWS, max - read);
    const rows = await fetchPage(after, limit);
    if (rows.length > 0) yield rows;
    read += rows.length;
    after = rows.at(-1);
    if (rows.length < limit) return;
  }
}

/** Features from rows, batch by batch. */
export async function* mapBatches<Row, Out>(
  batches: AsyncIterable<readonly Row[]>,
  toOut: (row: Row) => Out,
): AsyncGenerator<readonly Out[]> {
  for await (const batch of batches) yield batch.map(toOut);
}

/** Features already in memory (a thinned track, an area query's answer), in batches of a page. */
export async function* arrayBatches<T>(items: readonly T[]): AsyncGenerator<readonly T[]> {
  for (let i = 0; i < items.length; i += PAGE_ROWS) yield items.slice(i, i + PAGE_ROWS);
}
