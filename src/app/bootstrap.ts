/**
 * First start of an empty store: create workspace `default` and one admin key, so a new user has
 * something to call the API with. Runs once: a store that already holds a workspace is left alone, and when
 * several processes start together only the one that creates `default` makes the key.
 */

import type { Services } from './services.ts';

export const DEFAULT_WORKSPACE = 'default';

export async function bootstrapAdminKey(
  services: Pick<Services, 'store' | 'workspaces' | 'keys'>,
): Promise<{ workspaceId: string; keyId: string; token: string } | undefined> {
  if ((await services.workspaces.count()) > 0) return undefined;
  const { workspace, created } = await services.workspaces.ensure(DEFAULT_WORKSPACE);
  if (!created) return undefined;
  const { key, token } = await services.keys.create(workspace.id, {
    name: 'admin (first start)',
    scopes: ['*'],
  });
  return { workspaceId: workspace.id, keyId: key.id, token };
}
