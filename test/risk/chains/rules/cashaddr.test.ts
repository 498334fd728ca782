/**
 * Bitcoin Cash: CashAddr per the bitcoincash.org spec and the CashTokens CHIP, with legacy and
 * token-aware addresses stored as the plain CashAddr of the same script.
 */

import { describe, it } from 'vitest';
import { encodeCashAddr } from '../../../../src/risk/chains/rules/cashaddr.ts';
import { expectAccepted, expectRefused } from '../expect-address.ts';

// The spec's "Examples of address translation" (github.com/bitcoincashorg/bitcoincash.org,
// spec/cashaddr.md): legacy address and its CashAddr.
const TRANSLATIONS = [
  ['1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggu', 'bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a'],
  ['1KXrWXciRDZUpQwQmuM1DbwsKDLYAYsVLR', 'bitcoincash:qr95sy3j9xwd2ap32xkykttr4cvcu7as4y0qverfuy'],
  ['16w1D5WRVKJuZUsSRzdLp9w3YGcgoxDXb', 'bitcoincash:qqq3728yw0y47sqn6l2na30mcw6zm78dzqre909m2r'],
  ['3CWFddi6m4ndiGyKqzYvsFYagqDLPVMTzC', 'bitcoincash:ppm2qsznhks23z7629mms6s4cwef74vcwvn0h829pq'],
  ['3LDsS579y7sruadqu11beEJoTjdFiFCdX4', 'bitcoincash:pr95sy3j9xwd2ap32xkykttr4cvcu7as4yc93ky28e'],
  ['31nwvkZwyPdgzjBJZXfDmSWsC4ZLKpYyUw', 'bitcoincash:pqq3728yw0y47sqn6l2na30mcw6zm78dzq5ucqzc37'],
] as const;

describe('bitcoin_cash: CashAddr', () => {
  it.each(TRANSLATIONS.map(([, cashaddr]) => cashaddr))('accepts %s as written', (cashaddr) => {
    expectAccepted('bitcoin_cash', cashaddr, cashaddr, 'cashaddr');
  });

  it('accepts an address without its prefix and stores the prefix', () => {
    expectAccepted(
      'bitcoin_cash',
      'qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a',
      'bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a',
      'cashaddr',
    );
  });

  it('accepts an all upper-case address and stores it in lower case', () => {
    expectAccepted(
      'bitcoin_cash',
      'BITCOINCASH:QPM2QSZNHKS23Z7629MMS6S4CWEF74VCWVY22GDX6A',
      'bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a',
      'cashaddr',
    );
  });

  it('accepts a 32-byte P2SH (P2SH32, CashTokens CHIP test vectors)', () => {
    const p2sh32 = 'bitcoincash:pvqqqqqqqqqqqqqqqqqqqqqqzg69v7ysqqqqqqqqqqqqqqqqqqqqqpkp7fqn0';
    expectAccepted('bitcoin_cash', p2sh32, p2sh32, 'cashaddr');
  });

  // CashTokens CHIP test vectors (github.com/bitjson/cashtokens, test-vectors/cashaddr.json):
  // the token-aware type of the same payload.
  it.each([
    [
      'bitcoincash:zr6m7j9njldwwzlg9v7v53unlr4jkmx6eycnjehshe',
      'bitcoincash:qr6m7j9njldwwzlg9v7v53unlr4jkmx6eylep8ekg2',
    ],
    [
      'bitcoincash:rpawqn2h74a4t50phuza84kdp3794pq3cct3k50p0y',
      'bitcoincash:ppawqn2h74a4t50phuza84kdp3794pq3ccvm92p8sh',
    ],
    [
      'bitcoincash:rvqqqqqqqqqqqqqqqqqqqqqqzg69v7ysqqqqqqqqqqqqqqqqqqqqqn9alsp2y',
      'bitcoincash:pvqqqqqqqqqqqqqqqqqqqqqqzg69v7ysqqqqqqqqqqqqqqqqqqqqqpkp7fqn0',
    ],
  ])('stores token-aware %s as the plain address of its script', (input, plain) => {
    expectAccepted('bitcoin_cash', input, plain, 'cashaddr-token');
  });

  it('refuses mixed case', () => {
    expectRefused(
      'bitcoin_cash',
      'bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvY22gdx6a',
      'mixes upper and lower case',
    );
  });

  it('refuses a mistyped address by its checksum', () => {
    // The spec test suite's checksum case: one character changed in qr6m7j….
    expectRefused(
      'bitcoin_cash',
      'bitcoincash:qr6m7j9njldwwzlg9v7v53unlr3jkmx6eylep8ekg2',
      'checksum does not match',
    );
  });

  it('refuses a character CashAddr does not use, naming it', () => {
    expectRefused(
      'bitcoin_cash',
      'bitcoincash:qr6m7j9njlbwwzlg9v7v53unlr4jkmx6eylep8ekg2',
      "character 23 ('b')",
    );
  });

  it('refuses another prefix', () => {
    // The spec's test vector for prefix 'pref'.
    expectRefused(
      'bitcoin_cash',
      'pref:pr6m7j9njldwwzlg9v7v53unlr4jkmx6ey65nvtks5',
      "prefix 'pref' is not 'bitcoincash'",
    );
  });

  it.each([
    'bchtest:pr6m7j9njldwwzlg9v7v53unlr4jkmx6eyvwc0uz5t',
    'bchreg:qr7fzmep8g7h7ymfxy74lgc0v950j3r295m39d8z59',
  ])('refuses %s as testnet', (input) => {
    expectRefused('bitcoin_cash', input, 'Bitcoin Cash testnet address');
  });

  it('refuses hash sizes no output type uses (a 24-byte P2PKH, spec test vector)', () => {
    expectRefused(
      'bitcoin_cash',
      'bitcoincash:q9adhakpwzztepkpwp5z0dq62m6u5v5xtyj7j3h2ws4mr9g0',
      'P2PKH address cannot hold a 24-byte hash',
    );
  });

  it('refuses a type that is neither P2PKH nor P2SH, and a set reserved bit', () => {
    const hash = new Uint8Array(20).fill(7);
    expectRefused('bitcoin_cash', encodeCashAddr(15, hash), 'address type 15 is not P2PKH or P2SH');
    expectRefused('bitcoin_cash', encodeCashAddr(16, hash), 'reserved bit');
  });
});

describe('bitcoin_cash: legacy base58', () => {
  it.each(TRANSLATIONS)('stores %s as %s', (legacy, cashaddr) => {
    expectAccepted('bitcoin_cash', legacy, cashaddr, 'legacy');
  });

  it('refuses a legacy testnet address as testnet', () => {
    expectRefused('bitcoin_cash', 'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', 'Bitcoin Cash testnet address');
  });

  it('refuses a mistyped legacy address by its checksum', () => {
    expectRefused('bitcoin_cash', '1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggv', 'checksum does not match');
  });
});
