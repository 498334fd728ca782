/**
 * The outbox read as a log, for the live event stream: every event has a position, positions only
 * grow in the order events become readable, and a reader that has seen position P finds every event
 * it has not seen above P. That is what lets a client resume from its last event id without loss or
 * duplicates, and lets many processes on PostgreSQL stream what any of them committed.
 *
 * - **SQLite**: the rowid. One writer holds the write lock until it commits and a new row takes the
 *   rowid above the largest, so rowid order is commit order.
 * - **PostgreSQL**: `(xid, id)`, the writing transaction's id (migration 0018) and the event id, for
 *   rows whose transaction is below the current snapshot's xmin only. Below xmin every transaction
 *   has finished, so no row can ever appear below a position once it has been read: the readable
 *   rows are always a prefix of the order. The price is latency: an event waits until every
 *   transaction that took its id before its own has finished, usually milliseconds; a long write
 *   transaction elsewhere (a big list import) holds the stream back, never loses from it.
 */
import { sql } from 'kysely';
import type { Store } from '../../../store/store.ts';

/** Where an event sits in the log. `seq` is the rowid (SQLite) or the xid (PostgreSQL). */
export interface LogPosition {
  seq: bigint;
  /** Tells apart the events of one transaction (PostgreSQL); empty on SQLite. */
  id: string;
}

export interface LogEvent {
  position: LogPosition;
  id: string;
  workspaceId: string;
  type: string;
  /** The webhook body: `{"type","timestamp","data"}`, as JSON text. */
  payload: string;
}

export interface LogFilter {
  workspaceId?: string;
  /** Only these types; undefined for all. */
  types?: readonly string[];
}

export interface OutboxLog {
  /** A position at or after every event readable now: a reader starting there sees only newer events. */
  head(): Promise<LogPosition>;
  /** Up to `limit` readable events after `after`, in log order. */
  read(after: LogPosition, filter: LogFilter, limit: number): Promise<LogEvent[]>;
  /** The position of event `id` of the workspace, or undefined if it does not exist (or was swept). */
  positionOf(workspaceId: string, id: string): Promise<LogPosition | undefined>;
}

export function isAfter(a: LogPosition, b: LogPosition): boolean {
  return a.seq > b.seq || (a.seq === b.seq && a.id > b.id);
}

interface Row {
  seq: string | number | bigint;
  id: string;
  workspace_id: string;
  type: string;
  payload: string;
}

function filters(filter: LogFilter) {
  const parts = [];
  if (filter.workspaceId !== undefined) parts.push(sql`workspace_id = ${filter.workspaceId}`);
  if (filter.types !== undefined) {
    parts.push(
      filter.types.length === 0
        ? sql`1 = 0`
        : sql`type IN (${sql.join(filter.types.map((type) => sql`${type}`))})`,
    );
  }
  return parts;
}

const where = (parts: ReturnType<typeof filters>) => sql.join(parts, sql` AND `);

function sqliteLog(store: Store): OutboxLog {
  const toEvent = (row: Row): LogEvent => ({
    position: { seq: BigInt(row.seq), id: '' },
    id: row.id,
    workspaceId: row.workspace_id,
    type: row.type,
    payload: row.payload,
  });
  return {
    async head() {
      const { rows } = await sql<{ seq: number | null }>`
        SELECT max(rowid) AS seq FROM outbox_events`.execute(store.db);
      return { seq: BigInt(rows[0]?.seq ?? 0), id: '' };
    },
    async read(after, filter, limit) {
      const { rows } = await sql<Row>`
        SELECT rowid AS seq, id, workspace_id, type, payload FROM outbox_events
        WHERE ${where([sql`rowid > ${Number(after.seq)}`, ...filters(filter)])}
        ORDER BY rowid LIMIT ${limit}`.execute(store.db);
      return rows.map(toEvent);
    },
    async positionOf(workspaceId, id) {
      const { rows } = await sql<{ seq: number }>`
        SELECT rowid AS seq FROM outbox_events WHERE id = ${id} AND workspace_id = ${workspaceId}`.execute(
        store.db,
      );
      const row = rows[0];
      return row === undefined ? undefined : { seq: BigInt(row.seq), id: '' };
    },
  };
}

function postgresLog(store: Store): OutboxLog {
  const toEvent = (row: Row): LogEvent => ({
    position: { seq: BigInt(row.seq), id: row.id },
    id: row.id,
    workspaceId: row.workspace_id,
    type: row.type,
    payload: row.payload,
  });
  return {
    async head() {
      // Every row of a transaction below xmin is readable now; rows at or above it are not yet.
      const { rows } = await sql<{ xmin: string }>`
        SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin`.execute(store.db);
      return { seq: BigInt(rows[0]?.xmin ?? '0'), id: '' };
    },
    async read(after, filter, limit) {
      const { rows } = await sql<Row>`
        SELECT xid::text AS seq, id, workspace_id, type, payload FROM outbox_events
        WHERE ${where([
          sql`(xid, id) > (${after.seq.toString()}::xid8, ${after.id})`,
          sql`xid < pg_snapshot_xmin(pg_current_snapshot())`,
          ...filters(filter),
        ])}
        ORDER BY xid, id LIMIT ${limit}`.execute(store.db);
      return rows.map(toEvent);
    },
    async positionOf(workspaceId, id) {
      const { rows } = await sql<{ seq: string }>`
        SELECT xid::text AS seq FROM outbox_events WHERE id = ${id} AND workspace_id = ${workspaceId}`.execute(
        store.db,
      );
      const row = rows[0];
      return row === undefined ? undefined : { seq: BigInt(row.seq), id };
    },
  };
}

const LOGS: Record<Store['dialect']['name'], (store: Store) => OutboxLog> = {
  sqlite: sqliteLog,
  postgres: postgresLog,
};

export function outboxLog(store: Store): OutboxLog {
  return LOGS[store.dialect.name](store);
}
