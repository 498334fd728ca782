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
    kind: StringEnum(['site', 'area', 'asset'] as const, {
      description:
        '`site`: the zone is a site; `area`: the zone or circle drawn on the rule itself; `asset`: a roaming zone, the circle around an asset as it moves.',
    }),
    id: Type.String({
      description: 'The site id, for an `area` the rule id, for an `asset` the asset the zone moves with.',
    }),
  },
  { additionalProperties: false, description: 'Which zone (the rule’s `where`).' },
);

const roamingPosition = (whose: string) =>
  Type.Object(
    {
      at: Timestamp('The instant compared: the time of the fix that was judged.'),
      lon: Type.Number({ description: `Longitude of ${whose}'s position at \`at\`.` }),
      lat: Type.Number({ description: `Latitude of ${whose}'s position at \`at\`.` }),
      fix_at: Timestamp(
        `The time of ${whose}'s fix the position comes from (the later of the two when interpolated).`,
      ),
      interpolated: Type.Boolean({
        description: `Whether ${whose}'s position was interpolated between its fixes on either side of \`at\`.`,
      }),
    },
    { additionalProperties: false, description: `Where ${whose} was at the instant compared.` },
  );

/** A roaming zone's evidence: the two positions at one instant and how far apart they were. */
export const RoamingEvidenceSchema = Type.Object(
  {
    anchor_asset_id: Type.String({ description: 'The asset the zone moves with (`where.near_asset`).' }),
    radius_m: Type.Number({ description: 'The rule’s radius, metres.' }),
    distance_m: Type.Integer({ minimum: 0, description: 'Between the two positions, metres.' }),
    uncertainty_m: Type.Integer({
      minimum: 0,
      description:
        'How far the two may have strayed from the positions compared, taken from fixes at other times (speed × time apart), metres: an entry is told only when `distance_m + uncertainty_m` is within the radius, an exit only when `distance_m − uncertainty_m` is beyond the radius and the hysteresis.',
    }),
    anchor_position: roamingPosition('the anchor'),
    asset_position: roamingPosition('the asset'),
  },
  {
    additionalProperties: false,
    description:
      'Roaming zones only (`where.near_asset`): the anchor’s and the asset’s positions at the same instant, and their distance. Neither is judged from a fix more than 15 minutes from that instant: while the anchor is stale, nothing is told.',
  },
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
    Type.Object(
      {
        near_asset: Type.String({ description: 'The asset the circle moves with (`ast_…`).' }),
        radius_m: Type.Number(),
      },
      { additionalProperties: false, title: 'AlertWhereRoaming' },
    ),
  ],
  { description: 'A site, a zone (normalised), a circle, or a roaming zone around a moving asset.' },
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
