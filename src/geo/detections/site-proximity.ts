/**
 * Whether a detection's geometry is at its site: a detection belongs to the site it is recorded
 * at, and one thousands of kilometres away (a `[0, 0]` from a detector that lost its georeference)
 * is a mistake to refuse, not a fact to store, map and alert on.
 */
import type { Geometry } from 'geojson';
import { type Area, areaContains, geometryPositions } from '../geometry/index.ts';
import { containsPoint, isNearBoundary, prepareArea } from '../zones/index.ts';

/**
 * How far outside its site a detection may lie, metres. A detector's scene is larger than the
 * site it serves, and what it finds just past a tightly drawn boundary (a vessel leaving an
 * anchorage) still belongs there; 10 km allows that and nothing from another sea.
 */
export const SITE_TOLERANCE_M = 10_000;

function areasOf(geometry: Geometry): Area[] {
  if (geometry.type === 'Polygon' || geometry.type === 'MultiPolygon') return [geometry];
  if (geometry.type === 'GeometryCollection') return geometry.geometries.flatMap(areasOf);
  return [];
}

/**
 * True when some position of the geometry is inside the site or within SITE_TOLERANCE_M of its
 * edge, or when the geometry is a footprint that covers the site's centre (a scene around it).
 */
export function isAtSite(site: { boundary: Area; center: [number, number] }, geometry: Geometry): boolean {
  const prepared = prepareArea(site.boundary);
  const near = geometryPositions(geometry).some(([lon = 0, lat = 0]) => {
    return containsPoint(prepared, lon, lat) || isNearBoundary(prepared, lon, lat, SITE_TOLERANCE_M);
  });
  return near || areasOf(geometry).some((area) => areaContains(area, site.center));
}
