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
  entries: Entry<T>[];
  /** Entries not judged yet. */
  left: number;
}

interface Entry<T> {
  position: StoredPosition;
  held: Held<T>;
  taken: boolean;
}

export class ReorderBuffer<T> {
  readonly #held: Held<T>[] = [];
  readonly #tokens = new Set<T>();
  /**
   * Each asset's positions not judged yet, by time (arrival order among equal times): the ones a
   * release pulls forward are a prefix, so a release costs what it takes, not what is held.
   */
  readonly #byAsset = new Map<string, Entry<T>[]>();

  /** Whether the batch is held already (a feed read again before it was judged). */
  has(token: T): boolean {
    return this.#tokens.has(token);
  }

  add(batch: FeedBatch<T>): void {
    if (this.#tokens.has(batch.token)) return;
    this.#tokens.add(batch.token);
    const held: Held<T> = { token: batch.token, storedAt: batch.storedAt, entries: [], left: 0 };
    for (const position of batch.positions) {
      const entry = { position, held, taken: false };
      held.entries.push(entry);
      held.left += 1;
      const list = this.#byAsset.get(position.assetId);
      if (list === undefined) this.#byAsset.set(position.assetId, [entry]);
      else insertByTime(list, entry);
    }
    this.#held.push(held);
  }

  get size(): number {
    return this.#held.length;
  }

  /** Every position held, not judged yet. */
  *heldPositions(): Iterable<StoredPosition> {
    for (const held of this.#held) for (const entry of held.entries) if (!entry.taken) yield entry.position;
  }

  /** The oldest `storedAt` held, or undefined: when the next release can be due. */
  oldestStoredAt(): number | undefined {
    let oldest: number | undefined;
    for (const held of this.#held) if (oldest === undefined || held.storedAt < oldest) oldest = held.storedAt;
    return oldest;
  }

  /**
   * Takes what is due at `now` (everything when `windowMs` is 0), at most about `limit` positions:
   * the oldest due batches first (the rows of one write together, cut by time across them), and
   * of each asset only a prefix in time, so every position left for the next release is no older
   * than any judged now of its asset (order holds across the cut).
   * One asset's reports of one instant are never cut apart (the engine judges one report per asset
   * and instant), so a release can pass `limit` by one such group. A batch is completed only when
   * every position of it is taken.
   */
  take(now: number, windowMs: number, limit = Number.POSITIVE_INFINITY): Release<T> {
    const due = this.#held.filter((held) => held.storedAt <= now - windowMs);
    if (due.length === 0) return { positions: [], completed: [] };
    // The newest time due of each asset: its positions held from later batches that are no newer
    // arrived within the window, and are judged with these. Batches are looked at oldest first, and
    // no more of them than the limit needs, but the rows of one write (a row per partition, stored
    // at the same instant) together: cut row by row, a row's newer positions were judged before
    // another's older ones, and a pair judged at each fix of either (a roaming zone) was told at
    // another fix from run to run.
    const newest = new Map<string, number>();
    let counted = 0;
    let lastStoredAt: number | undefined;
    for (const held of due) {
      if (counted >= limit && held.storedAt !== lastStoredAt) break;
      counted += held.left;
      lastStoredAt = held.storedAt;
      for (const entry of held.entries) {
        if (entry.taken) continue;
        const { assetId, report } = entry.position;
        const at = newest.get(assetId);
        if (at === undefined || report.at > at) newest.set(assetId, report.at);
      }
    }
    // Each asset's prefix up to its newest time, in its order (time, then arrival).
    const candidates: Entry<T>[] = [];
    for (const [assetId, at] of newest) {
      for (const entry of this.#byAsset.get(assetId) ?? []) {
        if (entry.position.report.at > at) break;
        candidates.push(entry);
      }
    }
    // Oldest first across assets (a stable sort: one asset's reports of an instant keep their
    // arrival order); a cut of this order is a prefix in time of every asset's candidates.
    candidates.sort((a, b) => compare(a.position, b.position));
    let end = Math.min(candidates.length, Math.max(1, limit));
    const last = candidates[end - 1]?.position;
    while (last !== undefined && end < candidates.length) {
      const next = candidates[end]?.position;
      if (next === undefined || compare(next, last) !== 0) break;
      end += 1;
    }
    const positions: StoredPosition[] = [];
    const takenOf = new Map<string, number>();
    for (let i = 0; i < end; i++) {
      const entry = candidates[i];
      if (entry === undefined) continue;
      entry.taken = true;
      entry.held.left -= 1;
      positions.push(entry.position);
      const { assetId } = entry.position;
      takenOf.set(assetId, (takenOf.get(assetId) ?? 0) + 1);
    }
    for (const [assetId, k] of takenOf) {
      const list = this.#byAsset.get(assetId) ?? [];
      if (k === list.length) this.#byAsset.delete(assetId);
      else list.splice(0, k);
    }
    const completed: T[] = [];
    for (let i = this.#held.length - 1; i >= 0; i--) {
      const held = this.#held[i];
      if (held === undefined || held.left > 0) continue;
      completed.push(held.token);
      this.#tokens.delete(held.token);
      this.#held.splice(i, 1);
    }
    completed.reverse();
    return { positions, completed };
  }

  /** Drops everything held (the engine lost the partition). */
  clear(): void {
    this.#held.length = 0;
    this.#tokens.clear();
    this.#byAsset.clear();
  }
}

/** By time, then asset: the order a release is judged in. */
function compare(a: StoredPosition, b: StoredPosition): number {
  return a.report.at - b.report.at || (a.assetId < b.assetId ? -1 : a.assetId > b.assetId ? 1 : 0);
}

/** Into a list sorted by time, after every entry of the same time (nearly always at the end). */
function insertByTime<T>(list: Entry<T>[], entry: Entry<T>): void {
  const at = entry.position.report.at;
  let i = list.length;
  while (i > 0 && (list[i - 1]?.position.report.at ?? 0) > at) i--;
  list.splice(i, 0, entry);
}
