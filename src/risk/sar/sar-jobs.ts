/**
 * The SAR jobs: building and rendering one draft. Their definitions join the app's job catalogue
 * (src/app/job-catalogue.ts).
 */
import { Type } from 'typebox';
import { defineJob } from '../../platform/jobs/index.ts';

export const SAR_JOBS = {
  'sar.draft': defineJob({
    description: 'Builds a SAR draft from its threat’s facts, renders its PDF, and announces it.',
    payload: Type.Object({ sar_id: Type.String() }),
    // Reading a threat's thousand alerts and writing a few pages take well under a second.
    timeoutMs: 60_000,
    // Three attempts over about a minute and a half, as reports: a store that restarts is ridden
    // out, and a compliance officer waiting on the draft soon hears that it failed.
    retry: { delaysMs: [15_000, 60_000], jitter: 0.2 },
  }),
};
