/**
 * The chains Vigil screens: one registry entry per canonical name (the names are API contract,
 * API.md §5), with the tickers and spellings accepted for it. Every other part of risk
 * screening takes a `ChainName`, so the spelling a client used is resolved here and only here.
 */

export const CHAIN_NAMES = [
  'bitcoin',
  'ethereum',
  'tron',
  'litecoin',
  'bitcoin_cash',
  'dash',
  'zcash',
  'monero',
  'solana',
  'ripple',
  'bsc',
  'polygon',
  'arbitrum',
] as const;

export type ChainName = (typeof CHAIN_NAMES)[number];

/**
 * How value moves on the chain, which decides the shape of a transaction to screen: UTXO chains
 * spend outputs (`inputs`/`outputs`), account chains move balances (`from`/`to`).
 */
export type ChainFamily = 'utxo' | 'account';

export interface ChainInfo {
  readonly name: ChainName;
  readonly family: ChainFamily;
  readonly displayName: string;
  /** The ticker of the coin that pays fees on the chain. */
  readonly nativeTicker: string;
  /** Other spellings accepted for the chain, in any case. The canonical name is implied. */
  readonly aliases: readonly string[];
  /**
   * An EVM chain: its accounts are `0x` + 20 bytes of a key's Keccak-256 hash, so one key holds the
   * same address on every EVM chain (and wallets use it on all of them).
   */
  readonly evm: boolean;
}

function chain(
  name: ChainName,
  family: ChainFamily,
  displayName: string,
  nativeTicker: string,
  aliases: readonly string[],
  evm = false,
): ChainInfo {
  return { name, family, displayName, nativeTicker, aliases, evm };
}

// An alias may name one chain only; a test checks that no two entries share one. Arbitrum's fee
// coin is ETH, but `ETH` means Ethereum: Arbitrum is reached by `ARB` or its name.
export const CHAINS: Readonly<Record<ChainName, ChainInfo>> = {
  bitcoin: chain('bitcoin', 'utxo', 'Bitcoin', 'BTC', ['BTC', 'XBT']),
  ethereum: chain('ethereum', 'account', 'Ethereum', 'ETH', ['ETH'], true),
  tron: chain('tron', 'account', 'TRON', 'TRX', ['TRX']),
  litecoin: chain('litecoin', 'utxo', 'Litecoin', 'LTC', ['LTC']),
  bitcoin_cash: chain('bitcoin_cash', 'utxo', 'Bitcoin Cash', 'BCH', ['BCH', 'bitcoin-cash', 'bitcoincash']),
  dash: chain('dash', 'utxo', 'Dash', 'DASH', []),
  zcash: chain('zcash', 'utxo', 'Zcash', 'ZEC', ['ZEC']),
  // Monero spends outputs like the UTXO chains, though its inputs are hidden by ring signatures.
  monero: chain('monero', 'utxo', 'Monero', 'XMR', ['XMR']),
  solana: chain('solana', 'account', 'Solana', 'SOL', ['SOL']),
  ripple: chain('ripple', 'account', 'XRP Ledger', 'XRP', ['XRP', 'xrpl']),
  bsc: chain(
    'bsc',
    'account',
    'BNB Smart Chain',
    'BNB',
    ['BNB', 'bnb-smart-chain', 'binance-smart-chain'],
    true,
  ),
  // Polygon renamed its coin from MATIC to POL in 2024; both tickers are still in circulation.
  polygon: chain('polygon', 'account', 'Polygon PoS', 'POL', ['POL', 'MATIC'], true),
  arbitrum: chain('arbitrum', 'account', 'Arbitrum One', 'ETH', ['ARB', 'arbitrum-one'], true),
};

/** The EVM chains Vigil screens, in registry order: a listed `0x` address is listed on each. */
export const EVM_CHAINS: readonly ChainName[] = CHAIN_NAMES.filter((name) => CHAINS[name].evm);

const BY_SPELLING: ReadonlyMap<string, ChainName> = new Map(
  CHAIN_NAMES.flatMap((name) => [
    [name, name] as const,
    ...CHAINS[name].aliases.map((alias) => [alias.toLowerCase(), name] as const),
  ]),
);

/** The canonical chain for a name or alias in any case, ignoring surrounding space. */
export function resolveChain(input: string): ChainName | undefined {
  return BY_SPELLING.get(input.trim().toLowerCase());
}

/** Like `resolveChain`, with a sentence for the caller when the chain is not one Vigil screens. */
export function parseChain(input: string): { ok: true; chain: ChainName } | { ok: false; detail: string } {
  const chain = resolveChain(input);
  if (chain !== undefined) return { ok: true, chain };
  const shown = input.trim().length === 0 ? 'An empty chain' : `Chain '${input.trim().slice(0, 40)}'`;
  return {
    ok: false,
    detail: `${shown} is not one Vigil screens. Use one of ${CHAIN_NAMES.join(', ')}; tickers such as BTC, ETH or TRX are accepted too.`,
  };
}
