// Ids are TypeIDs over UUIDv7: held against typeid-js (the reference implementation of the spec)
// for their encoding, and checked for the UUIDv7 layout and for sorting in the order they were made.
import { createHash, randomBytes } from 'node:crypto';
import { TypeID } from 'typeid-js';
import { describe, expect, it } from 'vitest';
import { derivedId, encodeSuffix, ID_PREFIXES, isId, newId } from '../../src/lib/ids.ts';

describe('ids', () => {
  it('encodes 16 bytes as typeid-js does', () => {
    const cases = [
      new Uint8Array(16),
      new Uint8Array(16).fill(0xff),
      ...Array.from({ length: 500 }, () => randomBytes(16)),
    ];
    for (const bytes of cases) {
      expect(encodeSuffix(bytes)).toBe(TypeID.fromUUIDBytes('x', new Uint8Array(bytes)).getSuffix());
    }
  });

  it('makes UUIDv7 ids of every kind that typeid-js reads, with the time they were made', () => {
    for (const kind of Object.keys(ID_PREFIXES) as (keyof typeof ID_PREFIXES)[]) {
      const before = Date.now();
      const id = newId(kind);
      const parsed = TypeID.fromString(id);
      expect(parsed.getType()).toBe(ID_PREFIXES[kind]);
      expect(isId(kind, id)).toBe(true);
      const uuid = parsed.toUUIDBytes();
      expect((uuid[6] ?? 0) >> 4).toBe(7);
      expect((uuid[8] ?? 0) >> 6).toBe(0b10);
      const ms = [...uuid.subarray(0, 6)].reduce((value, byte) => value * 256 + byte, 0);
      expect(ms).toBeGreaterThanOrEqual(before);
      expect(ms).toBeLessThanOrEqual(Date.now());
    }
  });

  it('sorts ids in the order they were made, many within one millisecond', () => {
    const ids = Array.from({ length: 20_000 }, () => newId('screening'));
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });

  it('derives the same id from the same name: the first 16 bytes of its SHA-256', () => {
    const name = 'ethereum:0x8576acc5c05d6ce88f4e49bf65bdf0c62f91353c';
    const digest = new Uint8Array(createHash('sha256').update(name).digest().subarray(0, 16));
    expect(derivedId('entityCluster', name)).toBe(TypeID.fromUUIDBytes('ent', digest).toString());
    expect(derivedId('entityCluster', name)).toBe(derivedId('entityCluster', name));
    expect(derivedId('entityCluster', `${name}0`)).not.toBe(derivedId('entityCluster', name));
  });
});
