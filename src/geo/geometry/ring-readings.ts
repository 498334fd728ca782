/**
 * What a polygon of one ring means on the map when its ring alone does not say it plainly.
 *
 * - **Two readings.** A ring that crosses the antimeridian or goes round a pole divides the globe
 *   into two areas, one on each side of it, and since any winding is accepted the ring's direction
 *   cannot say which is meant. The one a user means is the smaller: a swath, a strait or a polar
 *   cap rather than the rest of the world. (A ring that does neither is read as its planar inside,
 *   as drawn.)
 * - **Overlap.** A satellite swath drawn in flat lon/lat can cross itself where its edges fold
 *   over near a pole, or where one pass overlaps the next. Such a ring is taken as the area it
 *   covers (the non-zero union of its loops), once that area is found to be covered twice the
 *   same way round somewhere. A ring that crosses itself and turns inside out (a bow-tie) or
 *   doubles back on itself (a spike) covers nothing twice, and stays refused as self-intersecting.
 *
 * On the flat map both come from the same steps as gadomski/antimeridian's `fix_polygon`: cut at
 * each crossing, stitch along the map edge (closing over a pole), then union what overlaps.
 */
import * as polyclip from 'polyclip-ts';
import { crossesAntimeridian, splitPolygon } from './antimeridian-split.ts';
import { areaKm2 } from './area-measures.ts';
import type { Position } from './geometry-types.ts';
import { signedArea2 } from './planar-segments.ts';
import type { PreparedRing } from './ring-preparation.ts';

type Polygons = Position[][][];

/** Relative slack for comparing planar areas computed two ways (float round-off only). */
const AREA_SLACK = 1e-9;

function planarArea(polygons: Polygons): number {
  return polygons.reduce(
    (sum, rings) =>
      sum + rings.reduce((s, ring, i) => s + (i === 0 ? 1 : -1) * Math.abs(signedArea2(ring)), 0),
    0,
  );
}

function rightHanded(polygons: Polygons): Polygons {
  return polygons.map((rings) =>
    rings.map((ring, i) => (signedArea2(ring) > 0 === (i === 0) ? ring : [...ring].reverse())),
  );
}

/** The non-zero union of the pieces, as polygons with closed rings. */
function union(pieces: Polygons): Polygons {
  const [first, ...rest] = pieces;
  if (first === undefined) return [];
  return polyclip.union(first, ...rest) as Polygons;
}

/**
 * The area one reading covers, or undefined when it is not a shape: overlapping loops are merged
 * only when some area is covered twice the same way round (the pieces' own areas add up to more
 * than their union); anything else that crosses itself is a bow-tie or a spike.
 */
function covered(pieces: Polygons, selfIntersecting: boolean): Polygons | undefined {
  if (!selfIntersecting) return pieces;
  const raw = Math.abs(pieces.reduce((sum, rings) => sum + signedArea2(rings[0] ?? []), 0));
  const merged = union(pieces);
  const mergedArea = planarArea(merged);
  return raw > mergedArea * (1 + AREA_SLACK) ? rightHanded(merged) : undefined;
}

/**
 * The polygons a lone exterior ring stands for, when that needs deciding (it crosses the
 * antimeridian, goes round a pole, or crosses itself); undefined when it is an ordinary ring, or a
 * self-crossing one that is no shape. The pieces are split at the antimeridian, right-hand wound.
 */
export function readLoneRing(ring: PreparedRing, selfIntersecting: boolean): Polygons | undefined {
  const ambiguous = ring.turns !== 0 || crossesAntimeridian(ring.points);
  if (!ambiguous && !selfIntersecting) return undefined;
  const readings = ambiguous ? [ring.points, [...ring.points].reverse()] : [ring.points];
  let best: { polygons: Polygons; km2: number } | undefined;
  for (const points of readings) {
    const pieces = ambiguous ? splitPolygon([points]) : [[points]];
    const area = pieces === undefined ? undefined : covered(pieces, selfIntersecting);
    if (area === undefined || area.length === 0) continue;
    const km2 = areaKm2({ type: 'MultiPolygon', coordinates: area });
    if (best === undefined || km2 < best.km2) best = { polygons: area, km2 };
  }
  return best?.polygons;
}
