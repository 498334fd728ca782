/**
 * The form of a transaction hash on each chain, so that an event, a transfer, a screening or a hold
 * names a transaction that can exist, and one transaction is always written the same way (a hold
 * placed twice by differently cased hashes is still one hold; a transfer sent twice so is stored
 * once). Every chain has an entry: a new chain must say how its hashes look.
 */
import { base58 } from '@scure/base';
import type { ChainName } from './chains.ts';

interface TxHashForm {
  /** For the caller: what a hash looks like. */
  describe: string;
  /** The hash as stored, or undefined when it does not have the form. */
  normalise(input: string): string | undefined;
}

const HEX_64 = /^[0-9a-f]{64}$/;

/** 32 bytes as 64 hex digits, stored lower-case: Bitcoin's txid and the chains that copy it, Monero, TRON. */
const hex64: TxHashForm = {
  describe: '64 hexadecimal digits',
  normalise: (input) => {
    const hash = input.toLowerCase();
    return HEX_64.test(hash) ? hash : undefined;
  },
};

/** EVM chains: `0x` and 64 hex digits (Keccak-256 of the signed transaction), stored lower-case. */
const evm: TxHashForm = {
  describe: '`0x` followed by 64 hexadecimal digits',
  normalise: (input) => {
    const hash = input.toLowerCase();
    return hash.startsWith('0x') && HEX_64.test(hash.slice(2)) ? hash : undefined;
  },
};

/** The XRP Ledger writes its 64-hex-digit transaction hashes in upper case. */
const xrpl: TxHashForm = {
  describe: '64 hexadecimal digits',
  normalise: (input) => {
    const hash = input.toUpperCase();
    return HEX_64.test(hash.toLowerCase()) ? hash : undefined;
  },
};

/** Solana names a transaction by its first signature: 64 bytes in base58 (87 or 88 characters). */
const solana: TxHashForm = {
  describe: 'a base58 transaction signature of 64 bytes (87 or 88 characters)',
  normalise: (input) => {
    if (input.length < 64 || input.length > 88) return undefined;
    try {
      return base58.decode(input).length === 64 ? input : undefined;
    } catch {
      return undefined;
    }
  },
};

const FORMS: Readonly<Record<ChainName, TxHashForm>> = {
  bitcoin: hex64,
  litecoin: hex64,
  bitcoin_cash: hex64,
  dash: hex64,
  zcash: hex64,
  monero: hex64,
  tron: hex64,
  ethereum: evm,
  bsc: evm,
  polygon: evm,
  arbitrum: evm,
  ripple: xrpl,
  solana,
};

/** The hash normalised for its chain, or a sentence saying what form the chain's hashes have. */
export function normaliseTxHash(
  chain: ChainName,
  input: string,
): { ok: true; hash: string } | { ok: false; detail: string } {
  const form = FORMS[chain];
  const hash = form.normalise(input.trim());
  if (hash !== undefined) return { ok: true, hash };
  return { ok: false, detail: `is not a ${chain} transaction hash: expected ${form.describe}` };
}
