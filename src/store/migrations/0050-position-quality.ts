/**
 * Real feeds carry fixes that cannot be right (Null Island, a jump no vessel could make, a reported
 * speed beyond what its kind can do): they are stored, since every accepted report is kept, with
 * `positions.quality` saying why they are not believed, and the engines never judge them. A good
 * fix has no quality (null), so every stored position before this migration stays good.
 *
 * The tracking ledger also keeps, per watch and subject, the spans it told (a stay in a zone, an
 * episode, a silence) back to the late horizon (`spans`, JSON): a position judged late can reveal a
 * stay or an episode before the last one told, and the spans say whether it was told already.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('positions').addColumn('quality', 'text').execute();
  await db.schema.alterTable('tracking_ledger').addColumn('spans', 'text').execute();
  // A late replay of one asset reads its rows across watches.
  await db.schema
    .createIndex('tracking_ledger_subject')
    .on('tracking_ledger')
    .columns(['subject', 'watch'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('tracking_ledger_subject').execute();
  await db.schema.alterTable('tracking_ledger').dropColumn('spans').execute();
  await db.schema.alterTable('positions').dropColumn('quality').execute();
}
