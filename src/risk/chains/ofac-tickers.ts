/**
 * OFAC's SDN list tags each digital currency address with a ticker, in the feature type
 * "Digital Currency Address - XXX". This places a ticker and its address on the chains Vigil
 * screens it on, with the normalised address, or says why the entry cannot be screened, so that an
 * import counts what it skips instead of storing an address no lookup will ever match.
 *
 * Placement follows the address, not only the ticker, because a sanctioned holder is sanctioned
 * wherever the key they hold controls an account:
 * - a `0x` address is one key's account on every EVM chain (the same Keccak-256 hash of the same
 *   public key), so one listed under ETH, BSC, ARB, MATIC, USDT… or ETC (an EVM chain Vigil does
 *   not screen) is placed on every EVM chain Vigil screens (`EVM_CHAINS`);
 * - an address that is no address of its ticker's chain but a valid one of exactly one other chain
 *   (OFAC files a TRON address under XBT) is placed on that chain, and the placement says so.
 */

import type { AddressForm } from './address-rule.ts';
import { CHAIN_NAMES, CHAINS, type ChainName, EVM_CHAINS } from './chains.ts';
import { normaliseAddress } from './normalise-address.ts';

export type OfacSkipReason = 'unsupported chain' | 'invalid address';

export interface OfacPlacement {
  readonly ok: true;
  /** The ticker as OFAC wrote it (trimmed, upper case), and the chain Vigil reads it as, if any. */
  readonly listed: { readonly ticker: string; readonly chain: ChainName | null };
  /** Every chain screening matches the address on, in registry order; never empty. */
  readonly chains: readonly ChainName[];
  /** The address as those chains store it (EVM chains share one form). */
  readonly address: string;
  readonly form: AddressForm;
  /**
   * Why the address is matched on a chain its ticker does not name (null when the chains are the
   * ticker's own, or its EVM siblings): what an import reports as placed elsewhere.
   */
  readonly note: string | null;
}

export type OfacAddressResult =
  | OfacPlacement
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
 * which, trying the chains in this order (their forms do not overlap). A 0x… address is an EVM
 * account (placed on every EVM chain, like any other). USDT's Bitcoin-form addresses are Omni Layer
 * USDT, which lives on Bitcoin; three of the snapshot's seven are listed under USDT only.
 */
const TOKEN_CHAINS: Readonly<Record<string, readonly ChainName[]>> = {
  USDT: ['ethereum', 'tron', 'bitcoin', 'solana'],
  USDC: ['ethereum', 'tron', 'solana'],
};

/** EVM chains OFAC lists that Vigil does not screen: their 0x accounts are placed on Vigil's EVM chains. */
const UNSCREENED_EVM: Readonly<Record<string, string>> = {
  ETC: 'Ethereum Classic',
};

/** Chains OFAC lists that Vigil does not screen, named for the skip detail. */
const UNSUPPORTED: Readonly<Record<string, string>> = {
  BSV: 'Bitcoin SV',
  BTG: 'Bitcoin Gold',
  DOGE: 'Dogecoin',
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
  const unscreenedEvm = UNSCREENED_EVM[symbol];
  if (unscreenedEvm !== undefined) return unscreenedEvmAddress(symbol, unscreenedEvm, trimmed);
  // BNB named both BNB Smart Chain (0x…) and the retired BNB Beacon Chain (bnb1…), which Vigil does not screen.
  const chain = symbol === 'BNB' && !trimmed.startsWith('0x') ? undefined : TICKER_CHAINS[symbol];
  if (chain === undefined)
    return { ok: false, reason: 'unsupported chain', detail: unsupportedDetail(symbol) };
  return onChain(symbol, chain, trimmed);
}

/** The chains an address normalised on `chain` is matched on: every EVM chain for an EVM one. */
function siblingsOf(chain: ChainName): readonly ChainName[] {
  return CHAINS[chain].evm ? EVM_CHAINS : [chain];
}

function onChain(ticker: string, chain: ChainName, address: string): OfacAddressResult {
  const result = normaliseAddress(chain, address);
  if (result.ok) {
    return {
      ok: true,
      listed: { ticker, chain },
      chains: siblingsOf(chain),
      address: result.address,
      form: result.form,
      note: null,
    };
  }
  const elsewhere = validElsewhere(chain, address);
  if (elsewhere === undefined) return { ok: false, reason: 'invalid address', detail: result.detail };
  const { address: placed, form, home } = elsewhere;
  const chains = siblingsOf(home);
  return {
    ok: true,
    listed: { ticker, chain },
    chains,
    address: placed,
    form,
    note: `Listed under ${ticker}, but not a valid ${CHAINS[chain].displayName} address; it is valid on ${chains.join(', ')} only, so it is matched there.`,
  };
}

/**
 * The one chain (EVM chains counting as one) on which an address refused on `chain` is valid, with
 * its normalised form; undefined when it is valid nowhere, or on several unrelated chains (then no
 * chain can be told from the form alone).
 */
function validElsewhere(
  chain: ChainName,
  address: string,
): { home: ChainName; address: string; form: AddressForm } | undefined {
  const homes = new Map<string, { home: ChainName; address: string; form: AddressForm }>();
  for (const other of CHAIN_NAMES) {
    if (other === chain) continue;
    const result = normaliseAddress(other, address);
    if (!result.ok) continue;
    const group = CHAINS[other].evm ? 'evm' : other;
    if (!homes.has(group)) homes.set(group, { home: other, address: result.address, form: result.form });
  }
  return homes.size === 1 ? homes.values().next().value : undefined;
}

function unscreenedEvmAddress(symbol: string, name: string, address: string): OfacAddressResult {
  const result = normaliseAddress('ethereum', address);
  if (!result.ok) {
    return {
      ok: false,
      reason: 'unsupported chain',
      detail: `OFAC ticker '${symbol}' is ${name}, a chain Vigil does not screen, and the address is no 0x account that would be the same on the EVM chains Vigil screens.`,
    };
  }
  return {
    ok: true,
    listed: { ticker: symbol, chain: null },
    chains: EVM_CHAINS,
    address: result.address,
    form: result.form,
    note: `Listed under ${symbol} (${name}, a chain Vigil does not screen); a 0x address is the same account on every EVM chain, so it is matched on ${EVM_CHAINS.join(', ')}.`,
  };
}

function tokenAddress(symbol: string, chains: readonly ChainName[], address: string): OfacAddressResult {
  for (const chain of chains) {
    const result = normaliseAddress(chain, address);
    if (result.ok) return onChain(symbol, chain, address);
  }
  // Valid nowhere: say what is wrong with it on the chain its prefix points to, if any.
  if (address.startsWith('0x')) return onChain(symbol, 'ethereum', address);
  if (address.startsWith('T')) return onChain(symbol, 'tron', address);
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
