/**
 * Storage of asset events (`asset_events`). Events are written in the transaction of the finding
 * that makes them (the tracking teller's episodes and silences, the zone teller's stays), so an
 * event exists exactly when what it stands for was noted; functions take the store or that
 * transaction.
 */
import { newId } from '../../lib/ids.ts';
import type { AssetEventsTable } from '../../store/database.ts';
import type { Executor } from '../../store/store.ts';
import type { BBox } from '../geometry/index.ts';
import type { AssetEventEvidence, AssetEventKind } from './routes/asset-event-schemas.ts';

export type AssetEventRow = AssetEventsTable;

/** An event found: what it is, whose, where it was noted (the ledger's watch and subject), when. */
export interface AssetEventStart {
  workspaceId: string;
  kind: AssetEventKind;
  assetId: string;
  otherAssetId?: string | null;
  zone?: { kind: 'site' | 'area' | 'asset'; id: string } | null;
  ruleId?: string | null;
  siteId?: string | null;
  portId?: string | null;
  watch: string;
  subject: string;
  startedAt: number;
  /** Known already for an event found late whose end the late positions showed. */
  endedAt?: number | null;
  position: readonly [number, number];
  evidence: AssetEventEvidence;
  late: boolean;
  now: number;
}

/** A stay's length in whole seconds, never negative. */
export const durationS = (startedAt: number, endedAt: number) =>
  Math.max(0, Math.round((endedAt - startedAt) / 1000));

/** The row an event begins as, with a new id: one insert's, or one of a batch's (asset-event-batches.ts). */
export function assetEventRow(start: AssetEventStart): AssetEventRow {
  return assetEventRowWith(start, newId('assetEvent'), start.evidence);
}

/**
 * The row of an event whose id is known and whose evidence may differ from the start's: a batch
 * answers the id while it plays its list, and an end later in it amends the evidence.
 */
export function assetEventRowWith(
  start: AssetEventStart,
  id: string,
  evidence: AssetEventEvidence,
): AssetEventRow {
  const endedAt = start.endedAt ?? null;
  return {
    id,
    workspace_id: start.workspaceId,
    kind: start.kind,
    asset_id: start.assetId,
    other_asset_id: start.otherAssetId ?? null,
    zone_kind: start.zone?.kind ?? null,
    zone_id: start.zone?.id ?? null,
    rule_id: start.ruleId ?? null,
    site_id: start.siteId ?? null,
    port_id: start.portId ?? null,
    watch: start.watch,
    subject: start.subject,
    started_at: start.startedAt,
    ended_at: endedAt,
    duration_s: endedAt === null ? null : durationS(start.startedAt, endedAt),
    lon: start.position[0],
    lat: start.position[1],
    evidence: JSON.stringify(evidence),
    late: start.late ? 1 : 0,
    created_at: start.now,
    updated_at: start.now,
  };
}

/**
 * Records an event and answers its id. What one watch found of one subject from one start is one
 * event per workspace: told again (a second process, a replay), the stored one's id is answered.
 */
