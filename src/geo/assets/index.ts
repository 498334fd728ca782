/**
 * The asset registry: vessels and aircraft merged from every source, their positions and tracks,
 * search and follows; what it shows of silences and sanctions it is handed (`AssetLookups`).
 */
export { identifiersOf } from './asset-merge.ts';
export { type AssetProfile, type AssetProfiles, PROFILE_IDLE_MS, PROFILE_TTL_MS } from './asset-profiles.ts';
export { type AssetRow, listPositionsThinned, type PositionRow } from './assets-repo.ts';
export {
  type AssetLookups,
  type AssetSilence,
  type AssetsService,
  createAssetsService,
  type FollowsChange,
  PRESENCE_WINDOW_MS,
  type RecentlySeen,
} from './assets-service.ts';
export { MID_TABLE } from './mmsi-kinds.ts';
export { cellSql, positionCell } from './position-cells.ts';
export { AssetSchema, PositionSchema, serializeAsset } from './routes/asset-schemas.ts';
export { AssetWithinSchema, assetsWithin } from './routes/assets-within.ts';
export { followAsset } from './routes/follow-asset.ts';
export { getAsset } from './routes/get-asset.ts';
export { getAssetIdentity, IdentityHistorySchema } from './routes/get-asset-identity.ts';
export { AssetPositionSchema, getAssetPosition } from './routes/get-asset-position.ts';
export { getAssetTrack } from './routes/get-asset-track.ts';
export { getVesselTrack } from './routes/get-vessel-track.ts';
export { listAssetPositions } from './routes/list-asset-positions.ts';
export { FollowSchema, listFollows } from './routes/list-follows.ts';
export { searchAssets } from './routes/search-assets.ts';
export { TrackSchema } from './routes/track-schemas.ts';
export { unfollowAsset } from './routes/unfollow-asset.ts';
