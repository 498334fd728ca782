/**
 * How events reach the agents without a job per event: ingest stores the event as pending and, in
 * the same transaction, queues one `agents.run` job for its workspace unless one is already waiting
 * in the queue. A job that is running does not count: it may have read its last batch already, so
 * a new one is queued behind it (the group runs one at a time).
 *
 * On PostgreSQL an event can still commit just after the job it counted on read its last batch; and
 * a process can die between the two. The recovery sweep (`recover`) queues a job for any workspace
 * whose events have waited longer than `RECOVERY_AGE_MS` with none waiting.
 */
import type { JobQueue } from '../../platform/jobs/index.ts';
import type { Executor } from '../../store/store.ts';
import type { AGENT_JOBS } from './agent-jobs.ts';
import { workspacesPendingSince } from './agents-repo.ts';

export const AGENTS_JOB = 'agents.run';

export interface AgentScheduler {
  /** Queues the workspace's `agents.run` job in `db`'s transaction unless one is waiting. */
  schedule(db: Executor, workspaceId: string): Promise<void>;
  /** Queues jobs for workspaces whose events have waited since before `before`; returns how many. */
  recover(db: Executor, before: number): Promise<number>;
}

export function createAgentScheduler(deps: { jobs: JobQueue<typeof AGENT_JOBS> }): AgentScheduler {
  const { jobs } = deps;
  /**
   * The job this process last saw waiting for each workspace: while it is still queued, one look at
   * its row by id answers, rather than a search of the queue.
   */
  const waiting = new Map<string, string>();

  async function schedule(db: Executor, workspaceId: string): Promise<void> {
    const known = waiting.get(workspaceId);
    if (known !== undefined) {
      if (await jobs.isQueued(db, known)) return;
      waiting.delete(workspaceId);
    }
    const queued = await jobs.queuedIn(db, AGENTS_JOB, workspaceId);
    const id =
      queued ??
      (await jobs.enqueue(
        db,
        AGENTS_JOB,
        { workspace_id: workspaceId },
        { group: workspaceId, tenant: workspaceId },
      ));
    waiting.set(workspaceId, id);
  }

  return {
    schedule,
    async recover(db, before) {
      const workspaces = await workspacesPendingSince(db, before);
      for (const workspaceId of workspaces) await schedule(db, workspaceId);
      return workspaces.length;
    },
  };
}
