import { Type } from 'typebox';
import { principalOf } from '../../../http/principal.ts';
import { validationErrors } from '../../../http/validation.ts';
import { IdParam, ref } from '../../../lib/schemas.ts';
import { GeoJsonInput, MAX_RADIUS_M } from '../../geometry/index.ts';
import { ROAMING_MAX_RADIUS_M, ROAMING_MIN_RADIUS_M } from '../behaviours.ts';
import { AlertRuleSchema, ChannelSchema, serializeRule, WhatSchema } from './alert-schemas.ts';
import { alertsRoute } from './alerts-route.ts';

export const createAlert = alertsRoute({
  method: 'POST',
  url: '/v1/alerts',
  scope: 'alerts:write',
  operationId: 'createAlert',
  summary: 'Create an alert rule',
  description:
    'A rule says where (`site_id`, a `zone`, `coordinates` with `radius_m`, or `near_asset` with `radius_m`: a roaming zone around a moving asset), what behaviour with its parameters, the lowest confidence that counts, and the channel. Every parameter is checked now, and every problem comes back at once with a pointer.',
  tag: 'Alerts',
  attachValidation: true,
  schema: {
    body: Type.Object(
      {
        name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
        where: Type.Object(
          {
            site_id: Type.Optional(IdParam('site', 'Watch this site.')),
            zone: Type.Optional(GeoJsonInput('Watch this zone: a Polygon or MultiPolygon.')),
            coordinates: Type.Optional(GeoJsonInput('Watch a circle around this point, `[lon, lat]`.')),
            near_asset: Type.Optional(
              IdParam(
                'asset',
                'A roaming zone: watch the circle of `radius_m` around this asset as it moves (`zone_entry` / `zone_exit` rules).',
              ),
            ),
            radius_m: Type.Optional(
              Type.Number({
                exclusiveMinimum: 0,
                maximum: MAX_RADIUS_M,
                description: `The circle’s radius (default 1000); with \`near_asset\` required, from ${ROAMING_MIN_RADIUS_M} to ${ROAMING_MAX_RADIUS_M}.`,
              }),
            ),
          },
          {
            additionalProperties: false,
            description: 'Exactly one of `site_id`, `zone`, `coordinates` or `near_asset`.',
          },
        ),
        what: WhatSchema,
        min_confidence: Type.Optional(
          Type.Number({
            minimum: 0,
            maximum: 1,
            description:
              'Detection rules only: a detection less confident than this does not trigger the rule. Other behaviours carry no confidence and refuse it.',
          }),
        ),
        channel: ChannelSchema,
      },
      { additionalProperties: false },
    ),
    response: { 201: ref(AlertRuleSchema) },
  },
  handler: async (request, reply, { alerts }) => {
    const workspaceId = principalOf(request).workspaceId;
    const invalid = request.validationError;
    if (invalid) {
      // A bad header or the like is answered as ever; a bad body with the rule's own problems too.
      if (invalid.validationContext !== 'body') throw invalid;
      const schemaErrors = validationErrors(invalid.validation, invalid.validationContext);
      throw await alerts.refusal(workspaceId, request.body as unknown, schemaErrors);
    }
    const rule = await alerts.create(workspaceId, request.body);
    reply.code(201).header('location', `/v1/alerts/${rule.row.id}`);
    return serializeRule(rule);
  },
});
