/**
 * Bitcoin, Litecoin and Dash: base58check version bytes, segwit per BIP-173/350, testnets refused
 * by name, and Litecoin's 3… P2SH stored as M….
 */

import { describe, it } from 'vitest';
import { expectAccepted, expectRefused } from '../expect-address.ts';

describe('bitcoin: base58check', () => {
  it.each([
    // The genesis block's coinbase address.
    ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'p2pkh'],
    // en.bitcoin.it "Invoice address" and BIP-13's P2SH example.
    ['1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', 'p2pkh'],
    ['3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', 'p2sh'],
  ] as const)('accepts %s as %s and keeps it as written', (input, form) => {
    expectAccepted('bitcoin', input, input, form);
  });

  it('trims surrounding space', () => {
    expectAccepted(
      'bitcoin',
      '  1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa\n',
      '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
      'p2pkh',
    );
  });

  it('refuses a mistyped character by its checksum', () => {
    expectRefused('bitcoin', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb', 'checksum does not match');
  });

  it('refuses a character base58 does not use, naming it', () => {
    expectRefused(
      'bitcoin',
      '1A1zP1eP5QGefi2DMPTfTL5SLmv7Div0Na',
      "character 32 ('0') is not used in base58",
    );
  });

  it('refuses a testnet P2PKH address as testnet', () => {
    // BIP-13's testnet address family (version 0x6f).
    expectRefused('bitcoin', 'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', 'Bitcoin testnet address');
  });

  it("refuses another chain's version byte and names the chain it is valid on", () => {
    expectRefused('bitcoin', 'LTuoeY6RBHV3n3cfhXVVTbJbxzxnXs9ofm', 'version byte 0x30 is not a Bitcoin one');
    expectRefused('bitcoin', 'LTuoeY6RBHV3n3cfhXVVTbJbxzxnXs9ofm', "valid address on chain 'litecoin'");
  });
});

// Test vectors from BIP-350 (github.com/bitcoin/bips/blob/master/bip-0350.mediawiki), which
// supersede BIP-173's for witness versions 1 and up.
describe('bitcoin: segwit, BIP-350 valid vectors', () => {
  it.each([
    ['BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', 'p2wpkh'],
    ['bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y', 'witness-unknown'],
    ['BC1SW50QGDZ25J', 'witness-unknown'],
    ['bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs', 'witness-unknown'],
    ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', 'p2tr'],
  ] as const)('accepts %s as %s, stored in lower case', (input, form) => {
    expectAccepted('bitcoin', input, input.toLowerCase(), form);
  });

  it('accepts a P2WSH (32-byte version 0 program)', () => {
    // BIP-173, "Examples": P2WSH on mainnet.
    expectAccepted(
      'bitcoin',
      'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3',
      'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3',
      'p2wsh',
    );
  });
});

