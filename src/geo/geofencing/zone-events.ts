/** The events the zone watcher publishes: an asset entering or leaving a `zone_entry` / `zone_exit` rule's zone. */
import { type TSchema, Type } from 'typebox';
import { Nullable, Timestamp } from '../../lib/schemas.ts';
import { defineEvent } from '../../platform/outbox/index.ts';
import { RoamingEvidenceSchema, ZoneRefSchema } from '../alerts/index.ts';
import { PositionSchema } from '../assets/index.ts';

const zoneCrossing = <E extends TSchema>(direction: 'entered' | 'left', eventId: E) =>
  Type.Object(
    {
      rule_id: Type.String({ description: 'The alert rule whose zone was crossed.' }),
      asset_id: Type.String({ description: `The asset that ${direction} the zone.` }),
      position: PositionSchema,
      zone: ZoneRefSchema,
      crossed_at: Timestamp(
        'When the crossing happened: the time of the first position past the rule’s hysteresis band on the new side; for a crossing no position shows (a passage between two fixes), when the straight path between them reached past the band, interpolated (`interpolated: true`).',
      ),
      confirmed_at: Timestamp(
        'When the crossing was confirmed: the same as `crossed_at` without `dwell_s`; with it, the position (or the instant the dwell ran out) that confirmed the asset stayed.',
      ),
      interpolated: Type.Boolean({
        description:
          'Whether `crossed_at` was interpolated on the path between two fixes (no fix lies on the new side of the crossing); `position` is then the fix after it.',
      }),
      gap_s: Nullable(
        Type.Integer({
          minimum: 0,
          description:
            'For an interpolated crossing, the seconds between the two fixes it was interpolated between (at most the rule’s `max_gap_s`); null otherwise.',
        }),
      ),
      late: Type.Boolean({
        description:
          'Whether the crossing was found by judging positions that arrived after newer ones of the asset had been judged (satellite backfill, a feed or broker that lagged): told late, once.',
      }),
      event_id: eventId,
      roaming: Type.Optional(RoamingEvidenceSchema),
    },
    { additionalProperties: false },
  );

const EXAMPLE_POSITION = {
  at: '2026-11-23T10:00:00.000Z',
  lon: 4.4025,
  lat: 51.2194,
  speed_kn: 11.2,
  course_deg: 274.5,
  heading_deg: 273,
  altitude_ft: null,
};

export const ZONE_EVENTS = {
  'zone.entered': defineEvent({
    when: "A followed or rule-matched asset enters an alert rule's zone.",
    readScope: 'alerts:read',
    data: zoneCrossing(
      'entered',
      Type.String({
        description:
          'The zone visit this entry begins (`GET /v1/asset-events`), whose exit and dwell are recorded when the asset leaves.',
      }),
    ),
    example: {
      rule_id: 'rule_01jq3vb0d1f2g3h4j5k6m7n8pq',
      asset_id: 'ast_01jq3vc2e3f4g5h6j7k8m9n0qr',
      position: EXAMPLE_POSITION,
      zone: { kind: 'site', id: 'site_01jq3v8k2mf4r9t6y7w8x9z0ab' },
      crossed_at: '2026-11-23T10:00:00.000Z',
      confirmed_at: '2026-11-23T10:00:00.000Z',
      interpolated: false,
      gap_s: null,
      late: false,
      event_id: 'aev_01jq3vc4a5b6c7d8e9f0g1h2j3',
    },
  }),
  'zone.exited': defineEvent({
    when: "A followed or rule-matched asset leaves an alert rule's zone.",
    readScope: 'alerts:read',
    data: zoneCrossing(
      'left',
      Nullable(
        Type.String({
          description:
            'The zone visit this exit ends (`GET /v1/asset-events`); null when the asset was already inside when the zone began to be watched: no entry, so no visit, is known.',
        }),
      ),
    ),
    example: {
      rule_id: 'rule_01jq3vb0d1f2g3h4j5k6m7n8pq',
      asset_id: 'ast_01jq3vc2e3f4g5h6j7k8m9n0qr',
      position: EXAMPLE_POSITION,
      zone: { kind: 'area', id: 'rule_01jq3vb0d1f2g3h4j5k6m7n8pq' },
      crossed_at: '2026-11-23T09:41:12.000Z',
      confirmed_at: '2026-11-23T09:46:12.000Z',
      interpolated: true,
      gap_s: 1800,
      late: false,
      event_id: 'aev_01jq3vc4a5b6c7d8e9f0g1h2j3',
    },
  }),
};
