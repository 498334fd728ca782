/**
 * Snapshots: a clusterer restored from its snapshot's JSON answers as the original did and goes
 * on merging with the same ids; a snapshot that does not describe consistent entities is refused.
 */
import { describe, expect, it } from 'vitest';
import { VigilError } from '../../../src/lib/errors.ts';
import { type Clusterer, createClusterer, restoreClusterer } from '../../../src/risk/graph/index.ts';
import { counterIds, payTo, tx } from './utxo-factory.ts';

/** Two entities of two and three addresses, a CoinJoin's separate inputs, and outputs. */
function populated(): Clusterer {
  const c = createClusterer(counterIds());
  c.observe(tx(['a', 'b'], [['x', 1]]));
  c.observe(tx(['c', 'd', 'e'], [['y', 1]]));
  c.observe(tx(['f', 'g', 'h'], payTo('o', [1_000_000, 1_000_000, 1_000_000, 5, 6])));
  return c;
}

const ADDRESSES = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'x', 'y', 'o0'];

describe('snapshot and restoreClusterer', () => {
  it('round-trips through JSON: same entities, same ids, same resolutions', () => {
    const original = populated();
    const restored = restoreClusterer(JSON.parse(JSON.stringify(original.snapshot())), {
      newId: () => 'unused',
    });
    for (const address of ADDRESSES) expect(restored.clusterOf(address)).toBe(original.clusterOf(address));
    expect(restored.stats()).toEqual(original.stats());
    expect(restored.resolve('ent_2')).toBe('ent_1');
    expect(restored.members('ent_4')).toEqual(['c', 'd', 'e']);
  });

  it('goes on merging after a restore, the older id still surviving', () => {
    const original = populated();
    let next = 100;
    const restored = restoreClusterer(original.snapshot(), { newId: () => `ent_${next++}` });
    const { merges } = restored.observe(tx(['new', 'e', 'a'], [['z', 1]]));
    expect(merges).toEqual([
      { absorbed: 'ent_100', into: 'ent_4' },
      { absorbed: 'ent_4', into: 'ent_1' },
    ]);
    expect(restored.members('ent_1')).toEqual(['a', 'b', 'c', 'd', 'e', 'new']);
  });

  it('stores each address once, with its first id and the position that names its entity', () => {
    const c = createClusterer(counterIds());
    c.observe(tx(['a', 'b'], [['x', 1]]));
    expect(c.snapshot()).toEqual({
      format: 'vigil.cluster-snapshot.v1',
      addresses: ['a', 'b', 'x'],
      ids: ['ent_1', 'ent_2', 'ent_3'],
      entityOf: [0, 0, 2],
    });
  });

  it.each([
    ['not an object', null, /not an object/],
    ['another format', { format: 'v0', addresses: [], ids: [], entityOf: [] }, /format must be/],
    ['lists of different lengths', { addresses: ['a'], ids: [], entityOf: [0] }, /same length/],
    [
      'an address twice',
      { addresses: ['a', 'a'], ids: ['1', '2'], entityOf: [0, 1] },
      /address appears twice/,
    ],
    ['an id twice', { addresses: ['a', 'b'], ids: ['1', '1'], entityOf: [0, 1] }, /id appears twice/],
    [
      'a later address naming an entity',
      { addresses: ['a', 'b'], ids: ['1', '2'], entityOf: [1, 1] },
      /entityOf\[0\]/,
    ],
    [
      'a chain of names',
      { addresses: ['a', 'b', 'c'], ids: ['1', '2', '3'], entityOf: [0, 0, 1] },
      /entityOf\[2\]/,
    ],
    ['a fraction', { addresses: ['a', 'b'], ids: ['1', '2'], entityOf: [0, 0.5] }, /entityOf\[1\]/],
  ])('refuses a snapshot with %s', (_case, body, message) => {
    const snapshot =
      body !== null && !('format' in body) ? { format: 'vigil.cluster-snapshot.v1', ...body } : body;
    expect(() => restoreClusterer(snapshot, { newId: () => 'x' })).toThrow(VigilError);
    expect(() => restoreClusterer(snapshot, { newId: () => 'x' })).toThrow(message);
  });
});
