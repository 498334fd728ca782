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
 * `endAssetEvents` called in turn.
 */
import { CompiledQuery, type ExpressionBuilder, sql } from 'kysely';
import { insertInBatches, keyBatches, statementBatches } from '../../store/batches.ts';
import type { Database } from '../../store/database.ts';
import { dialectOf } from '../../store/dialect.ts';
import { insertRows, insertRowsCounted } from '../../store/insert-rows.ts';
import { probePairs } from '../../store/pair-probes.ts';
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

/** An event still open as far as the list has got; `row` when this batch inserts it. */
type OpenEvent = Pick<AssetEventRow, 'id' | 'started_at' | 'evidence' | 'workspace_id'> & {
  row?: AssetEventRow;
};

/** A row of the read of a batch's pairs: `open` 1 from the open events, 0 from the recent ones. */
interface StoredEventRow {
  id: string;
  watch: string;
  subject: string;
  started_at: number | string;
  /** The event's evidence in the open part; null in the recent part's rows, whose evidence is never read. */
  evidence: string;
  workspace_id: string;
  open: number | string;
}

/** The read of `storedEvents` with the pairs as a list of row values (SQLite: see probePairs). */
async function listedPairs(
  db: Executor,
  chunk: readonly { watch: string; subject: string }[],
  from: number | undefined,
): Promise<StoredEventRow[]> {
  const ofPairs = (eb: ExpressionBuilder<Database, 'asset_events'>) =>
    eb(
      eb.refTuple('watch', 'subject'),
      'in',
      chunk.map((pair) => eb.tuple(pair.watch, pair.subject)),
    );
  const openEvents = db
    .selectFrom('asset_events')
    .select(['id', 'watch', 'subject', 'started_at', 'evidence', 'workspace_id', sql<number>`1`.as('open')])
    .where(ofPairs)
    .where('ended_at', 'is', null);
  if (from === undefined) return openEvents.execute();
  // The second part built from its own expression builder: one statement, one query node.
  return openEvents
    .unionAll((eb) =>
      eb
        .selectFrom('asset_events')
        .select([
          'id',
          'watch',
          'subject',
          'started_at',
          sql<string>`null`.as('evidence'),
          'workspace_id',
          sql<number>`0`.as('open'),
        ])
        .where(ofPairs)
        .where('started_at', '>=', from),
    )
    .execute();
}

/**
 * What is stored of these pairs before the batch: their open events, by pair, and the id of every
 * event begun at or after `from` (the batch's first start; none without one) by its found key (a
 * start told before answers that id). One read per few hundred pairs, in two parts each bounded by
 * what it wants, not by a pair's history: the open events through the index of open events alone,
 * the recent ones through the found index's (watch, subject, started_at) from `from` on. A read of
 * both at once (`ended_at is null or started_at >= from`) went through every event a pair ever had.
 */
async function storedEvents(
  db: Executor,
  pairs: readonly { watch: string; subject: string }[],
  from: number | undefined,
): Promise<{ open: Map<string, OpenEvent[]>; found: Map<string, string> }> {
  const open = new Map<string, OpenEvent[]>();
  const found = new Map<string, string>();
  const dialect = dialectOf(db);
  for (const chunk of keyBatches(pairs, dialect)) {
    const rows = dialect.keyArrays
      ? await probePairs<StoredEventRow>(
          db,
          chunk.map((pair) => [pair.watch, pair.subject]),
          sql`select id, watch, subject, started_at, evidence, workspace_id, 1 as open from asset_events
               where watch = k.a and subject = k.b and ended_at is null${
                 from === undefined
                   ? sql``
                   : sql` union all select id, watch, subject, started_at, null, workspace_id, 0 from asset_events
                           where watch = k.a and subject = k.b and started_at >= ${from}`
               }`,
        )
      : await listedPairs(db, chunk, from);
    for (const row of rows) {
      const startedAt = Number(row.started_at);
      found.set(foundKey(row.watch, row.subject, startedAt, row.workspace_id), row.id);
      // An open event begun since `from` comes in both parts; its first (open) row lists it.
      if (Number(row.open) !== 1) continue;
      const key = pairKey(row.watch, row.subject);
      const list = open.get(key) ?? [];
      open.set(key, list);
      list.push({
        id: row.id,
        started_at: startedAt,
        evidence: row.evidence,
        workspace_id: row.workspace_id,
      });
    }
  }
  return { open, found };
}

/**
 * Writes the starts and ends in order, as `recordAssetEvent` (a start: its event id) and
 * `endAssetEvents` (an end: the ids of the events it closed, the newest open one begun before it in
 * each workspace) would one after another: one read of what is stored of the batch's pairs, one
 * insert of the new events, and one update of the stored events the batch ends, per few hundred
 * items. The list is played in memory first, so an event the batch both begins and ends (a passage
 * through a zone between two fixes, most visits) is inserted ended, never updated.
 */
export async function writeAssetEvents(
  db: Executor,
  dialect: 'sqlite' | 'postgres',
  changes: readonly AssetEventChange[],
): Promise<(string | string[])[]> {
  if (changes.length === 0) return [];
  const pairs = new Map<string, { watch: string; subject: string }>();
  let from: number | undefined;
  for (const change of changes) {
    const { watch, subject } = 'start' in change ? change.start : change.end;
    pairs.set(pairKey(watch, subject), { watch, subject });
    if ('start' in change) from = Math.min(from ?? change.start.startedAt, change.start.startedAt);
  }
  const { open, found } = await storedEvents(db, [...pairs.values()], from);
  const inserts: AssetEventRow[] = [];
  const updates: {
    id: string;
    ended_at: number;
    duration_s: number;
    evidence: string;
    updated_at: number;
  }[] = [];
  const answer = changes.map((change): string | string[] => {
    if ('start' in change) {
      const row = assetEventRow(change.start);
      const key = foundKey(row.watch, row.subject, row.started_at, row.workspace_id);
      // Told before, or earlier in this list: that event's id, and nothing written.
      const told = found.get(key);
      if (told !== undefined) return told;
      found.set(key, row.id);
      inserts.push(row);
      const list = open.get(pairKey(row.watch, row.subject)) ?? [];
      open.set(pairKey(row.watch, row.subject), list);
      list.push({
        id: row.id,
        started_at: row.started_at,
        evidence: row.evidence,
        workspace_id: row.workspace_id,
        row,
      });
      return row.id;
    }
    const end = change.end;
    const list = open.get(pairKey(end.watch, end.subject)) ?? [];
    const newest = new Map<string, OpenEvent>();
    for (const event of list) {
      if (event.started_at >= end.endedAt) continue;
      const held = newest.get(event.workspace_id);
      if (held === undefined || event.started_at > held.started_at) newest.set(event.workspace_id, event);
    }
    const closed = new Set(newest.values());
    if (closed.size > 0)
      open.set(
        pairKey(end.watch, end.subject),
        list.filter((event) => !closed.has(event)),
      );
    for (const event of closed) {
      const evidence = JSON.parse(event.evidence) as AssetEventEvidence;
      const ended = {
        ended_at: end.endedAt,
        duration_s: durationS(event.started_at, end.endedAt),
        evidence: JSON.stringify(end.amend ? end.amend(evidence) : evidence),
        updated_at: end.now,
      };
      if (event.row) Object.assign(event.row, ended);
      else updates.push({ id: event.id, ...ended });
    }
    return [...closed].map((event) => event.id);
  });
  await insertNew(db, inserts);
  for (const chunk of statementBatches(updates, ENDS_PER_UPDATE)) await writeEnds(db, dialect, chunk);
  return answer;
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
