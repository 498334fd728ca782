// The screening page's words without a browser: a direct sanctions counterparty of 1.5 ETH beside
// 2,000 ETH reads as what it is (not "0 % of the value"), a dealing before the designation and a
// delisted entry say so, and an address nothing is known of says that instead of looking clean.
import { describe, expect, it } from 'vitest';
import { coverageText, exposureText, percent } from '../app/pages/screening-text.ts';

type Match = Parameters<typeof exposureText>[0];

const listed: Match = {
  label: 'Peijnenburg, Alex Adrianus Martinus',
  category: 'sanctioned',
  source: 'ofac_sdn',
  list_version: '2025-11-19',
  confidence: 100,
  exposure: 'direct',
  direct: true,
  hops: 1,
  address: '0x04dba1194ee10112fe6c3207c0687def0e78bacf',
  direction: 'incoming',
  share: 0.0007494387477090559,
  designated_at: '2022-11-09',
  amounts: [{ asset: 'ETH', amount: '1.5' }],
  value_usd: '4532.33',
  before_designation: false,
};

describe('the screening page’s words', () => {
  it('gives a small share in significant digits, never 0 % for some', () => {
    expect(percent(0.4)).toBe('40 %');
    expect(percent(0.0007494387477090559)).toBe('0.075 %');
    expect(percent(0)).toBe('0 %');
  });

  it('says what moved with a direct counterparty and when a dealing came before the designation', () => {
    expect(exposureText(listed)).toBe('direct, incoming, 1 hop, 0.075 % of the value: 1.5 ETH ($4,532)');
    expect(exposureText({ ...listed, before_designation: true })).toBe(
      'direct, incoming, 1 hop, 0.075 % of the value: 1.5 ETH ($4,532); before its designation on 2022-11-09, so not a sanctions hit',
    );
    expect(
      exposureText({
        ...listed,
        category: 'formerly_sanctioned',
        exposure: 'ownership',
        hops: 0,
        direction: null,
        share: 1,
        amounts: undefined,
        value_usd: undefined,
        before_designation: undefined,
        delisted_at: '2025-03-21',
      }),
    ).toBe('ownership (the address itself); formerly listed, removed on 2025-03-21');
  });

  it('says nothing is known of an address no transfer, list or label names', () => {
    expect(coverageText({ status: 'none', transfers: 0, hops: 0, limits: [], unvalued_assets: [] })).toMatch(
      /^Nothing is known of this address/,
    );
    expect(
      coverageText({
        status: 'partial',
        transfers: 12,
        hops: 3,
        from: '2026-01-01T00:00:00.000Z',
        to: '2026-02-01T00:00:00.000Z',
        limits: ['max_hops'],
        unvalued_assets: ['WBTC'],
      }),
    ).toBe(
      'Coverage partial: 12 transfers read, 3 hops reached, 2026-01-01 to 2026-02-01; limited by max_hops; no dollar value for WBTC.',
    );
  });
});
