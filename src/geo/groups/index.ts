/**
 * Asset groups: a workspace's named sets of assets, their members changed in bulk, followed as one;
 * alert rules name a group to watch its members.
 */
export {
  createGroupsService,
  type Group,
  type GroupChange,
  type GroupsService,
  MAX_BULK_MEMBERS,
} from './groups-service.ts';
export { createGroup } from './routes/create-group.ts';
export { deleteGroup } from './routes/delete-group.ts';
export { followGroup, unfollowGroup } from './routes/follow-group.ts';
export { getGroup } from './routes/get-group.ts';
export {
  addGroupMembers,
  GroupMemberSchema,
  listGroupMembers,
  removeGroupMembers,
} from './routes/group-members.ts';
export { GroupMembersReportSchema, GroupSchema } from './routes/group-schemas.ts';
export { listGroups } from './routes/list-groups.ts';
export { updateGroup } from './routes/update-group.ts';
