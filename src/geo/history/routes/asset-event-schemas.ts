/**
 * The asset event the API shows (`GET /v1/asset-events`): a behavioural event of an asset, with its
 * start, its end once known, and what the detector that found it saw (its evidence).
 */
import { type Static, Type } from 'typebox';
import { toRfc3339 } from '../../../lib/clock.ts';
import { Nullable, StringEnum, Timestamp } from '../../../lib/schemas.ts';
import type { AssetEventsTable } from '../../../store/database.ts';
import { RoamingEvidenceSchema, ZoneRefSchema } from '../../alerts/index.ts';
import { PositionSchema } from '../../assets/index.ts';

export const ASSET_EVENT_KINDS = [
  'zone_visit',
  'encounter',
  'loitering',
  'dark_gap',
  'port_visit',
  'speed',
] as const;
export type AssetEventKind = (typeof ASSET_EVENT_KINDS)[number];

const Crossing = Type.Object(
  {
    crossed_at: Timestamp(
      'When the asset crossed the zone’s edge (interpolated between fixes where needed).',
    ),
    interpolated: Type.Boolean({
      description: 'Whether no fix showed the crossing: it lies on the path between two.',
    }),
    gap_s: Nullable(
      Type.Integer({ description: 'For an interpolated crossing, the seconds between the two fixes.' }),
    ),
    position: PositionSchema,
    roaming: Type.Optional(RoamingEvidenceSchema),
  },
  { additionalProperties: false, description: 'A crossing of a zone’s edge.' },
);

/** What each kind says of itself; a field a kind does not use is absent. */
export const AssetEventEvidenceSchema = Type.Object(
  {
    entry: Type.Optional(Crossing),
    exit: Type.Optional(
      Nullable(
        Type.Object(Crossing.properties, {
          additionalProperties: false,
          description: 'The exit; null while inside.',
        }),
      ),
    ),
    confirmed_at: Type.Optional(
      Timestamp('Episodes: when it had lasted the rule’s `min_duration_s` and was told.'),
    ),
    center: Type.Optional(
      Type.Tuple([Type.Number(), Type.Number()], {
        description:
          'Episodes: `[lon, lat]`, the mean position of the fixes until it was told (speed: the confirming fix).',
      }),
    ),
    mean_speed_kn: Type.Optional(
      Type.Number({ description: 'Loitering: the mean speed until it was told.' }),
    ),
    min_distance_m: Type.Optional(
      Type.Number({ description: 'Encounter: the closest the two came until it was told.' }),
    ),
    max_speed_kn: Type.Optional(Type.Number({ description: 'Speed: the highest speed until it was told.' })),
    last_fix: Type.Optional(PositionSchema),
    first_fix: Type.Optional(
      Nullable(
        Type.Object(PositionSchema.properties, {
          additionalProperties: false,
          description: 'Dark gap: the first position after it; null while it goes on.',
        }),
      ),
    ),
    threshold_s: Type.Optional(
      Type.Integer({ description: 'Dark gap: the silence, in seconds, that counted as dark.' }),
    ),
    port_name: Type.Optional(Type.String({ description: 'Port visit: the port’s name.' })),
    confirmed_by: Type.Optional(
      StringEnum(['stop', 'gap'] as const, {
        description:
          'Port visit: what made the stay a visit, a stop (0.2 kn or less) or a silence of 4 hours or more inside the port.',
      }),
    ),
    stop: Type.Optional(
      Type.Object(PositionSchema.properties, {
        additionalProperties: false,
        description:
          'Port visit: the first fix that showed the vessel stopped (or, after a gap, the first fix after it); `speed_kn` as reported, or derived from the fix before.',
      }),
    ),
    nav_status: Type.Optional(
      Nullable(
        Type.Integer({
          description:
            'Port visit: the AIS navigational status of that fix (ITU-R M.1371 Table 45; 1 at anchor, 5 moored), when it carried one.',
        }),
      ),
    ),
    gap_s: Type.Optional(
      Nullable(
        Type.Integer({ description: 'Port visit confirmed by a gap: the seconds between the two fixes.' }),
      ),
    ),
    mooring: Type.Optional(
      Nullable(
        StringEnum(['anchorage', 'berth'] as const, {
          description:
            'Port visit: at anchor or alongside, where the data says so (`mooring_from`); null when it does not.',
        }),
      ),
    ),
    mooring_from: Type.Optional(
      Nullable(
        StringEnum(['port_kind', 'nav_status'] as const, {
          description:
            'What `mooring` was read from: the drawn port’s kind (an anchorage), or the stop’s AIS navigational status.',
        }),
      ),
    ),
  },
  {
    additionalProperties: false,
    description:
      'What was seen: a zone visit’s `entry` and `exit`; an episode’s `confirmed_at`, `center` and its measure (`mean_speed_kn`, `min_distance_m`, `max_speed_kn`); a dark gap’s `last_fix` before it, `first_fix` after it and `threshold_s`; a port visit’s `port_name`, `confirmed_by`, `stop`, `nav_status`, `gap_s`, `mooring` and `mooring_from`.',
  },
);
export type AssetEventEvidence = Static<typeof AssetEventEvidenceSchema>;

