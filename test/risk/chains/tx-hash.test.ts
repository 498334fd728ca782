// Transaction hash forms per chain: what a hold accepts, and how it writes each hash.
import { randomBytes } from 'node:crypto';
import { base58 } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { CHAIN_NAMES, normaliseTxHash } from '../../../src/risk/chains/index.ts';

const HEX = 'a'.repeat(8) + 'B'.repeat(8) + '0123456789abcdef'.repeat(3);

describe('transaction hash forms', () => {
  it('takes 64 hex digits on Bitcoin-like chains, Monero and TRON, lower-cased', () => {
    for (const chain of ['bitcoin', 'litecoin', 'bitcoin_cash', 'dash', 'zcash', 'monero', 'tron'] as const) {
      expect(normaliseTxHash(chain, HEX)).toEqual({ ok: true, hash: HEX.toLowerCase() });
      expect(normaliseTxHash(chain, `0x${HEX}`).ok, chain).toBe(false);
      expect(normaliseTxHash(chain, HEX.slice(1)).ok, chain).toBe(false);
      expect(normaliseTxHash(chain, `${HEX.slice(1)}g`).ok, chain).toBe(false);
    }
  });

  it('takes 0x and 64 hex digits on EVM chains, lower-cased', () => {
    for (const chain of ['ethereum', 'bsc', 'polygon', 'arbitrum'] as const) {
      expect(normaliseTxHash(chain, `0x${HEX}`)).toEqual({ ok: true, hash: `0x${HEX.toLowerCase()}` });
      expect(normaliseTxHash(chain, ` 0X${HEX} `)).toEqual({ ok: true, hash: `0x${HEX.toLowerCase()}` });
      expect(normaliseTxHash(chain, HEX).ok, chain).toBe(false);
      expect(normaliseTxHash(chain, `0x${HEX}00`).ok, chain).toBe(false);
    }
  });

  it('writes XRP Ledger hashes in upper case', () => {
    expect(normaliseTxHash('ripple', HEX)).toEqual({ ok: true, hash: HEX.toUpperCase() });
    expect(normaliseTxHash('ripple', `0x${HEX}`).ok).toBe(false);
  });

  it('takes a base58 signature of 64 bytes on Solana, as it is', () => {
    const signature = base58.encode(randomBytes(64));
    expect(normaliseTxHash('solana', signature)).toEqual({ ok: true, hash: signature });
    expect(normaliseTxHash('solana', base58.encode(randomBytes(32))).ok).toBe(false);
    expect(normaliseTxHash('solana', `${signature.slice(1)}0`).ok).toBe(false);
    expect(normaliseTxHash('solana', HEX).ok).toBe(false);
  });

  it('says what form a chain’s hashes have', () => {
    const result = normaliseTxHash('ethereum', 'abc');
    expect(result).toEqual({
      ok: false,
      detail: 'is not a ethereum transaction hash: expected `0x` followed by 64 hexadecimal digits',
    });
  });

  it('knows a form for every chain', () => {
    for (const chain of CHAIN_NAMES) expect(normaliseTxHash(chain, '').ok).toBe(false);
  });
});
