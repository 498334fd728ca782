/**
 * The live event stream (`GET /v1/events/stream`) reads the outbox in commit order, so that a client
 * resuming from its last event id gets every later event once: PostgreSQL rows gain the writing
 * transaction's id (`xid`) and an index by it and the event id; SQLite reads by rowid and needs
 * nothing (see `commit-order.ts`).
 */
import type { Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await dialectOf(db).commitOrder.prepare(db, 'outbox_events', ['id']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dialectOf(db).commitOrder.unprepare(db, 'outbox_events');
}
