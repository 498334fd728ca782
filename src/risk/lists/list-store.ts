/**
 * Storage of sanctions lists: the imports made (list_versions), each entry as it stands
 * (list_entries), what every import changed (list_entry_history) and the identifiers entries are
 * matched by (list_identifiers). An import is written by `writeListImport` in one transaction, so a
 * reader sees a list either wholly before or wholly after it.
 */
import { sql } from 'kysely';
import { chunks } from '../../lib/chunks.ts';
import { toRfc3339 } from '../../lib/clock.ts';
import { VigilError } from '../../lib/errors.ts';
import type { ListEntriesTable, ListIdentifiersTable, ListVersionsTable } from '../../store/database.ts';
import type { Db, Executor, Tx } from '../../store/store.ts';
import type { ListIdentifier } from './list-identifiers.ts';

/**
 * The sanctions lists Vigil imports, each its own list with its own versions and history: OFAC's
 * SDN list, OFAC's consolidated non-SDN list, the UN Security Council's consolidated list and the
 * EU's consolidated financial sanctions list.
 */
export const LIST_SOURCES = {
  ofacSdn: 'ofac_sdn',
  ofacConsolidated: 'ofac_consolidated',
  unSc: 'un_sc',
  euFsf: 'eu_fsf',
} as const;
export type ListSource = (typeof LIST_SOURCES)[keyof typeof LIST_SOURCES];

/** Rows per statement: list_entries has 11 columns; an 18,000-entry first import is ~40 statements. */
const ROWS_PER_STATEMENT = 500;

/** What a publication holds, and what its import changed. */
export interface ListCounts {
  entries: number;
  vessels: number;
  aircraft: number;
  addresses: number;
  added: number;
  updated: number;
  removed: number;
  unchanged: number;
}

/** An import as `currentListVersion` reports it: JSON-ready. */
export interface ListVersion extends ListCounts {
  source: string;
  version: string;
  previous_version: string | null;
  /** RFC 3339. */
  imported_at: string;
  file_name: string | null;
}

/** What the store holds of an entry, to tell an import's unchanged entries from the rest. */
export interface StoredEntryState {
  contentHash: string;
  listed: boolean;
  designatedOn: string | null;
}

/** An entry an import lists for the first time, lists again, or changes. */
export interface EntryChange {
  change: 'listed' | 'changed';
  entryId: string;
  kind: string;
  name: string;
  programs: string[];
  lists: string[];
  /** Canonical JSON of the whole entry, and its SHA-256. */
  json: string;
  contentHash: string;
  identifiers: ListIdentifier[];
  designatedOn: string | null;
}

/** An unchanged entry whose stored document an earlier Vigil read with less. */
export interface RereadEntry {
  entryId: string;
  json: string;
  contentHash: string;
}

export interface ListImport {
  source: ListSource;
  version: string;
  previousVersion: string | null;
  /** The `seq` of the import this one follows (0 for the first): another import since is a conflict. */
  afterSeq: number;
  importedAt: number;
  fileName: string | null;
  counts: ListCounts;
  changes: EntryChange[];
  /** Ids of listed entries the publication no longer holds. */
  delisted: string[];
  /** Unchanged entries whose designation date is new to the store. */
  designations: { entryId: string; designatedOn: string | null }[];
  /** Unchanged entries whose stored document an earlier Vigil read with less: rewritten, no history. */
  reread: RereadEntry[];
}

/** The newest import of `source`, or null before the first. */
/**
 * The `seq` of the newest version of the list of the entry aliased `e`: joined as
 * `v.seq = newestVersionOfEntry`, it gives the version every listed entry stands at.
 */
export const newestVersionOfEntry = sql<number>`(select max(w.seq) from list_versions w where w.source = e.source)`;

export async function currentListVersion(db: Executor, source: string): Promise<ListVersion | null> {
  const row = await latestImport(db, source);
  if (!row) return null;
  const { seq: _seq, imported_at, ...rest } = row;
  return { ...rest, imported_at: toRfc3339(imported_at) };
}

