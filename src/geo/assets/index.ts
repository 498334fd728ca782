/** The face of src/geo/assets: what other modules may use. */
export { identifiersOf } from './asset-merge.ts';
export { type AssetRow, listPositionsThinned, type PositionRow } from './assets-repo.ts';
export {
  type AssetLookups,
  type AssetSanctionsMatch,
  type AssetSilence,
  type AssetsService,
  createAssetsService,
  PRESENCE_WINDOW_MS,
} from './assets-service.ts';
export { AssetSchema } from './routes/asset-schemas.ts';
export { followAsset } from './routes/follow-asset.ts';
export { getAsset } from './routes/get-asset.ts';
export { getAssetTrack } from './routes/get-asset-track.ts';
export { getVesselTrack } from './routes/get-vessel-track.ts';
export { FollowSchema, listFollows } from './routes/list-follows.ts';
export { searchAssets } from './routes/search-assets.ts';
export { TrackSchema } from './routes/track-schemas.ts';
export { unfollowAsset } from './routes/unfollow-asset.ts';
