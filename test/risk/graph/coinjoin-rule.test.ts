/**
 * BlockSci's `isCoinjoin` rule, condition by condition: one transaction that meets all of them,
 * then near misses that each fail exactly one.
 */
import { describe, expect, it } from 'vitest';
import { isCoinJoin } from '../../../src/risk/graph/index.ts';
import { payTo, tx } from './utxo-factory.ts';

const MIX = 1_000_000;

describe('isCoinJoin', () => {
  it('takes three parties, each with an input, a mixed output and (two of them) change, for a CoinJoin', () => {
    // 5 outputs → ⌊6 / 2⌋ = 3 participants; 3 inputs from 3 addresses; the top value occurs 3 times.
    expect(isCoinJoin(tx(['a', 'b', 'c'], payTo('o', [MIX, MIX, MIX, 123_456, 654_321])))).toBe(true);
  });

  it('takes a two-party join with both changes (4 outputs, 2 equal) for one too', () => {
    expect(isCoinJoin(tx(['a', 'b'], payTo('o', [MIX, MIX, 10_000, 20_000])))).toBe(true);
  });

  it('counts an output without an address (OP_RETURN) like any other', () => {
    expect(isCoinJoin(tx(['a', 'b', 'c'], [...payTo('o', [MIX, MIX, MIX, 5_000]), [null, 0]]))).toBe(true);
  });

  it('passes a tie for most common value when one tied value is not dust', () => {
    // 6 outputs → 3 participants; 546 and MIX both occur 3 times.
    expect(isCoinJoin(tx(['a', 'b', 'c'], payTo('o', [546, 546, 546, MIX, MIX, MIX])))).toBe(true);
  });

  describe('near misses', () => {
    it('needs at least two inputs', () => {
      expect(isCoinJoin(tx(['a'], payTo('o', [MIX, MIX, MIX])))).toBe(false);
    });

    it('needs at least three outputs', () => {
      expect(isCoinJoin(tx(['a', 'b'], payTo('o', [MIX, MIX])))).toBe(false);
    });

    it('needs as many inputs as participants', () => {
      // 7 outputs → 4 participants, but only 3 inputs.
      expect(isCoinJoin(tx(['a', 'b', 'c'], payTo('o', [MIX, MIX, MIX, MIX, 1, 2, 3])))).toBe(false);
    });

    it('needs as many distinct input addresses as participants', () => {
      expect(isCoinJoin(tx(['a', 'b', 'b'], payTo('o', [MIX, MIX, MIX, 123_456, 654_321])))).toBe(false);
      expect(isCoinJoin(tx(['a', 'b', null], payTo('o', [MIX, MIX, MIX, 123_456, 654_321])))).toBe(false);
    });

    it('needs the most common value exactly once per participant: not fewer', () => {
      expect(isCoinJoin(tx(['a', 'b', 'c'], payTo('o', [MIX, MIX, 7, 123_456, 654_321])))).toBe(false);
    });

    it('needs the most common value exactly once per participant: not more (a batch payout)', () => {
      expect(isCoinJoin(tx(['a', 'b', 'c'], payTo('o', [MIX, MIX, MIX, MIX, 654_321])))).toBe(false);
    });

    it('rules out dust as the common value: 546 and 2730 satoshis', () => {
      expect(isCoinJoin(tx(['a', 'b', 'c'], payTo('o', [546, 546, 546, 123_456, 654_321])))).toBe(false);
      expect(isCoinJoin(tx(['a', 'b', 'c'], payTo('o', [2730, 2730, 2730, 123_456, 654_321])))).toBe(false);
      expect(isCoinJoin(tx(['a', 'b', 'c'], payTo('o', [547, 547, 547, 123_456, 654_321])))).toBe(true);
    });

    it('rules out a tie when every tied value is dust', () => {
      expect(isCoinJoin(tx(['a', 'b', 'c'], payTo('o', [546, 546, 546, 2730, 2730, 2730])))).toBe(false);
    });
  });
});
