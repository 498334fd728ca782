import { Type } from 'typebox';
import { toRfc3339 } from '../../../lib/clock.ts';
import { Nullable, StringEnum, Timestamp } from '../../../lib/schemas.ts';
import { AssetIdParams } from './asset-schemas.ts';
import { assetsRoute } from './assets-route.ts';

const FIELDS = [
  'name',
  'mmsi',
  'flag',
  'imo',
  'call_sign',
  'ship_type',
  'destination',
  'registration',
  'flight',
] as const;

export const IdentityHistorySchema = Type.Object(
  {
    asset_id: Type.String({ description: 'The asset id (`ast_…`).' }),
    history: Type.Array(
      Type.Object(
        {
          field: StringEnum(FIELDS, {
            description:
              'What was reported: AIS static data (`name`, `call_sign`, `imo`, `ship_type` as the ITU-R M.1371 code, `destination`), the `mmsi` and the `flag` its MID names (ITU’s table), an aircraft’s `registration` and `flight` callsign.',
          }),
          value: Type.String(),
          code: Type.Optional(
            Nullable(
              Type.String({
                description:
                  'For `flag`: ISO 3166-1 alpha-2, null when the MID stands for several territories.',
              }),
            ),
          ),
          from: Timestamp(
            'The first report of this value (its own time), or for `mmsi` and `flag` when Vigil first heard the asset.',
          ),
          to: Nullable(
            Timestamp('When the next value of the field began; null while this is the current one.'),
          ),
          asset_id: Type.Optional(
            Type.String({
              description:
                'Set when another asset reported it: the same ship (same IMO) under another MMSI, over the time it carried that IMO.',
            }),
          ),
        },
        { additionalProperties: false },
      ),
      {
        description: 'By field (name, mmsi, flag, imo, call sign, ship type, destination, …), oldest first.',
      },
    ),
  },
  { $id: 'IdentityHistory', description: 'What an asset reported about itself, and when.' },
);

export const getAssetIdentity = assetsRoute({
  method: 'GET',
  url: '/v1/assets/:id/identity',
  scope: 'assets:read',
  operationId: 'getAssetIdentity',
  summary: 'Get an asset’s identity history',
  description:
    'Each name, call sign, IMO number, MMSI, ship type, flag (from the MMSI’s MID) and destination the asset reported, with the time range it was reported: self-reported identity, as AIS carries it, not a registry’s. Values are ordered by the reports’ own times, so a late report of an old name takes its place in the past. A ship re-flagged under a new MMSI is another asset with the same IMO: its MMSI and flag are listed too, with `asset_id` naming it.',
  tag: 'Assets',
  schema: { params: AssetIdParams, response: { 200: IdentityHistorySchema } },
  handler: async (request, _reply, { assets }) => {
    const asset = await assets.require(request.params.id);
    const entries = await assets.identityOf(asset);
    return {
      asset_id: asset.id,
      history: entries.map((entry) => ({
        field: entry.field,
        value: entry.value,
        ...(entry.code !== undefined ? { code: entry.code } : {}),
        from: toRfc3339(entry.from),
        to: entry.to === null ? null : toRfc3339(entry.to),
        ...(entry.assetId !== undefined ? { asset_id: entry.assetId } : {}),
      })),
    };
  },
});
