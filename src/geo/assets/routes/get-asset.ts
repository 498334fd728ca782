import { principalOf } from '../../../http/principal.ts';
import { ref } from '../../../lib/schemas.ts';
import { AssetIdParams, AssetSchema, serializeAsset } from './asset-schemas.ts';
import { assetsRoute } from './assets-route.ts';

export const getAsset = assetsRoute({
  method: 'GET',
  url: '/v1/assets/:id',
  scope: 'assets:read',
  operationId: 'getAsset',
  summary: 'Get a vessel or aircraft',
  tag: 'Assets',
  schema: { params: AssetIdParams, response: { 200: ref(AssetSchema) } },
  handler: async (request, _reply, { assets }) => {
    const asset = await assets.require(request.params.id);
    return serializeAsset(await assets.viewOf(principalOf(request).workspaceId, asset));
  },
});