/** The newest import row with its `seq`, which the importer needs and callers do not. */
export function latestImport(db: Executor, source: string): Promise<ListVersionsTable | undefined> {
  return db
    .selectFrom('list_versions')
    .selectAll()
    .where('source', '=', source)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Every entry `source` has ever held, by id: one indexed scan, ~18,000 small rows for OFAC's SDN list. */
export async function loadEntryStates(db: Executor, source: string): Promise<Map<string, StoredEntryState>> {
  const rows = await db
    .selectFrom('list_entries')
    .select(['entry_id', 'content_hash', 'delisted_version', 'designated_on'])
    .where('source', '=', source)
    .execute();
  return new Map(
    rows.map((r) => [
      r.entry_id,
      { contentHash: r.content_hash, listed: r.delisted_version === null, designatedOn: r.designated_on },
    ]),
  );
}

/**
 * Writes a whole import in one transaction: the version row, the entries, their history and their
 * identifiers. `onWritten` hears after each statement, inside the transaction (a throw rolls it back).
 */
export async function writeListImport(
  db: Db,
  input: ListImport,
  onWritten?: (written: number, total: number) => void,
): Promise<void> {
  const { changes, delisted } = input;
  // Changed and delisted entries lose their identifiers; new and relisted ones have none.
  const replaced = [...changes.filter((c) => c.change === 'changed').map((c) => c.entryId), ...delisted];
  const identifiers = changes.flatMap((c) =>
    c.identifiers.map((i): ListIdentifiersTable => ({ source: input.source, entry_id: c.entryId, ...i })),
  );
  const steps = [
    ...inStatements(changes).map((chunk) => (tx: Tx) => upsertEntries(tx, input, chunk)),
    ...inStatements(changes).map((chunk) => (tx: Tx) => insertHistory(tx, input, chunk)),
    ...inStatements(delisted).map((chunk) => (tx: Tx) => delist(tx, input, chunk)),
    ...inStatements(replaced).map((chunk) => (tx: Tx) => deleteIdentifiers(tx, input.source, chunk)),
    ...inStatements(identifiers).map(
      (chunk) => (tx: Tx) => tx.insertInto('list_identifiers').values(chunk).execute(),
    ),
    ...inStatements(input.designations).map(
      (chunk) => (tx: Tx) => writeDesignations(tx, input.source, chunk),
    ),
    ...inStatements(input.reread).map((chunk) => (tx: Tx) => writeReread(tx, input.source, chunk)),
  ];
  await db.transaction().execute(async (tx) => {
    await insertVersion(tx, input);
    for (const [index, step] of steps.entries()) {
      await step(tx);
      onWritten?.(index + 1, steps.length);
    }
  });
}

async function insertVersion(tx: Tx, input: ListImport): Promise<void> {
  const latest = await latestImport(tx, input.source);
  if ((latest?.seq ?? 0) !== input.afterSeq) {
    throw new VigilError(
      'conflict',
      `another import of ${input.source} finished while this one was reading; run this one again`,
    );
  }
  // Two imports racing past the check above collide on the primary key (source, seq).
  await tx
    .insertInto('list_versions')
    .values({
      source: input.source,
      seq: input.afterSeq + 1,
      version: input.version,
      previous_version: input.previousVersion,
      imported_at: input.importedAt,
      file_name: input.fileName,
      ...input.counts,
    })
    .execute();
}

async function upsertEntries(tx: Tx, input: ListImport, changes: EntryChange[]): Promise<void> {
  const rows = changes.map(
    (c): ListEntriesTable => ({
      source: input.source,
      entry_id: c.entryId,
      kind: c.kind,
      name: c.name,
      programs: JSON.stringify(c.programs),
      lists: JSON.stringify(c.lists),
      entry: c.json,
      content_hash: c.contentHash,
      first_version: input.version,
      changed_version: input.version,
      delisted_version: null,
      designated_on: c.designatedOn,
    }),
  );
  await tx
    .insertInto('list_entries')
    .values(rows)
    // A changed or relisted entry keeps the version it was first listed in.
    .onConflict((oc) =>
      oc.columns(['source', 'entry_id']).doUpdateSet((eb) => ({
        kind: eb.ref('excluded.kind'),
        name: eb.ref('excluded.name'),
        programs: eb.ref('excluded.programs'),
        lists: eb.ref('excluded.lists'),
        entry: eb.ref('excluded.entry'),
        content_hash: eb.ref('excluded.content_hash'),
        changed_version: eb.ref('excluded.changed_version'),
        delisted_version: null,
        designated_on: eb.ref('excluded.designated_on'),
      })),
    )
    .execute();
}

async function insertHistory(tx: Tx, input: ListImport, changes: EntryChange[]): Promise<void> {
  await tx
    .insertInto('list_entry_history')
    .values(
      changes.map((c) => ({
        source: input.source,
        entry_id: c.entryId,
        seq: input.afterSeq + 1,
        version: input.version,
        change: c.change,
        entry: c.json,
      })),
    )
    .execute();
}

/** The history keeps the entry as it last stood, copied in the database rather than read out. */
async function delist(tx: Tx, input: ListImport, entryIds: string[]): Promise<void> {
  await tx
    .insertInto('list_entry_history')
    .columns(['source', 'entry_id', 'seq', 'version', 'change', 'entry'])
    .expression((eb) =>
      eb
        .selectFrom('list_entries')
        .select([
          'source',
          'entry_id',
          // Typed casts: PostgreSQL cannot infer a bare parameter's type in a select list.
          sql<number>`cast(${input.afterSeq + 1} as integer)`.as('seq'),
          sql<string>`cast(${input.version} as text)`.as('version'),
          sql<'delisted'>`cast(${'delisted'} as text)`.as('change'),
          'entry',
        ])
        .where('source', '=', input.source)
        .where('entry_id', 'in', entryIds),
    )
    .execute();
  await tx
    .updateTable('list_entries')
    .set({ delisted_version: input.version, changed_version: input.version })
    .where('source', '=', input.source)
    .where('entry_id', 'in', entryIds)
    .execute();
}

/** Designation dates of entries whose content is unchanged (read from a publication that dates them). */
async function writeDesignations(
  tx: Tx,
  source: string,
  designations: readonly { entryId: string; designatedOn: string | null }[],
): Promise<void> {
  for (const { entryId, designatedOn } of designations) {
    await tx
      .updateTable('list_entries')
      .set({ designated_on: designatedOn })
      .where('source', '=', source)
      .where('entry_id', '=', entryId)
      .execute();
  }
}

/** The documents of unchanged entries read again with more than an earlier Vigil read of them. */
async function writeReread(tx: Tx, source: string, entries: readonly RereadEntry[]): Promise<void> {
  for (const { entryId, json, contentHash } of entries) {
    await tx
      .updateTable('list_entries')
      .set({ entry: json, content_hash: contentHash })
      .where('source', '=', source)
      .where('entry_id', '=', entryId)
      .execute();
  }
}

/**
 * Completes an unchanged list from a publication read again (one stored before Vigil read
 * designation dates, birth dates or nationalities): no new version and no history, the entries'
 * designation dates and documents only.
 */
export async function writeRereadOnly(
  db: Db,
  source: string,
  designations: readonly { entryId: string; designatedOn: string | null }[],
  reread: readonly RereadEntry[],
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    for (const chunk of inStatements(designations)) await writeDesignations(tx, source, chunk);
    for (const chunk of inStatements(reread)) await writeReread(tx, source, chunk);
  });
}

/**
 * Whether any listed entry of `source` was stored by a reader that did not write `key` into its
 * documents: a publication at the stored version is then read again to complete them.
 */
export async function readWithLess(db: Executor, source: string, key: string): Promise<boolean> {
  const row = await db
    .selectFrom('list_entries')
    .select('entry_id')
    .where('source', '=', source)
    .where('delisted_version', 'is', null)
    .where('entry', 'not like', `%"${key}"%`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

async function deleteIdentifiers(tx: Tx, source: string, entryIds: string[]): Promise<void> {
  await tx
    .deleteFrom('list_identifiers')
    .where('source', '=', source)
    .where('entry_id', 'in', entryIds)
    .execute();
}

function inStatements<T>(items: readonly T[]): T[][] {
  return chunks(items, ROWS_PER_STATEMENT);
}
