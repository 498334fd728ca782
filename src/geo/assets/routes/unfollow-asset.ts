import { Type } from 'typebox';
import { principalOf } from '../../../http/auth.ts';
import { defineRoute } from '../../../http/route.ts';
import { AssetIdParams } from './asset-schemas.ts';

export const unfollowAsset = defineRoute({
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
