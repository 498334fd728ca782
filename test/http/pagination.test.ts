// Cursor pagination (src/http/pagination.ts): pages from limit + 1 rows, and cursors that refuse other filters or garbage.
import { describe, expect, test } from 'vitest';
import { readCursor, toPage } from '../../src/http/pagination.ts';
import { VigilError } from '../../src/lib/errors.ts';

interface Row {
  id: string;
}

const rows = (count: number): Row[] => Array.from({ length: count }, (_, i) => ({ id: `row_${i}` }));
const page = (count: number, limit: number, filters: object = { status: 'active' }) =>
  toPage(
    rows(count),
    limit,
    filters,
    (row) => row.id,
    (row) => ({ name: row.id }),
  );

/** The error `readCursor` throws for this cursor, checked to be a VigilError. */
function cursorError(cursor: string, filters: object): VigilError {
  try {
    readCursor(cursor, filters);
  } catch (error) {
    if (error instanceof VigilError) return error;
    throw error;
  }
  throw new Error(`readCursor accepted ${JSON.stringify(cursor)}`);
}

describe('toPage', () => {
  test('with limit + 1 rows returns limit items and a next_cursor', () => {
    const result = page(4, 3);
    expect(result.data).toEqual([{ name: 'row_0' }, { name: 'row_1' }, { name: 'row_2' }]);
    expect(result.next_cursor).toEqual(expect.any(String));
  });

  test('with limit rows or fewer has no next_cursor', () => {
    expect(page(3, 3)).toEqual({
      data: [{ name: 'row_0' }, { name: 'row_1' }, { name: 'row_2' }],
      next_cursor: null,
    });
    expect(page(0, 3)).toEqual({ data: [], next_cursor: null });
  });

  test('makes an opaque URL-safe cursor', () => {
    expect(page(4, 3).next_cursor).toMatch(/^[A-Za-z0-9_-]+$/);
  });
});

describe('readCursor', () => {
  test('round-trips the position of the last item of the page', () => {
    const filters = { status: 'active', type: ['a', 'b'] };
    const cursor = page(4, 3, filters).next_cursor;
    expect(cursor).not.toBeNull();
    expect(readCursor(cursor ?? '', filters)).toBe('row_2');
  });

  test('does not care about the order of filter keys', () => {
    const cursor = page(2, 1, { a: 1, b: 2 }).next_cursor ?? '';
    expect(readCursor(cursor, { b: 2, a: 1 })).toBe('row_0');
  });

  test('without a cursor gives the first page', () => {
    expect(readCursor(undefined, { status: 'active' })).toBeUndefined();
  });

  test('refuses a cursor made for other filters, pointing at /query/cursor', () => {
    const cursor = page(4, 3, { status: 'active' }).next_cursor ?? '';
    const error = cursorError(cursor, { status: 'revoked' });
    expect(error.code).toBe('validation_failed');
    expect(error.errors?.[0]?.pointer).toBe('/query/cursor');
    expect(error.errors?.[0]?.detail).toMatch(/filters/);
  });

  test.each([
    ['garbage text', 'garbage!!'],
    ['base64url of plain text', Buffer.from('hello').toString('base64url')],
    ['base64url of JSON null', Buffer.from('null').toString('base64url')],
    ['base64url of a JSON number', Buffer.from('42').toString('base64url')],
    ['a JSON object without p', Buffer.from('{"f":"x"}').toString('base64url')],
    ['a JSON object with a numeric p', Buffer.from('{"p":1,"f":"x"}').toString('base64url')],
    ['the empty string', ''],
  ])('refuses %s with a VigilError pointing at /query/cursor', (_name, cursor) => {
    const error = cursorError(cursor, { status: 'active' });
    expect(error.code).toBe('validation_failed');
    expect(error.errors?.[0]?.pointer).toBe('/query/cursor');
  });
});
