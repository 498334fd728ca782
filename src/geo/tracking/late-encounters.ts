/**
 * Encounters judged late: a vessel's positions that arrive after newer ones can put it beside
 * another vessel at a past time. The live path judged that other vessel's fixes then, without this
 * one's; so the pair is judged again as the live path would have, from what the store holds: the
 * vessels whose stored fixes lie within the rules' widest reach of the late vessel's replayed track
 * over its span (the area query, `POST /v1/assets/within`), and their stored tracks over the span
 * and the two hours before it (what a pair bridges, so that positions either side of an instant can
 * be interpolated as live).
 */
import type { Executor } from '../../store/store.ts';
import type { AssetsService } from '../assets/index.ts';
import type { Area } from '../geometry/index.ts';
import { aisClassOf, trackFix } from './recent-fixes.ts';
import { MAX_BRIDGED_GAP_S } from './tracking-defaults.ts';
import type { TrackFix } from './tracking-types.ts';

const METRES_PER_DEGREE = 111_320;

/** The box around the fixes, `reachM` wider on every side, split at the antimeridian when it crosses it. */
function reachOf(fixes: readonly TrackFix[], reachM: number): Area {
  let south = 90;
  let north = -90;
  const lons = fixes.map((fix) => fix.lon);
  for (const fix of fixes) {
    south = Math.min(south, fix.lat);
    north = Math.max(north, fix.lat);
  }
  const dLat = reachM / METRES_PER_DEGREE;
  const widest = Math.min(89, Math.max(Math.abs(south), Math.abs(north)) + dLat);
  const dLon = Math.min(180, reachM / (METRES_PER_DEGREE * Math.cos((widest * Math.PI) / 180)));
  const box = (west: number, east: number) => [
    [
      [Math.max(-180, west - dLon), Math.max(-90, south - dLat)],
      [Math.min(180, east + dLon), Math.max(-90, south - dLat)],
      [Math.min(180, east + dLon), Math.min(90, north + dLat)],
      [Math.max(-180, west - dLon), Math.min(90, north + dLat)],
      [Math.max(-180, west - dLon), Math.max(-90, south - dLat)],
    ],
  ];
  const west = Math.min(...lons);
  const east = Math.max(...lons);
  if (east - west <= 180) return { type: 'Polygon', coordinates: box(west, east) };
  // Across the antimeridian: the eastern hemisphere's fixes up to 180, the western's from -180.
  const eastern = lons.filter((lon) => lon >= 0);
  const western = lons.filter((lon) => lon < 0);
  return {
    type: 'MultiPolygon',
    coordinates: [box(Math.min(...eastern), 180), box(-180, Math.max(...western))],
  };
}

/**
 * The stored tracks, as track fixes oldest first, of the late vessel (`fixes`) and of the vessels
 * near it over its span; an empty map when no encounter rule is in force (`reachM` 0).
 */
export async function tracksNear(
  db: Executor,
  assets: Pick<AssetsService, 'within' | 'track' | 'getMany'>,
  assetId: string,
  fixes: readonly TrackFix[],
  reachM: number,
): Promise<Map<string, TrackFix[]>> {
  const tracks = new Map<string, TrackFix[]>();
  const first = fixes[0];
  const last = fixes[fixes.length - 1];
  if (reachM <= 0 || first === undefined || last === undefined) return tracks;
  tracks.set(assetId, [...fixes]);
  const near = await assets.within(
    { area: reachOf(fixes, reachM), from: first.at, to: last.at + 1, maxGapS: 1, fixes: false, maxFixes: 0 },
    db,
  );
  const others = near.map((one) => one.assetId).filter((id) => id !== assetId);
  const vessels = (await assets.getMany(others, db)).filter((row) => row.kind === 'vessel');
  for (const vessel of vessels) {
    const rows = await assets.track(
      vessel.id,
      { from: first.at - MAX_BRIDGED_GAP_S * 1000, to: last.at + 1 },
      db,
    );
    // One fix per instant (the last received), as the engines judge them.
    const kept = rows.filter((row, i) => rows[i + 1]?.at !== row.at);
    tracks.set(
      vessel.id,
      kept.map((row) =>
        trackFix(vessel.id, row.at, row, {
          speedKn: row.speed_kn,
          courseDeg: row.course_deg,
          aisClass: aisClassOf(vessel.ais_class),
        }),
      ),
    );
  }
  return tracks;
}
