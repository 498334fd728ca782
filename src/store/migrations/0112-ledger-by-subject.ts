/**
 * The tracking ledger in one B-tree a row where it was four (docs/scaling.md, "The ledger in one
 * B-tree"). Each judged zone visit of the geofence bench is a ledger row of a (zone, asset) pair
 * not seen before, and each such row went into the table and three indexes, each at a random
 * place: the primary key (watch, subject), the priming index (state, watch) and the late replays'
 * (subject, watch). Once an index outgrows the batches, every row dirties a page of each, and a
 * commit writes every dirty page to the log: about a page (4 KB) per index per row.
 *
 * Now the key is (subject, watch): the late replays' reads of one subject's rows (`listLedgerOf`)
 * are a range of it, and lookups of a watch and a subject are one probe as before. On SQLite the
 * table is `WITHOUT ROWID`, the row kept in the key's B-tree (rows are small: two ids, a state and
 * a few spans). Priming reads only the rows still inside a zone or in a running episode: each of
 * those states has a partial index of its rows alone, a few per asset at most, where every row was
 * indexed by its state (and moved at each crossing).
 */
import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect.ts';

const COLUMNS = 'watch, subject, state, since, told_at, updated_at, spans';

/** The states priming reads (`listLedger`): each one's rows have an index of their own. */
const PRIMED_STATES = ['inside', 'running'] as const;

/** SQLite cannot change a primary key in place: the table is built again beside the old one. */
async function rebuildSqlite(db: Kysely<unknown>, bySubject: boolean): Promise<void> {
  const key = bySubject ? 'subject, watch' : 'watch, subject';
  await sql`create table tracking_ledger_next (
    watch text not null,
    subject text not null,
    state text not null,
    since bigint not null,
    told_at bigint,
    updated_at bigint not null,
    spans text,
    constraint tracking_ledger_pk primary key (${sql.raw(key)})
  )${sql.raw(bySubject ? ' without rowid' : '')}`.execute(db);
  await sql`insert into tracking_ledger_next (${sql.raw(COLUMNS)})
    select ${sql.raw(COLUMNS)} from tracking_ledger`.execute(db);
  await db.schema.dropTable('tracking_ledger').execute();
  await db.schema.alterTable('tracking_ledger_next').renameTo('tracking_ledger').execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db).name === 'sqlite') await rebuildSqlite(db, true);
  else {
    await db.schema.dropIndex('tracking_ledger_subject').execute();
    await db.schema.dropIndex('tracking_ledger_state').execute();
    await db.schema.alterTable('tracking_ledger').dropConstraint('tracking_ledger_pk').execute();
    await db.schema
      .alterTable('tracking_ledger')
      .addPrimaryKeyConstraint('tracking_ledger_pk', ['subject', 'watch'])
      .execute();
  }
  for (const state of PRIMED_STATES)
    await db.schema
      .createIndex(`tracking_ledger_${state}`)
      .on('tracking_ledger')
      .column('watch')
      .where(sql.ref('state'), '=', sql.lit(state))
      .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db).name === 'sqlite') await rebuildSqlite(db, false);
  else {
    for (const state of PRIMED_STATES) await db.schema.dropIndex(`tracking_ledger_${state}`).execute();
    await db.schema.alterTable('tracking_ledger').dropConstraint('tracking_ledger_pk').execute();
    await db.schema
      .alterTable('tracking_ledger')
      .addPrimaryKeyConstraint('tracking_ledger_pk', ['watch', 'subject'])
      .execute();
  }
  await db.schema
    .createIndex('tracking_ledger_state')
    .on('tracking_ledger')
    .columns(['state', 'watch'])
    .execute();
  await db.schema
    .createIndex('tracking_ledger_subject')
    .on('tracking_ledger')
    .columns(['subject', 'watch'])
    .execute();
}
