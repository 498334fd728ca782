/**
 * The label index as screening reads it: platform labels (an SDN publication and TagPack rows) and
 * a workspace's own, several on one address, equal hits shared, and a reload that replaces the
 * platform part whole.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../src/lib/ids.ts';
import { ofacAddress } from '../../../src/risk/chains/index.ts';
import { createLabelIndex, type LabelIndex } from '../../../src/risk/lists/label-index.ts';
import { type ListTestStore, openListTestStore } from './list-test-store.ts';

const LISTED = '0x098b716b8aaf21512996dc57eb0615e2383e2f96';
const PACKED = '0x1111111111111111111111111111111111111111';
const TWICE = '0x2222222222222222222222222222222222222222';
const BITCOIN = '1BoatSLRHtKNngkdXEeobR76b53LETtpyT';

describe('label index', () => {
  let lists: ListTestStore;
  let index: LabelIndex;

  async function tag(
    chain: string,
    address: string,
    label: string,
    category: string,
    source = 'tagpack:demo',
  ) {
    await lists.store.db
      .insertInto('address_labels')
      .values({
        id: newId('label'),
        workspace_id: null,
        chain,
        address,
        label,
        category,
        confidence: 80,
        source,
        source_version: '2025-01-01',
        created_at: lists.clock.now(),
      })
      .execute();
  }

  beforeAll(async () => {
    lists = await openListTestStore('sqlite');
    await lists.publish(
      [
        {
          id: '9',
          subType: 'entity',
          name: { rest: 'LAZARUS GROUP' },
          programs: ['DPRK3'],
          // One address under two tickers is one label.
          features: [
            { type: 'eth', value: LISTED },
            { type: 'eth', value: LISTED.toUpperCase().replace('0X', '0x') },
          ],
        },
      ],
      '2025-11-19',
    );
    await tag('ethereum', LISTED, 'Lazarus deposit', 'scam');
    await tag('ethereum', PACKED, 'exchange 1', 'exchange');
    await tag('ethereum', TWICE, 'exchange 1', 'exchange');
    await tag('ethereum', TWICE, 'mixer 7', 'mixer', 'tagpack:other');
    await tag('bitcoin', BITCOIN, 'exchange 1', 'exchange');
    index = createLabelIndex((currency, address) => {
      const placed = ofacAddress(currency ?? '', address);
      return placed.ok
        ? { chains: placed.chains, address: placed.address, listed: placed.listed }
        : undefined;
    });
    await index.refresh(lists.store.db);
  });
  afterAll(async () => {
    await lists.close();
  });

  it('gives every platform label of an address, the list’s first', () => {
    expect(index.lookup('ws_a', 'ethereum', LISTED)).toEqual([
      {
        label: 'LAZARUS GROUP',
        category: 'sanctioned',
        source: 'ofac_sdn',
        list_version: '2025-11-19',
        confidence: 100,
        programs: ['DPRK3'],
        listed_on: [{ ticker: 'ETH', chain: 'ethereum' }],
        entry_id: '9',
      },
      expect.objectContaining({ label: 'Lazarus deposit', source: 'tagpack:demo' }),
    ]);
    expect(index.lookup('ws_a', 'ethereum', TWICE).map((hit) => hit.label)).toEqual([
      'exchange 1',
      'mixer 7',
    ]);
    // The listed 0x address on the four EVM chains, and three TagPack addresses.
    expect(index.platformSize()).toBe(7);
  });

  it('matches a listed 0x address on every EVM chain, saying where it was listed', () => {
    for (const chain of ['bsc', 'polygon', 'arbitrum']) {
      expect(index.lookup('ws_a', chain, LISTED)).toEqual([
        expect.objectContaining({
          label: 'LAZARUS GROUP',
          listed_on: [{ ticker: 'ETH', chain: 'ethereum' }],
        }),
      ]);
      expect(index.labelTest('ws_a', chain).platform(LISTED)).toBe(true);
    }
    // A TagPack label is the pack's word about one chain: it stays there.
    expect(index.lookup('ws_a', 'bsc', PACKED)).toEqual([]);
  });

  it('keeps chains apart and knows nothing of an address no list names', () => {
    expect(index.lookup('ws_a', 'bitcoin', BITCOIN)).toHaveLength(1);
    expect(index.lookup('ws_a', 'ethereum', BITCOIN)).toEqual([]);
    expect(index.lookup('ws_a', 'ethereum', '0x3333333333333333333333333333333333333333')).toEqual([]);
    const test = index.labelTest('ws_a', 'ethereum');
    expect([test.platform(PACKED), test.platform(BITCOIN)]).toEqual([true, false]);
    expect(index.labelTest('ws_a', 'tron').platform(PACKED)).toBe(false);
  });

  it('shares one object for equal labels on different addresses and chains', () => {
    const [onOne] = index.lookup('ws_a', 'ethereum', PACKED);
    const [onOther] = index.lookup('ws_a', 'ethereum', TWICE);
    const [onBitcoin] = index.lookup('ws_a', 'bitcoin', BITCOIN);
    expect(onOne).toBe(onOther);
    expect(onOne).toBe(onBitcoin);
  });

  it('adds a workspace’s own label after the platform’s, for that workspace only', () => {
    const own = {
      id: 'lbl_1',
      label: 'our customer',
      category: 'exchange',
      source: 'custom',
      list_version: null,
      confidence: 100,
    };
    index.addCustom('ws_a', 'ethereum', PACKED, own);
    expect(index.lookup('ws_a', 'ethereum', PACKED).map((hit) => hit.label)).toEqual([
      'exchange 1',
      'our customer',
    ]);
    expect(index.lookup('ws_b', 'ethereum', PACKED).map((hit) => hit.label)).toEqual(['exchange 1']);
    index.removeCustom('ws_a', 'ethereum', PACKED, 'lbl_1');
    expect(index.lookup('ws_a', 'ethereum', PACKED)).toHaveLength(1);
  });

  it('replaces the platform labels whole when the store has new ones', async () => {
    const before = index.labelTest('ws_a', 'ethereum').generation;
    await tag('ethereum', '0x4444444444444444444444444444444444444444', 'exchange 2', 'exchange');
    await index.refresh(lists.store.db);
    expect(index.labelTest('ws_a', 'ethereum').generation).toBeGreaterThan(before);
    expect(index.lookup('ws_a', 'ethereum', '0x4444444444444444444444444444444444444444')).toHaveLength(1);
    expect(index.lookup('ws_a', 'ethereum', TWICE)).toHaveLength(2);
    expect(index.platformSize()).toBe(8);
  });
});
