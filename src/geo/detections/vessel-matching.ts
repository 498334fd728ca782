/**
 * Dark targets: a vessel seen in imagery (an external `vessel_detection`, a point and the image's
 * time) is matched against the vessels' AIS positions at that time, as Global Fishing Watch matches
 * its Sentinel-1 detections and Skylight its satellite detections: each vessel with stored fixes near
 * the point around the image's time is placed at that instant (`positionAt`: interpolated on the
 * geodesic between its fixes either side, saying so), and the detection is that vessel when the
 * vessel was close enough; otherwise no AIS explains it, and it is a `dark_vessel` with the nearest
 * candidates and their distances.
 *
 * How close is close enough grows with how long before or after the image the vessel's nearest fix
 * is, as GFW's matching weighs a vessel's AIS position by the time to its nearest fix (Paolo et al.,
 * "Satellite mapping reveals extensive industrial activity at sea", Nature 625, 2024): the vessel can
 * have strayed from where its fixes put it by as much as it sails in that time. The numbers are
 * Vigil's choice:
 *
 * - MATCH_BASE_M, 500 m: what separates a detection from its vessel's AIS position with no time
 *   between them: the image's geolocation (tens of metres for Sentinel-1 IW, more for optical), the
 *   detection's point on a hull up to 400 m long, and the AIS antenna's offset on it;
 * - plus the speed of the leg (or the fix's speed over ground) times the seconds to the nearest fix;
 * - at most MATCH_MAX_M, 2 km: further off, a vessel broadcasting nearby is a neighbour, not the
 *   target, and naming it would be a confident wrong answer.
 *
 * Candidates are the vessels with a good fix within SEARCH_RADIUS_M of the point in the
 * SEARCH_WINDOW_MS either side of the image's time (the positions' place-and-time index). A vessel
 * placed only by a fix on one side (its track ends or begins near the image's time) is placed at
 * that fix, not extrapolated, when it is at most NEAREST_FIX_MAX_MS away. The nearest
 * MAX_CANDIDATES are kept in the evidence (`ais_match`) either way, so an analyst sees what was
 * weighed and why.
 */
import { toRfc3339 } from '../../lib/clock.ts';
import { MPS_PER_KNOT } from '../../lib/earth.ts';
import type { AssetsService } from '../assets/index.ts';
import { circleArea, geodesicDistanceM, type Position } from '../geometry/index.ts';

export const MATCH_BASE_M = 500;
export const MATCH_MAX_M = 2_000;
export const SEARCH_RADIUS_M = 30_000;
/** An hour either side: position-at interpolates across gaps of up to an hour by default. */
export const SEARCH_WINDOW_MS = 60 * 60 * 1000;
export const NEAREST_FIX_MAX_MS = 10 * 60 * 1000;
export const MAX_CANDIDATES = 5;
const MAX_GAP_S = 3_600;

export interface Candidate {
  asset_id: string;
  distance_m: number;
  tolerance_m: number;
  position: { at: string; lon: number; lat: number };
  interpolated: boolean;
  /** Seconds from the image's time to the vessel's nearest fix. */
  fix_offset_s: number;
}

export interface VesselMatch {
  /** The vessel the detection is; null when none was close enough. */
  assetId: string | null;
  evidence: {
    kind: 'ais_match';
    matched: boolean;
    rule: {
      base_m: number;
      max_m: number;
      search_radius_m: number;
      search_window_s: number;
      nearest_fix_max_s: number;
    };
    candidates: Candidate[];
  };
}

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

export async function matchVesselDetection(
  assets: Pick<AssetsService, 'within' | 'positionAt' | 'getMany'>,
  point: Position,
  at: number,
): Promise<VesselMatch> {
  const circle = circleArea(point, SEARCH_RADIUS_M, { center: '/geometry', radius: '/radius' });
  const nearby = circle.ok
    ? await assets.within({
        area: circle.value.geometry,
        from: at - SEARCH_WINDOW_MS,
        to: at + SEARCH_WINDOW_MS,
        maxGapS: MAX_GAP_S,
        fixes: false,
        maxFixes: 0,
      })
    : [];
  const vessels = new Set(
    (await assets.getMany(nearby.map((inside) => inside.assetId)))
      .filter((asset) => asset.kind === 'vessel')
      .map((asset) => asset.id),
  );
  const candidates: Candidate[] = [];
  for (const assetId of vessels) {
    const found = await assets.positionAt(assetId, at, MAX_GAP_S);
    let place = found.position;
    let offsetMs = 0;
    let speedKn = place?.speedKn ?? null;
    if (place !== null && found.interpolated && found.before !== null && found.after !== null) {
      offsetMs = Math.min(at - found.before.at, found.after.at - at);
    } else if (place === null) {
      // No fix on one side: the other one, if it is near enough in time.
      const near = [found.before, found.after]
        .filter((fix) => fix !== null)
        .sort((a, b) => Math.abs(a.at - at) - Math.abs(b.at - at))[0];
      if (near === undefined || Math.abs(near.at - at) > NEAREST_FIX_MAX_MS) continue;
      place = near;
      offsetMs = Math.abs(near.at - at);
      speedKn = near.speedKn;
    }
    if (place === null) continue;
    const distance = geodesicDistanceM(point, [place.lon, place.lat]);
    const straying = (speedKn ?? 0) * MPS_PER_KNOT * (offsetMs / 1000);
    candidates.push({
      asset_id: assetId,
      distance_m: round(distance, 1),
      tolerance_m: round(Math.min(MATCH_BASE_M + straying, MATCH_MAX_M), 1),
      position: { at: toRfc3339(place.at), lon: place.lon, lat: place.lat },
      interpolated: found.interpolated,
      fix_offset_s: Math.round(offsetMs / 1000),
    });
  }
  candidates.sort((a, b) => a.distance_m - b.distance_m || (a.asset_id < b.asset_id ? -1 : 1));
  // The nearest vessel within its own tolerance; a nearer one outside its tolerance is not it.
  const match = candidates.find((candidate) => candidate.distance_m <= candidate.tolerance_m);
  return {
    assetId: match?.asset_id ?? null,
    evidence: {
      kind: 'ais_match',
      matched: match !== undefined,
      rule: {
        base_m: MATCH_BASE_M,
        max_m: MATCH_MAX_M,
        search_radius_m: SEARCH_RADIUS_M,
        search_window_s: SEARCH_WINDOW_MS / 1000,
        nearest_fix_max_s: NEAREST_FIX_MAX_MS / 1000,
      },
      candidates: candidates.slice(0, MAX_CANDIDATES),
    },
  };
}
