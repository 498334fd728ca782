/**
 * Cursor pagination (API.md §2): `?limit=` 1–200 (default 50) and an opaque `?cursor=`. A cursor
 * holds the position after the last item returned and a digest of the filters it was made with;
 * reusing it with other filters, or sending one that was not ours, is a 400.
 */
import { createHash } from 'node:crypto';
import { type TSchema, Type } from 'typebox';
import { canonicalJson } from '../lib/canonical-json.ts';
import { invalidField } from '../lib/errors.ts';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;

export const PageQuery = {
  limit: Type.Integer({
    minimum: 1,
    maximum: MAX_PAGE_SIZE,
    default: DEFAULT_PAGE_SIZE,
    description: `How many items to return, 1–${MAX_PAGE_SIZE}.`,
  }),
  cursor: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 512,
      description: 'The `next_cursor` of the previous page, with the same filters.',
    }),
  ),
};

export function Page<T extends TSchema>(item: T, description: string) {
  return Type.Object(
    {
      data: Type.Array(item),
      next_cursor: Type.Union([Type.String(), Type.Null()], {
        description: 'Pass as `cursor` to get the next page; null on the last page.',
      }),
    },
    { description },
  );
}

function filterDigest(filters: object): string {
  return createHash('sha256').update(canonicalJson(filters)).digest('base64url').slice(0, 16);
}

/** The position a cursor points after, or undefined for the first page. */
export function readCursor(cursor: string | undefined, filters: object): string | undefined {
  if (cursor === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  const p = parsed as { p?: unknown; f?: unknown } | undefined;
  if (!p || typeof p.p !== 'string' || typeof p.f !== 'string') {
    throw invalidField('/query/cursor', 'is not a cursor this service issued; pass a next_cursor unchanged');
  }
  if (p.f !== filterDigest(filters)) {
    throw invalidField(
      '/query/cursor',
      'was issued for different filters; repeat the filters of the first page',
    );
  }
  return p.p;
}

/**
 * A position written `${time}.${id}` (a list ordered by a time, with the id to part rows of one
 * instant), read back; a malformed one is a 400.
 */
export function readTimedPosition(position: string | undefined): { at: number; id: string } | undefined {
  if (position === undefined) return undefined;
  const dot = position.indexOf('.');
  const at = Number(position.slice(0, dot));
  if (dot < 0 || dot === position.length - 1 || !Number.isSafeInteger(at)) {
    throw invalidField('/query/cursor', 'is not a cursor this service issued; pass a next_cursor unchanged');
  }
  return { at, id: position.slice(dot + 1) };
}

/**
 * A page from rows fetched with `limit + 1`: the extra row only tells that another page exists.
 */
export function toPage<Row, Item>(
  rows: Row[],
  limit: number,
  filters: object,
  positionOf: (row: Row) => string,
  toItem: (row: Row) => Item,
): { data: Item[]; next_cursor: string | null } {
  const hasMore = rows.length > limit;
  const pageRows = hasMore ? rows.slice(0, limit) : rows;
  const last = pageRows.at(-1);
  const next =
    hasMore && last !== undefined
      ? Buffer.from(JSON.stringify({ p: positionOf(last), f: filterDigest(filters) })).toString('base64url')
      : null;
  return { data: pageRows.map(toItem), next_cursor: next };
}
