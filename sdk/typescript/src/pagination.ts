/**
 * Cursor lists (`{data, next_cursor}`, API.md §2) as async iterators: `for await` walks every item
 * of every page, fetching the next page only when the items of the last one are used up.
 */

export interface Page<Item> {
  data: Item[];
  next_cursor: string | null;
}

/** Every item of every page, starting from the first page `fetchPage(undefined)` returns. */
export async function* paginate<Item>(
  fetchPage: (cursor: string | undefined) => Promise<Page<Item>>,
): AsyncGenerator<Item, void, undefined> {
  let cursor: string | undefined;
  do {
    const page = await fetchPage(cursor);
    yield* page.data;
    cursor = page.next_cursor ?? undefined;
  } while (cursor !== undefined);
}

/** Turns a page method into one that iterates every item, passing each `next_cursor` along. */
export function iterateAll<Query extends { cursor?: string }, Item, Options>(
  list: (query?: Query, options?: Options) => Promise<Page<Item>>,
) {
  return (query?: Query, options?: Options): AsyncGenerator<Item, void, undefined> =>
    // The query with `cursor` set is still a Query: every list query takes a cursor.
    paginate((cursor) => list(cursor === undefined ? query : ({ ...query, cursor } as Query), options));
}
