/**
 * Asset groups: a workspace's named sets of assets, their members changed in bulk, followed as
 * one; alert rules watch a group with `assets: {group_id}`. Each method names its operationId.
 */
import type { Core, RequestOptions } from '../core.ts';
import { iterateAll } from '../pagination.ts';
import type { QueryParams, RequestBody } from '../types.ts';

const path = (id: string) => ({ params: { path: { id } } });

export function groupsResource(core: Core) {
  const { api } = core;
  const list = (query: QueryParams<'listGroups'> = {}, options?: RequestOptions) =>
    core.send('GET', (a) => api.GET('/v1/groups', { params: { query }, ...a }), options);
  const listMembers = (id: string, query: QueryParams<'listGroupMembers'> = {}, options?: RequestOptions) =>
    core.send(
      'GET',
      (a) => api.GET('/v1/groups/{id}/members', { params: { path: { id }, query }, ...a }),
      options,
    );
  return {
    /** listGroups: the newest first. */
    list,
    /** listGroups, every page. */
    listAll: iterateAll(list),
    /** createGroup */
    create: (body: RequestBody<'createGroup'>, options?: RequestOptions) =>
      core.send('POST', (a) => api.POST('/v1/groups', { body, ...a }), options),
    /** getGroup */
    get: (id: string, options?: RequestOptions) =>
      core.send('GET', (a) => api.GET('/v1/groups/{id}', { ...path(id), ...a }), options),
    /** updateGroup: `name`, `description` (null clears it). */
    update: (id: string, body: RequestBody<'updateGroup'>, options?: RequestOptions) =>
      core.send('PATCH', (a) => api.PATCH('/v1/groups/{id}', { ...path(id), body, ...a }), options),
    /** deleteGroup: 409 while an alert rule watches it. */
    delete: (id: string, options?: RequestOptions) =>
      core.send('DELETE', (a) => api.DELETE('/v1/groups/{id}', { ...path(id), ...a }), options),
    /** listGroupMembers: the latest added first. */
    listMembers,
    /** addGroupMembers: up to 10,000 asset ids; unknown ones come back in `rejected`. */
    addMembers: (id: string, body: RequestBody<'addGroupMembers'>, options?: RequestOptions) =>
      core.send('POST', (a) => api.POST('/v1/groups/{id}/members', { ...path(id), body, ...a }), options),
    /** removeGroupMembers: up to 10,000 asset ids. */
    removeMembers: (id: string, body: RequestBody<'removeGroupMembers'>, options?: RequestOptions) =>
      core.send(
        'POST',
        (a) => api.POST('/v1/groups/{id}/members/remove', { ...path(id), body, ...a }),
        options,
      ),
    /** followGroup: its members are followed while they are members. */
    follow: (id: string, body: RequestBody<'followGroup'> = {}, options?: RequestOptions) =>
      core.send('POST', (a) => api.POST('/v1/groups/{id}/follow', { ...path(id), body, ...a }), options),
    /** unfollowGroup */
    unfollow: (id: string, options?: RequestOptions) =>
      core.send('DELETE', (a) => api.DELETE('/v1/groups/{id}/follow', { ...path(id), ...a }), options),
  };
}
