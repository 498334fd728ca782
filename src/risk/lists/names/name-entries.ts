/**
 * The listed entries name screening holds, read from the list store: every entry of every list
 * still listed, with its names and aliases from the entry as the list's reader stored it, and the
 * version of its list now in force.
 */
import type { Executor } from '../../../store/store.ts';
import { newestVersionOfEntry } from '../list-store.ts';
import type { NamedEntry } from './name-index.ts';

export async function loadNamedEntries(db: Executor): Promise<NamedEntry[]> {
  const rows = await db
    .selectFrom('list_entries as e')
    .innerJoin('list_versions as v', (join) =>
      join.onRef('v.source', '=', 'e.source').on('v.seq', '=', newestVersionOfEntry),
    )
    .select(['e.source', 'e.entry_id', 'e.kind', 'e.name', 'e.programs', 'e.lists', 'e.entry', 'v.version'])
    .where('e.delisted_version', 'is', null)
    .orderBy('e.source')
    .orderBy('e.entry_id')
    .execute();
  return rows.map((row) => {
    const document = record(JSON.parse(row.entry));
    return {
      source: row.source,
      entryId: row.entry_id,
      kind: row.kind,
      name: row.name,
      programs: strings(JSON.parse(row.programs)),
      lists: strings(JSON.parse(row.lists)),
      listVersion: row.version,
      aliases: strings(document.aliases),
      weakAliases: strings(document.weakAliases),
      birthDates: strings(document.birthDates),
      countries: strings(document.countries),
    };
  });
}

/** A fingerprint of the lists stored: it changes with every import, of any list, in any process. */
export async function listsFingerprint(db: Executor): Promise<string> {
  const row = await db
    .selectFrom('list_versions')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('imported_at').as('latest')])
    .executeTakeFirst();
  return `${row?.n ?? 0}:${row?.latest ?? ''}`;
}

function record(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}
