/**
 * Asset events written a batch at a time: what the zone teller does with the stays one judged batch
 * begins and ends. Written one by one, each entry was a Kysely insert built and compiled afresh
 * (twenty columns) and each exit a select and an update. Then a batch was cut into pieces wherever
 * a (zone, asset) came again, each piece an insert, a read and an update; but a passage through a
 * zone between two fixes is an entry and an exit of one pair in one batch, so nearly every passage
 * cut the batch again, and the geofence bench still wrote about one insert, one read and one update
 * per visit (11,000 of each for 50,000 positions). Now what is stored of a batch's pairs is one
 * read (their open events, and events the starts may have been told as before), then the list is
 * played in memory in its order: which event each end closes, from what the read found and the
 * starts before it. The new events are one multi-row insert (its SQL made once per row count,
 * insert-rows.ts), those the batch also ends inserted ended (a passage, most visits: inserted and
 * then updated, each visit's row and its open-events index entry were written twice), and the
 * stored events it ends one update. The answers and the rows are those of `recordAssetEvent` and
 * `endAssetEvents` called in turn. The read is stored-asset-events.ts's.
 */
import { CompiledQuery, sql } from 'kysely';
import { newId } from '../../lib/ids.ts';
import { insertInBatches, statementBatches } from '../../store/batches.ts';
import { insertRows, insertRowsCounted } from '../../store/insert-rows.ts';
import type { Executor } from '../../store/store.ts';
import {
  type AssetEventRow,
  type AssetEventStart,
  assetEventRow,
  assetEventRowWith,
  durationS,
} from './asset-events-repo.ts';
import type { AssetEventEvidence } from './routes/asset-event-schemas.ts';
import { addFound, foundId, pairKey, type StoredOpenEvent, storedEvents } from './stored-asset-events.ts';

/** The key an event is one of per workspace: watch, subject, start. */
const foundKey = (watch: string, subject: string, startedAt: number | string, workspaceId: string) =>
  `${watch}\u0000${subject}\u0000${Number(startedAt)}\u0000${workspaceId}`;

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
  /**
   * The evidence the event ends with, from what it had. Given the start's own object when the same
   * batch began the event: it answers a new object and leaves its argument as it was.
   */
  amend?: (evidence: AssetEventEvidence) => AssetEventEvidence;
}

/** A start or an end, in the order they happened. */
export type AssetEventChange = { start: AssetEventStart } | { end: AssetEventEnd };

/**
 * An event this batch begins: its start, its evidence as an object (`value`, amended by an end in
 * the batch), and the end the batch gives it, if any.
 */
interface NewEvent {
  id: string;
  started_at: number;
  workspace_id: string;
  start: AssetEventStart;
  value: AssetEventEvidence;
  ended: { ended_at: number; duration_s: number; updated_at: number } | undefined;
}

/** An event still open as far as the list has got. */
type OpenEvent = StoredOpenEvent | NewEvent;
/**
 * Writes the starts and ends in order, as `recordAssetEvent` (a start: its event id) and
 * `endAssetEvents` (an end: the ids of the events it closed, the newest open one begun before it in
 * each workspace) would one after another: one read of what is stored of the batch's pairs, one
 * insert of the new events, and one update of the stored events the batch ends, per few hundred
 * items. The list is played in memory first, so an event the batch both begins and ends (a passage
 * through a zone between two fixes, most visits) is inserted ended, never updated; its evidence is
 * amended as the object the start gave and made JSON once, at the insert (made at the start, read
 * back and made again at the end, it was most of this function's own time in the geofence bench).
 */
