/**
 * Every digital-currency address the lists name now (entries not delisted), with its entry and the
 * current version of its list: what a pass over past dealings (risk/agents' retroactive findings)
 * looks for.
 */
import type { Executor } from '../../store/store.ts';

export interface ListedAddressRow {
  /** As the list writes it; its chains are the caller's to read from `currency`. */
  value: string;
  currency: string | null;
  source: string;
  /** The version the list stands at now. */
  version: string;
  entry_id: string;
  name: string;
  /** JSON array of programme names. */
  programs: string;
  /** `YYYY-MM-DD`; null or '' when the list gives no date. */
  designated_on: string | null;
  first_version: string;
}

export async function listedAddresses(db: Executor): Promise<ListedAddressRow[]> {
  const versions = new Map<string, string>();
  const rows = await db
    .selectFrom('list_versions')
    .select(['source', 'version', 'seq'])
    .orderBy('seq', 'asc')
    .execute();
  for (const row of rows) versions.set(row.source, row.version);
  const identifiers = await db
    .selectFrom('list_identifiers as i')
    .innerJoin('list_entries as e', (join) =>
      join.onRef('e.source', '=', 'i.source').onRef('e.entry_id', '=', 'i.entry_id'),
    )
    .select([
      'i.value',
      'i.currency',
      'e.source',
      'e.entry_id',
      'e.name',
      'e.programs',
      'e.designated_on',
      'e.first_version',
    ])
    .where('i.kind', '=', 'crypto_address')
    .where('e.delisted_version', 'is', null)
    .execute();
  return identifiers.flatMap((row) => {
    const version = versions.get(row.source);
    return version === undefined ? [] : [{ ...row, version }];
  });
}
