/**
 * The clusterer: co-spent inputs become one entity, transitively; CoinJoins and single inputs
 * merge nothing; the older id survives every merge and absorbed ids resolve to it.
 */
import { describe, expect, it } from 'vitest';
import { VigilError } from '../../../src/lib/errors.ts';
import { createClusterer } from '../../../src/risk/graph/index.ts';
import { counterIds, payTo, tx } from './utxo-factory.ts';

const MIX = 1_000_000;
const clusterer = () => createClusterer(counterIds());

describe('createClusterer: merging', () => {
  it('puts the inputs of one transaction into one entity', () => {
    const c = clusterer();
    expect(c.observe(tx(['a', 'b', 'c'], payTo('o', [10, 20])))).toEqual({
      merged: true,
      coinjoin: false,
      mix: null,
      merges: [
        { absorbed: 'ent_2', into: 'ent_1' },
        { absorbed: 'ent_3', into: 'ent_1' },
      ],
    });
    expect([c.clusterOf('a'), c.clusterOf('b'), c.clusterOf('c')]).toEqual(['ent_1', 'ent_1', 'ent_1']);
    expect(c.members('ent_1')).toEqual(['a', 'b', 'c']);
    expect(c.size('ent_1')).toBe(3);
  });

  it('merges transitively across transactions', () => {
    const c = clusterer();
    c.observe(tx(['a', 'b'], [['x', 1]]));
    c.observe(tx(['c', 'd'], [['y', 1]]));
    expect(c.clusterOf('a')).not.toBe(c.clusterOf('c'));
    c.observe(tx(['b', 'd'], [['z', 1]]));
    expect(new Set(['a', 'b', 'c', 'd'].map((address) => c.clusterOf(address))).size).toBe(1);
    expect(c.size(c.clusterOf('a'))).toBe(4);
    expect(c.clusterOf('x')).not.toBe(c.clusterOf('a'));
  });

  it('reports no merge when the inputs are one entity already', () => {
    const c = clusterer();
    c.observe(tx(['a', 'b'], [['x', 1]]));
    expect(c.observe(tx(['b', 'a'], [['y', 1]]))).toEqual({
      merged: false,
      coinjoin: false,
      mix: null,
      merges: [],
    });
  });

  it('merges nothing for one input, or several from one address', () => {
    const c = clusterer();
    expect(c.observe(tx(['a'], [['x', 1]])).merged).toBe(false);
    expect(c.observe(tx(['b', 'b', null], [['y', 1]])).merged).toBe(false);
    expect(c.stats()).toEqual({ addresses: 4, entities: 4 });
  });

  it('does not merge the inputs of a CoinJoin', () => {
    const c = clusterer();
    const join = tx(['a', 'b', 'c'], payTo('o', [MIX, MIX, MIX, 123_456, 654_321]));
    expect(c.observe(join)).toEqual({ merged: false, coinjoin: true, mix: 'blocksci', merges: [] });
    expect(new Set(['a', 'b', 'c'].map((address) => c.clusterOf(address))).size).toBe(3);
  });

  it('does not merge the inputs of an equal-output mix: 5 inputs, 5 outputs of one amount (Whirlpool)', () => {
    const c = clusterer();
    const round = tx(['a', 'b', 'c', 'd', 'e'], payTo('o', [MIX, MIX, MIX, MIX, MIX]));
    expect(c.observe(round)).toEqual({ merged: false, coinjoin: true, mix: 'whirlpool', merges: [] });
    expect(new Set(['a', 'b', 'c', 'd', 'e'].map((address) => c.clusterOf(address))).size).toBe(5);
  });

  it('merges the inputs of near misses: a batch payout, dust outputs, one party short of inputs', () => {
    const c = clusterer();
    expect(c.observe(tx(['a', 'b', 'c'], payTo('p', [MIX, MIX, MIX, MIX, 654_321]))).merged).toBe(true);
    expect(c.observe(tx(['d', 'e', 'f'], payTo('q', [546, 546, 546, 123_456, 654_321]))).merged).toBe(true);
    expect(c.observe(tx(['g', 'h', 'h'], payTo('r', [MIX, MIX, MIX, 123_456, 654_321]))).merged).toBe(true);
    expect(c.size(c.clusterOf('a'))).toBe(3);
    expect(c.size(c.clusterOf('d'))).toBe(3);
    expect(c.size(c.clusterOf('g'))).toBe(2);
  });

  it('counts the marked addresses of each entity across merges, and lists them', () => {
    const c = clusterer();
    c.relabel((address) => address === 'b' || address === 'n');
    c.observe(tx(['a', 'b'], [['x', 1]]));
    expect([c.hasMarked('a'), c.hasMarked('x'), c.markedMembers('a')]).toEqual([true, false, ['b']]);
    const before = c.version();
    // New addresses are marked as they come; a merge carries the marks along.
    c.observe(tx(['m', 'n'], [['y', 1]]));
    c.observe(tx(['a', 'm'], [['z', 1]]));
    expect(c.version()).toBeGreaterThan(before);
    expect(c.markedMembers('m')).toEqual(['b', 'n']);
    c.relabel((address) => address === 'x');
    expect([c.hasMarked('a'), c.hasMarked('x'), c.markedMembers('a')]).toEqual([false, true, []]);
  });

  it('makes every address it sees an entity, outputs included, and skips those without one', () => {
    const c = clusterer();
    c.observe(
      tx(
        ['a'],
        [
          ['x', 1],
          [null, 0],
        ],
      ),
    );
    expect(c.knows('x')).toBe(true);
    expect(c.stats()).toEqual({ addresses: 2, entities: 2 });
  });

  it('rejects amounts that are not whole base units', () => {
    const c = clusterer();
    const bad = tx(['a', 'b'], [['x', 0.5]]);
    expect(() => c.observe(bad)).toThrow(VigilError);
    expect(() => c.observe(bad)).toThrow(/outputs\[0\]\.amount must be a whole, non-negative number/);
  });
});