export async function writeAssetEvents(
  db: Executor,
  dialect: 'sqlite' | 'postgres',
  changes: readonly AssetEventChange[],
): Promise<(string | string[])[]> {
  if (changes.length === 0) return [];
  const pairs = new Map<string, { watch: string; subject: string }>();
  /** Each change's pair key, made once. */
  const keys: string[] = [];
  let from: number | undefined;
  for (const change of changes) {
    const { watch, subject } = 'start' in change ? change.start : change.end;
    const key = pairKey(watch, subject);
    keys.push(key);
    if (!pairs.has(key)) pairs.set(key, { watch, subject });
    if ('start' in change) from = Math.min(from ?? change.start.startedAt, change.start.startedAt);
  }
  const read = await storedEvents(db, [...pairs.values()], from);
  const open: Map<string, OpenEvent[]> = read.open;
  const found = read.found;
  const inserts: NewEvent[] = [];
  const updates: {
    id: string;
    ended_at: number;
    duration_s: number;
    evidence: string;
    updated_at: number;
  }[] = [];
  const answer = changes.map((change, i): string | string[] => {
    const key = keys[i] as string;
    if ('start' in change) {
      const start = change.start;
      // Told before, or earlier in this list: that event's id, and nothing written.
      const stored = foundId(found, key, start.startedAt, start.workspaceId);
      if (stored !== undefined) return stored;
      const event: NewEvent = {
        id: newId('assetEvent'),
        started_at: start.startedAt,
        workspace_id: start.workspaceId,
        start,
        value: start.evidence,
        ended: undefined,
      };
      addFound(found, key, start.startedAt, start.workspaceId, event.id);
      inserts.push(event);
      const list = open.get(key);
      if (list === undefined) open.set(key, [event]);
      else list.push(event);
      return event.id;
    }
    const end = change.end;
    const list = open.get(key);
    if (list === undefined) return [];
    const closed = newestBefore(list, end.endedAt);
    if (closed.length === 0) return [];
    open.set(
      key,
      list.filter((event) => !closed.includes(event)),
    );
    for (const event of closed) {
      const ended = { ended_at: end.endedAt, duration_s: durationS(event.started_at, end.endedAt) };
      if ('start' in event) {
        event.value = end.amend ? end.amend(event.value) : event.value;
        event.ended = { ...ended, updated_at: end.now };
        continue;
      }
      const evidence = JSON.parse(event.evidence) as AssetEventEvidence;
      updates.push({
        id: event.id,
        ...ended,
        evidence: JSON.stringify(end.amend ? end.amend(evidence) : evidence),
        updated_at: end.now,
      });
    }
    return closed.map((event) => event.id);
  });
  await insertNew(db, inserts.map(rowOf));
  for (const chunk of statementBatches(updates, ENDS_PER_UPDATE)) await writeEnds(db, dialect, chunk);
  return answer;
}

/**
 * The events of `list` an end at `endedAt` closes: the newest begun before it in each workspace, in
 * the order their workspaces first come in the list.
 */
function newestBefore(list: readonly OpenEvent[], endedAt: number): OpenEvent[] {
  const closed: OpenEvent[] = [];
  for (const event of list) {
    if (event.started_at >= endedAt) continue;
    const k = closed.findIndex((held) => held.workspace_id === event.workspace_id);
    if (k === -1) closed.push(event);
    else if (event.started_at > (closed[k] as OpenEvent).started_at) closed[k] = event;
  }
  return closed;
}

/** The row of an event this batch begins: as `assetEventRow` makes it, ended when the batch ends it. */
function rowOf(event: NewEvent): AssetEventRow {
  const row = assetEventRowWith(event.start, event.id, event.value);
  if (event.ended !== undefined) {
    row.ended_at = event.ended.ended_at;
    row.duration_s = event.ended.duration_s;
    row.updated_at = event.ended.updated_at;
  }
  return row;
}

/**
 * Inserts events the read found no trace of. One that is there all the same was stored by another
 * writer since the read (the batch was played without it): the transaction fails rather than write
 * a history that was not played, and the engine judges the batch again. The rows written are
 * counted, not returned: a `returning` cost SQLite 2–4 µs a visit (docs/scaling.md, "The ledger in
 * one B-tree").
 */
async function insertNew(db: Executor, rows: readonly AssetEventRow[]): Promise<void> {
  await insertInBatches(rows, async (batch) => {
    const stored = await insertRowsCounted(db, 'asset_events', batch, {
      ignoreConflictOn: ['watch', 'subject', 'started_at', 'workspace_id'],
    });
    if (stored !== batch.length)
      throw new Error(
        `${batch.length - stored} asset events were stored by another writer while this batch was written`,
      );
  });
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
