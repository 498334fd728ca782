/**
 * Spenders the drainer agent trusts with unlimited approvals: a short list of the routers and
 * protocol contracts wallets approve every day on Ethereum, each from its operator's own
 * publication. Kept small on purpose — an address here silences the drainer rule for it — and
 * Ethereum-only: the same contracts sit at other addresses on other chains (Uniswap's docs warn not
 * to assume otherwise), so on other chains no spender is trusted.
 */
import type { ChainName } from '../../chains/index.ts';

const ETHEREUM: ReadonlyMap<string, string> = new Map(
  Object.entries({
    // Uniswap, docs.uniswap.org/contracts/v4/deployments (Ethereum: 1).
    '0x000000000022d473030f116ddee9f6b43ac78ba3': 'Uniswap Permit2',
    '0x66a9893cc07d91d95644aedd05d03f95e1dba8af': 'Uniswap Universal Router (v4)',
    // Uniswap, github.com/Uniswap/universal-router deploy-addresses/mainnet.json (UniversalRouterV1_2_V2Support).
    '0x3fc91a3afd70395cd496c647d5a6cc9d4b2b7fad': 'Uniswap Universal Router 1.2',
    // Uniswap, docs.uniswap.org/contracts/v2/reference/smart-contracts/v2-deployments (Mainnet V2Router02).
    '0x7a250d5630b4cf539739df2c5dacb4c659f2488d': 'Uniswap V2 Router02',
    // Uniswap, docs.uniswap.org/contracts/v3/reference/deployments/ethereum-deployments (SwapRouter02).
    '0x68b3465833fb72a70ecdf485e0e4c7bd8665fc45': 'Uniswap SwapRouter02',
    // 0x, docs.0x.org (Exchange Proxy, Ethereum mainnet).
    '0xdef1c0ded9bec7f1a1670819833240f027b25eff': '0x Exchange Proxy',
    // OpenSea, github.com/ProjectOpenSea/operator-filter-registry (the Seaport conduit NFT holders approve).
    '0x1e0049783f008a0085193e00003d00cd54003c71': 'OpenSea Seaport conduit',
  }),
);

const BY_CHAIN: Partial<Record<ChainName, ReadonlyMap<string, string>>> = { ethereum: ETHEREUM };

/** The name of an allow-listed spender (normalised address), or undefined. */
export function allowListedSpender(chain: ChainName, spender: string): string | undefined {
  return BY_CHAIN[chain]?.get(spender);
}
