/** Storage of alert rules. Functions take the store or an open transaction. */
import type { AlertRulesTable } from '../../store/database.ts';
import type { Executor } from '../../store/store.ts';

export type AlertRuleRow = AlertRulesTable;

export async function insertRule(db: Executor, row: AlertRuleRow): Promise<void> {
  await db.insertInto('alert_rules').values(row).execute();
}

export function findRule(db: Executor, workspaceId: string, id: string): Promise<AlertRuleRow | undefined> {
  return db
    .selectFrom('alert_rules')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Newest first; `before` is the id of the last row of the previous page. */
export function listRules(
  db: Executor,
  workspaceId: string,
  options: { behaviour?: string | undefined; limit: number; before?: string | undefined },
): Promise<AlertRuleRow[]> {
  let query = db.selectFrom('alert_rules').selectAll().where('workspace_id', '=', workspaceId);
  if (options.behaviour !== undefined) query = query.where('behaviour', '=', options.behaviour);
  if (options.before) query = query.where('id', '<', options.before);
  return query.orderBy('id', 'desc').limit(options.limit).execute();
}

/** What a rule's owner may change after creating it. */
export type RuleEdit = Partial<Pick<AlertRuleRow, 'name' | 'min_confidence' | 'channel' | 'status'>>;

/** Applies `edit` to the rule; the rule as it now is, or undefined when there is none. */
export async function updateRule(
  db: Executor,
  workspaceId: string,
  id: string,
  edit: RuleEdit,
): Promise<AlertRuleRow | undefined> {
  if (Object.keys(edit).length > 0) {
    await db
      .updateTable('alert_rules')
      .set(edit)
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .execute();
  }
  return findRule(db, workspaceId, id);
}

/** Every active rule of one behaviour in a workspace: what a new detection is checked against. */
export function listRulesByBehaviour(
  db: Executor,
  workspaceId: string,
  behaviour: string,
): Promise<AlertRuleRow[]> {
  return db
    .selectFrom('alert_rules')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('behaviour', '=', behaviour)
    .where('status', '=', 'active')
    .execute();
}

export async function deleteRule(db: Executor, workspaceId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('alert_rules')
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Every active rule of these behaviours in every workspace: what the tracking engines watch for. */
export function listRulesOfBehaviours(db: Executor, behaviours: readonly string[]): Promise<AlertRuleRow[]> {
  return db
    .selectFrom('alert_rules')
    .selectAll()
    .where('behaviour', 'in', behaviours)
    .where('status', '=', 'active')
    .execute();
}

/**
 * The alert rules of the workspace that name the group (`what.assets: {group_id}`): the rule's
 * `what` is stored as JSON text written by `JSON.stringify`, so the pair is spelled one way.
 */
export async function rulesNamingGroup(
  db: Executor,
  workspaceId: string,
  groupId: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('alert_rules')
    .select('id')
    .where('workspace_id', '=', workspaceId)
    .where('what', 'like', `%"group_id":"${groupId}"%`)
    .execute();
  return rows.map((row) => row.id);
}
