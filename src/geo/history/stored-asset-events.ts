/**
 * What is stored of a batch's pairs before `writeAssetEvents` (asset-event-batches.ts) plays it:
 * their open events and the recent ones' ids, read once per few hundred pairs.
 */
import { type ExpressionBuilder, sql } from 'kysely';
import { keyBatches } from '../../store/batches.ts';
import type { Database } from '../../store/database.ts';
import { dialectOf } from '../../store/dialect.ts';
import { keptRead } from '../../store/kept-texts.ts';
import { probePairs } from '../../store/pair-probes.ts';
import type { Executor } from '../../store/store.ts';
import type { AssetEventRow } from './asset-events-repo.ts';

export const pairKey = (watch: string, subject: string) => `${watch}\u0000${subject}`;

/**
 * Events a start may have been told as, by pair key: a pair has few since the batch's first start,
 * so they are looked through rather than kept under a key of their own (a string made, flattened
 * and hashed for every start and every row read).
 */
export type FoundEvents = Map<string, { startedAt: number; workspaceId: string; id: string }[]>;

/** The id of the pair's event begun at `startedAt` in `workspaceId`, if one is known. */
export function foundId(
  found: FoundEvents,
  pair: string,
  startedAt: number,
  workspaceId: string,
): string | undefined {
  for (const event of found.get(pair) ?? []) {
    if (event.startedAt === startedAt && event.workspaceId === workspaceId) return event.id;
  }
  return undefined;
}

export function addFound(
  found: FoundEvents,
  pair: string,
  startedAt: number,
  workspaceId: string,
  id: string,
): void {
  const event = { startedAt, workspaceId, id };
  const list = found.get(pair);
  if (list === undefined) found.set(pair, [event]);
  else list.push(event);
}

/** A stored event still open as far as the list has got (its evidence as stored). */
export type StoredOpenEvent = Pick<AssetEventRow, 'id' | 'started_at' | 'evidence' | 'workspace_id'>;
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

/**
 * The SQL of `listedPairs`, kept by pair count and whether it has the recent part (the pairs come
 * in a few power-of-two counts, store/batches.ts).
 */
const listedPairsRead = keptRead<StoredEventRow>('listedPairs');

/** The read of `storedEvents` with the pairs as a list of row values (SQLite: see probePairs). */
function listedPairs(
  db: Executor,
  chunk: readonly { watch: string; subject: string }[],
  from: number | undefined,
): Promise<StoredEventRow[]> {
  const pairValues: string[] = [];
  for (const pair of chunk) pairValues.push(pair.watch, pair.subject);
  const parameters = from === undefined ? pairValues : [...pairValues, ...pairValues, from];
  const shape = `${chunk.length}|${from === undefined ? 'open' : 'open+recent'}`;
  return listedPairsRead(db, shape, parameters, () => listedPairsQuery(db, chunk, from));
}

/** The query of `listedPairs` as Kysely builds it. */
function listedPairsQuery(
  db: Executor,
  chunk: readonly { watch: string; subject: string }[],
  from: number | undefined,
) {
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
  if (from === undefined) return openEvents;
  // The second part built from its own expression builder: one statement, one query node.
  return openEvents.unionAll((eb) =>
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
  );
}

/**
 * What is stored of these pairs before the batch: their open events, by pair, and the id of every
 * event begun at or after `from` (the batch's first start; none without one) by its pair (a
 * start told before answers that id). One read per few hundred pairs, in two parts each bounded by
 * what it wants, not by a pair's history: the open events through the index of open events alone,
 * the recent ones through the found index's (watch, subject, started_at) from `from` on. A read of
 * both at once (`ended_at is null or started_at >= from`) went through every event a pair ever had.
 */
export async function storedEvents(
  db: Executor,
  pairs: readonly { watch: string; subject: string }[],
  from: number | undefined,
): Promise<{ open: Map<string, StoredOpenEvent[]>; found: FoundEvents }> {
  const open = new Map<string, StoredOpenEvent[]>();
  const found: FoundEvents = new Map();
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
      const key = pairKey(row.watch, row.subject);
      // An open event begun since `from` comes in both parts: found once, open from its open row.
      if (foundId(found, key, startedAt, row.workspace_id) === undefined)
        addFound(found, key, startedAt, row.workspace_id, row.id);
      if (Number(row.open) !== 1) continue;
      const event = {
        id: row.id,
        started_at: startedAt,
        evidence: row.evidence,
        workspace_id: row.workspace_id,
      };
      const list = open.get(key);
      if (list === undefined) open.set(key, [event]);
      else list.push(event);
    }
  }
  return { open, found };
}
