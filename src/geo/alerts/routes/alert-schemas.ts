/** The alert rule as the API shows it, and the pieces the alert routes share. */
import { Type } from 'typebox';
import { toRfc3339 } from '../../../lib/clock.ts';
import { IdParam, Nullable, ref, StringEnum, Timestamp } from '../../../lib/schemas.ts';
import { AreaSchema, LonLat } from '../../geometry/index.ts';
import type { AlertRule } from '../alerts-service.ts';
import { BEHAVIOUR_PARAMETERS, BEHAVIOURS } from '../behaviours.ts';

export const AlertIdParams = Type.Object({ id: IdParam('alertRule', 'The alert rule id (`rule_…`).') });

/** The zone a rule watches (its `where`), as the events of zone and track rules name it. */
export const ZoneRefSchema = Type.Object(
  {
    kind: StringEnum(['site', 'area'] as const, {
      description: '`site`: the zone is a site; `area`: the zone or circle drawn on the rule itself.',
    }),
    id: Type.String({ description: 'The site id, or for an `area` the rule id.' }),
  },
  { additionalProperties: false, description: 'Which zone (the rule’s `where`).' },
);

const parameterList = Object.entries(BEHAVIOUR_PARAMETERS)
  .map(([behaviour, parameters]) => {
    const names = Object.keys(parameters);
    return `\`${behaviour}\`: ${names.length > 0 ? names.map((n) => `\`${n}\``).join(', ') : 'none'}`;
  })
  .join('; ');

export const WhatSchema = Type.Object(
  { behaviour: StringEnum(BEHAVIOURS, { description: 'What the rule watches for.' }) },
  {
    additionalProperties: true,
    description: `The behaviour and its parameters (defaults filled in when returned). Parameters by behaviour: ${parameterList}. See docs/monitoring.md for ranges and defaults.`,
  },
);

export const ChannelSchema = Type.Object(
  {
    type: StringEnum(['webhook'] as const),
    webhook_id: Type.Optional(
      IdParam(
        'webhookEndpoint',
        'The endpoint to deliver to; omitted: every endpoint subscribed to the event.',
      ),
    ),
  },
  { additionalProperties: false, description: 'Where a triggered rule is delivered.' },
);

export const WhereSchema = Type.Union(
  [
    // Titles name the branches in the OpenAPI document (see http/openapi-names.ts).
    Type.Object({ site_id: Type.String() }, { additionalProperties: false, title: 'AlertWhereSite' }),
    Type.Object({ zone: ref(AreaSchema) }, { additionalProperties: false, title: 'AlertWhereZone' }),
    Type.Object(
      { coordinates: LonLat('The centre of a circle:'), radius_m: Type.Number() },
      { additionalProperties: false, title: 'AlertWhereCircle' },
    ),
  ],
  { description: 'A site, a zone (normalised), or a circle.' },
);

export const AlertRuleSchema = Type.Object(
  {
    id: Type.String({ description: 'The alert rule id (`rule_…`).' }),
    name: Nullable(Type.String()),
    where: WhereSchema,
    what: WhatSchema,
    min_confidence: Nullable(Type.Number({ minimum: 0, maximum: 1 })),
    channel: ChannelSchema,
    status: StringEnum(['active', 'paused'] as const, {
      description: '`paused`: kept, but evaluated by no engine until it is `active` again.',
    }),
    created_at: Timestamp('When the rule was created.'),
  },
  { $id: 'AlertRule', description: 'Where, what behaviour, how confident, and which channel hears of it.' },
);

export function serializeRule(rule: AlertRule) {
  return {
    id: rule.row.id,
    name: rule.row.name,
    where: rule.where,
    what: rule.what,
    min_confidence: rule.row.min_confidence,
    channel: rule.channel,
    status: rule.row.status,
    created_at: toRfc3339(rule.row.created_at),
  };
}
