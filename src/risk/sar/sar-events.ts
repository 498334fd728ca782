/** The event the SAR module publishes: a draft ready to read. */
import { Type } from 'typebox';
import { defineEvent } from '../../platform/outbox/index.ts';

export const SAR_EVENTS = {
  'compliance.sar_ready': defineEvent({
    when: 'A suspicious-activity report draft is ready to read.',
    readScope: 'compliance:read',
    data: Type.Object(
      {
        sar_id: Type.String({ description: 'The draft (`sar_…`).' }),
        threat_id: Type.String({ description: 'The threat it reports.' }),
      },
      { additionalProperties: false },
    ),
    example: { sar_id: 'sar_01jq3vg0j1k2m3n4p5q6r7s8vw', threat_id: 'thr_01jq3ve6g7h8j9k0m1n2p3q4st' },
  }),
};
