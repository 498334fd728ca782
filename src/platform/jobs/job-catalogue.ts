/**
 * Every job the service runs, by name: what it does, its payload, its time limit and its retry
 * policy. Handlers are typed from this list (`JobHandlers<typeof JOBS>`) and registered in `app.ts`.
 */
import { Type } from 'typebox';
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
};

export type Jobs = typeof JOBS;
export type JobName = keyof Jobs;
