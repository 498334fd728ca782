/**
 * The reports jobs: gathering and rendering one report. Their definitions join the app's job
 * catalogue (src/app/job-catalogue.ts).
 */
import { Type } from 'typebox';
import { defineJob } from '../../platform/jobs/index.ts';

export const REPORT_JOBS = {
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
