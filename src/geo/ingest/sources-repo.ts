/**
 * The sources of positions (`feed_sources`, see source-health.ts): written out from each process's
 * memory, and moved between live and silent by conditional updates, so that two processes never
 * both tell the same change.
 */
import type { FeedSourcesTable } from '../../store/database.ts';
import type { Executor } from '../../store/store.ts';
import type { IngestSource } from './ingest-types.ts';

export type SourceRow = FeedSourcesTable;

const numeric = (row: SourceRow): SourceRow => ({
  ...row,
  first_heard_at: Number(row.first_heard_at),
  last_heard_at: Number(row.last_heard_at),
  silent_since: row.silent_since === null ? null : Number(row.silent_since),
  resumed_at: row.resumed_at === null ? null : Number(row.resumed_at),
  updated_at: Number(row.updated_at),
});

/** Every source. */
export async function listSources(db: Executor): Promise<SourceRow[]> {
  return (await db.selectFrom('feed_sources').selectAll().execute()).map(numeric);
}

/** Notes what one process heard of a source: its newest batch wins, its cadence replaces the last. */
export async function upsertHeard(
  db: Executor,
  source: IngestSource,
  heard: { first: number; last: number; cadenceS: number | null; now: number },
): Promise<void> {
  await db
    .insertInto('feed_sources')
    .values({
      id: source.id,
      kind: source.kind,
      name: source.name,
      workspace_id: source.workspaceId,
      first_heard_at: heard.first,
      last_heard_at: heard.last,
      cadence_s: heard.cadenceS,
      state: 'live',
      silent_since: null,
      resumed_at: null,
      updated_at: heard.now,
    })
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        name: source.name,
        // The newer of the two, whichever process wrote last (both dialects have CASE).
        last_heard_at: eb
          .case()
          .when(eb.ref('feed_sources.last_heard_at'), '>', heard.last)
          .then(eb.ref('feed_sources.last_heard_at'))
          .else(heard.last)
          .end(),
        ...(heard.cadenceS === null ? {} : { cadence_s: heard.cadenceS }),
        updated_at: heard.now,
      })),
    )
    .execute();
}

/** A silent source heard at `at` is live again: the row as it was, when this changed it. */
export async function markResumed(
  db: Executor,
  id: string,
  at: number,
  now: number,
): Promise<SourceRow | undefined> {
  const before = await db
    .selectFrom('feed_sources')
    .selectAll()
    .where('id', '=', id)
    .where('state', '=', 'silent')
    .executeTakeFirst();
  if (before === undefined) return undefined;
  const changed = await db
    .updateTable('feed_sources')
    .set({ state: 'live', resumed_at: at, updated_at: now })
    .where('id', '=', id)
    .where('state', '=', 'silent')
    .executeTakeFirst();
  return Number(changed.numUpdatedRows) === 1 ? numeric(before) : undefined;
}

/** A live source last heard before `heardBefore` is silent: the row, when this changed it. */
export async function markSilent(
  db: Executor,
  id: string,
  heardBefore: number,
  now: number,
): Promise<SourceRow | undefined> {
  const changed = await db
    .updateTable('feed_sources')
    .set((eb) => ({ state: 'silent', silent_since: eb.ref('last_heard_at'), updated_at: now }))
    .where('id', '=', id)
    .where('state', '=', 'live')
    .where('last_heard_at', '<', heardBefore)
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) !== 1) return undefined;
  const row = await db.selectFrom('feed_sources').selectAll().where('id', '=', id).executeTakeFirst();
  return row === undefined ? undefined : numeric(row);
}

/** Whether this process heard the source after the row says it was last heard. */
export function notedHeard(last: number | undefined, row: SourceRow): boolean {
  return last !== undefined && last > row.last_heard_at;
}
