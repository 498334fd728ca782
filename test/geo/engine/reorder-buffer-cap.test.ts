// A release of bounded size (issue 35): `take` with a limit hands back at most that many positions
// (one asset's reports of one instant are never cut apart), oldest batches first, and of each asset
// only a prefix in time, so what is left for the next release is never older than what was judged
// of its asset. Taking again until nothing is due releases exactly what one release without a limit
// does, each asset's positions in the same order, and a batch is completed only once all of it is.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type FeedBatch, type Release, ReorderBuffer } from '../../../src/geo/engine/reorder-buffer.ts';
import type { StoredPosition } from '../../../src/geo/ingest/index.ts';

const position = (assetId: string, at: number, tag: number): StoredPosition => ({
  assetId,
  report: { kind: 'vessel', key: assetId, at, lon: tag, lat: 0 },
});
const tags = (positions: readonly StoredPosition[]) => positions.map((p) => p.report.lon);
const batch = (token: number, storedAt: number, positions: StoredPosition[]): FeedBatch<number> => ({
  token,
  storedAt,
  positions,
});

/** Each asset's positions in the order released (their tags). */
function byAsset(positions: readonly StoredPosition[]): Map<string, number[]> {
  const out = new Map<string, number[]>();
  for (const p of positions) out.set(p.assetId, [...(out.get(p.assetId) ?? []), p.report.lon]);
  return out;
}

/** Takes with `limit` until nothing more is due; checks each part's size and its cut. */
function takeAll(buffer: ReorderBuffer<number>, now: number, windowMs: number, limit: number) {
  const parts: Release<number>[] = [];
  for (;;) {
    const part = buffer.take(now, windowMs, limit);
    if (part.positions.length === 0 && part.completed.length === 0) break;
    parts.push(part);
    // At most `limit`, or more only by the reports of the last one's asset and instant.
    const last = part.positions[Math.min(limit, part.positions.length) - 1];
    for (const p of part.positions.slice(limit)) {
      expect(p.assetId).toBe(last?.assetId);
      expect(p.report.at).toBe(last?.report.at);
    }
    // What is left of each asset is no older than what this part judged of it.
    const newest = new Map<string, number>();
    for (const p of part.positions)
      newest.set(p.assetId, Math.max(newest.get(p.assetId) ?? p.report.at, p.report.at));
    for (const p of buffer.heldPositions())
      expect(p.report.at).toBeGreaterThanOrEqual(newest.get(p.assetId) ?? p.report.at);
    expect(parts.length).toBeLessThan(1_000);
  }
  return {
    parts,
    positions: parts.flatMap((part) => part.positions),
    completed: parts.flatMap((part) => part.completed).sort((a, b) => a - b),
  };
}

const step = fc.oneof(
  fc.record({
    kind: fc.constant('add' as const),
    positions: fc.array(fc.tuple(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 30 })), {
      maxLength: 12,
    }),
    advance: fc.integer({ min: 0, max: 3 }),
  }),
  fc.record({
    kind: fc.constant('take' as const),
    advance: fc.integer({ min: 0, max: 4 }),
    limit: fc.integer({ min: 1, max: 8 }),
  }),
);

