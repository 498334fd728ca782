/**
 * The platform's labels in memory (sanctions list addresses and TagPack labels), for the label
 * index: per chain an AddressTable outside the V8 heap, and each distinct hit held once.
 */
import { AddressTable } from './address-table.ts';
import type { LabelHit } from './label-hit.ts';

/**
 * Distinct hits and strings shared per reload at most: beyond it (labels all different) new ones
 * are kept unshared, so the pool itself stays small.
 */
const POOL_LIMIT = 100_000;

/**
 * The platform's labels. Per chain, a table of addresses whose value tells where their hits are:
 * `n ≥ 0`, the one hit `distinct[n]`; `n ≤ -2`, several, `lists[-n - 2]` (-1 is the table's
 * "none"). Hits are numbered by `number()`, which shares one object for equal hits and one string
 * for equal labels, categories, sources and versions (rows read from the store each bring their
 * own copies).
 */
export class PlatformLabels {
  readonly #tables = new Map<string, AddressTable>();
  readonly #distinct: LabelHit[] = [];
  readonly #lists: LabelHit[][] = [];
  readonly #strings = new Map<string, string>();
  readonly #numbers = new Map<string, number>();

  /** The number of a hit, the same for equal hits (up to POOL_LIMIT of them; then each its own). */
  number(hit: LabelHit): number {
    const key = hit.programs
      ? undefined
      : `${hit.source}\u0000${hit.list_version}\u0000${hit.category}\u0000${hit.confidence}\u0000${hit.label}`;
    const known = key === undefined ? undefined : this.#numbers.get(key);
    if (known !== undefined) return known;
    const intern = (value: string): string => {
      const same = this.#strings.get(value);
      if (same !== undefined) return same;
      if (this.#strings.size < POOL_LIMIT) this.#strings.set(value, value);
      return value;
    };
    const number = this.#distinct.length;
    this.#distinct.push({
      ...hit,
      label: intern(hit.label),
      category: intern(hit.category),
      source: intern(hit.source),
      list_version: hit.list_version === null ? null : intern(hit.list_version),
    });
    if (key !== undefined && this.#numbers.size < POOL_LIMIT) this.#numbers.set(key, number);
    return number;
  }

  add(chain: string, address: string, hitNumber: number): void {
    let table = this.#tables.get(chain);
    if (table === undefined) {
      table = new AddressTable();
      this.#tables.set(chain, table);
    }
    const held = table.get(address);
    const hit = this.#distinct[hitNumber];
    if (hit === undefined) throw new Error(`label index: no hit numbered ${hitNumber}`);
    if (held === -1) table.set(address, hitNumber);
    else if (held < -1) this.#lists[-held - 2]?.push(hit);
    else {
      this.#lists.push([this.#distinct[held] ?? hit, hit]);
      table.set(address, -(this.#lists.length + 1));
    }
  }

  hits(chain: string, address: string): LabelHit[] {
    const held = this.#tables.get(chain)?.get(address) ?? -1;
    if (held === -1) return [];
    if (held < -1) return this.#lists[-held - 2] ?? [];
    const hit = this.#distinct[held];
    return hit === undefined ? [] : [hit];
  }

  table(chain: string): AddressTable | undefined {
    return this.#tables.get(chain);
  }

  /** Forgets what only building needed: the sharing maps, and the tables' room to grow. */
  seal(): this {
    this.#strings.clear();
    this.#numbers.clear();
    for (const table of this.#tables.values()) table.trim();
    return this;
  }

  get size(): number {
    let size = 0;
    for (const table of this.#tables.values()) size += table.size;
    return size;
  }

  get tableBytes(): number {
    let bytes = 0;
    for (const table of this.#tables.values()) bytes += table.bytes;
    return bytes;
  }
}
