/**
 * The engines' tables: `engine_feed`, stored positions on their way to the engines (written in the
 * transaction that stores them, deleted in the transaction that judges them or relays them to
 * JetStream), and `engine_checkpoints`, each partition's last stream sequence judged.
 */
import { newId } from '../../lib/ids.ts';
import type { Executor } from '../../store/store.ts';
import type { StoredPosition } from '../ingest/index.ts';
import { decodePositions, encodePositions, partitionOf } from './feed-codec.ts';
import type { FeedBatch } from './reorder-buffer.ts';

export interface FeedRow {
  id: string;
  partition: number;
  storedAt: number;
  positions: StoredPosition[];
}

/** Writes the positions, one row per partition, in the caller's transaction. */
export async function writeFeed(
  db: Executor,
  positions: readonly StoredPosition[],
  partitions: number,
  storedAt: number,
): Promise<void> {
  if (positions.length === 0) return;
  const byPartition = new Map<number, StoredPosition[]>();
  for (const position of positions) {
    const partition = partitionOf(position.assetId, partitions);
    const list = byPartition.get(partition);
    if (list === undefined) byPartition.set(partition, [position]);
    else list.push(position);
  }
  await db
    .insertInto('engine_feed')
    .values(
      [...byPartition].map(([partition, list]) => ({
        id: newId('engineFeed'),
        partition,
        stored_at: storedAt,
        positions: encodePositions(list),
      })),
    )
    .execute();
}

/**
 * What waits in the feed, for health: how many rows (batches of one partition), and when the oldest
 * was stored. Rows leave the feed when judged (one process) or relayed to JetStream (with NATS).
 */
export async function feedBacklog(
  db: Executor,
): Promise<{ rows: number; oldestStoredAt: number | undefined }> {
  const row = await db
    .selectFrom('engine_feed')
    .select((eb) => [eb.fn.countAll<number | string>().as('rows'), eb.fn.min('stored_at').as('oldest')])
    .executeTakeFirst();
  const oldest = row?.oldest;
  return {
    rows: Number(row?.rows ?? 0),
    oldestStoredAt: oldest === null || oldest === undefined ? undefined : Number(oldest),
  };
}

/** The ids (and times) of rows waiting, oldest first. */
export function listFeedIds(db: Executor, limit: number): Promise<{ id: string; stored_at: number }[]> {
  return db.selectFrom('engine_feed').select(['id', 'stored_at']).orderBy('id').limit(limit).execute();
}

/** The rows of these ids, decoded. */
export async function readFeedRows(db: Executor, ids: readonly string[]): Promise<FeedRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('engine_feed')
    .select(['id', 'partition', 'stored_at', 'positions'])
    .where('id', 'in', [...ids])
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    partition: row.partition,
    storedAt: Number(row.stored_at),
    positions: decodePositions(row.positions),
  }));
}

/**
 * Rows to relay, oldest first, locked so that two relays never take the same (PostgreSQL skips the
 * rows another relay holds; SQLite has one writer at a time). A partition's rows go out in their
 * order, whichever process relays them: rows of a partition that has older rows another relay
 * holds are left (still locked until this transaction ends) for a later round, so two relays never
 * publish one partition's rows side by side, the newer perhaps first (after a broker outage, every
 * process relays its backlog at once).
 */
export async function claimFeedRows(
  db: Executor,
  limit: number,
  rowLocks: boolean,
): Promise<{ id: string; partition: number; stored_at: number; positions: string }[]> {
  let query = db
    .selectFrom('engine_feed')
    .select(['id', 'partition', 'stored_at', 'positions'])
    .orderBy('id')
    .limit(limit);
  if (rowLocks) query = query.forUpdate().skipLocked();
  const rows = (await query.execute()).map((row) => ({ ...row, stored_at: Number(row.stored_at) }));
  if (!rowLocks || rows.length === 0) return rows;
  const oldest = new Map<number, string>();
  for (const row of rows) if (!oldest.has(row.partition)) oldest.set(row.partition, row.id);
  // Older rows not claimed here are another relay's (rows commit in id order per process; a row an
  // ingest commits later with an older id is the reorder window's to absorb).
  const behind = await db
    .selectFrom('engine_feed')
    .select('partition')
    .distinct()
    .where((eb) =>
      eb.or(
        [...oldest].map(([partition, id]) => eb.and([eb('partition', '=', partition), eb('id', '<', id)])),
      ),
    )
    .execute();
  if (behind.length === 0) return rows;
  const waiting = new Set(behind.map((row) => row.partition));
  return rows.filter((row) => !waiting.has(row.partition));
}

export async function deleteFeedRows(db: Executor, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .deleteFrom('engine_feed')
    .where('id', 'in', [...ids])
    .execute();
}

export function toBatch(row: FeedRow): FeedBatch<string> {
  return { token: row.id, storedAt: row.storedAt, positions: row.positions };
}

/**
 * Per asset, the time of its oldest position waiting in the feed: not judged yet, so a rebuild of
 * the engines' state stops before it. `partitionOk` picks the partitions asked about.
 */
export async function unjudgedInFeed(
  db: Executor,
  partitionOk: (partition: number) => boolean = () => true,
): Promise<Map<string, number>> {
  const oldest = new Map<string, number>();
  let after = '';
  for (;;) {
    const rows = await db
      .selectFrom('engine_feed')
      .select(['id', 'partition', 'positions'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(500)
      .execute();
    for (const row of rows) {
      if (!partitionOk(row.partition)) continue;
      noteUnjudged(oldest, decodePositions(row.positions));
    }
    if (rows.length < 500) return oldest;
    after = rows[rows.length - 1]?.id ?? after;
  }
}

export function noteUnjudged(oldest: Map<string, number>, positions: readonly StoredPosition[]): void {
  for (const { assetId, report } of positions) {
    const at = oldest.get(assetId);
    if (at === undefined || report.at < at) oldest.set(assetId, report.at);
  }
}

/** The partition's last sequence judged (0: none). */
export async function readCheckpoint(db: Executor, partition: number): Promise<number> {
  const row = await db
    .selectFrom('engine_checkpoints')
    .select('seq')
    .where('partition', '=', partition)
    .executeTakeFirst();
  return row === undefined ? 0 : Number(row.seq);
}

/**
 * Moves the checkpoint from `from` to `to` in the caller's transaction; false when it no longer
 * stands at `from` (another engine took the partition over and moved it): the caller must roll
 * back and let the partition go.
 */
export async function advanceCheckpoint(
  db: Executor,
  partition: number,
  from: number,
  to: number,
  now: number,
): Promise<boolean> {
  if (from === 0) {
    const inserted = await db
      .insertInto('engine_checkpoints')
      .values({ partition, seq: to, updated_at: now })
      .onConflict((oc) => oc.column('partition').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return true;
  }
  const updated = await db
    .updateTable('engine_checkpoints')
    .set({ seq: to, updated_at: now })
    .where('partition', '=', partition)
    .where('seq', '=', from)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}