describe('createClusterer: stable ids', () => {
  it('gives an address it has not seen an entity of its own', () => {
    const c = clusterer();
    expect(c.knows('lonely')).toBe(false);
    expect(c.clusterOf('lonely')).toBe('ent_1');
    expect(c.clusterOf('lonely')).toBe('ent_1');
    expect(c.knows('lonely')).toBe(true);
    expect(c.members('ent_1')).toEqual(['lonely']);
  });

  it('keeps the older id when a larger, younger entity absorbs an older one', () => {
    const c = clusterer();
    c.clusterOf('old'); // ent_1, one address
    c.observe(tx(['y1', 'y2', 'y3', 'y4'], [['x', 1]])); // ent_2…ent_5 → ent_2, four addresses
    expect(c.observe(tx(['y4', 'old'], [['z', 1]])).merges).toEqual([{ absorbed: 'ent_2', into: 'ent_1' }]);
    for (const address of ['old', 'y1', 'y2', 'y3', 'y4']) expect(c.clusterOf(address)).toBe('ent_1');
    expect(c.members('ent_1')).toEqual(['old', 'y1', 'y2', 'y3', 'y4']);
  });

  it('resolves an absorbed id to the one naming its entity now, through several merges', () => {
    const c = clusterer();
    c.observe(tx(['a', 'b'], [['x', 1]])); // a ent_1, b ent_2 → ent_1; x ent_3
    c.observe(tx(['c', 'd'], [['y', 1]])); // c ent_4, d ent_5 → ent_4; y ent_6
    expect(c.resolve('ent_5')).toBe('ent_4');
    c.observe(tx(['d', 'b'], [['z', 1]])); // ent_4 → ent_1
    expect(c.resolve('ent_5')).toBe('ent_1');
    expect(c.resolve('ent_4')).toBe('ent_1');
    expect(c.resolve('ent_1')).toBe('ent_1');
    expect(c.resolve('ent_3')).toBe('ent_3');
    expect(c.resolve('ent_404')).toBeUndefined();
  });

  it('answers members and size through an absorbed id as through the current one', () => {
    const c = clusterer();
    c.observe(tx(['a', 'b', 'c'], [['x', 1]]));
    expect(c.members('ent_3')).toEqual(['a', 'b', 'c']);
    expect(c.size('ent_2')).toBe(3);
    expect(c.members('ent_404')).toEqual([]);
    expect(c.size('ent_404')).toBe(0);
  });

  it('asks newId once per new address, passing the address', () => {
    const ids = counterIds();
    const c = createClusterer(ids);
    c.observe(
      tx(
        ['a', 'b', 'a'],
        [
          ['b', 1],
          ['c', 2],
        ],
      ),
    );
    c.clusterOf('a');
    expect([...ids.issued]).toEqual([
      ['a', 'ent_1'],
      ['b', 'ent_2'],
      ['c', 'ent_3'],
    ]);
  });

  it('refuses an id newId has already returned', () => {
    const c = createClusterer({ newId: () => 'ent_same' });
    c.clusterOf('a');
    expect(() => c.clusterOf('b')).toThrow(/newId returned 'ent_same' twice/);
  });
});
