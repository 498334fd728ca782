/**
 * What an asset was worth in US dollars on a day, from the closes an operator loads
 * (`vigil import prices`), held in memory for valuing transfers as they join the graph. A transfer
 * is valued at its UTC day's close; a day without one takes the latest close at most
 * MAX_PRICE_AGE_DAYS before it (closes are loaded after the day ends, so today's transfers take
 * yesterday's); stablecoins without a close are at par. Anything else has no dollar value, and the
 * answers built on it say so.
 */
import { type Decimal, multiplyDecimals, parseDecimal } from '../../lib/decimal.ts';
import type { Executor } from '../../store/store.ts';
import type { AssetInfo } from '../chains/index.ts';

/** How many days before a transfer's day a close may be and still value it. */
export const MAX_PRICE_AGE_DAYS = 2;

const DAY_MS = 86_400_000;

/** YYYY-MM-DD of an instant, UTC. */
export const utcDay = (at: number): string => new Date(at).toISOString().slice(0, 10);

export interface PriceTable {
  /** The value of `amount` of `asset` at `at` (epoch ms), in US dollars; undefined when none is known. */
  usdOf(asset: AssetInfo, amount: Decimal, at: number): Decimal | undefined;
  /** Reads the closes stored; true when they changed since the last load. */
  load(db: Executor): Promise<boolean>;
  /** Closes held. */
  size(): number;
}

export function createPriceTable(): PriceTable {
  /** Asset → day → USD per unit. */
  let closes = new Map<string, Map<string, Decimal>>();
  let fingerprint = '';
  let count = 0;

  function closeOf(symbol: string, at: number): Decimal | undefined {
    const days = closes.get(symbol);
    if (days === undefined) return undefined;
    for (let back = 0; back <= MAX_PRICE_AGE_DAYS; back++) {
      const close = days.get(utcDay(at - back * DAY_MS));
      if (close !== undefined) return close;
    }
    return undefined;
  }

  return {
    usdOf(asset, amount, at) {
      const close = closeOf(asset.symbol, at);
      if (close !== undefined) return multiplyDecimals(amount, close);
      return asset.stablecoin ? amount : undefined;
    },

    async load(db) {
      const stamp = await db
        .selectFrom('asset_prices')
        .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('imported_at').as('latest')])
        .executeTakeFirst();
      const next = `${stamp?.n}:${stamp?.latest}`;
      if (next === fingerprint) return false;
      const rows = await db.selectFrom('asset_prices').select(['asset', 'day', 'usd']).execute();
      const loaded = new Map<string, Map<string, Decimal>>();
      for (const row of rows) {
        const usd = parseDecimal(row.usd);
        if (usd === undefined) continue;
        let days = loaded.get(row.asset);
        if (days === undefined) {
          days = new Map();
          loaded.set(row.asset, days);
        }
        days.set(row.day, usd);
      }
      closes = loaded;
      count = rows.length;
      fingerprint = next;
      return true;
    },

    size: () => count,
  };
}
