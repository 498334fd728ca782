/**
 * The events the tracking watcher publishes: a followed vessel gone dark, and the episodes of
 * `loitering`, `encounter` and `speed_above` rules, and an AIS distress device gone active.
 */
import { Type } from 'typebox';
import { Nullable, StringEnum, Timestamp } from '../../lib/schemas.ts';
import { defineEvent } from '../../platform/outbox/index.ts';
import { ZoneRefSchema } from '../alerts/index.ts';
import { PositionSchema } from '../assets/index.ts';

const Late = Type.Boolean({
  description:
    'Whether it was found by judging positions that arrived after newer ones of the asset had been judged (satellite backfill, a feed or broker that lagged): told late, once.',
});

const EventId = Type.String({
  description:
    'The asset event this alert tells (`GET /v1/asset-events`), where its end is recorded once known.',
});

/** What every episode event says besides its asset(s) and its measure. */
const Episode = {
  event_id: EventId,
  rule_id: Type.String({ description: 'The alert rule that asked for it.' }),
  zone: ZoneRefSchema,
  started_at: Timestamp('When the behaviour began (its first fix).'),
  confirmed_at: Timestamp('The fix at which it had lasted the rule’s `min_duration_s`.'),
  late: Late,
  center: Type.Tuple([Type.Number(), Type.Number()], {
    description:
      'Where, `[lon, lat]`: the mean position of the fixes so far (loitering, encounter) or the confirming fix (speed).',
  }),
};

