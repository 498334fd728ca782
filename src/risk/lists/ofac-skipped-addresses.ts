/**
 * The digital currency addresses of OFAC's list that screening will never match: a ticker for a
 * chain Vigil does not screen (ETC, BSV…), or a string that is no address of its ticker's chain (a
 * TRON address under XBT). They are stored as published all the same (screening maps every stored
 * address with `ofacAddress` when it builds its index); an import reports them so that an operator
 * knows what the list holds that Vigil cannot screen.
 */

import type { Executor } from '../../store/store.ts';
import { type OfacSkipReason, ofacAddress } from '../chains/index.ts';
import type { ListIdentifier } from './list-identifiers.ts';

/** JSON-ready: one address of one entry. */
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

/** The entry's crypto addresses that screening cannot place, in the order given. */
export function skippedAddresses(
  entry: { entryId: string; name: string },
  identifiers: readonly ListIdentifier[],
): SkippedAddress[] {
  const skipped: SkippedAddress[] = [];
  for (const { kind, value, currency } of identifiers) {
    if (kind !== 'crypto_address') continue;
    const ticker = currency ?? '';
    const result = ofacAddress(ticker, value);
    if (result.ok) continue;
    const { reason, detail } = result;
    skipped.push({ entry_id: entry.entryId, name: entry.name, ticker, address: value, reason, detail });
  }
  return skipped;
}

/** The same report for the listed entries of `source` as stored: what an unchanged import would say. */
export async function storedSkippedAddresses(db: Executor, source: string): Promise<SkippedAddress[]> {
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
  return sortSkipped(
    rows.flatMap((row) =>
      skippedAddresses({ entryId: row.entry_id, name: row.name }, [
        { kind: 'crypto_address', value: row.value, currency: row.currency },
      ]),
    ),
  );
}

const byNumber = new Intl.Collator('en', { numeric: true });
const byCodePoint = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** By entry id as a number (OFAC's profile ids are), then ticker and address: the same every time. */
export function sortSkipped(skipped: SkippedAddress[]): SkippedAddress[] {
  return skipped.sort(
    (a, b) =>
      byNumber.compare(a.entry_id, b.entry_id) ||
      byCodePoint(a.ticker, b.ticker) ||
      byCodePoint(a.address, b.address),
  );
}
