/** The asset as the API shows it, and the pieces the asset routes share. */
import { Type } from 'typebox';
import { toRfc3339 } from '../../../lib/clock.ts';
import { SanctionsMatchSchema } from '../../../lib/sanctions-match.ts';
import { IdParam, Nullable, StringEnum, Timestamp } from '../../../lib/schemas.ts';
import { ASSET_KINDS } from '../../ingest/index.ts';
import { identifiersOf } from '../asset-merge.ts';
import type { AssetView } from '../assets-service.ts';
import { flagOf } from '../mmsi-kinds.ts';

const KIND_DESCRIPTION =
  'What the asset is: `vessel`, `aircraft`, or an AIS station that is neither, known by its MMSI (ITU-R M.585): `sart` (AIS search-and-rescue transmitter, 970…), `mob` (man-overboard device, 972…), `epirb` (EPIRB-AIS, 974…), `aton` (aid to navigation, 99…). Stations are never counted as vessels by zone rules, encounters, loitering or the dark watch; an active distress device raises `asset.distress`.';

/** What an asset is; the kinds besides vessel and aircraft are AIS stations that are neither. */
export const AssetKindSchema = (description = KIND_DESCRIPTION) => StringEnum(ASSET_KINDS, { description });

/**
 * The flag an MMSI's MID names, as `GET /v1/assets/:id` and the positions a map polls give it (and
 * as identity history derives it): one MMSI, one flag, so the positions can carry it at no cost.
 */
export const FlagSchema = () =>
  Nullable(
    Type.Object(
      {
        mid: Type.String({ description: 'The Maritime Identification Digits of the MMSI.' }),
        country: Type.String({ description: 'ITU’s name of the administration that assigned them.' }),
        code: Nullable(
          Type.String({
            description: 'ISO 3166-1 alpha-2; null when the MID stands for several (306).',
          }),
        ),
      },
      {
        description:
          'The flag the MMSI’s MID names (ITU’s Table of Maritime Identification Digits); null for an MMSI without one (AIS-SART, MOB, EPIRB) or without an MMSI.',
      },
    ),
  );

export const AssetIdParams = Type.Object({ id: IdParam('asset', 'The asset id (`ast_…`).') });

/**
 * A reported position: an asset's last, a point of its track, the position an event is about.
 * What the report did not carry is null.
 */
export const PositionSchema = Type.Object(
  {
    at: Timestamp('When the position was reported.'),
    lon: Type.Number({ minimum: -180, maximum: 180, description: 'Longitude, WGS 84.' }),
    lat: Type.Number({ minimum: -90, maximum: 90, description: 'Latitude, WGS 84.' }),
    speed_kn: Nullable(Type.Number({ description: 'Speed over ground, knots.' })),
    course_deg: Nullable(Type.Number({ description: 'Course over ground, degrees from true north.' })),
    heading_deg: Nullable(Type.Number({ description: 'True heading, degrees.' })),
    altitude_ft: Nullable(Type.Number({ description: 'Altitude, feet (aircraft).' })),
  },
  { additionalProperties: false, description: 'A reported position.' },
);

export const IdentifiersSchema = Type.Object(
  {
    mmsi: Type.Optional(Type.String({ description: 'Maritime Mobile Service Identity.' })),
    imo: Type.Optional(Type.String({ description: 'IMO ship number.' })),
    call_sign: Type.Optional(Type.String()),
    icao24: Type.Optional(Type.String({ description: 'ICAO 24-bit address, lower-case hex.' })),
    registration: Type.Optional(Type.String()),
    flight: Type.Optional(Type.String({ description: 'The flight callsign last reported.' })),
  },
  { description: 'What identifies the asset, as far as its sources have said.' },
);

