/**
 * Transfers as (time, value) pairs, for sums and ends within a time bound: the part of the transfer
 * graph (`transfer-graph.ts`) that keeps one direction's transfers, or one counterparty's.
 */

/**
 * Transfers as (time, amount) pairs, for sums and ends within a time bound. Kept in arrival order
 * and sorted by time, with running sums, only when a bounded question is asked after a change.
 */
export class Timeline {
  private times: number[] = [];
  private values: number[] = [];
  private sorted = true;
  /** `sums[i]`: the values of the first i transfers in time order; undefined after a change. */
  private sums: Float64Array | undefined;
  private min = Number.POSITIVE_INFINITY;
  private max = Number.NEGATIVE_INFINITY;
  private total = 0;

  /** Transfers held. */
  get count(): number {
    return this.times.length;
  }

  /** The earliest and latest time held (+/-Infinity when none). */
  get earliest(): number {
    return this.min;
  }

  get latest(): number {
    return this.max;
  }

  add(time: number, value: number): void {
    if (time < this.max) this.sorted = false;
    this.times.push(time);
    this.values.push(value);
    this.sums = undefined;
    if (time < this.min) this.min = time;
    if (time > this.max) this.max = time;
    this.total += value;
  }

  /** The values of the transfers at or before `bound`. */
  sumUpTo(bound: number): number {
    if (bound >= this.max) return this.total;
    if (bound < this.min) return 0;
    const sums = this.prepare();
    return sums[this.countUpTo(bound)] ?? 0;
  }

  /** The values of the transfers at or after `bound`. */
  sumFrom(bound: number): number {
    if (bound <= this.min) return this.total;
    if (bound > this.max) return 0;
    const sums = this.prepare();
    return this.total - (sums[this.countBefore(bound)] ?? 0);
  }

  /** The latest time at or before `bound`; -Infinity when there is none. */
  latestUpTo(bound: number): number {
    if (bound >= this.max) return this.max;
    if (bound < this.min) return Number.NEGATIVE_INFINITY;
    this.prepare();
    return this.times[this.countUpTo(bound) - 1] ?? Number.NEGATIVE_INFINITY;
  }

  /** The earliest time at or after `bound`; +Infinity when there is none. */
  earliestFrom(bound: number): number {
    if (bound <= this.min) return this.min;
    if (bound > this.max) return Number.POSITIVE_INFINITY;
    this.prepare();
    return this.times[this.countBefore(bound)] ?? Number.POSITIVE_INFINITY;
  }

  private prepare(): Float64Array {
    if (this.sums !== undefined) return this.sums;
    if (!this.sorted) {
      const order = Array.from(this.times.keys()).sort(
        (a, b) => (this.times[a] ?? 0) - (this.times[b] ?? 0) || a - b,
      );
      this.times = order.map((i) => this.times[i] ?? 0);
      this.values = order.map((i) => this.values[i] ?? 0);
      this.sorted = true;
    }
    const sums = new Float64Array(this.values.length + 1);
    for (let i = 0; i < this.values.length; i++) sums[i + 1] = (sums[i] ?? 0) + (this.values[i] ?? 0);
    this.sums = sums;
    return sums;
  }

  /** How many transfers are at or before `bound` (times sorted). */
  private countUpTo(bound: number): number {
    let low = 0;
    let high = this.times.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((this.times[mid] ?? 0) <= bound) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /** How many transfers are strictly before `bound` (times sorted). */
  private countBefore(bound: number): number {
    let low = 0;
    let high = this.times.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((this.times[mid] ?? 0) < bound) low = mid + 1;
      else high = mid;
    }
    return low;
  }
}
