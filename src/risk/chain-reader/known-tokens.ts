/**
 * The token contracts whose transfers are read as the assets Vigil knows (`chains/assets.ts`): a
 * `Transfer` log is USDT only when the canonical USDT contract emitted it. Anyone can deploy a
 * contract that calls itself "USDT" and emits logs; its transfers are kept under its contract
 * address, never valued at par or at another token's price.
 *
 * Addresses as their issuers publish them: Tether's "Supported protocols" list, Circle's "USDC
 * contract addresses" (native USDC, and the bridged USDC.e Circle lists on Polygon and Arbitrum),
 * MakerDAO's chainlog for DAI, the WETH9 and WBTC deployments, Paxos for PYUSD, First Digital for
 * FDUSD, Binance's Binance-Peg tokens on BNB Smart Chain.
 */
import type { EvmSourceChain } from './chain-reader-config.ts';

export const KNOWN_TOKENS: Readonly<Record<EvmSourceChain, Readonly<Record<string, string>>>> = {
  ethereum: {
    '0xdac17f958d2ee523a2206206994597c13d831ec7': 'USDT',
    '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48': 'USDC',
    '0x6b175474e89094c44da98b954eedeac495271d0f': 'DAI',
    '0x6c3ea9036406852006290770bedfcaba0e23a0e8': 'PYUSD',
    '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2': 'WETH',
    '0x2260fac5e5542a773aa44fbcfedf7c193bc2c599': 'WBTC',
  },
  bsc: {
    '0x55d398326f99059ff775485246999027b3197955': 'USDT',
    '0x8ac76a51cc950d9822d68b83fe1ad97b32cd580d': 'USDC',
    '0x1af3f329e8be154074d8769d1ffa4ee058b1dbc3': 'DAI',
    '0xc5f0f7b66764f6ec8c8dff7ba683102295e16409': 'FDUSD',
    '0x2170ed0880ac9a755fd29b2688956bd959f933f8': 'ETH',
  },
  polygon: {
    '0xc2132d05d31c914a87c6611c10748aeb04b58e8f': 'USDT',
    '0x3c499c542cef5e3811e1192ce70d8cc03d5c3359': 'USDC',
    '0x2791bca1f2de4661ed88a30c99a7a9449aa84174': 'USDC',
    '0x8f3cf7ad23cd3cadbd9735aff958023239c6a063': 'DAI',
    '0x7ceb23fd6bc0add59e62ac25578270cff1b9f619': 'WETH',
  },
  arbitrum: {
    '0xfd086bc7cd5c481dcc9c85ebe478a1c0b69fcbb9': 'USDT',
    '0xaf88d065e77c8cc2239327c5edb3a432268e5831': 'USDC',
    '0xff970a61a04b1ca14834a43f5de4533ebddb5cc8': 'USDC',
    '0xda10009cbd5d07dd0cecc66161fc93d7c9000da1': 'DAI',
    '0x2f2a2543b76a4166549f7aab2e75bef0aefc5b0f': 'WBTC',
  },
};
