/**
 * Asset events written a batch at a time: what the zone teller does with the stays one judged batch
 * begins and ends. Written one by one, each entry was a Kysely insert built and compiled afresh
 * (twenty columns) and each exit a select and an update. Then a batch was cut into pieces wherever
 * a (zone, asset) came again, each piece an insert, a read and an update; but a passage through a
 * zone between two fixes is an entry and an exit of one pair in one batch, so nearly every passage
 * cut the batch again, and the geofence bench still wrote about one insert, one read and one update
 * per visit (11,000 of each for 50,000 positions). Now a batch's starts are one multi-row insert
 * (its SQL made once per row count, insert-rows.ts), the open events its ends may meet one read,
 * and its ends one update, however often a pair comes again: which event each end closes is
 * worked out in memory, in the list's order, from what the read found and the starts before it.
 * The answers and the rows are those of `recordAssetEvent` and `endAssetEvents` called in turn.
 */
import { CompiledQuery, sql } from 'kysely';
import { insertInBatches, KEYS_PER_QUERY, statementBatches } from '../../store/batches.ts';
import { insertRows } from '../../store/insert-rows.ts';
import type { Executor } from '../../store/store.ts';
import { type AssetEventRow, type AssetEventStart, assetEventRow, durationS } from './asset-events-repo.ts';
import type { AssetEventEvidence } from './routes/asset-event-schemas.ts';

/** The key an event is one of per workspace: watch, subject, start. */
const foundKey = (watch: string, subject: string, startedAt: number | string, workspaceId: string) =>
  `${watch}\u0000${subject}\u0000${Number(startedAt)}\u0000${workspaceId}`;

const pairKey = (watch: string, subject: string) => `${watch}\u0000${subject}`;

/** Rows updated a statement: five values each, far within both dialects' limits. */
const ENDS_PER_UPDATE = 500;

/**
 * Inserts the rows (a row whose event is stored already is skipped) and answers each row's event
 * id, in order: its own when it was written, else the stored event's.
 */
