/**
 * What an OFAC import says about the list's digital currency addresses besides storing them:
 * those screening will never match (a ticker for a chain Vigil does not screen, a string that is no
 * address at all), and those it matches on another chain than the ticker names (a TRON address
 * filed under XBT, an Ethereum Classic account that is the same account on every EVM chain). Every
 * address is stored as published all the same (screening places each with `ofacAddress` when it
 * builds its index), so an operator knows what the list holds and where Vigil matches it.
 */

import type { Executor } from '../../store/store.ts';
import { type ChainName, type OfacSkipReason, ofacAddress } from '../chains/index.ts';
import type { ListIdentifier } from './list-identifiers.ts';

/** JSON-ready: one address of one entry that screening cannot match. */
export interface SkippedAddress {
  entry_id: string;
  /** The entry's primary name. */
  name: string;
  /** As OFAC writes it: XBT, ETH, USDT… */
  ticker: string;
  /** As published. */
  address: string;
  reason: OfacSkipReason;
  detail: string;
}

/** JSON-ready: one address of one entry matched on chains its ticker does not name. */
export interface PlacedAddress {
  entry_id: string;
  name: string;
  ticker: string;
  /** As published. */
  address: string;
  /** Where screening matches it. */
  chains: ChainName[];
  detail: string;
}

export interface AddressReport {
  skipped: SkippedAddress[];
  placed: PlacedAddress[];
}

/** The entry's crypto addresses that screening cannot match, or matches elsewhere, in the order given. */
export function addressReport(
  entry: { entryId: string; name: string },
  identifiers: readonly ListIdentifier[],
): AddressReport {
  const report: AddressReport = { skipped: [], placed: [] };
  for (const { kind, value, currency } of identifiers) {
    if (kind !== 'crypto_address') continue;
    const ticker = currency ?? '';
    const about = { entry_id: entry.entryId, name: entry.name, ticker, address: value };
    const result = ofacAddress(ticker, value);
    if (!result.ok) report.skipped.push({ ...about, reason: result.reason, detail: result.detail });
    else if (result.note !== null)
      report.placed.push({ ...about, chains: [...result.chains], detail: result.note });
  }
  return report;
}

/** The same report for the listed entries of `source` as stored: what an unchanged import would say. */
export async function storedAddressReport(db: Executor, source: string): Promise<AddressReport> {
  const rows = await db
    .selectFrom('list_identifiers as i')
    .innerJoin('list_entries as e', (join) =>
      join.onRef('e.source', '=', 'i.source').onRef('e.entry_id', '=', 'i.entry_id'),
    )
    .select(['i.entry_id', 'e.name', 'i.value', 'i.currency'])
    .where('i.source', '=', source)
    .where('i.kind', '=', 'crypto_address')
    .where('e.delisted_version', 'is', null)
    .execute();
  const report: AddressReport = { skipped: [], placed: [] };
  for (const row of rows) {
    const one = addressReport({ entryId: row.entry_id, name: row.name }, [
      { kind: 'crypto_address', value: row.value, currency: row.currency },
    ]);
    report.skipped.push(...one.skipped);
    report.placed.push(...one.placed);
  }
  return sortReport(report);
}

const byNumber = new Intl.Collator('en', { numeric: true });
const byCodePoint = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** By entry id as a number (OFAC's profile ids are), then ticker and address: the same every time. */
function sortAddresses<T extends { entry_id: string; ticker: string; address: string }>(list: T[]): T[] {
  return list.sort(
    (a, b) =>
      byNumber.compare(a.entry_id, b.entry_id) ||
      byCodePoint(a.ticker, b.ticker) ||
      byCodePoint(a.address, b.address),
  );
}

export function sortReport(report: AddressReport): AddressReport {
  return { skipped: sortAddresses(report.skipped), placed: sortAddresses(report.placed) };
}