export const AssetSchema = Type.Object(
  {
    id: Type.String({ description: 'The asset id (`ast_…`).' }),
    kind: AssetKindSchema(),
    name: Nullable(Type.String()),
    identifiers: IdentifiersSchema,
    details: Type.Object(
      {
        ais_class: Nullable(Type.String({ description: 'AIS `A`, `B`, `SAR`, `base` or `aton`.' })),
        ship_type: Nullable(Type.Integer({ description: 'AIS ship and cargo type (ITU-R M.1371).' })),
        length_m: Nullable(Type.Number()),
        beam_m: Nullable(Type.Number()),
        destination: Nullable(Type.String()),
        flag: FlagSchema(),
        nav_status: Nullable(
          Type.Integer({
            minimum: 0,
            maximum: 15,
            description:
              'AIS navigational status of the newest position that gave one (ITU-R M.1371 Table 45: 0 under way using engine, 1 at anchor, 5 moored, 7 fishing, 14 AIS-SART/MOB/EPIRB active, …).',
          }),
        ),
      },
      { description: 'Static facts from AIS types 5, 19 and 24, and what the MMSI and positions say.' },
    ),
    former_names: Type.Array(
      Type.Object(
        {
          name: Type.String(),
          from: Timestamp('When a report first gave it.'),
          to: Timestamp('When the next name began.'),
        },
        { additionalProperties: false },
      ),
      { description: 'Names it carried before its current one, newest first; search finds it by them.' },
    ),
    last_position: Nullable(PositionSchema),
    followed: Type.Boolean({ description: 'Whether this workspace follows the asset.' }),
    silence: Nullable(
      Type.Object(
        {
          started_at: Timestamp('The last position before the silence.'),
          detected_at: Timestamp('When dark watch reported it.'),
          threshold_s: Type.Integer({ description: 'The silence, seconds, that counted as dark.' }),
          ended_at: Nullable(Timestamp('The first position after it; null while the asset is still silent.')),
        },
        { description: 'The newest time the asset went dark (`asset.dark`); null if it never has.' },
      ),
    ),
    sanctions: Type.Array(SanctionsMatchSchema, {
      description:
        'Sanctions list entries the asset matches, from the lists imported with `vigil lists import`; empty when none. A call sign alone matches only entries that give no IMO or MMSI. A vessel whose name, current or former, is a listed vessel’s name (score 95 or more) matches with `name` in `matched_on` and the names in `name_match`.',
    }),
    updated_at: Timestamp('When anything about the asset last changed.'),
  },
  { $id: 'Asset', description: 'A vessel or an aircraft: reference data shared by every workspace.' },
);

export function serializeAsset(view: AssetView) {
  const { row: asset, followed, silence, sanctions, formerNames } = view;
  const identifiers = identifiersOf(asset);
  return {
    id: asset.id,
    kind: asset.kind,
    name: asset.name,
    identifiers,
    details: {
      ais_class: asset.ais_class,
      ship_type: asset.ship_type,
      length_m: asset.length_m,
      beam_m: asset.beam_m,
      destination: asset.destination,
      flag: flagOf(asset.mmsi),
      nav_status: asset.last_nav_status,
    },
    former_names: formerNames.map((run) => ({
      name: run.name,
      from: toRfc3339(run.from),
      to: toRfc3339(run.to),
    })),
    last_position:
      asset.last_at === null || asset.last_lon === null || asset.last_lat === null
        ? null
        : {
            at: toRfc3339(asset.last_at),
            lon: asset.last_lon,
            lat: asset.last_lat,
            speed_kn: asset.last_speed_kn,
            course_deg: asset.last_course_deg,
            heading_deg: asset.last_heading_deg,
            altitude_ft: asset.last_altitude_ft,
          },
    followed,
    silence: silence
      ? {
          started_at: toRfc3339(silence.last_at),
          detected_at: toRfc3339(silence.detected_at),
          threshold_s: silence.threshold_s,
          ended_at: silence.ended_at === null ? null : toRfc3339(silence.ended_at),
        }
      : null,
    sanctions,
    updated_at: toRfc3339(asset.updated_at),
  };
}
