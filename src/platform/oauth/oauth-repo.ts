/** Storage of OAuth clients and their access tokens. Functions take the store or an open transaction. */
import type { OAuthClientsTable, OAuthTokensTable } from '../../store/database-oauth.ts';
import type { Executor } from '../../store/store.ts';

export type OAuthClientRow = OAuthClientsTable;
export type OAuthTokenRow = OAuthTokensTable;

export async function insertOAuthClient(db: Executor, row: OAuthClientRow): Promise<void> {
  await db.insertInto('oauth_clients').values(row).execute();
}

/** A client in a workspace; undefined if it is in another or nowhere. */
export function findOAuthClient(
  db: Executor,
  workspaceId: string,
  id: string,
): Promise<OAuthClientRow | undefined> {
  return db
    .selectFrom('oauth_clients')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** A client by its `client_id` alone, for the token endpoint, which knows no workspace. */
export function findOAuthClientById(db: Executor, id: string): Promise<OAuthClientRow | undefined> {
  return db.selectFrom('oauth_clients').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Newest first; `before` is the id of the last row of the previous page. */
export function listOAuthClients(
  db: Executor,
  workspaceId: string,
  options: { limit: number; before?: string | undefined },
): Promise<OAuthClientRow[]> {
  let query = db.selectFrom('oauth_clients').selectAll().where('workspace_id', '=', workspaceId);
  if (options.before) query = query.where('id', '<', options.before);
  return query.orderBy('id', 'desc').limit(options.limit).execute();
}

/** Deletes a client and every token issued to it; false if the workspace has no such client. */
export async function deleteOAuthClient(db: Executor, workspaceId: string, id: string): Promise<boolean> {
  await db
    .deleteFrom('oauth_tokens')
    .where('client_id', '=', id)
    .where('workspace_id', '=', workspaceId)
    .execute();
  const result = await db
    .deleteFrom('oauth_clients')
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function insertOAuthToken(db: Executor, row: OAuthTokenRow): Promise<void> {
  await db.insertInto('oauth_tokens').values(row).execute();
}

/** A token with its client's rate limit; undefined once the token or its client is gone. */
export function findOAuthToken(
  db: Executor,
  tokenHash: string,
): Promise<(OAuthTokenRow & { rate_limit: string | null }) | undefined> {
  return db
    .selectFrom('oauth_tokens')
    .innerJoin('oauth_clients', 'oauth_clients.id', 'oauth_tokens.client_id')
    .selectAll('oauth_tokens')
    .select('oauth_clients.rate_limit')
    .where('oauth_tokens.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Deletes tokens that expired before `before`; returns how many. */
export async function deleteExpiredOAuthTokens(db: Executor, before: number): Promise<number> {
  const result = await db.deleteFrom('oauth_tokens').where('expires_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
