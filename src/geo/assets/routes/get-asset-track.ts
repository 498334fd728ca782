import { AssetIdParams } from './asset-schemas.ts';
import { assetsRoute } from './assets-route.ts';
import { TrackQuery, TrackResponse, trackAnswer } from './track-schemas.ts';

export const getAssetTrack = assetsRoute({
  method: 'GET',
  url: '/v1/assets/:id/track',
  scope: 'assets:read',
  operationId: 'getAssetTrack',
  summary: 'Get an asset’s track',
  description:
    'Positions between `from` and `to`, oldest first, thinned to `max_points`; `format=geojson` for a FeatureCollection, or a file: `csv`, `kml`, `gpx`, `geoparquet`.',
  tag: 'Assets',
  schema: { params: AssetIdParams, querystring: TrackQuery, response: TrackResponse },
  handler: async (request, reply, { assets, clock }) => {
    const asset = await assets.require(request.params.id);
    return trackAnswer(reply, assets, asset, request.query, clock.now());
  },
});
