/**
 * Sanctions lists: each import of a publication (list_versions), the current state of every entry
 * ever listed (list_entries), every change to an entry by import (list_entry_history), and the
 * identifiers that screening and the asset registry look entries up by (list_identifiers).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per import. `seq` orders imports; the version (a publication date) cannot, since an
  // older publication may be imported again on purpose to roll a bad one back.
  await db.schema
    .createTable('list_versions')
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('previous_version', 'text')
    .addColumn('imported_at', 'bigint', (c) => c.notNull())
    .addColumn('file_name', 'text')
    .addColumn('entries', 'integer', (c) => c.notNull())
    .addColumn('vessels', 'integer', (c) => c.notNull())
    .addColumn('aircraft', 'integer', (c) => c.notNull())
    .addColumn('addresses', 'integer', (c) => c.notNull())
    .addColumn('added', 'integer', (c) => c.notNull())
    .addColumn('updated', 'integer', (c) => c.notNull())
    .addColumn('removed', 'integer', (c) => c.notNull())
    .addColumn('unchanged', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('list_versions_pk', ['source', 'seq'])
    .execute();

  // Delisted entries stay (delisted_version set) so that a relisting keeps its first version.
  await db.schema
    .createTable('list_entries')
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('entry_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('programs', 'text', (c) => c.notNull())
    .addColumn('lists', 'text', (c) => c.notNull())
    .addColumn('entry', 'text', (c) => c.notNull())
    .addColumn('content_hash', 'text', (c) => c.notNull())
    .addColumn('first_version', 'text', (c) => c.notNull())
    .addColumn('changed_version', 'text', (c) => c.notNull())
    .addColumn('delisted_version', 'text')
    .addPrimaryKeyConstraint('list_entries_pk', ['source', 'entry_id'])
    .execute();

  await db.schema
    .createTable('list_entry_history')
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('entry_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('change', 'text', (c) => c.notNull())
    .addColumn('entry', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('list_entry_history_pk', ['source', 'entry_id', 'seq'])
    .addForeignKeyConstraint('list_entry_history_entry_fk', ['source', 'entry_id'], 'list_entries', [
      'source',
      'entry_id',
    ])
    .execute();

  // No primary key: OFAC gives one address under two tickers, and one IMO or call sign to two
  // entries, so the importer de-duplicates per entry and the table only needs its two access paths.
  await db.schema
    .createTable('list_identifiers')
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('entry_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('currency', 'text')
    .addForeignKeyConstraint('list_identifiers_entry_fk', ['source', 'entry_id'], 'list_entries', [
      'source',
      'entry_id',
    ])
    .execute();
  await db.schema
    .createIndex('list_identifiers_lookup')
    .on('list_identifiers')
    .columns(['kind', 'value'])
    .execute();
  // Replacing or removing an entry's identifiers, and the call sign rule's "has it an IMO?".
  await db.schema
    .createIndex('list_identifiers_entry')
    .on('list_identifiers')
    .columns(['source', 'entry_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('list_identifiers').execute();
  await db.schema.dropTable('list_entry_history').execute();
  await db.schema.dropTable('list_entries').execute();
  await db.schema.dropTable('list_versions').execute();
}