async function insertStarts(db: Executor, rows: readonly AssetEventRow[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const ids = new Map<string, string>();
  await insertInBatches(rows, async (batch) => {
    const stored = await insertRows(db, 'asset_events', batch, {
      ignoreConflictOn: ['watch', 'subject', 'started_at', 'workspace_id'],
      returning: ['id', 'watch', 'subject', 'started_at', 'workspace_id'],
    });
    for (const row of stored)
      ids.set(
        foundKey(String(row.watch), String(row.subject), Number(row.started_at), String(row.workspace_id)),
        String(row.id),
      );
  });
  const answer: string[] = [];
  for (const row of rows) {
    const key = foundKey(row.watch, row.subject, row.started_at, row.workspace_id);
    let id = ids.get(key);
    if (id === undefined) {
      // Told before (a second process, a replay): the stored event's id. Rare, so one read each.
      const stored = await db
        .selectFrom('asset_events')
        .select('id')
        .where('watch', '=', row.watch)
        .where('subject', '=', row.subject)
        .where('started_at', '=', row.started_at)
        .where('workspace_id', '=', row.workspace_id)
        .executeTakeFirstOrThrow();
      id = stored.id;
      ids.set(key, id);
    }
    answer.push(id);
  }
  return answer;
}

/** Each start's event id, in order: `recordAssetEvent` for each, in fewer statements. */
export function recordAssetEvents(db: Executor, starts: readonly AssetEventStart[]): Promise<string[]> {
  return insertStarts(db, starts.map(assetEventRow));
}

/** An end to write: the open events of `watch` and `subject` begun before `endedAt`. */
export interface AssetEventEnd {
  watch: string;
  subject: string;
  endedAt: number;
  now: number;
  amend?: (evidence: AssetEventEvidence) => AssetEventEvidence;
}

/** A start or an end, in the order they happened. */
export type AssetEventChange = { start: AssetEventStart } | { end: AssetEventEnd };

/** An event still open as far as the list has got. */
type OpenEvent = Pick<AssetEventRow, 'id' | 'started_at' | 'evidence' | 'workspace_id'>;

/** The open events of these pairs, by pair, as stored now. */
async function openEvents(db: Executor, ends: readonly AssetEventEnd[]): Promise<Map<string, OpenEvent[]>> {
  const open = new Map<string, OpenEvent[]>();
  const pairs = new Map<string, { watch: string; subject: string }>();
  for (const { watch, subject } of ends) pairs.set(pairKey(watch, subject), { watch, subject });
  for (const chunk of statementBatches([...pairs.values()], KEYS_PER_QUERY)) {
    const rows = await db
      .selectFrom('asset_events')
      .select(['id', 'watch', 'subject', 'started_at', 'evidence', 'workspace_id'])
      .where((eb) =>
        eb(
          eb.refTuple('watch', 'subject'),
          'in',
          chunk.map((pair) => eb.tuple(pair.watch, pair.subject)),
        ),
      )
      .where('ended_at', 'is', null)
      .execute();
    for (const row of rows) {
      const key = pairKey(row.watch, row.subject);
      const list = open.get(key) ?? [];
      open.set(key, list);
      list.push({
        id: row.id,
        started_at: Number(row.started_at),
        evidence: row.evidence,
        workspace_id: row.workspace_id,
      });
    }
  }
  return open;
}

/**
 * Writes the starts and ends in order, as `recordAssetEvent` (a start: its event id) and
 * `endAssetEvents` (an end: the ids of the events it closed, the newest open one begun before it in
 * each workspace) would one after another, in at most one insert, one read and one update per few
 * hundred items. An end may close an event a start before it in the list began.
 */
export async function writeAssetEvents(
  db: Executor,
  dialect: 'sqlite' | 'postgres',
  changes: readonly AssetEventChange[],
): Promise<(string | string[])[]> {
  const startRows: AssetEventRow[] = [];
  const ends: AssetEventEnd[] = [];
  for (const change of changes) {
    if ('start' in change) startRows.push(assetEventRow(change.start));
    else ends.push(change.end);
  }
  const startIds = await insertStarts(db, startRows);
  // Read after the insert: its new rows are left out here and join the open events at their place
  // in the list, so an end never closes an event begun after it in the list.
  const written = new Set(startRows.flatMap((row, k) => (startIds[k] === row.id ? [row.id] : [])));
  const open = await openEvents(db, ends);
  for (const [key, list] of open)
    open.set(
      key,
      list.filter((row) => !written.has(row.id)),
    );
  const updates: {
    id: string;
    ended_at: number;
    duration_s: number;
    evidence: string;
    updated_at: number;
  }[] = [];
  let k = 0;
  const answer = changes.map((change): string | string[] => {
    if ('start' in change) {
      const row = startRows[k];
      const id = startIds[k++] ?? '';
      if (row !== undefined && written.has(id)) {
        const key = pairKey(row.watch, row.subject);
        const list = open.get(key) ?? [];
        open.set(key, list);
        list.push({ id, started_at: row.started_at, evidence: row.evidence, workspace_id: row.workspace_id });
      }
      return id;
    }
    const end = change.end;
    const list = open.get(pairKey(end.watch, end.subject)) ?? [];
    const newest = new Map<string, OpenEvent>();
    for (const row of list) {
      if (row.started_at >= end.endedAt) continue;
      const held = newest.get(row.workspace_id);
      if (held === undefined || row.started_at > held.started_at) newest.set(row.workspace_id, row);
    }
    const closed = new Set(newest.values());
    if (closed.size > 0)
      open.set(
        pairKey(end.watch, end.subject),
        list.filter((row) => !closed.has(row)),
      );
    for (const row of closed) {
      const evidence = JSON.parse(row.evidence) as AssetEventEvidence;
      updates.push({
        id: row.id,
        ended_at: end.endedAt,
        duration_s: durationS(row.started_at, end.endedAt),
        evidence: JSON.stringify(end.amend ? end.amend(evidence) : evidence),
        updated_at: end.now,
      });
    }
    return [...closed].map((row) => row.id);
  });
  for (const chunk of statementBatches(updates, ENDS_PER_UPDATE)) await writeEnds(db, dialect, chunk);
  return answer;
}

/**
 * One UPDATE for many rows, each with its own values: on PostgreSQL the values travel as one JSON
 * parameter read back as rows of the table's own types, on SQLite as bound VALUES rows (the way
 * `updateAssets` writes the assets).
 */
async function writeEnds(
  db: Executor,
  dialect: 'sqlite' | 'postgres',
  rows: readonly { id: string; ended_at: number; duration_s: number; evidence: string; updated_at: number }[],
): Promise<void> {
  if (rows.length === 0) return;
  if (dialect === 'postgres') {
    await sql`update asset_events as a
      set ended_at = r.ended_at, duration_s = r.duration_s, evidence = r.evidence, updated_at = r.updated_at
      from jsonb_populate_recordset(null::asset_events, ${JSON.stringify(rows)}::jsonb) as r
      where a.id = r.id`.execute(db);
    return;
  }
  const parameters: unknown[] = [];
  for (const row of rows) parameters.push(row.id, row.ended_at, row.duration_s, row.evidence, row.updated_at);
  const text = `update asset_events set ended_at = v.column2, duration_s = v.column3, evidence = v.column4,
    updated_at = v.column5 from (values ${Array(rows.length).fill('(?, ?, ?, ?, ?)').join(', ')}) as v
    where asset_events.id = v.column1`;
  await db.executeQuery(CompiledQuery.raw(text, parameters));
}
