// The label index's table of addresses outside the V8 heap, checked against a Map.
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../src/lib/seeded-random.ts';
import { AddressTable } from '../../../src/risk/lists/address-table.ts';

const HEX = '0123456789abcdef';

function hexAddress(random: () => number): string {
  let address = '0x';
  for (let i = 0; i < 40; i++) address += HEX[Math.floor(random() * 16)];
  return address;
}

describe('AddressTable', () => {
  it('answers as a Map does over growth, for addresses held and not held', () => {
    const random = seededRandom(7);
    const table = new AddressTable();
    const expected = new Map<string, number>();
    for (let i = 0; i < 50_000; i++) {
      const address = i % 3 === 0 ? hexAddress(random) : `bc1q${hexAddress(random).slice(2, 2 + (i % 30))}`;
      table.set(address, i);
      expected.set(address, i);
    }
    expect(table.size).toBe(expected.size);
    for (const [address, value] of expected) expect(table.get(address)).toBe(value);
    for (let i = 0; i < 1_000; i++) {
      const absent = hexAddress(random);
      if (!expected.has(absent)) expect(table.has(absent)).toBe(false);
    }
  });

  it('tells apart addresses that are prefixes of one another, and the empty one', () => {
    const table = new AddressTable();
    table.set('abc', 1);
    table.set('abcd', 2);
    table.set('', 3);
    expect([table.get('abc'), table.get('abcd'), table.get('ab'), table.get('')]).toEqual([1, 2, -1, 3]);
  });

  it('replaces the value of an address it holds without adding it twice', () => {
    const table = new AddressTable();
    table.set('TXYZ', 1);
    table.set('TXYZ', 9);
    expect(table.size).toBe(1);
    expect(table.get('TXYZ')).toBe(9);
  });

  it('keeps an address with characters beyond one byte apart, rather than refusing or mangling it', () => {
    const table = new AddressTable();
    table.set('addr\u0101', 4);
    table.set('addr\u0001', 5);
    expect(table.get('addr\u0101')).toBe(4);
    expect(table.get('addr\u0001')).toBe(5);
    expect(table.size).toBe(2);
  });

  it('takes 42 bytes for an ethereum address’s characters and under 30 for the rest, once trimmed', () => {
    const random = seededRandom(3);
    const table = new AddressTable();
    const addresses = Array.from({ length: 100_000 }, () => hexAddress(random));
    for (const [i, address] of addresses.entries()) table.set(address, i);
    table.trim();
    // Characters, four numbers (14 B), and slots at most half full (8–16 B).
    expect(table.bytes / table.size).toBeLessThan(42 + 30);
    // Trimmed, it still answers, and grows again if added to.
    expect(table.get(addresses[99_999] ?? '')).toBe(99_999);
    table.set('0xnew', 1);
    expect(table.get('0xnew')).toBe(1);
    expect(table.get(addresses[0] ?? '')).toBe(0);
  });
});
