// Cutting a stream into lines and lines into batches: chunk boundaries, CRLF, garbage, backlog.
import { describe, expect, it } from 'vitest';
import { backoffDelay } from '../../../../src/geo/feeds/network/backoff.ts';
import { createLineBatcher } from '../../../../src/geo/feeds/network/line-batcher.ts';
import { createLineSplitter, datagramLines } from '../../../../src/geo/feeds/network/line-splitter.ts';

describe('createLineSplitter', () => {
  it('joins a line cut across chunks and strips CRLF', () => {
    const splitter = createLineSplitter();
    expect(splitter.push('!AIVDM,1,1,,A,15RT')).toEqual([]);
    expect(splitter.push('gt0P*4A\r')).toEqual([]);
    expect(splitter.push('\n!AIVDM,1,1,,B,2*60\r\n\r\n$GP')).toEqual([
      '!AIVDM,1,1,,A,15RTgt0P*4A',
      '!AIVDM,1,1,,B,2*60',
    ]);
    expect(splitter.push('GGA\n')).toEqual(['$GPGGA']);
  });

  it('drops a line longer than the limit up to its newline, and counts it', () => {
    const splitter = createLineSplitter(10);
    expect(splitter.push('x'.repeat(8))).toEqual([]);
    expect(splitter.push('x'.repeat(8))).toEqual([]);
    expect(splitter.push('yyy\nok\n')).toEqual(['ok']);
    expect(splitter.push(`${'z'.repeat(11)}\nfine\n`)).toEqual(['fine']);
    expect(splitter.overlong()).toBe(2);
  });
});

describe('datagramLines', () => {
  it('takes every line of a datagram, the last one with or without a newline', () => {
    expect(datagramLines('!A,1\r\n!A,2\n\n!A,3')).toEqual(['!A,1', '!A,2', '!A,3']);
  });
});

describe('createLineBatcher', () => {
  it('delivers a full batch at once and the rest after the delay, in order', async () => {
    const delivered: string[][] = [];
    const batcher = createLineBatcher({
      deliver: async (lines) => {
        delivered.push(lines);
      },
      onError: () => {},
      policy: { maxLines: 3, maxDelayMs: 20 },
    });
    batcher.push(['a', 'b', 'c', 'd'], 1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(delivered).toEqual([['a', 'b', 'c'], ['d']]);
    batcher.push(['e'], 2);
    expect(batcher.pending()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(delivered.at(-1)).toEqual(['e']);
  });

  it('goes on after a failed delivery, reporting the error', async () => {
    const errors: unknown[] = [];
    const delivered: string[][] = [];
    const batcher = createLineBatcher({
      deliver: async (lines) => {
        if (lines.includes('bad')) throw new Error('store down');
        delivered.push(lines);
      },
      onError: (error) => errors.push(error),
      policy: { maxLines: 1 },
    });
    batcher.push(['bad', 'good'], 1);
    await batcher.flush();
    expect(delivered).toEqual([['good']]);
    expect(errors).toHaveLength(1);
  });

  it('drops lines past the backlog limit and says how many', () => {
    const batcher = createLineBatcher({
      deliver: () => new Promise(() => {}),
      onError: () => {},
      policy: { maxLines: 100, maxPending: 5 },
    });
    expect(batcher.push(['1', '2', '3'], 1)).toBe(0);
    expect(batcher.push(['4', '5', '6', '7'], 1)).toBe(2);
    expect(batcher.pending()).toBe(5);
  });
});

describe('backoffDelay', () => {
  it('doubles from the first wait to the cap, jittered between half and all of each step', () => {
    const policy = { initialMs: 1_000, maxMs: 60_000 };
    expect([0, 1, 2, 6, 7, 40].map((n) => backoffDelay(policy, n, () => 1))).toEqual([
      1_000, 2_000, 4_000, 60_000, 60_000, 60_000,
    ]);
    expect(backoffDelay(policy, 3, () => 0)).toBe(4_000);
  });
});
