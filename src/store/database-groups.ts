/** Asset groups: a workspace's named sets of assets (migration 0104). */

export interface AssetGroupsTable {
  id: string;
  workspace_id: string;
  name: string;
  description: string | null;
  /** When the workspace began following the group; null when it does not. */
  followed_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface AssetGroupMembersTable {
  group_id: string;
  asset_id: string;
  /** The group's workspace, so a workspace's memberships of one asset are one index seek. */
  workspace_id: string;
  added_at: number;
}
