import { Type } from 'typebox';
import { principalOf } from '../../../http/auth.ts';
import { defineRoute } from '../../../http/route.ts';
import { ref } from '../../../http/schemas.ts';
import { AssetIdParams, AssetSchema, serializeAsset } from './asset-schemas.ts';

export const followAsset = defineRoute({
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
