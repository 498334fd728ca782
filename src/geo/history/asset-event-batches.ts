/**
 * Asset events written a batch at a time: what the zone teller does with the stays one judged batch
 * begins and ends. Written one by one, each entry was a Kysely insert built and compiled afresh
 * (twenty columns) and each exit a select and an update, about half of all the statements a
 * judged position cost in the geofence bench; here a batch's entries are one multi-row insert
 * (its SQL made once per row count, insert-rows.ts), its exits one read of the open events and one
 * update. The answers are those of `recordAssetEvent` and `endAssetEvents` called in turn.
 *
 * Both functions take items about distinct (watch, subject) pairs only: items of one pair depend on
 * each other (an exit ends the stay an entry before it began), so the caller cuts its list where a
 * pair comes again and calls once per piece, in order.
 */
import { CompiledQuery, sql } from 'kysely';
import { chunks } from '../../lib/chunks.ts';
import { insertInBatches, KEYS_PER_QUERY } from '../../store/batches.ts';
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

/** Each start's event id, in order: `recordAssetEvent` for each, in fewer statements. */
export async function recordAssetEvents(db: Executor, starts: readonly AssetEventStart[]): Promise<string[]> {
  if (starts.length === 0) return [];
  const rows = starts.map(assetEventRow);
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

/** An end to write: the open events of `watch` and `subject` begun before `endedAt`. */
export interface AssetEventEnd {
  watch: string;
  subject: string;
  endedAt: number;
  now: number;
  amend?: (evidence: AssetEventEvidence) => AssetEventEvidence;
}

/**
 * Ends each pair's open events (the newest begun before its end, per workspace) and answers their
 * ids per end, in order: `endAssetEvents` for each, in fewer statements.
 */
export async function endAssetEventsBatch(
  db: Executor,
  dialect: 'sqlite' | 'postgres',
  ends: readonly AssetEventEnd[],
): Promise<string[][]> {
  if (ends.length === 0) return [];
  const open = new Map<string, Pick<AssetEventRow, 'id' | 'started_at' | 'evidence' | 'workspace_id'>[]>();
  for (const chunk of chunks(ends, KEYS_PER_QUERY)) {
    const rows = await db
      .selectFrom('asset_events')
      .select(['id', 'watch', 'subject', 'started_at', 'evidence', 'workspace_id'])
      .where((eb) =>
        eb(
          eb.refTuple('watch', 'subject'),
          'in',
          chunk.map((end) => eb.tuple(end.watch, end.subject)),
        ),
      )
      .where('ended_at', 'is', null)
      .execute();
    for (const row of rows) {
      const key = pairKey(row.watch, row.subject);
      const list = open.get(key) ?? [];
      open.set(key, list);
      list.push({ ...row, started_at: Number(row.started_at) });
    }
  }
  const updates: {
    id: string;
    ended_at: number;
    duration_s: number;
    evidence: string;
    updated_at: number;
  }[] = [];
  const answer = ends.map((end) => {
    const mine = (open.get(pairKey(end.watch, end.subject)) ?? [])
      .filter((row) => row.started_at < end.endedAt)
      .sort((a, b) => b.started_at - a.started_at);
    const newest = new Map<string, (typeof mine)[number]>();
    for (const row of mine) if (!newest.has(row.workspace_id)) newest.set(row.workspace_id, row);
    for (const row of newest.values()) {
      const evidence = JSON.parse(row.evidence) as AssetEventEvidence;
      updates.push({
        id: row.id,
        ended_at: end.endedAt,
        duration_s: durationS(row.started_at, end.endedAt),
        evidence: JSON.stringify(end.amend ? end.amend(evidence) : evidence),
        updated_at: end.now,
      });
    }
    return [...newest.values()].map((row) => row.id);
  });
  for (const chunk of chunks(updates, ENDS_PER_UPDATE)) await writeEnds(db, dialect, chunk);
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
