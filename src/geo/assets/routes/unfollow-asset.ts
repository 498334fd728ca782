import { Type } from 'typebox';
import { principalOf } from '../../../http/principal.ts';
import { AssetIdParams } from './asset-schemas.ts';
import { assetsRoute } from './assets-route.ts';

export const unfollowAsset = assetsRoute({
  method: 'DELETE',
  url: '/v1/assets/:id/follow',
  scope: 'assets:write',
  operationId: 'unfollowAsset',
  summary: 'Stop following an asset',
  tag: 'Assets',
  schema: { params: AssetIdParams, response: { 204: Type.Null({ description: 'No longer followed.' }) } },
  handler: async (request, reply, { assets }) => {
    const asset = await assets.require(request.params.id);
    await assets.unfollow(principalOf(request).workspaceId, asset.id);
    return reply.code(204).send(null);
  },
});
