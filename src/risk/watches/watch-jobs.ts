/** The watches job: running one bulk import. Its definition joins the app's job catalogue. */
import { Type } from 'typebox';
import { defineJob } from '../../platform/jobs/index.ts';

export const WATCH_JOBS = {
  'watches.import': defineJob({
    description: 'Reads a bulk watch import, watches and screens its new addresses, and reports each line.',
    payload: Type.Object({ import_id: Type.String() }),
    // 100,000 lines screened and written in batches: well under a minute on a quiet machine.
    timeoutMs: 600_000,
    retry: { delaysMs: [15_000, 60_000], jitter: 0.2 },
  }),
};