describe('a release of bounded size', () => {
  it('taken again until nothing is due, releases what one release does, each asset in the same order', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), fc.integer({ min: 0, max: 3 }), (steps, windowMs) => {
        const capped = new ReorderBuffer<number>();
        const whole = new ReorderBuffer<number>();
        /** Each batch's positions not released yet, to check `completed`. */
        const left = new Map<number, number>();
        const tokenOf = new Map<number, number>();
        let now = 0;
        let token = 0;
        let tag = 0;
        for (const s of steps) {
          now += s.advance;
          if (s.kind === 'add') {
            const b = batch(
              token++,
              now,
              s.positions.map(([asset, at]) => position(`asset${asset}`, at, tag++)),
            );
            capped.add(b);
            whole.add(b);
            left.set(b.token, b.positions.length);
            for (const p of b.positions) tokenOf.set(p.report.lon, b.token);
            continue;
          }
          const expected = whole.take(now, windowMs);
          const got = takeAll(capped, now, windowMs, s.limit);
          expect(tags(got.positions).sort((a, b) => a - b)).toEqual(
            tags(expected.positions).sort((a, b) => a - b),
          );
          expect(byAsset(got.positions)).toEqual(byAsset(expected.positions));
          expect(got.completed).toEqual([...expected.completed].sort((a, b) => a - b));
          // A batch is completed by the part that releases its last position: not before, not after.
          for (const part of got.parts) {
            for (const p of part.positions) {
              const tok = tokenOf.get(p.report.lon) ?? -1;
              left.set(tok, (left.get(tok) ?? 0) - 1);
            }
            for (const tok of part.completed) {
              expect(left.get(tok)).toBe(0);
              left.delete(tok);
            }
            for (const [tok, n] of left) if (n === 0) expect(capped.has(tok), `batch ${tok}`).toBe(false);
          }
          expect(capped.size).toBe(whole.size);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('a release of bounded size, by example', () => {
  it('takes no more than the limit, the oldest batch first', () => {
    const buffer = new ReorderBuffer<number>();
    buffer.add(batch(1, 0, [position('a', 10, 1), position('b', 11, 2), position('c', 12, 3)]));
    buffer.add(batch(2, 1, [position('d', 5, 4), position('e', 6, 5)]));
    const first = buffer.take(100, 0, 2);
    // Batch 1 is enough for the limit: batch 2's older times wait for the next part.
    expect(tags(first.positions)).toEqual([1, 2]);
    expect(first.completed).toEqual([]);
    const second = buffer.take(100, 0, 2);
    expect(tags(second.positions)).toEqual([4, 5]);
    expect(second.completed).toEqual([2]);
    const third = buffer.take(100, 0, 2);
    expect(tags(third.positions)).toEqual([3]);
    expect(third.completed).toEqual([1]);
    expect(buffer.size).toBe(0);
  });

  it('cuts the rows of one write (one a partition) by time across them, not row by row', () => {
    const buffer = new ReorderBuffer<number>();
    // One request's fixes, stored together as a row per partition (the same storedAt): the roaming
    // zones and encounters judge a pair at each fix with the other's newest, so a row's newer fixes
    // judged before another row's older ones told a pair differently from run to run.
    buffer.add(batch(1, 0, [position('a', 10, 1), position('c', 30, 3)]));
    buffer.add(batch(2, 0, [position('b', 20, 2), position('d', 40, 4)]));
    const first = buffer.take(100, 0, 2);
    expect(tags(first.positions)).toEqual([1, 2]);
    expect(first.completed).toEqual([]);
    const second = buffer.take(100, 0, 2);
    expect(tags(second.positions)).toEqual([3, 4]);
    expect(second.completed).toEqual([1, 2]);
  });

  it("cuts an asset's positions only between times: those left are newer than those judged", () => {
    const buffer = new ReorderBuffer<number>();
    // One asset's positions spread over two batches, out of order; the second batch not due yet.
    buffer.add(batch(1, 0, [position('a', 30, 1), position('a', 10, 2), position('b', 20, 3)]));
    buffer.add(batch(2, 5, [position('a', 20, 4), position('a', 40, 5)]));
    // a@20 arrived later, but is older than a@30, due with batch 1: it is judged before a@30.
    const first = buffer.take(3, 0, 2);
    expect(tags(first.positions)).toEqual([2, 4]);
    expect(first.completed).toEqual([]);
    const second = buffer.take(3, 0, 2);
    expect(tags(second.positions)).toEqual([3, 1]);
    expect(second.completed).toEqual([1]);
    // a@40 waits for its own batch's window.
    expect(buffer.take(3, 0, 2)).toEqual({ positions: [], completed: [] });
    expect(buffer.take(5, 0, 2)).toEqual({ positions: [position('a', 40, 5)], completed: [2] });
  });

  it("never cuts one asset's reports of one instant apart, even past the limit", () => {
    const buffer = new ReorderBuffer<number>();
    const same = [1, 2, 3, 4, 5].map((tag) => position('a', 10, tag));
    buffer.add(batch(1, 0, [position('b', 5, 0), ...same, position('a', 11, 6)]));
    const first = buffer.take(0, 0, 2);
    // b@5, then all of a@10 in their order of arrival; a@11 is left.
    expect(tags(first.positions)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(first.completed).toEqual([]);
    const second = buffer.take(0, 0, 2);
    expect(tags(second.positions)).toEqual([6]);
    expect(second.completed).toEqual([1]);
  });

  it('judges a batch larger than the limit in parts, completing it with the last', () => {
    const buffer = new ReorderBuffer<number>();
    const positions = Array.from({ length: 2_500 }, (_, i) => position(`asset${i % 7}`, 1_000 + i, i));
    buffer.add(batch(1, 0, positions));
    const sizes: number[] = [];
    const judged: StoredPosition[] = [];
    for (;;) {
      const part = buffer.take(0, 0, 1_000);
      if (part.positions.length === 0) break;
      sizes.push(part.positions.length);
      judged.push(...part.positions);
      expect(part.completed).toEqual(buffer.size === 0 ? [1] : []);
    }
    expect(sizes).toEqual([1_000, 1_000, 500]);
    expect(tags(judged)).toEqual(tags(positions));
  });
});
