/**
 * The track of an IMO number. The IMO names a ship for life; its MMSI changes when it is re-flagged
 * (and a new MMSI is a new asset), so the ship's track is every MMSI's that carried the IMO, merged
 * in time: each point says which asset it came from. Two MMSIs that report the same IMO over the
 * same time are two transponders claiming one ship (one of them mistaken or spoofed): merging them
 * would draw a track that jumps between two places, so that is a 409 naming both, and either can
 * be asked for by `mmsi:` or asset id.
 */
import type { FastifyReply } from 'fastify';
import { toRfc3339 } from '../../../lib/clock.ts';
import { VigilError } from '../../../lib/errors.ts';
import type { AssetRow } from '../assets-repo.ts';
import type { AssetsService } from '../assets-service.ts';
import { sendTrack, type TrackQueryValues, trackBody, trackRange } from './track-schemas.ts';

export async function imoTrackAnswer(
  reply: FastifyReply,
  assets: AssetsService,
  imo: string,
  vessels: readonly AssetRow[],
  query: TrackQueryValues,
  now: number,
) {
  const range = trackRange(query, now);
  const tracks = await Promise.all(
    vessels.map(async (vessel) => ({
      vessel,
      track: await assets.thinnedTrack(vessel.id, range, query.max_points),
    })),
  );
  const withPoints = tracks
    .filter(({ track }) => track.points.length > 0)
    .map((entry) => ({
      ...entry,
      first: entry.track.points[0]?.at ?? 0,
      last: entry.track.points.at(-1)?.at ?? 0,
    }))
    .sort((a, b) => a.first - b.first);
  for (let i = 1; i < withPoints.length; i++) {
    const before = withPoints[i - 1];
    const after = withPoints[i];
    if (before && after && after.first <= before.last) {
      const name = (v: AssetRow) => `${v.id} (MMSI ${v.mmsi ?? 'unknown'})`;
      throw new VigilError(
        'conflict',
        `IMO ${imo} is reported by two vessels over the same time: ${name(before.vessel)} from ${toRfc3339(before.first)} to ${toRfc3339(before.last)} and ${name(after.vessel)} from ${toRfc3339(after.first)} to ${toRfc3339(after.last)}. One of them is mistaken or spoofed; ask for one by mmsi:<n> or its asset id.`,
      );
    }
  }
  const newest = withPoints.at(-1)?.vessel ?? vessels[0];
  if (newest === undefined) throw new Error(`no vessel carries IMO ${imo}`);
  const points = withPoints.flatMap(({ vessel, track }) => track.points.map((point) => ({ vessel, point })));
  const body = {
    ...trackBody(newest, range, {
      thinned: withPoints.some(({ track }) => track.thinned),
      points: points.map(({ point }) => point),
    }),
    assets: withPoints.map(({ vessel, first, last }) => ({
      id: vessel.id,
      mmsi: vessel.mmsi,
      from: toRfc3339(first),
      to: toRfc3339(last),
    })),
  };
  body.points = body.points.map((point, i) => ({ ...point, asset_id: points[i]?.vessel.id ?? newest.id }));
  const rows = points.map(({ vessel, point }) => ({ ...point, asset_id: vessel.id }));
  return sendTrack(reply, query, body, rows);
}
