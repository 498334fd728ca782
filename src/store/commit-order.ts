/**
 * Reading a table's new rows in the order their transactions committed, each once, for a process
 * that keeps a copy in memory (the transfer graph) and catches up on what other processes stored.
 *
 * A time stamp cannot do it: a row's time is taken before its transaction commits, so a reader that
 * has seen newer rows would miss one that commits late, unless it re-read a margin every time (which
 * at thousands of rows a second is hundreds of thousands of rows per catch-up). Each dialect has an
 * exact position instead:
 *
 * - **SQLite**: one writer at a time holds the database's write lock until it commits, and a new row
 *   takes the rowid one above the largest. Rowid order is commit order; a reader asks for rowids
 *   above the last it saw. (The tables read this way are never deleted from, so rowids are never
 *   reused.)
 * - **PostgreSQL**: transactions commit in any order. Each row carries the id of the transaction that
 *   wrote it (column `xid`, `xid8 DEFAULT pg_current_xact_id()`), and every transaction below a
 *   snapshot's xmin has finished. A reader asks for the rows of transactions at or above the xmin of
 *   its previous read, skips those it has seen, and forgets them once xmin has passed them. Only a
 *   transaction left open for long (holding xmin back) makes it re-read rows, those written since.
 */
import { type Kysely, sql } from 'kysely';
import type { Db } from './db.ts';

/** The tables read in commit order (the outbox by the event stream, `platform/outbox/stream/`). */
export type CommitOrderedTable = 'transfers' | 'chain_transactions' | 'outbox_events';

export interface CommitOrderSpec {
  table: CommitOrderedTable;
  /** The columns each row is read with. */
  columns: readonly string[];
  /** Columns that tell rows apart, in the order rows of one transaction are read (PostgreSQL). */
  key: readonly string[];
  /** Rows per query. */
  page: number;
}

export interface CommitOrderReader<Row> {
  /** Hands `each` the rows committed since the last call (every row at the first), page by page. */
  read(each: (rows: Row[]) => void): Promise<void>;
}

export interface CommitOrder {
  reader<Row>(store: { db: Db }, spec: CommitOrderSpec): CommitOrderReader<Row>;
  /** Gives `table` what the reader needs (a migration's step). */
  prepare(db: Kysely<unknown>, table: CommitOrderedTable, key: readonly string[]): Promise<void>;
  /** Undoes `prepare`. */
  unprepare(db: Kysely<unknown>, table: CommitOrderedTable): Promise<void>;
}

const ids = (names: readonly string[]) =>
  sql.join(
    names.map((name) => sql.ref(name)),
    sql`, `,
  );

export const sqliteCommitOrder: CommitOrder = {
  reader<Row>(store: { db: Db }, spec: CommitOrderSpec): CommitOrderReader<Row> {
    let after = 0;
    return {
      async read(each) {
        for (;;) {
          const { rows } = await sql<Row & { commit_position: number }>`
            SELECT rowid AS commit_position, ${ids(spec.columns)} FROM ${sql.table(spec.table)}
            WHERE rowid > ${after} ORDER BY rowid LIMIT ${spec.page}`.execute(store.db);
          const last = rows.at(-1);
          if (last !== undefined) {
            after = Number(last.commit_position);
            each(rows);
          }
          if (rows.length < spec.page) return;
        }
      },
    };
  },
  // The rowid is there already.
  prepare: async () => {},
  unprepare: async () => {},
};

export const postgresCommitOrder: CommitOrder = {
  reader<Row>(store: { db: Db }, spec: CommitOrderSpec): CommitOrderReader<Row> {
    /** Transactions below it were finished at the previous read. */
    let low = 0n;
    /** Rows read from transactions at or above the last xmin (they come again): key → xid. */
    const seen = new Map<string, bigint>();
    const order = ['xid', ...spec.key];
    const keyOf = (row: Record<string, unknown>) =>
      spec.key.map((column) => String(row[column])).join('\u0000');
    return {
      async read(each) {
        const { rows: snapshot } = await sql<{ xmin: string }>`
          SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin`.execute(store.db);
        const horizon = BigInt(snapshot[0]?.xmin ?? '0');
        let after: unknown[] | undefined;
        for (;;) {
          const past =
            after === undefined
              ? sql`xid >= ${low.toString()}::xid8`
              : sql`(${ids(order)}) > (${sql.join(after.map((value, i) => (i === 0 ? sql`${value}::xid8` : sql`${value}`)))})`;
          const { rows } = await sql<Row & { xid: string }>`
            SELECT xid::text AS xid, ${ids(spec.columns)} FROM ${sql.table(spec.table)}
            WHERE ${past} ORDER BY ${ids(order)} LIMIT ${spec.page}`.execute(store.db);
          const last = rows.at(-1) as Record<string, unknown> | undefined;
          if (last !== undefined) after = order.map((column) => last[column]);
          const fresh: Row[] = [];
          for (const row of rows) {
            const key = keyOf(row as Record<string, unknown>);
            if (seen.has(key)) continue;
            const xid = BigInt(row.xid);
            if (xid >= horizon) seen.set(key, xid);
            fresh.push(row);
          }
          if (fresh.length > 0) each(fresh);
          if (rows.length < spec.page) break;
        }
        low = horizon;
        for (const [key, xid] of seen) if (xid < horizon) seen.delete(key);
      },
    };
  },
  async prepare(db, table, key) {
    await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN xid xid8 NOT NULL DEFAULT pg_current_xact_id()`.execute(
      db,
    );
    await db.schema
      .createIndex(`${table}_commit_order`)
      .on(table)
      .columns(['xid', ...key])
      .execute();
  },
  async unprepare(db, table) {
    await db.schema.dropIndex(`${table}_commit_order`).execute();
    await sql`ALTER TABLE ${sql.table(table)} DROP COLUMN xid`.execute(db);
  },
};
