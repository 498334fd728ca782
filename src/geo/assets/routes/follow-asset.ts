import { Type } from 'typebox';
import { principalOf } from '../../../http/principal.ts';
import { ref } from '../../../lib/schemas.ts';
import { AssetIdParams, AssetSchema, serializeAsset } from './asset-schemas.ts';
import { assetsRoute } from './assets-route.ts';

export const followAsset = assetsRoute({
  method: 'POST',
  url: '/v1/assets/:id/follow',
  scope: 'assets:write',
  operationId: 'followAsset',
  summary: 'Follow an asset',
  description:
    'The workspace follows the asset: alert rules with `assets: "followed"` watch it, and dark watch covers it. Following twice is following once.',
  tag: 'Assets',
  schema: {
    params: AssetIdParams,
    body: Type.Optional(Type.Object({}, { additionalProperties: false })),
    response: { 200: ref(AssetSchema) },
  },
  handler: async (request, _reply, { assets }) => {
    const asset = await assets.require(request.params.id);
    const workspaceId = principalOf(request).workspaceId;
    await assets.follow(workspaceId, asset.id);
    return serializeAsset(await assets.viewOf(workspaceId, asset));
  },
});
