import { Type } from 'typebox';
import { notFound } from '../../../lib/errors.ts';
import { idPattern } from '../../../lib/ids.ts';
import { assetsRoute } from './assets-route.ts';
import { imoTrackAnswer } from './imo-track.ts';
import { TrackQuery, TrackResponse, trackAnswer } from './track-schemas.ts';

export const getVesselTrack = assetsRoute({
  method: 'GET',
  url: '/v1/vessels/:id/track',
  scope: 'assets:read',
  operationId: 'getVesselTrack',
  summary: 'Get a vessel’s track by asset id, MMSI or IMO',
  description:
    'As `GET /v1/assets/:id/track`, for vessels only: `:id` is an asset id, `mmsi:<n>` or `imo:<n>`. An aircraft is 404. An IMO names a ship across its MMSIs (a re-flag is a new MMSI): the track merges, in time, the positions of every vessel that carries or carried it, each point naming its `asset_id`, and `assets` lists them; two vessels reporting the IMO over the same time is a 409 naming both.',
  tag: 'Assets',
  schema: {
    params: Type.Object({
      id: Type.String({
        pattern: `(${idPattern('asset')})|(^(mmsi|imo):[0-9]{1,10}$)`,
        description: 'An asset id (`ast_…`), `mmsi:<n>` or `imo:<n>`.',
      }),
    }),
    querystring: TrackQuery,
    response: TrackResponse,
  },
  handler: async (request, reply, { assets, clock }) => {
    const { id } = request.params;
    const [scheme, value = ''] = id.split(':');
    if (scheme === 'imo') {
      const vessels = (await assets.carriersOfImo(value)).filter((asset) => asset.kind === 'vessel');
      if (vessels.length === 0) throw notFound('vessel', id);
      if (vessels.length > 1) {
        return imoTrackAnswer(reply, assets, value, vessels, request.query, clock.now());
      }
    }
    const asset =
      scheme === 'mmsi' || scheme === 'imo' ? await assets.findBy(scheme, value) : await assets.get(id);
    if (asset?.kind !== 'vessel') throw notFound('vessel', id);
    return trackAnswer(reply, assets, asset, request.query, clock.now());
  },
});
