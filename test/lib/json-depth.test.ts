import { describe, expect, it } from 'vitest';
import { findTooDeep, MAX_JSON_DEPTH } from '../../src/lib/json-depth.ts';

const nested = (depth: number, inner = '1') => '['.repeat(depth) + inner + ']'.repeat(depth);

describe('findTooDeep', () => {
  it('accepts text nested exactly to the limit and refuses one level more', () => {
    expect(findTooDeep(nested(MAX_JSON_DEPTH))).toBeUndefined();
    expect(findTooDeep(nested(MAX_JSON_DEPTH + 1))).toBe(`/${Array(MAX_JSON_DEPTH).fill('0').join('/')}`);
  });

  it('reads thousands of levels without recursion', () => {
    expect(findTooDeep(nested(200_000), 3)).toBe('/0/0/0');
    expect(findTooDeep(`{"a":${nested(200_000)}}`)).toMatch(/^\/a\/0\/0/);
  });

  it('points through object keys and array indexes', () => {
    const text = JSON.stringify({ first: 1, meta: { list: [0, 1, { deep: [[]] }] } });
    expect(findTooDeep(text, 5)).toBe('/meta/list/2/deep/0');
    expect(findTooDeep(text, 6)).toBeUndefined();
  });

  it('escapes ~ and / in keys and decodes escapes, as RFC 6901 says', () => {
    const text = JSON.stringify({ 'a/b~c': { 'q"\\u00e9': [[1]] } });
    expect(findTooDeep(text, 3)).toBe('/a~1b~0c/q"\\u00e9/0');
    expect(findTooDeep('{"\\u00e9":[[1]]}', 2)).toBe('/é/0');
  });

  it('ignores brackets, quotes and backslashes inside strings', () => {
    const text = JSON.stringify({ s: '[[[[{{{{"\\', t: ['"]]]', 'x\\'], u: [[2]] });
    expect(findTooDeep(text, 2)).toBe('/u/0');
    expect(findTooDeep(text, 3)).toBeUndefined();
  });

  it('counts members after a comma in the right object', () => {
    const text = '{"a":[1,2],"b":{"c":[3,[4,[5]]]}}';
    expect(findTooDeep(text, 4)).toBe('/b/c/1/1');
  });

  it('does not trip over text that is not JSON', () => {
    expect(findTooDeep('"unterminated [[[[')).toBeUndefined();
    expect(findTooDeep(']]]{{')).toBeUndefined();
    expect(findTooDeep('')).toBeUndefined();
  });
});
