/**
 * When each list entry was designated (OFAC: the SanctionsEntry's "Created" EntryEvent date), so that
 * a transfer is judged by whether it came before or after. Kept beside the entry rather than in its
 * canonical JSON: the entry's content hash tells changed entries from unchanged ones, and a date
 * Vigil starts reading is not a change OFAC made.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // YYYY-MM-DD; null until an import of a publication that dates the entry.
  await db.schema.alterTable('list_entries').addColumn('designated_on', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('list_entries').dropColumn('designated_on').execute();
}
