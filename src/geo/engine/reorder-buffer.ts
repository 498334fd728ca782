/**
 * The reorder window: each asset's positions are judged in the order of their times, not of their
 * arrival. A batch is held until `windowMs` after it was stored; then its positions are judged, and
 * with them every position of the same assets held from later batches that is no newer (they
 * arrived within the window, so the ingest counted them as in time, and judging the newer ones
 * first would leave them behind). Pure: the engines feed it batches and judge what it hands back.
 */
import type { StoredPosition } from '../ingest/index.ts';

export interface FeedBatch<T> {
  /** What the engine acknowledges once every position of the batch is judged (a row id, a stream sequence). */
  token: T;
  /** When it was stored (the storing process's clock). */
  storedAt: number;
  positions: readonly StoredPosition[];
}

export interface Release<T> {
  /** To judge now, oldest first. */
  positions: StoredPosition[];
  /** Batches every position of which is now judged (with this release). */
  completed: T[];
}

interface Held<T> {
  token: T;
  storedAt: number;
  left: StoredPosition[];
}

export class ReorderBuffer<T> {
  readonly #held: Held<T>[] = [];
  readonly #tokens = new Set<T>();

  /** Whether the batch is held already (a feed read again before it was judged). */
  has(token: T): boolean {
    return this.#tokens.has(token);
  }

  add(batch: FeedBatch<T>): void {
    if (this.#tokens.has(batch.token)) return;
    this.#tokens.add(batch.token);
    this.#held.push({ token: batch.token, storedAt: batch.storedAt, left: [...batch.positions] });
  }

  get size(): number {
    return this.#held.length;
  }

  /** Every position held, not judged yet. */
  *heldPositions(): Iterable<StoredPosition> {
    for (const held of this.#held) yield* held.left;
  }

  /** The oldest `storedAt` held, or undefined: when the next release can be due. */
  oldestStoredAt(): number | undefined {
    let oldest: number | undefined;
    for (const held of this.#held) if (oldest === undefined || held.storedAt < oldest) oldest = held.storedAt;
    return oldest;
  }

  /** Takes what is due at `now` (everything when `windowMs` is 0). */
  take(now: number, windowMs: number): Release<T> {
    const due = this.#held.filter((held) => held.storedAt <= now - windowMs);
    if (due.length === 0) return { positions: [], completed: [] };
    const newest = new Map<string, number>();
    const positions: StoredPosition[] = [];
    for (const held of due) {
      for (const position of held.left) {
        positions.push(position);
        const at = newest.get(position.assetId);
        if (at === undefined || position.report.at > at) newest.set(position.assetId, position.report.at);
      }
      held.left = [];
    }
    for (const held of this.#held) {
      if (held.left.length === 0) continue;
      const keep: StoredPosition[] = [];
      for (const position of held.left) {
        const at = newest.get(position.assetId);
        if (at !== undefined && position.report.at <= at) positions.push(position);
        else keep.push(position);
      }
      held.left = keep;
    }
    const completed: T[] = [];
    for (let i = this.#held.length - 1; i >= 0; i--) {
      const held = this.#held[i];
      if (held === undefined || held.left.length > 0) continue;
      completed.push(held.token);
      this.#tokens.delete(held.token);
      this.#held.splice(i, 1);
    }
    completed.reverse();
    positions.sort(
      (a, b) => a.report.at - b.report.at || (a.assetId < b.assetId ? -1 : a.assetId > b.assetId ? 1 : 0),
    );
    return { positions, completed };
  }

  /** Drops everything held (the engine lost the partition). */
  clear(): void {
    this.#held.length = 0;
    this.#tokens.clear();
  }
}
