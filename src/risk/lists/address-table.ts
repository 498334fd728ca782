/**
 * Addresses mapped to whole numbers, held in typed arrays outside the V8 heap: the platform label
 * index keeps a million addresses and more, and as a Map of strings those were a million objects
 * (112 B each) that every full collection of the heap had to mark. Here an address costs its
 * characters, one byte each, and five numbers; the collector sees a handful of buffers.
 *
 * An open-addressing hash table (linear probing, at most half full) of entry numbers; each entry
 * holds where its characters start in one byte arena, how many there are, their hash and the value.
 * Addresses are normalised ASCII (base58, bech32, hex), so one byte per character is enough; one
 * with a character beyond Latin-1, which no chain rule lets through, is kept in a plain Map instead
 * of being refused.
 */

/** Entries (and the arena's bytes, × 48) a new table has room for before it first grows. */
const INITIAL_ENTRIES = 1024;
const NOT_FOUND = -1;

/** FNV-1a over the characters' codes: addresses are short, and every character counts. */
function hashOf(address: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < address.length; i++) {
    hash ^= address.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

function isLatin1(address: string): boolean {
  for (let i = 0; i < address.length; i++) if (address.charCodeAt(i) > 0xff) return false;
  return true;
}

export class AddressTable {
  /** Entry number + 1 per slot; 0 is an empty slot. Its length is a power of two. */
  #slots = new Int32Array(INITIAL_ENTRIES * 2);
  #arena = new Uint8Array(INITIAL_ENTRIES * 48);
  #arenaUsed = 0;
  #start = new Uint32Array(INITIAL_ENTRIES);
  #length = new Uint16Array(INITIAL_ENTRIES);
  #hash = new Int32Array(INITIAL_ENTRIES);
  #value = new Int32Array(INITIAL_ENTRIES);
  #entries = 0;
  #wide = new Map<string, number>();

  /** Addresses held. */
  get size(): number {
    return this.#entries + this.#wide.size;
  }

  /** Bytes of the typed arrays (outside the V8 heap). */
  get bytes(): number {
    return (
      this.#slots.byteLength +
      this.#arena.byteLength +
      this.#start.byteLength +
      this.#length.byteLength +
      this.#hash.byteLength +
      this.#value.byteLength
    );
  }

  /** The value of `address`, or -1 if it is not held. */
  get(address: string): number {
    const entry = this.#find(address, hashOf(address));
    if (entry >= 0) return this.#value[entry] ?? NOT_FOUND;
    return this.#wide.get(address) ?? NOT_FOUND;
  }

  has(address: string): boolean {
    return this.get(address) !== NOT_FOUND;
  }

  /** Sets the value of `address` (a 32-bit integer other than -1, which means "none"), adding it if new. */
  set(address: string, value: number): void {
    if (address.length > 0xffff || !isLatin1(address)) {
      this.#wide.set(address, value);
      return;
    }
    const hash = hashOf(address);
    const known = this.#find(address, hash);
    if (known >= 0) {
      this.#value[known] = value;
      return;
    }
    if ((this.#entries + 1) * 2 > this.#slots.length) this.#rehash(this.#slots.length * 2);
    const entry = this.#entries;
    if (entry >= this.#start.length) this.#growEntries();
    if (this.#arenaUsed + address.length > this.#arena.length) this.#growArena(address.length);
    const start = this.#arenaUsed;
    for (let i = 0; i < address.length; i++) this.#arena[start + i] = address.charCodeAt(i);
    this.#arenaUsed += address.length;
    this.#start[entry] = start;
    this.#length[entry] = address.length;
    this.#hash[entry] = hash;
    this.#value[entry] = value;
    this.#entries += 1;
    this.#place(entry, hash);
  }

  /** Gives back the room kept for growth (a table that is built once, then only read). */
  trim(): void {
    const entries = this.#entries;
    this.#arena = this.#arena.slice(0, this.#arenaUsed);
    this.#start = this.#start.slice(0, entries);
    this.#length = this.#length.slice(0, entries);
    this.#hash = this.#hash.slice(0, entries);
    this.#value = this.#value.slice(0, entries);
  }

  /** The entry holding `address`, or -1. */
  #find(address: string, hash: number): number {
    const slots = this.#slots;
    const mask = slots.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const held = slots[slot] ?? 0;
      if (held === 0) return NOT_FOUND;
      const entry = held - 1;
      if (this.#hash[entry] === hash && this.#holds(entry, address)) return entry;
    }
  }

  #holds(entry: number, address: string): boolean {
    if (this.#length[entry] !== address.length) return false;
    const arena = this.#arena;
    const start = this.#start[entry] ?? 0;
    for (let i = 0; i < address.length; i++) if (arena[start + i] !== address.charCodeAt(i)) return false;
    return true;
  }

  #place(entry: number, hash: number): void {
    const slots = this.#slots;
    const mask = slots.length - 1;
    let slot = hash & mask;
    while (slots[slot] !== 0) slot = (slot + 1) & mask;
    slots[slot] = entry + 1;
  }

  #rehash(slotCount: number): void {
    this.#slots = new Int32Array(slotCount);
    for (let entry = 0; entry < this.#entries; entry++) this.#place(entry, this.#hash[entry] ?? 0);
  }

  #growEntries(): void {
    const capacity = Math.max(this.#start.length * 2, INITIAL_ENTRIES);
    const grow = <T extends Uint32Array | Uint16Array | Int32Array>(from: T, to: T): T => {
      to.set(from);
      return to;
    };
    this.#start = grow(this.#start, new Uint32Array(capacity));
    this.#length = grow(this.#length, new Uint16Array(capacity));
    this.#hash = grow(this.#hash, new Int32Array(capacity));
    this.#value = grow(this.#value, new Int32Array(capacity));
  }

  #growArena(needed: number): void {
    const arena = new Uint8Array(Math.max(this.#arena.length * 2, this.#arenaUsed + needed));
    arena.set(this.#arena.subarray(0, this.#arenaUsed));
    this.#arena = arena;
  }
}
