/** The event the reports module publishes: a report finished, or failed. */
import { Type } from 'typebox';
import { Nullable, StringEnum } from '../../lib/schemas.ts';
import { defineEvent } from '../../platform/outbox/index.ts';

export const REPORT_EVENTS = {
  'report.completed': defineEvent({
    when: 'A report has finished, or has failed (`status`).',
    readScope: 'reports:read',
    data: Type.Object(
      {
        report_id: Type.String({ description: 'The report (`rpt_…`).' }),
        status: StringEnum(['completed', 'failed'] as const),
        error: Nullable(Type.String({ description: 'Why it failed; null when it completed.' })),
      },
      { additionalProperties: false },
    ),
    example: { report_id: 'rpt_01jq3vd4f5g6h7j8k9m0n1p2rs', status: 'completed', error: null },
  }),
};
