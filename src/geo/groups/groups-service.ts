/**
 * Asset groups: a workspace's named sets of assets (a fleet, a watch list). Members are added and
 * removed in bulk with a report per id; following a group follows its members while they are
 * members (those added later too); alert rules name a group with `assets: {group_id}`. Every change
 * to members or to the follow is announced to the tracking engines in its transaction and applied
 * before the answer, so it is in force for the next position judged.
 */
import type { Clock } from '../../lib/clock.ts';
import { notFound, VigilError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { type ChangeNotice, commitChange } from '../../platform/changes/index.ts';
import type { Executor, Store } from '../../store/store.ts';
import type { AssetsService } from '../assets/index.ts';
import {
  countMembers,
  deleteGroup,
  deleteMembers,
  findGroup,
  type GroupRow,
  insertGroup,
  insertMembers,
  listGroups,
  listMembers,
  type MemberRow,
  membersAmong,
  membersOfGroups,
  updateGroup,
} from './groups-repo.ts';

/** The most asset ids one request may add or remove. */
export const MAX_BULK_MEMBERS = 10_000;

/**
 * A group's members or its follow changed (or it was deleted), as the tracking engines hear of it;
 * `follows` when the workspace's followed assets may have changed with it.
 */
export type GroupChange = { kind: 'group'; workspaceId: string; id: string; follows: boolean };

export interface Group {
  row: GroupRow;
  memberCount: number;
}

/** What became of each id of a bulk change. */
export interface MembersReport {
  /** Ids that became members (or stopped being members). */
  changed: number;
  /** Ids that were members already (adding) or were not members (removing). */
  unchanged: number;
  /** Ids refused, each with its index in the request and why. */
  rejected: { index: number; asset_id: string; detail: string }[];
}

export interface GroupsService {
  create(workspaceId: string, input: { name: string; description?: string | undefined }): Promise<Group>;
  list(workspaceId: string, options: { limit: number; before?: string | undefined }): Promise<Group[]>;
  get(workspaceId: string, id: string): Promise<Group>;
  /** The group, or undefined when the workspace has none of that id. */
  find(workspaceId: string, id: string): Promise<GroupRow | undefined>;
  update(
    workspaceId: string,
    id: string,
    edit: { name?: string | undefined; description?: string | null | undefined },
  ): Promise<Group>;
  /** Deletes the group and its memberships; refused (409) while an alert rule names it. */
  remove(workspaceId: string, id: string): Promise<void>;
  addMembers(workspaceId: string, id: string, assetIds: readonly string[]): Promise<MembersReport>;
  removeMembers(workspaceId: string, id: string, assetIds: readonly string[]): Promise<MembersReport>;
  listMembers(
    workspaceId: string,
    id: string,
    options: { limit: number; after?: { at: number; assetId: string } | undefined },
  ): Promise<MemberRow[]>;
  follow(workspaceId: string, id: string): Promise<Group>;
  unfollow(workspaceId: string, id: string): Promise<Group>;
  /** The members of these groups (any workspace's), by group: what the tracking engines hold. */
  membersOf(groupIds: readonly string[]): Promise<Map<string, Set<string>>>;
}

export function createGroupsService(deps: {
  store: Store;
  clock: Clock;
  assets: AssetsService;
  /** Told of each change to members and follows, so rules on the group watch the new members. */
  changes?: ChangeNotice<GroupChange>;
  /**
   * The ids of the workspace's alert rules that watch the group: the alerts module's answer,
   * handed in by the composition root (alert rules are built on groups, not groups on rules).
   */
  rulesNamingGroup(db: Executor, workspaceId: string, groupId: string): Promise<string[]>;
}): GroupsService {
  const { store, clock, assets, changes, rulesNamingGroup } = deps;

  async function requireGroup(workspaceId: string, id: string): Promise<GroupRow> {
    const row = await findGroup(store.db, workspaceId, id);
    if (!row) throw notFound('group', id);
    return row;
  }

  async function withCount(row: GroupRow): Promise<Group> {
    const counts = await countMembers(store.db, [row.id]);
    return { row, memberCount: counts.get(row.id) ?? 0 };
  }

  const change = (row: GroupRow, follows: boolean): GroupChange => ({
    kind: 'group',
    workspaceId: row.workspace_id,
    id: row.id,
    follows,
  });

  return {
    async create(workspaceId, input) {
      const now = clock.now();
      const row: GroupRow = {
        id: newId('assetGroup'),
        workspace_id: workspaceId,
        name: input.name,
        description: input.description ?? null,
        followed_at: null,
        created_at: now,
        updated_at: now,
      };
      await insertGroup(store.db, row);
      return { row, memberCount: 0 };
    },

    async list(workspaceId, options) {
      const rows = await listGroups(store.db, workspaceId, options);
      const counts = await countMembers(
        store.db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => ({ row, memberCount: counts.get(row.id) ?? 0 }));
    },

    async get(workspaceId, id) {
      return withCount(await requireGroup(workspaceId, id));
    },

    find: (workspaceId, id) => findGroup(store.db, workspaceId, id),

    async update(workspaceId, id, edit) {
      await requireGroup(workspaceId, id);
      await updateGroup(store.db, workspaceId, id, {
        ...(edit.name !== undefined ? { name: edit.name } : {}),
        ...(edit.description !== undefined ? { description: edit.description } : {}),
        updated_at: clock.now(),
      });
      return withCount(await requireGroup(workspaceId, id));
    },

    async remove(workspaceId, id) {
      const row = await requireGroup(workspaceId, id);
      const rules = await rulesNamingGroup(store.db, workspaceId, id);
      if (rules.length > 0) {
        throw new VigilError(
          'conflict',
          `Alert rules watch this group (${rules.join(', ')}); delete them first, or empty the group instead.`,
        );
      }
      await commitChange(store.db, changes, change(row, row.followed_at !== null), (tx) =>
        deleteGroup(tx, workspaceId, id),
      );
    },

    async addMembers(workspaceId, id, assetIds) {
      const row = await requireGroup(workspaceId, id);
      const known = new Set<string>();
      for (let i = 0; i < assetIds.length; i += 1000) {
        for (const asset of await assets.getMany(assetIds.slice(i, i + 1000))) known.add(asset.id);
      }
      const rejected: MembersReport['rejected'] = [];
      const wanted = new Set<string>();
      assetIds.forEach((assetId, index) => {
        if (!known.has(assetId)) rejected.push({ index, asset_id: assetId, detail: 'no asset has this id' });
        else wanted.add(assetId);
      });
      const now = clock.now();
      return commitChange(store.db, changes, change(row, row.followed_at !== null), async (tx) => {
        const already = await membersAmong(tx, id, [...wanted]);
        const fresh = [...wanted].filter((assetId) => !already.has(assetId));
        await insertMembers(
          tx,
          fresh.map((assetId) => ({
            group_id: id,
            asset_id: assetId,
            workspace_id: workspaceId,
            added_at: now,
          })),
        );
        if (fresh.length > 0) await updateGroup(tx, workspaceId, id, { updated_at: now });
        return {
          changed: fresh.length,
          unchanged: assetIds.length - rejected.length - fresh.length,
          rejected,
        };
      });
    },

    async removeMembers(workspaceId, id, assetIds) {
      const row = await requireGroup(workspaceId, id);
      const now = clock.now();
      return commitChange(store.db, changes, change(row, row.followed_at !== null), async (tx) => {
        const present = await membersAmong(tx, id, assetIds);
        await deleteMembers(tx, id, [...present]);
        if (present.size > 0) await updateGroup(tx, workspaceId, id, { updated_at: now });
        return { changed: present.size, unchanged: assetIds.length - present.size, rejected: [] };
      });
    },

    async listMembers(workspaceId, id, options) {
      await requireGroup(workspaceId, id);
      return listMembers(store.db, id, options);
    },

    async follow(workspaceId, id) {
      const row = await requireGroup(workspaceId, id);
      // Following twice is following once: the first follow's time stands.
      if (row.followed_at === null) {
        const now = clock.now();
        await commitChange(store.db, changes, change(row, true), (tx) =>
          updateGroup(tx, workspaceId, id, { followed_at: now }),
        );
      }
      return withCount(await requireGroup(workspaceId, id));
    },

    async unfollow(workspaceId, id) {
      const row = await requireGroup(workspaceId, id);
      if (row.followed_at !== null) {
        await commitChange(store.db, changes, change(row, true), (tx) =>
          updateGroup(tx, workspaceId, id, { followed_at: null }),
        );
      }
      return withCount(await requireGroup(workspaceId, id));
    },

    membersOf: (groupIds) => membersOfGroups(store.db, groupIds),
  };
}
