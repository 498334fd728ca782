/** The face of src/platform/workspaces: what other modules may use. */
export { createWorkspacesService, type WorkspacesService } from './workspaces-service.ts';