export const AssetEventSchema = Type.Object(
  {
    id: Type.String({ description: 'The event’s id (`aev_…`); live alerts of it carry it as `event_id`.' }),
    kind: StringEnum(ASSET_EVENT_KINDS),
    asset_id: Type.String({ description: 'The asset.' }),
    other_asset_id: Nullable(Type.String({ description: 'An encounter’s other vessel.' })),
    zone: Nullable(ZoneRefSchema),
    zone_id: Nullable(
      Type.String({
        description: 'The zone’s id (`zone.id`): a site id, or for a rule’s own area the rule id.',
      }),
    ),
    rule_id: Nullable(
      Type.String({ description: 'The alert rule that found it; null for a site’s or a followed vessel’s.' }),
    ),
    site_id: Nullable(Type.String({ description: 'The site that found it (its detections).' })),
    port_id: Nullable(Type.String({ description: 'A port visit’s port.' })),
    start: Timestamp('When it began: the entry, the first fix of the episode, the last fix before the gap.'),
    end: Nullable(Timestamp('When it ended; null while it goes on.')),
    duration_s: Nullable(
      Type.Integer({ minimum: 0, description: 'Seconds from start to end; null while it goes on.' }),
    ),
    ongoing: Type.Boolean({ description: 'True while no end is known.' }),
    geometry: Type.Object(
      {
        type: Type.Literal('Point'),
        coordinates: Type.Tuple([Type.Number(), Type.Number()]),
      },
      {
        additionalProperties: false,
        description: 'Where: the entry, the episode’s mean position, the gap’s last fix.',
      },
    ),
    late: Type.Boolean({ description: 'Found by judging positions that arrived after newer ones.' }),
    evidence: AssetEventEvidenceSchema,
  },
  { $id: 'AssetEvent', additionalProperties: false, description: 'A behavioural event of an asset.' },
);
export type AssetEvent = Static<typeof AssetEventSchema>;

export function serializeAssetEvent(row: AssetEventsTable): AssetEvent {
  const zone =
    row.zone_kind === null || row.zone_id === null
      ? null
      : { kind: row.zone_kind as 'site' | 'area' | 'asset', id: row.zone_id };
  return {
    id: row.id,
    kind: row.kind as AssetEventKind,
    asset_id: row.asset_id,
    other_asset_id: row.other_asset_id,
    zone,
    zone_id: row.zone_id,
    rule_id: row.rule_id,
    site_id: row.site_id,
    port_id: row.port_id,
    start: toRfc3339(Number(row.started_at)),
    end: row.ended_at === null ? null : toRfc3339(Number(row.ended_at)),
    duration_s: row.duration_s,
    ongoing: row.ended_at === null,
    geometry: { type: 'Point', coordinates: [row.lon, row.lat] },
    late: row.late === 1,
    evidence: JSON.parse(row.evidence) as AssetEventEvidence,
  };
}
