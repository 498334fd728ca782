import { principalOf } from '../../../http/auth.ts';
import { defineRoute } from '../../../http/route.ts';
import { ref } from '../../../http/schemas.ts';
import { AssetIdParams, AssetSchema, serializeAsset } from './asset-schemas.ts';

export const getAsset = defineRoute({
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
