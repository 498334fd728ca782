/**
 * The assets Vigil knows on each chain: the chain's own coin and the tokens most screened on it,
 * each with its decimals (what its amounts can be divided into) and the most of it there can be, so
 * that an amount in the wrong unit (wei sent as ether: 1e18 ETH) is refused rather than screened.
 *
 * Supply bounds are protocol caps where there is one (BTC, LTC, BCH, ZEC, XRP, BNB), else about
 * twice the supply of November 2025 or more, so that years of issuance stay inside them. Figures
 * and sources beside each. Stablecoins are valued at par (one US dollar each) without a price table.
 * Any other asset symbol is a token Vigil does not know: at most 18 decimals (the ERC-20 convention
 * and what wallets show) and at most 10^59 of it (2^256 base units at 18 decimals).
 */
import type { ChainName } from './chains.ts';
import { CHAINS } from './chains.ts';

export interface AssetInfo {
  /** Upper case, e.g. `ETH`, `USDT`. */
  symbol: string;
  decimals: number;
  /** The most of it there can be, in its units (decimal text). */
  maxSupply: string;
  /** The chain's own coin (pays fees). */
  native: boolean;
  /** Pegged to the US dollar: valued at 1 USD without a price. */
  stablecoin: boolean;
  /** Known to Vigil (false: a token symbol it has no figures for). */
  known: boolean;
}

interface Coin {
  decimals: number;
  maxSupply: string;
}

/** Each chain's own coin. */
const NATIVE: Readonly<Record<ChainName, Coin>> = {
  // 21 million: the subsidy schedule (Bitcoin Core validation.cpp, GetBlockSubsidy).
  bitcoin: { decimals: 8, maxSupply: '21000000' },
  // About 120.7 million in 2025-11 (Etherscan, ether supply); issuance under 1 % a year.
  ethereum: { decimals: 18, maxSupply: '250000000' },
  // About 94.7 billion in 2025-11 (Tronscan); TRX is burnt about as fast as it is issued.
  tron: { decimals: 6, maxSupply: '200000000000' },
  // 84 million: Litecoin Core's subsidy schedule.
  litecoin: { decimals: 8, maxSupply: '84000000' },
  // 21 million: Bitcoin's schedule, kept at the 2017 fork.
  bitcoin_cash: { decimals: 8, maxSupply: '21000000' },
  // Under 18.92 million: Dash Core's subsidy, reduced 7.14 % a year.
  dash: { decimals: 8, maxSupply: '18920000' },
  // 21 million: Zcash's schedule (zcashd, the founders' reward included).
  zcash: { decimals: 8, maxSupply: '21000000' },
  // About 18.4 million in 2025 with a tail emission of 0.6 XMR a block (about 157,000 a year).
  monero: { decimals: 12, maxSupply: '40000000' },
  // About 614 million in 2025-11 (Solana explorer, supply), inflation falling from 4.5 % a year.
  solana: { decimals: 9, maxSupply: '2000000000' },
  // 100 billion created at genesis, only ever burnt (xrpl.org, "XRP").
  ripple: { decimals: 6, maxSupply: '100000000000' },
  // 200 million at launch, only ever burnt since (BNB whitepaper, auto-burn).
  bsc: { decimals: 18, maxSupply: '200000000' },
  // About 10.5 billion POL in 2025 with 2 % a year of emission (Polygon PIP-17).
  polygon: { decimals: 18, maxSupply: '30000000000' },
  // Arbitrum's coin is ether, bridged from Ethereum.
  arbitrum: { decimals: 18, maxSupply: '250000000' },
};

/**
 * Tokens by chain and symbol: decimals as their contracts declare them. USDT had about 184 billion
 * and USDC about 75 billion in circulation across chains in 2025-11 (Tether and Circle transparency
 * pages): bounded here at a trillion each.
 */
