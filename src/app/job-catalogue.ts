/**
 * Every job the service runs, by name: what it does, its payload, its time limit and its retry
 * policy, each defined by the module that owns the work. Handlers are typed from this list
 * (`JobHandlers<Jobs>`) and registered in `app.ts`.
 */
import { IMAGERY_JOBS } from '../geo/imagery/index.ts';
import { REPORT_JOBS } from '../geo/reports/index.ts';
import { WEBHOOK_JOBS } from '../platform/webhooks/index.ts';
import { AGENT_JOBS } from '../risk/agents/index.ts';
import { CHAIN_READER_JOBS } from '../risk/chain-reader/index.ts';
import { SAR_JOBS } from '../risk/sar/index.ts';
import { WATCH_JOBS } from '../risk/watches/index.ts';

export const JOBS = {
  ...WEBHOOK_JOBS,
  ...REPORT_JOBS,
  ...SAR_JOBS,
  ...AGENT_JOBS,
  ...IMAGERY_JOBS,
  ...CHAIN_READER_JOBS,
  ...WATCH_JOBS,
};

export type Jobs = typeof JOBS;
export type JobName = keyof Jobs;
