import { Type } from 'typebox';
import { principalOf } from '../../../http/principal.ts';
import { ref } from '../../../lib/schemas.ts';
import { AssetKindSchema, AssetSchema, serializeAsset } from './asset-schemas.ts';
import { assetsRoute } from './assets-route.ts';

export const searchAssets = assetsRoute({
  method: 'GET',
  url: '/v1/assets/search',
  scope: 'assets:read',
  operationId: 'searchAssets',
  summary: 'Search vessels and aircraft',
  description:
    'Matches exactly on MMSI, IMO (`9134270` or `IMO 9134270`), call sign, ICAO 24-bit address, registration and flight callsign, then by prefix on call signs and flight callsigns (`EZY`), then by prefix on names, then by prefix on any word of a name (`tank` finds ATLANTIC TANKER), then by near miss on names (one or two letters off). Best matches first; no cursor: narrow the query instead.',
  tag: 'Assets',
  schema: {
    querystring: Type.Object(
      {
        q: Type.String({ minLength: 1, maxLength: 100, description: 'A name, its start, or an identifier.' }),
        kind: Type.Optional(AssetKindSchema('Only assets of this kind.')),
        limit: Type.Integer({ minimum: 1, maximum: 50, default: 20 }),
      },
      { additionalProperties: false },
    ),
    response: {
      200: Type.Object({ data: Type.Array(ref(AssetSchema)) }, { description: 'The best matches.' }),
    },
  },
  handler: async (request, _reply, { assets }) => {
    const { q, kind, limit } = request.query;
    const found = await assets.search(q, { kind, limit });
    const views = await assets.viewsOf(principalOf(request).workspaceId, found);
    return { data: views.map(serializeAsset) };
  },
});
