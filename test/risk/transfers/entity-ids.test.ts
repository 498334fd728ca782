// An address's own entity id, kept for the addresses met lately (src/risk/transfers/entity-ids.ts):
// always the id derivedId makes, whether kept, made afresh or made again after being dropped.
import { describe, expect, it } from 'vitest';
import { derivedId } from '../../../src/lib/ids.ts';
import { createEntityIds } from '../../../src/risk/transfers/entity-ids.ts';

const address = (i: number) => `0x${i.toString(16).padStart(40, '0')}`;

describe('entity ids of addresses', () => {
  it('is derivedId of chain:address every time: the first time, kept, and after being dropped', () => {
    const entityIdOf = createEntityIds();
    const expected = (chain: 'ethereum' | 'tron', i: number) =>
      derivedId('entityCluster', `${chain}:${address(i)}`);
    expect(entityIdOf('ethereum', address(1))).toBe(expected('ethereum', 1));
    expect(entityIdOf('ethereum', address(1))).toBe(expected('ethereum', 1));
    // The same text on another chain is another entity.
    expect(entityIdOf('tron', address(1))).toBe(expected('tron', 1));
    expect(entityIdOf('tron', address(1))).not.toBe(entityIdOf('ethereum', address(1)));
    // More addresses than are kept: the first ones are dropped and made again, the same.
    for (let i = 2; i < 25_000; i++) entityIdOf('ethereum', address(i));
    expect(entityIdOf('ethereum', address(1))).toBe(expected('ethereum', 1));
    expect(entityIdOf('ethereum', address(24_999))).toBe(expected('ethereum', 24_999));
  });
});
