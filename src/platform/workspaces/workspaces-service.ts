/** Workspaces: the tenant boundary. Every resource belongs to exactly one. */
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import type { Executor, Store } from '../../store/store.ts';
import {
  countWorkspaces,
  findWorkspace,
  findWorkspaceByName,
  insertWorkspaceIfAbsent,
  listWorkspaceIds,
  type WorkspaceRow,
} from './workspaces-repo.ts';

export const WORKSPACE_NAME_PATTERN = '^[a-z0-9][a-z0-9_-]{0,62}$';

export interface WorkspacesService {
  /** The workspace with this name, created if it is new. */
  ensure(name: string): Promise<{ workspace: WorkspaceRow; created: boolean }>;
  /** The workspace with this name, if there is one. */
  find(name: string): Promise<WorkspaceRow | undefined>;
  /** The workspace with this id, if there is one. */
  get(id: string): Promise<WorkspaceRow | undefined>;
  /** How many workspaces the store holds (none on its first start). */
  count(): Promise<number>;
  /** Every workspace's id (in `db`'s transaction when given). */
  ids(db?: Executor): Promise<string[]>;
}

export function createWorkspacesService(deps: { store: Store; clock: Clock }): WorkspacesService {
  const { store, clock } = deps;
  return {
    async ensure(name) {
      if (!new RegExp(WORKSPACE_NAME_PATTERN).test(name)) {
        throw new Error(
          `workspace name '${name}' must be 1–63 lower-case letters, digits, '-' or '_', starting with a letter or digit`,
        );
      }
      const row: WorkspaceRow = { id: newId('workspace'), name, created_at: clock.now() };
      const created = await insertWorkspaceIfAbsent(store.db, row);
      const workspace = created ? row : await findWorkspaceByName(store.db, name);
      if (!workspace) throw new Error(`workspace '${name}' vanished while being created`);
      return { workspace, created };
    },
    find: (name) => findWorkspaceByName(store.db, name),
    get: (id) => findWorkspace(store.db, id),
    count: () => countWorkspaces(store.db),
    ids: (db) => listWorkspaceIds(db ?? store.db),
  };
}
