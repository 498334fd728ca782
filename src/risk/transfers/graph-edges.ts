/**
 * The edges the transfer graph is given: a stored row, or a transfer just read, as one edge of an
 * owner's graph, with its asset looked up once per asset rather than per row.
 */
import { type Decimal, parseDecimal } from '../../lib/decimal.ts';
import type { TransfersTable } from '../../store/database-risk.ts';
import { type AssetInfo, assetOf, type ChainName } from '../chains/index.ts';

/** An edge to add to the graph, as stored. */
export interface EdgeInput {
  owner: string;
  chain: ChainName;
  from: string;
  to: string;
  /** Undefined when the stored text is not a decimal (then no edge). */
  amount: Decimal | undefined;
  asset: AssetInfo;
  valueUsd: string | null;
  at: number;
}

/** Distinct assets an `AssetsNamed` remembers at most (each a few fields; tokens by contract). */
const ASSETS_REMEMBERED = 10_000;

/** The asset of a chain and symbol (`assetOf`), made once per asset: rows repeat few. */
export type AssetsNamed = (chain: ChainName, symbol: string) => AssetInfo;

export function assetsNamed(): AssetsNamed {
  const assets = new Map<string, AssetInfo>();
  return (chain, symbol) => {
    const key = `${chain} ${symbol}`;
    let asset = assets.get(key);
    if (asset === undefined) {
      if (assets.size >= ASSETS_REMEMBERED) assets.clear();
      asset = assetOf(chain, symbol);
      assets.set(key, asset);
    }
    return asset;
  };
}

/** A stored row as an edge to add. */
export function rowEdge(
  row: Pick<
    TransfersTable,
    'owner' | 'from_address' | 'to_address' | 'amount' | 'asset' | 'value_usd' | 'occurred_at'
  >,
  chain: ChainName,
  assetNamed: AssetsNamed,
): EdgeInput {
  return {
    owner: row.owner,
    chain,
    from: row.from_address,
    to: row.to_address,
    amount: parseDecimal(row.amount),
    asset: assetNamed(chain, row.asset),
    valueUsd: row.value_usd,
    at: Number(row.occurred_at),
  };
}
