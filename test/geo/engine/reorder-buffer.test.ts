// The reorder buffer against a plain model of its rule: a batch is held until the window after it
// was stored; then its positions are released, with every position of the same assets held from
// later batches that is no newer; releases come oldest first, and a batch is completed once all its
// positions are released. Random batches, times out of order and repeated instants, many releases.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type FeedBatch, ReorderBuffer } from '../../../src/geo/engine/reorder-buffer.ts';
import type { StoredPosition } from '../../../src/geo/ingest/index.ts';

const position = (assetId: string, at: number, tag: number): StoredPosition => ({
  assetId,
  report: { kind: 'vessel', key: assetId, at, lon: tag, lat: 0 },
});

/** The rule as first written: every held position looked at on every release. */
class Model {
  held: { token: number; storedAt: number; left: StoredPosition[] }[] = [];

  add(batch: FeedBatch<number>): void {
    this.held.push({ token: batch.token, storedAt: batch.storedAt, left: [...batch.positions] });
  }

  take(now: number, windowMs: number) {
    const due = this.held.filter((held) => held.storedAt <= now - windowMs);
    if (due.length === 0) return { positions: [], completed: [] };
    const newest = new Map<string, number>();
    const positions: StoredPosition[] = [];
    for (const held of due) {
      for (const p of held.left) {
        positions.push(p);
        newest.set(p.assetId, Math.max(newest.get(p.assetId) ?? p.report.at, p.report.at));
      }
      held.left = [];
    }
    for (const held of this.held) {
      const keep: StoredPosition[] = [];
      for (const p of held.left) {
        const at = newest.get(p.assetId);
        if (at !== undefined && p.report.at <= at) positions.push(p);
        else keep.push(p);
      }
      held.left = keep;
    }
    const completed = this.held.filter((held) => held.left.length === 0).map((held) => held.token);
    this.held = this.held.filter((held) => held.left.length > 0);
    positions.sort(
      (a, b) => a.report.at - b.report.at || (a.assetId < b.assetId ? -1 : a.assetId > b.assetId ? 1 : 0),
    );
    return { positions, completed };
  }
}

const step = fc.oneof(
  fc.record({
    kind: fc.constant('add' as const),
    positions: fc.array(fc.tuple(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 30 })), {
      maxLength: 12,
    }),
    advance: fc.integer({ min: 0, max: 3 }),
  }),
  fc.record({ kind: fc.constant('take' as const), advance: fc.integer({ min: 0, max: 4 }) }),
);

describe('the reorder buffer', () => {
  it('releases what the plain rule releases, in the same order, batch by batch', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), fc.integer({ min: 0, max: 3 }), (steps, windowMs) => {
        const buffer = new ReorderBuffer<number>();
        const model = new Model();
        let now = 0;
        let token = 0;
        let tag = 0;
        for (const s of steps) {
          now += s.advance;
          if (s.kind === 'add') {
            const batch = {
              token: token++,
              storedAt: now,
              positions: s.positions.map(([asset, at]) => position(`asset${asset}`, at, tag++)),
            };
            buffer.add(batch);
            model.add(batch);
            continue;
          }
          expect(buffer.take(now, windowMs)).toEqual(model.take(now, windowMs));
          expect(buffer.size).toBe(model.held.length);
          expect([...buffer.heldPositions()].map((p) => p.report.lon).sort((a, b) => a - b)).toEqual(
            model.held.flatMap((held) => held.left.map((p) => p.report.lon)).sort((a, b) => a - b),
          );
        }
        expect(buffer.take(now + 10, 0)).toEqual(model.take(now + 10, 0));
        expect(buffer.size).toBe(0);
      }),
      { numRuns: 500 },
    );
  });

  it('ignores a batch it holds already, and forgets everything on clear', () => {
    const buffer = new ReorderBuffer<string>();
    const batch = { token: 'a', storedAt: 0, positions: [position('x', 1, 1)] };
    buffer.add(batch);
    buffer.add(batch);
    expect(buffer.size).toBe(1);
    buffer.clear();
    expect(buffer.has('a')).toBe(false);
    expect(buffer.take(100, 0)).toEqual({ positions: [], completed: [] });
  });
});
