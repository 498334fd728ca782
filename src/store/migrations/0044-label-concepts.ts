/**
 * Labels read as their publishers mean them: a TagPack tag's every concept (its `category`, its
 * `abuse`, its `concepts`) is kept (`concepts`, JSON), not only the one screening weighs it by; and a
 * workspace label is one per address, label and source, so that posting it again returns the stored
 * one instead of stacking its score. Repeats stored before are folded into the oldest.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('address_labels').addColumn('concepts', 'text').execute();
  await sql`DELETE FROM address_labels WHERE workspace_id IS NOT NULL AND EXISTS (
      SELECT 1 FROM address_labels older
      WHERE older.workspace_id = address_labels.workspace_id AND older.chain = address_labels.chain
        AND older.address = address_labels.address AND older.label = address_labels.label
        AND older.source = address_labels.source AND older.id < address_labels.id)`.execute(db);
  await db.schema
    .createIndex('address_labels_unique')
    .on('address_labels')
    .columns(['workspace_id', 'chain', 'address', 'label', 'source'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('address_labels_unique').execute();
  await db.schema.alterTable('address_labels').dropColumn('concepts').execute();
}
