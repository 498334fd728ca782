/** The event the holds module publishes: a hold placed, released or expired. */
import { Type } from 'typebox';
import { StringEnum } from '../../lib/schemas.ts';
import { defineEvent } from '../../platform/outbox/index.ts';

export const HOLD_EVENTS = {
  'action.executed': defineEvent({
    when: 'A transaction hold was placed, released, or expired (reached its `expires_at`).',
    readScope: 'actions:read',
    data: Type.Object(
      {
        hold_id: Type.String({ description: 'The hold (`hold_…`).' }),
        action: StringEnum(['hold', 'release', 'expire'] as const, {
          description:
            '`hold`: placed; `release`: released through the API; `expire`: reached its `expires_at`.',
        }),
        status: StringEnum(['active', 'released', 'expired'] as const, { description: 'The hold now.' }),
        reference: Type.Object(
          {
            chain: Type.String({ description: 'The canonical chain name.' }),
            tx_hash: Type.String({ description: 'The transaction held, normalised for its chain.' }),
            transfer_id: Type.Union([Type.String({ description: 'A transfer (`xfer_…`).' }), Type.Null()], {
              description: 'The transfer the hold was placed by; null when placed by hash.',
            }),
          },
          { additionalProperties: false, description: 'The transaction the hold is on.' },
        ),
        threat_id: Type.Union([Type.String({ description: 'A threat (`thr_…`).' }), Type.Null()], {
          description: 'The threat that prompted the hold; null when none was given.',
        }),
      },
      { additionalProperties: false },
    ),
    example: {
      hold_id: 'hold_01jq3vf8h9j0k1m2n3p4q5r6tv',
      action: 'hold',
      status: 'active',
      reference: {
        chain: 'ethereum',
        tx_hash: '0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060',
        transfer_id: null,
      },
      threat_id: 'thr_01jq3ve6g7h8j9k0m1n2p3q4st',
    },
  }),
};
