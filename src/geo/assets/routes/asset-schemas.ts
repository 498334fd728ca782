/** The asset as the API shows it, and the pieces the asset routes share. */
import { Type } from 'typebox';
import { IdParam, Nullable, StringEnum, Timestamp } from '../../../http/schemas.ts';
import { toRfc3339 } from '../../../lib/clock.ts';
import { identifiersOf } from '../asset-merge.ts';
import type { AssetRow } from '../assets-repo.ts';

export const AssetIdParams = Type.Object({ id: IdParam('asset', 'The asset id (`ast_…`).') });

const Identifiers = Type.Object(
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
    kind: StringEnum(['vessel', 'aircraft'] as const),
    name: Nullable(Type.String()),
    identifiers: Identifiers,
    details: Type.Object(
      {
        ais_class: Nullable(Type.String({ description: 'AIS `A`, `B`, `SAR`, `base` or `aton`.' })),
        ship_type: Nullable(Type.Integer({ description: 'AIS ship and cargo type (ITU-R M.1371).' })),
        length_m: Nullable(Type.Number()),
        beam_m: Nullable(Type.Number()),
        destination: Nullable(Type.String()),
      },
      { description: 'Static facts from AIS types 5, 19 and 24.' },
    ),
    last_position: Nullable(
      Type.Object({
        at: Timestamp('When it was reported.'),
        lon: Type.Number(),
        lat: Type.Number(),
        speed_kn: Nullable(Type.Number()),
        course_deg: Nullable(Type.Number()),
        heading_deg: Nullable(Type.Number()),
        altitude_ft: Nullable(Type.Number()),
      }),
    ),
    followed: Type.Boolean({ description: 'Whether this workspace follows the asset.' }),
    updated_at: Timestamp('When anything about the asset last changed.'),
  },
  { $id: 'Asset', description: 'A vessel or an aircraft: reference data shared by every workspace.' },
);

export function serializeAsset(asset: AssetRow, followed: boolean) {
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
    },
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
    updated_at: toRfc3339(asset.updated_at),
  };
}
