/**
 * TRON: base58check T… addresses, and the hex form (41…) of TRON's HTTP API stored as base58.
 */

import { describe, it } from 'vitest';
import { expectAccepted, expectRefused } from '../expect-address.ts';

// Tether's USDT-TRC20 contract, as TRONSCAN shows it and as TRON's API returns it in hex.
const USDT_CONTRACT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const USDT_CONTRACT_HEX = '41a614f803b6fd780986a42c78ec9c7f77e6ded13c';

describe('tron', () => {
  it('accepts a base58 address as written', () => {
    expectAccepted('tron', USDT_CONTRACT, USDT_CONTRACT, 'base58');
  });

  it('stores a hex address, in either case, as base58', () => {
    expectAccepted('tron', USDT_CONTRACT_HEX, USDT_CONTRACT, 'hex');
    expectAccepted('tron', USDT_CONTRACT_HEX.toUpperCase(), USDT_CONTRACT, 'hex');
  });

  it('refuses a mistyped address by its checksum', () => {
    expectRefused('tron', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u', 'checksum does not match');
  });

  it('refuses a hex address with a character that is not hex', () => {
    expectRefused(
      'tron',
      '41a614f803b6fd780986a42c78ec9c7f77e6ded13g',
      "character 42 ('g') is not a hex digit",
    );
  });

  it('refuses a base58check address with another version byte', () => {
    expectRefused('tron', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'does not hold the 0x41 version byte');
  });

  it('refuses an EVM address and points at the EVM chains', () => {
    expectRefused(
      'tron',
      '0xa614f803b6fd780986a42c78ec9c7f77e6ded13c',
      "'0x' addresses belong to EVM chains",
    );
    expectRefused('tron', '0xa614f803b6fd780986a42c78ec9c7f77e6ded13c', "'ethereum'");
  });
});
