/** Storage of API keys. Functions take the store or an open transaction. */
import type { ApiKeysTable } from '../../store/database.ts';
import type { Executor } from '../../store/store.ts';

export type ApiKeyRow = ApiKeysTable;
export type KeyStatusFilter = 'active' | 'revoked' | 'expired' | 'all';

export async function insertApiKey(db: Executor, row: ApiKeyRow): Promise<void> {
  await db.insertInto('api_keys').values(row).execute();
}

export function findApiKeyByHash(db: Executor, keyHash: string): Promise<ApiKeyRow | undefined> {
  return db.selectFrom('api_keys').selectAll().where('key_hash', '=', keyHash).executeTakeFirst();
}

export function findApiKey(db: Executor, workspaceId: string, id: string): Promise<ApiKeyRow | undefined> {
  return db
    .selectFrom('api_keys')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Newest first; `before` is the id of the last row of the previous page. */
export function listApiKeys(
  db: Executor,
  workspaceId: string,
  options: { status: KeyStatusFilter; now: number; limit: number; before?: string | undefined },
): Promise<ApiKeyRow[]> {
  let query = db.selectFrom('api_keys').selectAll().where('workspace_id', '=', workspaceId);
  const { status, now } = options;
  if (status === 'active') {
    query = query
      .where('revoked_at', 'is', null)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]));
  } else if (status === 'revoked') {
    query = query.where('revoked_at', 'is not', null);
  } else if (status === 'expired') {
    query = query.where('revoked_at', 'is', null).where('expires_at', '<=', now);
  }
  if (options.before) query = query.where('id', '<', options.before);
  return query.orderBy('id', 'desc').limit(options.limit).execute();
}

export async function updateApiKey(
  db: Executor,
  workspaceId: string,
  id: string,
  changes: Partial<Pick<ApiKeyRow, 'expires_at' | 'revoked_at' | 'rotated_to'>>,
): Promise<void> {
  await db
    .updateTable('api_keys')
    .set(changes)
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .execute();
}
