/** The event the watches module publishes: a watched address's screening outcome changed. */
import { Type } from 'typebox';
import { StringEnum } from '../../lib/schemas.ts';
import { defineEvent } from '../../platform/outbox/index.ts';

const Outcome = (description: string) =>
  Type.Object(
    {
      risk_score: Type.Integer({ minimum: 0, maximum: 100 }),
      risk_category: StringEnum(['none', 'low', 'medium', 'high', 'severe'] as const),
      sanctions_hit: Type.Boolean(),
    },
    { additionalProperties: false, description },
  );

export const WATCH_EVENTS = {
  'screening.changed': defineEvent({
    when: 'A watched address was screened again, because a list import, a label, a new transfer within the screening’s hops, a reorganisation of the chain or the risk policy changed, and its outcome changed: its band, its sanctions hit, or what it matched. The new screening is recorded (`GET /v1/screenings/{screening_id}`), and the detection agents take the change as an event (the `screening_change` agent alerts on a change for the worse).',
    readScope: 'screening:read',
    data: Type.Object(
      {
        watch_id: Type.Optional(Type.String({ description: 'The watch (`wch_…`).' })),
        chain: Type.String({ description: 'The canonical chain name.' }),
        address: Type.String({ description: 'The address, normalised for its chain.' }),
        screening_id: Type.String({ description: 'The screening that found the change (`scr_…`).' }),
        reason: StringEnum(['list', 'label', 'transfer', 'policy', 'chain', 'reorg'] as const, {
          description:
            '`list`: a list import; `label`: a label added or removed; `transfer`: a transfer touching the address or its counterparties within the screening’s hops; `policy`: the risk policy; `chain`: a transfer read from a chain; `reorg`: a reorganisation of the chain removed transfers read from it (and the blocks that replaced them were read).',
        }),
        before: Outcome('The outcome last recorded.'),
        after: Outcome('The outcome now.'),
      },
      { additionalProperties: false },
    ),
    example: {
      watch_id: 'wch_01jq3vf8h9j0k1m2n3p4q5r6tv',
      chain: 'ethereum',
      address: '0x8589427373d6d84e98730d7795d8f6f8731fda16',
      screening_id: 'scr_01jq3vg2k3m4n5p6q7r8s9t0vw',
      reason: 'list',
      before: { risk_score: 0, risk_category: 'none', sanctions_hit: false },
      after: { risk_score: 100, risk_category: 'severe', sanctions_hit: true },
    },
  }),
};
