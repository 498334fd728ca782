/**
 * Workspaces: the tenant boundary; every resource belongs to exactly one.
 */
export { createWorkspacesService, type WorkspacesService } from './workspaces-service.ts';
