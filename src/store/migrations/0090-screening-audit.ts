/**
 * Screenings an auditor can find again, and labels that are never deleted outright.
 *
 * `screenings` gains what the audit API filters by and shows beside the stored answer: the address
 * screened (a transaction's riskiest party), the band, the time the answer was made for (`as_of`),
 * and what started a screening Vigil made itself (`trigger`, `watch_id`; null when a caller asked).
 * Rows stored before get their address and band from what they already hold: the band from the
 * score (the bands were fixed until now, docs/screening.md), the address from the answer's JSON.
 *
 * `address_labels` gains its author (`created_by`, the key id) and its removal (`removed_at`,
 * `removed_by`): a removed label stays, so a past screening's labels can be shown as they stood.
 * One label per address, text and source is now one *in force*: a label removed may be made again.
 */
import { type Kysely, sql } from 'kysely';

/** Rows read per page while filling in the address of transaction screenings stored before. */
const PAGE = 500;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('screenings').addColumn('address', 'text').execute();
  await db.schema.alterTable('screenings').addColumn('risk_category', 'text').execute();
  await db.schema.alterTable('screenings').addColumn('as_of', 'bigint').execute();
  await db.schema.alterTable('screenings').addColumn('trigger', 'text').execute();
  await db.schema.alterTable('screenings').addColumn('watch_id', 'text').execute();
  await sql`UPDATE screenings SET risk_category = CASE
      WHEN risk_score <= 0 THEN 'none' WHEN risk_score < 25 THEN 'low'
      WHEN risk_score < 50 THEN 'medium' WHEN risk_score < 75 THEN 'high' ELSE 'severe' END`.execute(db);
  await sql`UPDATE screenings SET address = subject WHERE kind = 'wallet'`.execute(db);
  let after = '';
  for (;;) {
    const { rows } = await sql<{ id: string; result: string }>`SELECT id, result FROM screenings
        WHERE kind = 'transaction' AND id > ${after} ORDER BY id LIMIT ${PAGE}`.execute(db);
    for (const row of rows) {
      const address = (JSON.parse(row.result) as { address?: unknown }).address;
      if (typeof address === 'string') {
        await sql`UPDATE screenings SET address = ${address} WHERE id = ${row.id}`.execute(db);
      }
    }
    if (rows.length < PAGE) break;
    after = rows[rows.length - 1]?.id ?? after;
  }
  await db.schema
    .createIndex('screenings_address')
    .on('screenings')
    .columns(['workspace_id', 'address', 'screened_at'])
    .execute();

  await db.schema.alterTable('address_labels').addColumn('created_by', 'text').execute();
  await db.schema.alterTable('address_labels').addColumn('removed_at', 'bigint').execute();
  await db.schema.alterTable('address_labels').addColumn('removed_by', 'text').execute();
  await db.schema.dropIndex('address_labels_unique').execute();
  await db.schema
    .createIndex('address_labels_unique')
    .on('address_labels')
    .columns(['workspace_id', 'chain', 'address', 'label', 'source'])
    .unique()
    .where(sql.ref('removed_at'), 'is', null)
    .execute();
  // The label index's refresh asks for the newest removal every 5 s: read from this index alone,
  // not from a million platform rows.
  await db.schema
    .createIndex('address_labels_removed')
    .on('address_labels')
    .columns(['workspace_id', 'removed_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('address_labels_removed').execute();
  await sql`DELETE FROM address_labels WHERE removed_at IS NOT NULL`.execute(db);
  await db.schema.dropIndex('address_labels_unique').execute();
  await db.schema
    .createIndex('address_labels_unique')
    .on('address_labels')
    .columns(['workspace_id', 'chain', 'address', 'label', 'source'])
    .unique()
    .execute();
  for (const column of ['removed_by', 'removed_at', 'created_by']) {
    await db.schema.alterTable('address_labels').dropColumn(column).execute();
  }
  await db.schema.dropIndex('screenings_address').execute();
  for (const column of ['watch_id', 'trigger', 'as_of', 'risk_category', 'address']) {
    await db.schema.alterTable('screenings').dropColumn(column).execute();
  }
}
