/** The group as the API shows it, and the pieces the group routes share. */
import { Type } from 'typebox';
import { toRfc3339 } from '../../../lib/clock.ts';
import { idPattern } from '../../../lib/ids.ts';
import { IdParam, Nullable, ref, Timestamp } from '../../../lib/schemas.ts';
import { type Group, MAX_BULK_MEMBERS, type MembersReport } from '../groups-service.ts';

export const GroupIdParams = Type.Object({ id: IdParam('assetGroup', 'The group id (`grp_…`).') });

export const GroupSchema = Type.Object(
  {
    id: Type.String({ description: '`grp_…`' }),
    name: Type.String(),
    description: Nullable(Type.String()),
    member_count: Type.Integer({ minimum: 0 }),
    followed: Type.Boolean({
      description:
        'Whether the workspace follows the group: its members are followed while they are members, those added later included.',
    }),
    followed_at: Nullable(Timestamp('When the workspace began following the group.')),
    created_at: Timestamp('When the group was made.'),
    updated_at: Timestamp('When its name, description or members last changed.'),
  },
  { $id: 'Group', description: 'A named set of assets of the workspace (a fleet, a watch list).' },
);

export function serializeGroup(group: Group) {
  const { row } = group;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    member_count: group.memberCount,
    followed: row.followed_at !== null,
    followed_at: row.followed_at === null ? null : toRfc3339(row.followed_at),
    created_at: toRfc3339(row.created_at),
    updated_at: toRfc3339(row.updated_at),
  };
}

export const AssetIdsBody = Type.Object(
  {
    asset_ids: Type.Array(
      Type.String({ pattern: idPattern('asset'), description: 'An asset id (`ast_…`).' }),
      {
        minItems: 1,
        maxItems: MAX_BULK_MEMBERS,
        description: `1 to ${MAX_BULK_MEMBERS} asset ids.`,
      },
    ),
  },
  { additionalProperties: false },
);

export const GroupMembersReportSchema = Type.Object(
  {
    group: ref(GroupSchema),
    changed: Type.Integer({
      minimum: 0,
      description: 'Assets that became members (adding) or stopped being members (removing).',
    }),
    unchanged: Type.Integer({
      minimum: 0,
      description: 'Ids that were members already (adding) or were not members (removing), repeats included.',
    }),
    rejected: Type.Array(
      Type.Object({
        index: Type.Integer({ minimum: 0, description: 'Its place in `asset_ids`, from 0.' }),
        asset_id: Type.String(),
        detail: Type.String({ description: 'Why it was not added.' }),
      }),
      { description: 'Ids refused, each with why: an id no asset has. The others were applied.' },
    ),
  },
  { $id: 'GroupMembersReport', description: 'What a bulk change did with each id.' },
);

export function serializeReport(group: Group, report: MembersReport) {
  return { group: serializeGroup(group), ...report };
}
