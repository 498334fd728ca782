/**
 * BlockSci's `isCoinjoin` rule, condition by condition: one transaction that meets all of them,
 * then near misses that each fail exactly one.
 */
import { describe, expect, it } from 'vitest';
import { equalOutputMix, isCoinJoin } from '../../../src/risk/graph/index.ts';
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

describe('equalOutputMix', () => {
  const addresses = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

  it('takes 5 inputs from 5 addresses paying 5 outputs of one amount for a Whirlpool round', () => {
    const round = tx(addresses('in', 5), payTo('o', [MIX, MIX, MIX, MIX, MIX]));
    expect(isCoinJoin(round)).toBe(false);
    expect(equalOutputMix(round)).toBe('whirlpool');
  });

  it('takes ten equal outputs or more, from at least as many input addresses, for a Wasabi 1 round', () => {
    const change = Array.from({ length: 11 }, (_, i) => 7_000 + i);
    const round = tx(addresses('in', 13), payTo('o', [...Array(11).fill(MIX), ...change, 3_000]));
    expect(equalOutputMix(round)).toBe('wasabi');
  });

  it('takes 50 input addresses and 50 outputs, half of them in repeated denominations, for a Wasabi 2 round', () => {
    const denominations = [5_000, 10_000, 20_000, 50_000, 100_000, 200_000];
    const repeated = Array.from({ length: 30 }, (_, i) => denominations[i % denominations.length] ?? 0);
    const odd = Array.from({ length: 25 }, (_, i) => 1_234_567 + i);
    expect(equalOutputMix(tx(addresses('in', 60), payTo('o', [...repeated, ...odd])))).toBe('wabisabi');
  });

  describe('near misses', () => {
    it('leaves a batch payout alone: fewer input addresses than equal outputs', () => {
      expect(equalOutputMix(tx(['a', 'b', 'c'], payTo('o', [MIX, MIX, MIX, MIX, MIX])))).toBeNull();
      expect(equalOutputMix(tx(addresses('in', 4), payTo('o', Array(12).fill(MIX))))).toBeNull();
    });

    it('leaves a 5 × 5 with one odd output, or two inputs from one address, alone', () => {
      expect(equalOutputMix(tx(addresses('in', 5), payTo('o', [MIX, MIX, MIX, MIX, 999])))).toBeNull();
      expect(equalOutputMix(tx(['a', 'b', 'c', 'd', 'd'], payTo('o', [MIX, MIX, MIX, MIX, MIX])))).toBeNull();
    });

    it('leaves dust alone, and a consolidation of many inputs into few outputs', () => {
      expect(equalOutputMix(tx(addresses('in', 5), payTo('o', [546, 546, 546, 546, 546])))).toBeNull();
      expect(equalOutputMix(tx(addresses('in', 80), payTo('o', [MIX, 12_345])))).toBeNull();
    });

    it('leaves a batch of 60 distinct payouts from 60 inputs alone', () => {
      const payouts = Array.from({ length: 60 }, (_, i) => 100_000 + i * 7);
      expect(equalOutputMix(tx(addresses('in', 60), payTo('o', payouts)))).toBeNull();
    });
  });
});
