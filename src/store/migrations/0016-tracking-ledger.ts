/**
 * The tracking ledger: what the tracking engines told last, per watch and subject, so that each
 * alert is told once across restarts and across processes (see geo/tracking/ledger-rules.ts). The
 * watches that had reported a silence (`asset_silences.reported_by`) move into it; a silence is now
 * one row per asset and start, which two processes cannot both insert.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tracking_ledger')
    .addColumn('watch', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('since', 'bigint', (c) => c.notNull())
    .addColumn('told_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('tracking_ledger_pk', ['watch', 'subject'])
    .execute();
  // Priming at start reads the zones' "inside" rows and the running episodes.
  await db.schema
    .createIndex('tracking_ledger_state')
    .on('tracking_ledger')
    .columns(['state', 'watch'])
    .execute();

  const { rows } = await sql<{
    asset_id: string;
    last_at: number | string;
    reported_by: string;
    detected_at: number | string;
  }>`select asset_id, last_at, reported_by, detected_at from asset_silences`.execute(db);
  const newest = new Map<string, { since: number; at: number }>();
  for (const row of rows) {
    for (const key of JSON.parse(row.reported_by) as string[]) {
      const id = `dark:${key}\u0000${row.asset_id}`;
      const since = Number(row.last_at);
      if ((newest.get(id)?.since ?? -1) < since) newest.set(id, { since, at: Number(row.detected_at) });
    }
  }
  for (const [id, { since, at }] of newest) {
    const [watch = '', subject = ''] = id.split('\u0000');
    await sql`insert into tracking_ledger (watch, subject, state, since, told_at, updated_at)
      values (${watch}, ${subject}, 'silent', ${since}, ${since}, ${at})`.execute(db);
  }

  // Two processes could each have opened a row for one silence: keep the first.
  await sql`delete from asset_silences where exists (
    select 1 from asset_silences other
    where other.asset_id = asset_silences.asset_id and other.last_at = asset_silences.last_at
      and other.id < asset_silences.id)`.execute(db);
  await db.schema.dropIndex('asset_silences_asset').execute();
  await db.schema
    .createIndex('asset_silences_asset')
    .on('asset_silences')
    .columns(['asset_id', 'last_at'])
    .unique()
    .execute();
  await db.schema.alterTable('asset_silences').dropColumn('reported_by').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('asset_silences')
    .addColumn('reported_by', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  const { rows } = await sql<{ watch: string; subject: string; since: number | string }>`
    select watch, subject, since from tracking_ledger where watch like 'dark:%'`.execute(db);
  const keys = new Map<string, string[]>();
  for (const row of rows) {
    const id = `${row.subject}\u0000${Number(row.since)}`;
    keys.set(id, [...(keys.get(id) ?? []), row.watch.slice('dark:'.length)]);
  }
  for (const [id, reportedBy] of keys) {
    const [assetId = '', since = ''] = id.split('\u0000');
    await sql`update asset_silences set reported_by = ${JSON.stringify(reportedBy)}
      where asset_id = ${assetId} and last_at = ${Number(since)}`.execute(db);
  }
  await db.schema.dropIndex('asset_silences_asset').execute();
  await db.schema
    .createIndex('asset_silences_asset')
    .on('asset_silences')
    .columns(['asset_id', 'last_at'])
    .execute();
  await db.schema.dropTable('tracking_ledger').execute();
}
