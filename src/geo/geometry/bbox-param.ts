/**
 * A `bbox` query parameter (`west,south,east,north`, RFC 7946 §5's order; west greater than east
 * crosses the antimeridian), and the two tests lists filter by: a point in a box, two boxes meeting.
 */
import { Type } from 'typebox';
import { invalidField } from '../../lib/errors.ts';
import type { BBox, Position } from './geometry-types.ts';

export const BBoxQuery = Type.String({
  pattern: '^-?[0-9.]+,-?[0-9.]+,-?[0-9.]+,-?[0-9.]+$',
  description: '`west,south,east,north` in degrees; west greater than east crosses the antimeridian.',
});

export function parseBBoxQuery(text: string, pointer = '/query/bbox'): BBox {
  const [west, south, east, north] = text.split(',').map(Number) as BBox;
  const bad =
    [west, south, east, north].some((n) => !Number.isFinite(n)) ||
    Math.abs(west) > 180 ||
    Math.abs(east) > 180 ||
    Math.abs(south) > 90 ||
    Math.abs(north) > 90 ||
    south > north;
  if (bad) {
    throw invalidField(
      pointer,
      'must be west,south,east,north with longitudes in -180..180, latitudes in -90..90 and south ≤ north',
    );
  }
  return [west, south, east, north];
}

/** The box's longitude spans: two when it crosses the antimeridian. */
function spans([west, , east]: BBox): [number, number][] {
  return west <= east
    ? [[west, east]]
    : [
        [west, 180],
        [-180, east],
      ];
}

export function bboxContains(box: BBox, [lon, lat]: Position): boolean {
  return lat >= box[1] && lat <= box[3] && spans(box).some(([w, e]) => lon >= w && lon <= e);
}

export function bboxesMeet(a: BBox, b: BBox): boolean {
  if (a[1] > b[3] || b[1] > a[3]) return false;
  return spans(a).some(([aw, ae]) => spans(b).some(([bw, be]) => aw <= be && bw <= ae));
}