export const TRACKING_EVENTS = {
  'asset.dark': defineEvent({
    when: 'A followed vessel has stopped reporting for longer than its expected interval allows.',
    readScope: 'alerts:read',
    data: Type.Object(
      {
        asset_id: Type.String({ description: 'The silent asset.' }),
        rule_id: Nullable(
          Type.String({
            description:
              'The `dark` alert rule whose `quiet_s` was passed; null for a followed vessel’s own threshold.',
          }),
        ),
        last_position: Type.Object(PositionSchema.properties, {
          additionalProperties: false,
          description:
            'The last position heard. The dark watch keeps speed and course of it, not heading and altitude: those two are null here.',
        }),
        silent_for_s: Type.Integer({
          minimum: 0,
          description:
            'Seconds since the last position; for a silence found late between two positions (`late: true`), the seconds between them.',
        }),
        threshold_s: Type.Integer({
          minimum: 0,
          description: 'The silence, in seconds, that counts as dark.',
        }),
        late: Late,
        event_id: Type.String({
          description:
            'The dark gap this silence is (`GET /v1/asset-events`), ended by the vessel’s next position.',
        }),
      },
      { additionalProperties: false },
    ),
    example: {
      asset_id: 'ast_01jq3vc2e3f4g5h6j7k8m9n0qr',
      rule_id: null,
      last_position: {
        at: '2026-11-23T10:00:00.000Z',
        lon: 4.4025,
        lat: 51.2194,
        speed_kn: 11.2,
        course_deg: 274.5,
        heading_deg: null,
        altitude_ft: null,
      },
      silent_for_s: 960,
      threshold_s: 900,
      late: false,
      event_id: 'aev_01jq3vc4a5b6c7d8e9f0g1h2j3',
    },
  }),
  'asset.loitering': defineEvent({
    when: 'A vessel a `loitering` alert rule watches has stayed slow inside its zone for `min_duration_s`.',
    readScope: 'alerts:read',
    data: Type.Object(
      {
        asset_id: Type.String({ description: 'The vessel.' }),
        ...Episode,
        mean_speed_kn: Type.Number({ description: 'Mean speed over the episode so far, knots.' }),
      },
      { additionalProperties: false },
    ),
    example: {
      asset_id: 'ast_01jq3vc2e3f4g5h6j7k8m9n0qr',
      rule_id: 'rule_01jq3vb0d1f2g3h4j5k6m7n8pq',
      zone: { kind: 'area', id: 'rule_01jq3vb0d1f2g3h4j5k6m7n8pq' },
      started_at: '2026-11-23T08:58:00.000Z',
      confirmed_at: '2026-11-23T09:58:10.000Z',
      center: [56.4102, 25.1217],
      mean_speed_kn: 0.6,
      late: false,
      event_id: 'aev_01jq3vc4a5b6c7d8e9f0g1h2j3',
    },
  }),
  'asset.encounter': defineEvent({
    when: 'Two vessels, one of them watched by an `encounter` alert rule, have stayed close and slow inside its zone for `min_duration_s`.',
    readScope: 'alerts:read',
    data: Type.Object(
      {
        asset_ids: Type.Tuple(
          [Type.String({ description: 'One vessel.' }), Type.String({ description: 'The other.' })],
          { description: 'The two vessels, in a stable order.' },
        ),
        ...Episode,
        min_distance_m: Type.Number({ description: 'The closest they came, metres.' }),
      },
      { additionalProperties: false },
    ),
    example: {
      asset_ids: ['ast_01jq3vc2e3f4g5h6j7k8m9n0qr', 'ast_01jq3vc9z8y7x6w5v4t3s2r1qp'],
      rule_id: 'rule_01jq3vb0d1f2g3h4j5k6m7n8pq',
      zone: { kind: 'site', id: 'site_01jq3v8k2mf4r9t6y7w8x9z0ab' },
      started_at: '2026-11-23T07:40:00.000Z',
      confirmed_at: '2026-11-23T09:40:00.000Z',
      center: [56.4102, 25.1217],
      min_distance_m: 38,
      late: false,
      event_id: 'aev_01jq3vc4a5b6c7d8e9f0g1h2j3',
    },
  }),
  'asset.speed_above': defineEvent({
    when: 'An asset a `speed_above` alert rule watches has gone faster than `speed_kn` inside its zone for `min_duration_s`.',
    readScope: 'alerts:read',
    data: Type.Object(
      {
        asset_id: Type.String({ description: 'The asset.' }),
        ...Episode,
        max_speed_kn: Type.Number({ description: 'The highest speed seen so far, knots.' }),
      },
      { additionalProperties: false },
    ),
    example: {
      asset_id: 'ast_01jq3vc2e3f4g5h6j7k8m9n0qr',
      rule_id: 'rule_01jq3vb0d1f2g3h4j5k6m7n8pq',
      zone: { kind: 'area', id: 'rule_01jq3vb0d1f2g3h4j5k6m7n8pq' },
      started_at: '2026-11-23T09:50:00.000Z',
      confirmed_at: '2026-11-23T09:50:00.000Z',
      center: [4.4025, 51.2194],
      max_speed_kn: 31.5,
      late: false,
      event_id: 'aev_01jq3vc4a5b6c7d8e9f0g1h2j3',
    },
  }),
  'asset.distress': defineEvent({
    when: 'An AIS distress device (AIS-SART, man overboard, EPIRB-AIS) says it is active: navigational status 14, or its safety message "SART ACTIVE" (or MOB, EPIRB). Told once per activation to every workspace; a device in test mode ("SART TEST", status 15) is never told. An activation ends when the device reports test mode or goes unheard for an hour.',
    readScope: 'alerts:read',
    data: Type.Object(
      {
        asset_id: Type.String({ description: 'The device, an asset of its own kind.' }),
        kind: StringEnum(['sart', 'mob', 'epirb'] as const, {
          description: 'Which device: `sart` (MMSI 970…), `mob` (972…), `epirb` (974…).',
        }),
        mmsi: Type.String({ description: 'The device’s MMSI (nine digits).' }),
        position: Type.Object(PositionSchema.properties, {
          additionalProperties: false,
          description: 'The position of the report that began the activation.',
        }),
        started_at: Timestamp('The first active report of this activation.'),
      },
      { additionalProperties: false },
    ),
    example: {
      asset_id: 'ast_01jq3vc2e3f4g5h6j7k8m9n0qr',
      kind: 'sart',
      mmsi: '970012345',
      position: {
        at: '2026-11-23T09:50:00.000Z',
        lon: 4.4025,
        lat: 51.9194,
        speed_kn: 0.4,
        course_deg: 212.5,
        heading_deg: null,
        altitude_ft: null,
      },
      started_at: '2026-11-23T09:50:00.000Z',
    },
  }),
};