describe('bitcoin: segwit, BIP-350 invalid vectors', () => {
  it.each([
    [
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd',
      'bech32m checksum (BIP-350), and this one is bech32',
    ],
    [
      'BC1S0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ54WELL',
      'bech32m checksum (BIP-350), and this one is bech32',
    ],
    ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh', 'takes a bech32 checksum, and this one is bech32m'],
    [
      'bc1p38j9r5y49hruaue7wxjce0updqjuyyx0kh56v8s25huc6995vvpql3jow4',
      "character 60 ('o') is not used in bech32",
    ],
    ['BC130XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ7ZWS8R', 'witness version 17 does not exist'],
    ['bc1pw5dgrnzv', 'witness program has 1 byte,'],
    [
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v8n0nx0muaewav253zgeav',
      'witness program has 41 bytes',
    ],
    [
      'BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P',
      'version 0 witness program has 20 or 32 bytes, and this one has 16',
    ],
    ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v07qwwzcrf', 'padding bits'],
    ['bc1gmk9yu', 'no witness program'],
  ])('refuses %s', (input, words) => {
    expectRefused('bitcoin', input, words);
  });

  it('refuses the BIP-173 encoding of a version 1 program, which BIP-350 replaced', () => {
    expectRefused(
      'bitcoin',
      'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7k7grplx',
      'takes a bech32m checksum',
    );
  });

  it('refuses mixed case (BIP-173)', () => {
    expectRefused('bitcoin', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kV8f3t4', 'mixes upper and lower case');
  });

  it('refuses a mistyped segwit address by its checksum', () => {
    expectRefused('bitcoin', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', 'checksum does not match');
  });

  // The tb1 vectors are BIP-350's; the regtest one is refused by its prefix alone.
  it.each([
    'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7',
    'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c',
    'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080',
  ])('refuses testnet and regtest segwit address %s as testnet', (input) => {
    expectRefused('bitcoin', input, 'Bitcoin testnet address');
  });
});

describe('litecoin', () => {
  // Valid addresses from Bisq's asset tests (bisq-network/bisq, assets/.../LitecoinTest.java).
  it.each([
    ['Lg3PX8wRWmApFCoCMAsPF5P9dPHYQHEWKW', 'p2pkh'],
    ['LTuoeY6RBHV3n3cfhXVVTbJbxzxnXs9ofm', 'p2pkh'],
    ['MGEW4aba3tnrVtVhGcmoqqHaLt5ymPSLPi', 'p2sh'],
    ['ltc1qxtm55gultqzhqzl2p3ks50hg2478y3hehuj6dz', 'p2wpkh'],
  ] as const)('accepts %s as %s', (input, form) => {
    expectAccepted('litecoin', input, input, form);
  });

  it("stores a P2SH address written with Bitcoin's version byte (3…) in Litecoin's own (M…)", () => {
    // BIP-13's 3J98t1… re-encoded under version 0x32; both must store as the same string.
    expectAccepted(
      'litecoin',
      '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
      'MQMHBtvnBfxTzt3K2bdxgSE7qZPHSXWsGM',
      'p2sh-legacy',
    );
    expectAccepted(
      'litecoin',
      'MQMHBtvnBfxTzt3K2bdxgSE7qZPHSXWsGM',
      'MQMHBtvnBfxTzt3K2bdxgSE7qZPHSXWsGM',
      'p2sh',
    );
  });

  it('refuses a Bitcoin P2PKH address and names the chains it is valid on', () => {
    expectRefused('litecoin', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', "the chains 'bitcoin', 'bitcoin_cash'");
  });

  it('refuses a bc1 address as not Litecoin', () => {
    expectRefused('litecoin', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'Not a valid Litecoin address');
  });

  // Both are refused by their prefix alone, so the rest of each string is filler.
  it('refuses testnet segwit (tltc1) as testnet', () => {
    expectRefused('litecoin', `tltc1q${'q'.repeat(38)}`, 'Litecoin testnet address');
  });

  it('refuses an MWEB address as confidential', () => {
    expectRefused('litecoin', `ltcmweb1q${'q'.repeat(100)}`, 'MWEB address');
  });
});

describe('dash', () => {
  // Valid addresses from Bisq's asset tests (bisq-network/bisq, assets/.../DashTest.java).
  it.each([
    'XjNms118hx6dGyBqsrVMTbzMUmxDVijk7Y',
    'XjNPzWfzGiY1jHUmwn9JDSVMsTs6EtZQMc',
    'XnaJzoAKTNa67Fpt1tLxD5bFMcyN4tCvTT',
  ])('accepts %s', (input) => {
    expectAccepted('dash', input, input, 'p2pkh');
  });

  it('refuses a mistyped address by its checksum', () => {
    expectRefused('dash', 'XjNms118hx6dGyBqsrVMTbzMUmxDVijk7Z', 'checksum does not match');
  });

  it('refuses a Bitcoin address, saying how Dash addresses start', () => {
    expectRefused('dash', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'Dash addresses start with X or 7');
  });
});
