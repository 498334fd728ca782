/**
 * `GET /v1/screenings` lists a workspace's screenings newest first, by the time screened and then
 * the id. The index was (workspace_id, screened_at): the list ordered by id sorted every screening
 * of the workspace for each page (SQLite), or walked every workspace's newest rows to find one
 * workspace's (PostgreSQL). With the id in the index, a page reads its own rows in order, and
 * `from`/`to` bound the same range.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('screenings_list')
    .on('screenings')
    .columns(['workspace_id', 'screened_at', 'id'])
    .execute();
  await db.schema.dropIndex('screenings_workspace').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('screenings_workspace')
    .on('screenings')
    .columns(['workspace_id', 'screened_at'])
    .execute();
  await db.schema.dropIndex('screenings_list').execute();
}
