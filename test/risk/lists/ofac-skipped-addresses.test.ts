/**
 * OFAC's digital currency addresses that screening will never match: which ones (a ticker for a
 * chain Vigil does not screen, a string that is no address of its chain), that an import reports
 * them while still storing every address as published, and that the same publication again
 * reports the same ones from the store.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { skippedAddresses } from '../../../src/risk/lists/ofac-skipped-addresses.ts';
import { ALL_DIALECTS } from '../../harness.ts';
import { type ListTestStore, listTables, openListTestStore } from './list-test-store.ts';
import { type PartySpec, vessel } from './ofac/sdn-document.ts';

const MIXER = '0x8589427373D6D84E98730D7795D8f6f8731FDA16';
const GENESIS = '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa';
/** A TRON address, which OFAC once listed under XBT. */
const TRON = 'TUCsTq7TofTCJRRoHk6RvhMoS2mJLm5Yzq';
const entry = { entryId: '7', name: 'SOMEONE' };
const crypto = (currency: string, value: string) => ({ kind: 'crypto_address' as const, value, currency });

describe('skippedAddresses', () => {
  it('reports tickers of chains Vigil does not screen', () => {
    const skipped = skippedAddresses(entry, [
      crypto('ETC', MIXER),
      crypto('BNB', 'bnb136ns6lfw4zs5hg4n85vdthaad7hq5m4gtkgf23'),
      crypto('DOGE', 'DFFJhnQNZf8rf67tYnesPu7MuGUpYtzv7Z'),
    ]);
    expect(skipped).toEqual([
      {
        entry_id: '7',
        name: 'SOMEONE',
        ticker: 'ETC',
        address: MIXER,
        reason: 'unsupported chain',
        detail: "OFAC ticker 'ETC' is Ethereum Classic, a chain Vigil does not screen.",
      },
      expect.objectContaining({
        ticker: 'BNB',
        reason: 'unsupported chain',
        detail: expect.stringMatching(/Beacon/),
      }),
      expect.objectContaining({ ticker: 'DOGE', reason: 'unsupported chain' }),
    ]);
  });

  it('reports strings that are no address of their ticker’s chain, saying which chain would take them', () => {
    const skipped = skippedAddresses(entry, [crypto('XBT', TRON), crypto('XMR', 'ab'.repeat(32))]);
    expect(skipped).toMatchObject([
      {
        ticker: 'XBT',
        address: TRON,
        reason: 'invalid address',
        detail: expect.stringMatching(/chain 'tron'/),
      },
      { ticker: 'XMR', reason: 'invalid address', detail: expect.stringMatching(/64 characters/) },
    ]);
  });

  it('passes over addresses screening places, and identifiers that are no addresses', () => {
    const skipped = skippedAddresses(entry, [
      crypto('XBT', GENESIS),
      crypto('ETH', MIXER),
      crypto('USDT', TRON),
      { kind: 'imo', value: '9301005', currency: null },
    ]);
    expect(skipped).toEqual([]);
  });
});

describe.each(ALL_DIALECTS)('importOfacList skipped addresses on %s', (dialect) => {
  let lists: ListTestStore;
  beforeEach(async () => {
    lists = await openListTestStore(dialect);
  });
  afterEach(async () => {
    await lists.close();
  });

  const party = (id: string, features: PartySpec['features']): PartySpec => ({
    id,
    subType: 'individual',
    name: { last: `PERSON ${id}`, rest: 'A' },
    features,
    programs: ['CYBER2'],
  });
  const quirks = party('1001', [
    { type: 'xbt', value: TRON },
    { type: 'xbt', value: GENESIS },
  ]);
  const garbled = party('205', [{ type: 'eth', value: '0x8589' }]);
  const clean = party('300', [{ type: 'eth', value: MIXER }]);

  it('reports them in the summary, by entry id, and still stores every address as published', async () => {
    const summary = await lists.publish([quirks, vessel('1'), clean, garbled], '2025-03-07');
    expect(summary.skipped_addresses).toEqual([
      {
        entry_id: '205',
        name: 'PERSON 205, A',
        ticker: 'ETH',
        address: '0x8589',
        reason: 'invalid address',
        detail: expect.any(String),
      },
      {
        entry_id: '1001',
        name: 'PERSON 1001, A',
        ticker: 'XBT',
        address: TRON,
        reason: 'invalid address',
        detail: expect.stringMatching(/valid address on chain 'tron'/),
      },
    ]);
    const stored = (await listTables(lists.store.db)).identifiers.filter((i) => i.kind === 'crypto_address');
    expect(stored.map((i) => [i.entry_id, i.currency, i.value])).toEqual([
      ['1001', 'XBT', GENESIS],
      ['1001', 'XBT', TRON],
      ['205', 'ETH', '0x8589'],
      ['300', 'ETH', MIXER],
    ]);
  });

  it('reports the same ones when the publication is already current, and none of delisted entries', async () => {
    const first = await lists.publish([quirks, clean, garbled], '2025-03-07');
    const again = await lists.publish([quirks, clean, garbled], '2025-03-07');
    expect(again.status).toBe('already_current');
    expect(again.skipped_addresses).toEqual(first.skipped_addresses);

    const newer = await lists.publish([quirks, clean], '2025-04-11');
    expect(newer.skipped_addresses.map((s) => s.entry_id)).toEqual(['1001']);
    const current = await lists.publish([quirks, clean], '2025-04-11');
    expect(current.skipped_addresses).toEqual(newer.skipped_addresses);
  });
});
