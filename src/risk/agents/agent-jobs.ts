/**
 * The agents jobs: running a workspace's pending events through the detection agents. Their
 * definitions join the app's job catalogue (src/app/job-catalogue.ts).
 */
import { Type } from 'typebox';
import { defineJob } from '../../platform/jobs/index.ts';
import { JOB_RETRY, JOB_TIMEOUT_MS } from './runtime-settings.ts';

export const AGENT_JOBS = {
  'agents.run': defineJob({
    description:
      'Runs the detection agents over a workspace’s pending events, in batches, oldest first, storing their alerts and correlating them into threats.',
    payload: Type.Object({ workspace_id: Type.String() }),
    timeoutMs: JOB_TIMEOUT_MS,
    retry: JOB_RETRY,
    // The group is the workspace: one batch at a time per workspace in a process (the workspace's
    // row lock makes it one at a time across processes too).
    groupConcurrency: 1,
  }),
};
