import { Type } from 'typebox';
import { Page, PageQuery, readCursor, readTimedPosition, toPage } from '../../../http/pagination.ts';
import { principalOf } from '../../../http/principal.ts';
import { toRfc3339 } from '../../../lib/clock.ts';
import { ref, Timestamp } from '../../../lib/schemas.ts';
import { AssetSchema, serializeAsset } from './asset-schemas.ts';
import { assetsRoute } from './assets-route.ts';

export const FollowSchema = Type.Object(
  {
    followed_at: Timestamp('When the workspace started following the asset.'),
    asset: ref(AssetSchema),
  },
  { $id: 'Follow', description: 'An asset the workspace follows.' },
);

/** A page position: when the last follow was made, and its asset (two follows may share an instant). */
const positionOf = (at: number, assetId: string) => `${at}.${assetId}`;

export const listFollows = assetsRoute({
  method: 'GET',
  url: '/v1/follows',
  scope: 'assets:read',
  operationId: 'listFollows',
  summary: 'List the followed assets',
  description:
    'The assets the workspace follows (`POST /v1/assets/:id/follow`), the latest followed first: what alert rules with `assets: "followed"` and dark watch cover.',
  tag: 'Assets',
  schema: {
    querystring: Type.Object(PageQuery, { additionalProperties: false }),
    response: { 200: Page(ref(FollowSchema), 'A page of followed assets.') },
  },
  handler: async (request, _reply, { assets }) => {
    const { limit, cursor } = request.query;
    const workspaceId = principalOf(request).workspaceId;
    const position = readTimedPosition(readCursor(cursor, {}));
    const after = position && { at: position.at, assetId: position.id };
    const follows = await assets.listFollows(workspaceId, { limit: limit + 1, after });
    const views = new Map(
      (await assets.viewsOf(workspaceId, await assets.getMany(follows.map((f) => f.asset_id)))).map((v) => [
        v.row.id,
        v,
      ]),
    );
    // Assets are never deleted, so every follow has its asset.
    const rows = follows.flatMap((follow) => {
      const view = views.get(follow.asset_id);
      return view ? [{ follow, view }] : [];
    });
    return toPage(
      rows,
      limit,
      {},
      ({ follow }) => positionOf(follow.created_at, follow.asset_id),
      ({ follow, view }) => ({ followed_at: toRfc3339(follow.created_at), asset: serializeAsset(view) }),
    );
  },
});
