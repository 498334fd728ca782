// Whether a text body is read in more than one slice: it decides whether its slices may share a
// transaction (ingest-service.ts), which a body of one slice must not, since that would hold the
// store's lock over a turn of the event loop for nothing.
import { describe, expect, it } from 'vitest';
import { FIRST_SLICE, longerThanFirstSlice } from '../../../src/geo/ingest/slice-pace.ts';

const lines = (count: number) => Array.from({ length: count }, (_, i) => `line ${i}`);

describe('longerThanFirstSlice', () => {
  it('is false for a body the first slice takes whole, with or without its last line end', () => {
    expect(longerThanFirstSlice('')).toBe(false);
    expect(longerThanFirstSlice('one line')).toBe(false);
    expect(longerThanFirstSlice(lines(FIRST_SLICE).join('\n'))).toBe(false);
    expect(longerThanFirstSlice(`${lines(FIRST_SLICE).join('\n')}\n`)).toBe(false);
    expect(longerThanFirstSlice(`${lines(FIRST_SLICE).join('\r\n')}\r\n\r\n  \n`)).toBe(false);
  });

  it('is true for a body with a line past the first slice', () => {
    expect(longerThanFirstSlice(lines(FIRST_SLICE + 1).join('\n'))).toBe(true);
    expect(longerThanFirstSlice(`${lines(FIRST_SLICE + 1).join('\r\n')}\r\n`)).toBe(true);
    expect(longerThanFirstSlice(lines(FIRST_SLICE * 40).join('\n'))).toBe(true);
  });
});
