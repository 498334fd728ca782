/**
 * The chain reader's settings, read from the environment by `config.ts`: a JSON-RPC node per EVM
 * chain, an Esplora indexer for Bitcoin, how many confirmations a block needs before its transfers are stored, and the budget one
 * backfill may spend. Nothing here talks to a node; `evm-source.ts`
 * and `esplora-source.ts` do.
 */

/** The EVM chains a node can be given for, as their setting names spell them. */
export const EVM_SOURCE_CHAINS = ['ethereum', 'bsc', 'polygon', 'arbitrum'] as const;
export type EvmSourceChain = (typeof EVM_SOURCE_CHAINS)[number];

/**
 * Blocks behind the head before a block's transfers are stored. Ethereum: 12, the depth exchanges
 * have long credited deposits at (under proof of stake a block is final after two epochs, 64
 * blocks, about 13 min). BNB Smart Chain: 15, Binance's deposit confirmations for BEP-20. Polygon
 * PoS: 128, past the deepest reorganisations seen on it (a 120-block reorg in February 2023).
 * Arbitrum One: 20 blocks of the sequencer (about 5 s), which orders transactions before they are
 * posted to Ethereum; deeper safety means waiting for Ethereum's finality of the batch.
 */
export const DEFAULT_CONFIRMATIONS: Readonly<Record<EvmSourceChain, number>> = {
  ethereum: 12,
  bsc: 15,
  polygon: 128,
  arbitrum: 20,
};

/**
 * Bitcoin: 6 blocks (about an hour), the depth Bitcoin's own documentation has long called safe
 * and most exchanges credit deposits at; no reorganisation deeper than 4 blocks has happened on
 * mainnet since 2013 (the 24-block fork of March 2013, BIP-50).
 */
export const BITCOIN_CONFIRMATIONS = 6;

/** A Bitcoin indexer serving the Esplora REST API (electrs, mempool.space's, Blockstream's). */
export interface EsploraSourceSettings {
  chain: 'bitcoin';
  /** The API's base URL, without a trailing slash (`http://host:3000`, `https://host/api`). */
  url: string;
  confirmations: number;
}

export interface EvmSourceSettings {
  chain: EvmSourceChain;
  url: string;
  confirmations: number;
}

/** What one backfill may spend before it stops and says so (`coverage.chain_read.cut_by`). */
export interface BackfillBudget {
  blocks: number;
  calls: number;
  seconds: number;
}

export interface ChainReaderSettings {
  evm: EvmSourceSettings[];
  bitcoin?: EsploraSourceSettings | undefined;
  budget: BackfillBudget;
  /** Blocks per `eth_getLogs` / `trace_filter` request. */
  logRange: number;
  /** Whether internal transfers are read through `trace_filter` when the node offers it. */
  traces: 'auto' | 'off';
}

export const DEFAULT_BUDGET: BackfillBudget = { blocks: 200_000, calls: 2_000, seconds: 120 };
/** Many providers cap `eth_getLogs` at a few thousand blocks or 10,000 results a request. */
export const DEFAULT_LOG_RANGE = 2_000;

function wholeNumber(
  env: Record<string, string | undefined>,
  name: string,
  fallback: number,
  range: [number, number],
  problems: string[],
): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < range[0] || value > range[1]) {
    problems.push(`${name} must be a whole number from ${range[0]} to ${range[1]}, got '${text}'`);
    return fallback;
  }
  return value;
}

/** The settings; each problem is added to `problems`. */
export function parseChainReaderSettings(
  env: Record<string, string | undefined>,
  problems: string[],
): ChainReaderSettings {
  const evm: EvmSourceSettings[] = [];
  for (const chain of EVM_SOURCE_CHAINS) {
    const prefix = `VIGIL_CHAIN_${chain.toUpperCase()}`;
    const url = env[`${prefix}_RPC`];
    const confirmations = wholeNumber(
      env,
      `${prefix}_CONFIRMATIONS`,
      DEFAULT_CONFIRMATIONS[chain],
      [0, 10_000],
      problems,
    );
    if (url === undefined || url === '') continue;
    if (!/^https?:\/\/[^\s]+$/.test(url)) {
      problems.push(`${prefix}_RPC must be the http(s):// URL of a JSON-RPC node, got '${url}'`);
      continue;
    }
    evm.push({ chain, url, confirmations });
  }
  const bitcoinUrl = env.VIGIL_CHAIN_BITCOIN_ESPLORA;
  const bitcoinConfirmations = wholeNumber(
    env,
    'VIGIL_CHAIN_BITCOIN_CONFIRMATIONS',
    BITCOIN_CONFIRMATIONS,
    [0, 10_000],
    problems,
  );
  let bitcoin: EsploraSourceSettings | undefined;
  if (bitcoinUrl !== undefined && bitcoinUrl !== '') {
    if (/^https?:\/\/[^\s]+$/.test(bitcoinUrl))
      bitcoin = {
        chain: 'bitcoin',
        url: bitcoinUrl.replace(/\/+$/, ''),
        confirmations: bitcoinConfirmations,
      };
    else
      problems.push(
        `VIGIL_CHAIN_BITCOIN_ESPLORA must be the http(s):// base URL of an Esplora API, got '${bitcoinUrl}'`,
      );
  }
  const budget: BackfillBudget = {
    blocks: wholeNumber(env, 'VIGIL_CHAIN_BACKFILL_BLOCKS', DEFAULT_BUDGET.blocks, [1, 1e9], problems),
    calls: wholeNumber(env, 'VIGIL_CHAIN_BACKFILL_CALLS', DEFAULT_BUDGET.calls, [1, 1e7], problems),
    seconds: wholeNumber(env, 'VIGIL_CHAIN_BACKFILL_SECONDS', DEFAULT_BUDGET.seconds, [1, 600], problems),
  };
  const logRange = wholeNumber(env, 'VIGIL_CHAIN_LOG_RANGE', DEFAULT_LOG_RANGE, [1, 1_000_000], problems);
  const tracesText = env.VIGIL_CHAIN_TRACES ?? 'auto';
  if (tracesText !== 'auto' && tracesText !== 'off')
    problems.push(`VIGIL_CHAIN_TRACES must be 'auto' or 'off', got '${tracesText}'`);
  return { evm, bitcoin, budget, logRange, traces: tracesText === 'off' ? 'off' : 'auto' };
}
