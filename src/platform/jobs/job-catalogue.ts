/**
 * Every job the service runs, by name: what it does, its payload, its time limit and its retry
 * policy. Handlers are typed from this list (`JobHandlers<typeof JOBS>`) and registered in `app.ts`.
 */
import { Type } from 'typebox';
import { JOB_RETRY, JOB_TIMEOUT_MS } from '../../risk/agents/runtime-settings.ts';
import {
  DELIVERY_TIMEOUT_MS,
  ENDPOINT_CONCURRENCY,
  WEBHOOK_RETRY_POLICY,
} from '../webhooks/delivery-rules.ts';
import { defineJob } from './job-definition.ts';

export const JOBS = {
  'webhook.deliver': defineJob({
    description: 'Sends one event to one webhook endpoint and records the attempt.',
    payload: Type.Object({
      delivery_id: Type.String(),
      /** `manual`: one attempt asked for through the API, outside the schedule. */
      trigger: Type.Union([Type.Literal('scheduled'), Type.Literal('manual')]),
    }),
    // The receiver's 15 s, plus the store writes before and after.
    timeoutMs: DELIVERY_TIMEOUT_MS + 5_000,
    retry: WEBHOOK_RETRY_POLICY,
    groupConcurrency: ENDPOINT_CONCURRENCY,
  }),
  'report.generate': defineJob({
    description: 'Gathers a report’s content, renders its PDF with a map, and announces the result.',
    payload: Type.Object({ report_id: Type.String() }),
    // Gathering a year of a busy site and drawing its map takes seconds, not minutes.
    timeoutMs: 120_000,
    // Three attempts over about a minute and a half: enough to ride out a store that restarts, short
    // enough that a customer waiting on the report hears of a failure soon.
    retry: { delaysMs: [15_000, 60_000], jitter: 0.2 },
  }),
  'sar.draft': defineJob({
    description: 'Builds a SAR draft from its threat’s facts, renders its PDF, and announces it.',
    payload: Type.Object({ sar_id: Type.String() }),
    // Reading a threat's thousand alerts and writing a few pages take well under a second.
    timeoutMs: 60_000,
    // Three attempts over about a minute and a half, as reports: a store that restarts is ridden
    // out, and a compliance officer waiting on the draft soon hears that it failed.
    retry: { delaysMs: [15_000, 60_000], jitter: 0.2 },
  }),
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

export type Jobs = typeof JOBS;
export type JobName = keyof Jobs;
