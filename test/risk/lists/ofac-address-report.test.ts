/**
 * What an OFAC import reports of the list's digital currency addresses: those screening will never
 * match (a ticker for a chain Vigil does not screen, a string that is no address anywhere), those it
 * matches on other chains than the ticker names (a TRON address under XBT, an Ethereum Classic
 * account), that an import reports them while still storing every address as published, and that
 * the same publication again reports the same ones from the store.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EVM_CHAINS } from '../../../src/risk/chains/index.ts';
import { addressReport } from '../../../src/risk/lists/ofac-address-report.ts';
import { ALL_DIALECTS } from '../../stores.ts';
import { type ListTestStore, listTables, openListTestStore } from './list-test-store.ts';
import { type PartySpec, vessel } from './ofac/sdn-document.ts';

const MIXER = '0x8589427373D6D84E98730D7795D8f6f8731FDA16';
const GENESIS = '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa';
/** A TRON address, which OFAC once listed under XBT. */
const TRON = 'TUCsTq7TofTCJRRoHk6RvhMoS2mJLm5Yzq';
const entry = { entryId: '7', name: 'SOMEONE' };
const crypto = (currency: string, value: string) => ({ kind: 'crypto_address' as const, value, currency });

describe('addressReport', () => {
  it('skips tickers of chains Vigil does not screen', () => {
    const { skipped, placed } = addressReport(entry, [
      crypto('BSV', '12sjrrhoFEsedNRhtgwvvRqjFTh8fZTDX9'),
      crypto('BNB', 'bnb136ns6lfw4zs5hg4n85vdthaad7hq5m4gtkgf23'),
      crypto('DOGE', 'DFFJhnQNZf8rf67tYnesPu7MuGUpYtzv7Z'),
    ]);
    expect(skipped).toEqual([
      {
        entry_id: '7',
        name: 'SOMEONE',
        ticker: 'BSV',
        address: '12sjrrhoFEsedNRhtgwvvRqjFTh8fZTDX9',
        reason: 'unsupported chain',
        detail: "OFAC ticker 'BSV' is Bitcoin SV, a chain Vigil does not screen.",
      },
      expect.objectContaining({
        ticker: 'BNB',
        reason: 'unsupported chain',
        detail: expect.stringMatching(/Beacon/),
      }),
      expect.objectContaining({ ticker: 'DOGE', reason: 'unsupported chain' }),
    ]);
    expect(placed).toEqual([]);
  });

  it('skips strings that are an address of no chain', () => {
    const { skipped } = addressReport(entry, [crypto('XMR', 'ab'.repeat(32))]);
    expect(skipped).toMatchObject([
      { ticker: 'XMR', reason: 'invalid address', detail: expect.stringMatching(/64 characters/) },
    ]);
  });

  it('places an address valid on one other chain there, and an Ethereum Classic account on every EVM chain', () => {
    const { skipped, placed } = addressReport(entry, [crypto('XBT', TRON), crypto('ETC', MIXER)]);
    expect(skipped).toEqual([]);
    expect(placed).toEqual([
      {
        entry_id: '7',
        name: 'SOMEONE',
        ticker: 'XBT',
        address: TRON,
        chains: ['tron'],
        detail:
          'Listed under XBT, but not a valid Bitcoin address; it is valid on tron only, so it is matched there.',
      },
      {
        entry_id: '7',
        name: 'SOMEONE',
        ticker: 'ETC',
        address: MIXER,
        chains: [...EVM_CHAINS],
        detail: expect.stringMatching(/^Listed under ETC \(Ethereum Classic/),
      },
    ]);
  });

  it('passes over addresses screening places on their own chains, and identifiers that are no addresses', () => {
    const report = addressReport(entry, [
      crypto('XBT', GENESIS),
      crypto('ETH', MIXER),
      crypto('USDT', TRON),
      { kind: 'imo', value: '9301005', currency: null },
    ]);
    expect(report).toEqual({ skipped: [], placed: [] });
  });
});

describe.each(ALL_DIALECTS)('importOfacList address report on %s', (dialect) => {
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
    ]);
    expect(summary.placed_elsewhere).toEqual([
      {
        entry_id: '1001',
        name: 'PERSON 1001, A',
        ticker: 'XBT',
        address: TRON,
        chains: ['tron'],
        detail: expect.stringMatching(/valid on tron only/),
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
    expect(again.placed_elsewhere).toEqual(first.placed_elsewhere);

    const newer = await lists.publish([quirks, clean], '2025-04-11');
    expect(newer.skipped_addresses).toEqual([]);
    expect(newer.placed_elsewhere.map((s) => s.entry_id)).toEqual(['1001']);
    const current = await lists.publish([quirks, clean], '2025-04-11');
    expect(current.placed_elsewhere).toEqual(newer.placed_elsewhere);
  });
});