export async function recordAssetEvent(db: Executor, start: AssetEventStart): Promise<string> {
  const inserted = await db
    .insertInto('asset_events')
    .values(assetEventRow(start))
    .onConflict((oc) => oc.columns(['watch', 'subject', 'started_at', 'workspace_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted !== undefined) return inserted.id;
  const stored = await db
    .selectFrom('asset_events')
    .select('id')
    .where('watch', '=', start.watch)
    .where('subject', '=', start.subject)
    .where('started_at', '=', start.startedAt)
    .where('workspace_id', '=', start.workspaceId)
    .executeTakeFirstOrThrow();
  return stored.id;
}

/** Ends events still open, writing `evidence` (each row's own, amended) and the end. */
async function close(
  db: Executor,
  rows: readonly Pick<AssetEventRow, 'id' | 'started_at' | 'evidence'>[],
  endedAt: number,
  amend: (evidence: AssetEventEvidence) => AssetEventEvidence,
  now: number,
): Promise<void> {
  for (const row of rows) {
    const evidence = amend(JSON.parse(row.evidence) as AssetEventEvidence);
    await db
      .updateTable('asset_events')
      .set({
        ended_at: endedAt,
        duration_s: durationS(row.started_at, endedAt),
        evidence: JSON.stringify(evidence),
        updated_at: now,
      })
      .where('id', '=', row.id)
      .where('ended_at', 'is', null)
      .execute();
  }
}

/**
 * Ends what one watch found of one subject and is still open: the newest event begun before
 * `endedAt` (one per workspace), as the ledger closes the newest span told.
 */
export async function endAssetEvents(
  db: Executor,
  found: { watch: string; subject: string; endedAt: number; now: number },
  amend: (evidence: AssetEventEvidence) => AssetEventEvidence = (evidence) => evidence,
): Promise<string[]> {
  const open = await db
    .selectFrom('asset_events')
    .select(['id', 'started_at', 'evidence', 'workspace_id'])
    .where('watch', '=', found.watch)
    .where('subject', '=', found.subject)
    .where('ended_at', 'is', null)
    .where('started_at', '<', found.endedAt)
    .orderBy('started_at', 'desc')
    .execute();
  const newest = new Map<string, (typeof open)[number]>();
  for (const row of open) if (!newest.has(row.workspace_id)) newest.set(row.workspace_id, row);
  await close(db, [...newest.values()], found.endedAt, amend, found.now);
  return [...newest.values()].map((row) => row.id);
}

/** Ends the asset's dark gaps still open that began before `firstFix`, its next position. */
export async function endDarkGaps(
  db: Executor,
  assetId: string,
  firstFix: NonNullable<AssetEventEvidence['first_fix']>,
  endedAt: number,
  now: number,
): Promise<void> {
  const open = await db
    .selectFrom('asset_events')
    .select(['id', 'started_at', 'evidence'])
    .where('asset_id', '=', assetId)
    .where('kind', '=', 'dark_gap')
    .where('ended_at', 'is', null)
    .where('started_at', '<', endedAt)
    .execute();
  await close(db, open, endedAt, (evidence) => ({ ...evidence, first_fix: firstFix }), now);
}

export interface AssetEventQuery {
  assetId?: string | undefined;
  kinds?: readonly AssetEventKind[] | undefined;
  /** Events that overlap the time from `from` (inclusive) to `to` (exclusive). */
  from?: number | undefined;
  to?: number | undefined;
  /** Ended events that lasted this long, and ongoing ones that have lasted this long by `now`. */
  minDurationS?: number | undefined;
  bbox?: BBox | undefined;
  now: number;
  /** The `started_at` and id of the last event of the previous page. */
  after?: { startedAt: number; id: string } | undefined;
  limit: number;
}

type EventsSelect = ReturnType<typeof eventsOfWorkspace>;
const eventsOfWorkspace = (db: Executor, workspaceId: string) =>
  db.selectFrom('asset_events').where('workspace_id', '=', workspaceId);

/**
 * The workspace's events matching the query's filters (not its page), as queries to finish: one,
 * or for an asset two, its own events and the encounters where it is the other vessel. Asked as
 * one query with `asset_id = ? or other_asset_id = ?`, SQLite read the workspace's events newest
 * first through the list index and tested each, however few the asset had; each of the two reads
 * its own index (asset or other asset, then start time) in the page's order.
 */
function matchingEvents(db: Executor, workspaceId: string, query: Omit<AssetEventQuery, 'after' | 'limit'>) {
  const all = eventsOfWorkspace(db, workspaceId);
  const { assetId } = query;
  const sets =
    assetId === undefined
      ? [all]
      : [
          all.where('asset_id', '=', assetId),
          // An encounter is the asset's own event or the other vessel's, never both.
          all.where('other_asset_id', '=', assetId).where('asset_id', '<>', assetId),
        ];
  return sets.map((select) => filtered(select, query));
}

function filtered(select: EventsSelect, query: Omit<AssetEventQuery, 'after' | 'limit'>): EventsSelect {
  const { kinds, from, to, minDurationS, bbox } = query;
  if (kinds !== undefined && kinds.length > 0) select = select.where('kind', 'in', [...kinds]);
  if (to !== undefined) select = select.where('started_at', '<', to);
  if (from !== undefined)
    select = select.where((eb) => eb.or([eb('ended_at', 'is', null), eb('ended_at', '>=', from)]));
  if (minDurationS !== undefined) {
    const startedBy = query.now - minDurationS * 1000;
    select = select.where((eb) =>
      eb.or([
        eb('duration_s', '>=', minDurationS),
        eb.and([eb('ended_at', 'is', null), eb('started_at', '<=', startedBy)]),
      ]),
    );
  }
  if (bbox !== undefined) {
    const [west, south, east, north] = bbox;
    select = select.where('lat', '>=', south).where('lat', '<=', north);
    select =
      west <= east
        ? select.where('lon', '>=', west).where('lon', '<=', east)
        : select.where((eb) => eb.or([eb('lon', '>=', west), eb('lon', '<=', east)]));
  }
  return select;
}

/** The events matching the query from its `after` on: those of the pages still to come. */
function eventsAfter(db: Executor, workspaceId: string, query: AssetEventQuery) {
  const after = query.after;
  return matchingEvents(db, workspaceId, query).map((select) =>
    after === undefined
      ? select
      : select.where((eb) =>
          eb.or([
            eb('started_at', '<', after.startedAt),
            eb.and([eb('started_at', '=', after.startedAt), eb('id', '<', after.id)]),
          ]),
        ),
  );
}

/** The workspace's events, newest start first. */
export function listAssetEvents(
  db: Executor,
  workspaceId: string,
  query: AssetEventQuery,
): Promise<AssetEventRow[]> {
  return assetEventsPage(db, workspaceId, query).execute();
}

/** The query of a page of the workspace's events (exported for its plan's test). */
export function assetEventsPage(db: Executor, workspaceId: string, query: AssetEventQuery) {
  const pages = eventsAfter(db, workspaceId, query).map((select) =>
    select.selectAll().orderBy('started_at', 'desc').orderBy('id', 'desc').limit(query.limit),
  );
  const [first, ...more] = pages as [(typeof pages)[number], ...typeof pages];
  if (more.length === 0) return first;
  // Each set's first page, merged: the page is among them.
  let merged = db.selectFrom(first.as('page')).selectAll();
  for (const page of more) merged = merged.unionAll(db.selectFrom(page.as('page')).selectAll());
  return merged.orderBy('started_at', 'desc').orderBy('id', 'desc').limit(query.limit);
}

/**
 * How many events match the query from its `after` on, counting no further than `upTo`: an export
 * learns whether the result exceeds its cap before it writes the first byte.
 */
export async function countAssetEvents(
  db: Executor,
  workspaceId: string,
  query: Omit<AssetEventQuery, 'limit'>,
  upTo: number,
): Promise<number> {
  let counted = 0;
  for (const select of eventsAfter(db, workspaceId, { ...query, limit: upTo })) {
    const capped = select.select('id').limit(upTo - counted);
    const row = await db
      .selectFrom(capped.as('capped'))
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
      .executeTakeFirst();
    counted += Number(row?.n ?? 0);
    if (counted >= upTo) break;
  }
  return counted;
}