const TOKENS: Readonly<Partial<Record<ChainName, Readonly<Record<string, Coin & { stablecoin?: true }>>>>> = {
  ethereum: {
    USDT: { decimals: 6, maxSupply: '1000000000000', stablecoin: true },
    USDC: { decimals: 6, maxSupply: '1000000000000', stablecoin: true },
    DAI: { decimals: 18, maxSupply: '1000000000000', stablecoin: true },
    PYUSD: { decimals: 6, maxSupply: '1000000000000', stablecoin: true },
    WETH: { decimals: 18, maxSupply: '250000000' },
    WBTC: { decimals: 8, maxSupply: '21000000' },
  },
  tron: {
    USDT: { decimals: 6, maxSupply: '1000000000000', stablecoin: true },
    USDC: { decimals: 6, maxSupply: '1000000000000', stablecoin: true },
  },
  // Binance-Peg tokens on BNB Smart Chain declare 18 decimals.
  bsc: {
    USDT: { decimals: 18, maxSupply: '1000000000000', stablecoin: true },
    USDC: { decimals: 18, maxSupply: '1000000000000', stablecoin: true },
    DAI: { decimals: 18, maxSupply: '1000000000000', stablecoin: true },
    FDUSD: { decimals: 18, maxSupply: '1000000000000', stablecoin: true },
    ETH: { decimals: 18, maxSupply: '250000000' },
  },
  polygon: {
    USDT: { decimals: 6, maxSupply: '1000000000000', stablecoin: true },
    USDC: { decimals: 6, maxSupply: '1000000000000', stablecoin: true },
    DAI: { decimals: 18, maxSupply: '1000000000000', stablecoin: true },
    WETH: { decimals: 18, maxSupply: '250000000' },
  },
  arbitrum: {
    USDT: { decimals: 6, maxSupply: '1000000000000', stablecoin: true },
    USDC: { decimals: 6, maxSupply: '1000000000000', stablecoin: true },
    DAI: { decimals: 18, maxSupply: '1000000000000', stablecoin: true },
    WBTC: { decimals: 8, maxSupply: '21000000' },
  },
  solana: {
    USDT: { decimals: 6, maxSupply: '1000000000000', stablecoin: true },
    USDC: { decimals: 6, maxSupply: '1000000000000', stablecoin: true },
    PYUSD: { decimals: 6, maxSupply: '1000000000000', stablecoin: true },
  },
};

/** Pegged to the US dollar wherever they are, known token or not. */
export const STABLECOINS: ReadonlySet<string> = new Set([
  'USDT',
  'USDC',
  'DAI',
  'PYUSD',
  'FDUSD',
  'TUSD',
  'USDP',
  'BUSD',
]);

/** A token Vigil has no figures for: the ERC-20 convention's 18 decimals, and 2^256 base units. */
export const UNKNOWN_TOKEN: Coin = {
  decimals: 18,
  maxSupply: '100000000000000000000000000000000000000000000000000000000000',
};

/** Other spellings of a chain's own coin's ticker (OFAC writes XBT; Polygon's coin was MATIC). */
const NATIVE_ALIASES: Readonly<Partial<Record<ChainName, readonly string[]>>> = {
  bitcoin: ['XBT'],
  polygon: ['MATIC'],
};

const CONTRACT = /^0x[0-9a-fA-F]{40}$/;

/** The asset a chain's transfer moves: its own coin when no asset is named. */
export function assetOf(chain: ChainName, asset: string | null | undefined): AssetInfo {
  const info = CHAINS[chain];
  // A token read from a chain whose contract Vigil has no figures for is named by its contract
  // address (never by the symbol it calls itself, which anyone may copy), kept in lower case.
  if (asset !== undefined && asset !== null && CONTRACT.test(asset.trim())) {
    const symbol = asset.trim().toLowerCase();
    return { symbol, ...UNKNOWN_TOKEN, native: false, stablecoin: false, known: false };
  }
  const symbol = asset === undefined || asset === null ? info.nativeTicker : asset.trim().toUpperCase();
  if (symbol === info.nativeTicker || NATIVE_ALIASES[chain]?.includes(symbol)) {
    return { symbol: info.nativeTicker, ...NATIVE[chain], native: true, stablecoin: false, known: true };
  }
  const token = TOKENS[chain]?.[symbol];
  if (token !== undefined) {
    return {
      symbol,
      decimals: token.decimals,
      maxSupply: token.maxSupply,
      native: false,
      stablecoin: token.stablecoin === true,
      known: true,
    };
  }
  return { symbol, ...UNKNOWN_TOKEN, native: false, stablecoin: STABLECOINS.has(symbol), known: false };
}
