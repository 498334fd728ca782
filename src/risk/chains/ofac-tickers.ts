/**
 * OFAC's SDN list tags each digital currency address with a ticker, in the feature type
 * "Digital Currency Address - XXX". This maps a ticker and its address to the chain Vigil screens
 * it on and the normalised address, or says why the entry cannot be screened, so that an import
 * counts what it skips instead of storing an address no lookup will ever match.
 */

import type { AddressForm } from './address-rule.ts';
import type { ChainName } from './chains.ts';
import { normaliseAddress } from './normalise-address.ts';

export type OfacSkipReason = 'unsupported chain' | 'invalid address';

export type OfacAddressResult =
  | { readonly ok: true; readonly chain: ChainName; readonly address: string; readonly form: AddressForm }
  | { readonly ok: false; readonly reason: OfacSkipReason; readonly detail: string };

// OFAC writes Bitcoin as XBT (ISO 4217 style); the rest are the usual tickers.
const TICKER_CHAINS: Readonly<Record<string, ChainName>> = {
  XBT: 'bitcoin',
  BTC: 'bitcoin',
  ETH: 'ethereum',
  TRX: 'tron',
  LTC: 'litecoin',
  BCH: 'bitcoin_cash',
  DASH: 'dash',
  ZEC: 'zcash',
  XMR: 'monero',
  SOL: 'solana',
  XRP: 'ripple',
  ARB: 'arbitrum',
  BSC: 'bsc',
  BNB: 'bsc',
  MATIC: 'polygon',
  POL: 'polygon',
};

/**
 * Tokens OFAC lists under their own ticker, issued on several chains: the address form decides
 * which, trying the chains in this order (their forms do not overlap). A 0x… address is taken as
 * Ethereum; the same key holds the same 0x account on every EVM chain. USDT's Bitcoin-form
 * addresses are Omni Layer USDT, which lives on Bitcoin; three of the snapshot's seven are listed
 * under USDT only.
 */
const TOKEN_CHAINS: Readonly<Record<string, readonly ChainName[]>> = {
  USDT: ['ethereum', 'tron', 'bitcoin', 'solana'],
  USDC: ['ethereum', 'tron', 'solana'],
};

/** Chains OFAC lists that Vigil does not screen, named for the skip detail. */
const UNSUPPORTED: Readonly<Record<string, string>> = {
  BSV: 'Bitcoin SV',
  BTG: 'Bitcoin Gold',
  DOGE: 'Dogecoin',
  ETC: 'Ethereum Classic',
  XVG: 'Verge',
};

const FEATURE_TYPE = /^Digital Currency Address - (\S+)$/;

/** The ticker of an SDN feature type such as "Digital Currency Address - XBT", if it is one. */
export function ofacTickerOf(featureType: string): string | undefined {
  return FEATURE_TYPE.exec(featureType.trim())?.[1];
}

export function ofacAddress(ticker: string, address: string): OfacAddressResult {
  const symbol = ticker.trim().toUpperCase();
  const trimmed = address.trim();
  const tokenChains = TOKEN_CHAINS[symbol];
  if (tokenChains !== undefined) return tokenAddress(symbol, tokenChains, trimmed);
  // BNB named both BNB Smart Chain (0x…) and the retired BNB Beacon Chain (bnb1…), which Vigil does not screen.
  const chain = symbol === 'BNB' && !trimmed.startsWith('0x') ? undefined : TICKER_CHAINS[symbol];
  if (chain === undefined)
    return { ok: false, reason: 'unsupported chain', detail: unsupportedDetail(symbol) };
  return onChain(chain, trimmed);
}

function onChain(chain: ChainName, address: string): OfacAddressResult {
  const result = normaliseAddress(chain, address);
  if (!result.ok) return { ok: false, reason: 'invalid address', detail: result.detail };
  return { ok: true, chain, address: result.address, form: result.form };
}

function tokenAddress(symbol: string, chains: readonly ChainName[], address: string): OfacAddressResult {
  for (const chain of chains) {
    const result = onChain(chain, address);
    if (result.ok) return result;
  }
  // Valid nowhere: say what is wrong with it on the chain its prefix points to, if any.
  if (address.startsWith('0x')) return onChain('ethereum', address);
  if (address.startsWith('T')) return onChain('tron', address);
  return {
    ok: false,
    reason: 'unsupported chain',
    detail: `A ${symbol} address in no form Vigil can place on a chain (${chains.join(', ')}).`,
  };
}

function unsupportedDetail(symbol: string): string {
  if (symbol === 'BNB') {
    return 'A BNB Beacon Chain address (bnb1…); Vigil screens BNB Smart Chain (0x…) only.';
  }
  const name = UNSUPPORTED[symbol];
  return name === undefined
    ? `OFAC ticker '${symbol}' names a chain Vigil does not screen.`
    : `OFAC ticker '${symbol}' is ${name}, a chain Vigil does not screen.`;
}
