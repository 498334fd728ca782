/**
 * The webhook jobs: one delivery attempt of one event to one endpoint. Their definitions join the
 * app's job catalogue (src/app/job-catalogue.ts).
 */
import { Type } from 'typebox';
import { defineJob } from '../jobs/index.ts';
import { DELIVERY_TIMEOUT_MS, ENDPOINT_CONCURRENCY, WEBHOOK_RETRY_POLICY } from './delivery-rules.ts';

export const WEBHOOK_JOBS = {
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
};
