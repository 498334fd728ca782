/**
 * Solana: base58 that decodes to a 32-byte key, stored as written.
 */

import { describe, it } from 'vitest';
import { expectAccepted, expectRefused } from '../expect-address.ts';

describe('solana', () => {
  // Well-known program ids from the Solana docs: System Program (all zero bytes), SPL Token,
  // and the wrapped-SOL mint.
  it.each([
    '11111111111111111111111111111111',
    'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
    'So11111111111111111111111111111111111111112',
  ])('accepts %s', (input) => {
    expectAccepted('solana', input, input, 'base58');
  });

  it('refuses a string that decodes to more than 32 bytes', () => {
    expectRefused('solana', 'zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz', 'decodes to 33 bytes');
  });

  it('refuses a Bitcoin address, which decodes to too few bytes for a key', () => {
    expectRefused('solana', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'it decodes to 25 bytes');
    expectRefused('solana', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', "'bitcoin'");
  });

  it('refuses a string too short to be a key before decoding it', () => {
    expectRefused('solana', 'TokenkegQfeZ', 'it has 12 characters');
  });

  it('refuses a character base58 does not use', () => {
    expectRefused(
      'solana',
      'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5D0',
      "character 43 ('0') is not used in base58",
    );
  });
});
