/**
 * Where the report map looks: a Mercator projection fitted to the report's features inside the map
 * frame. Pure geometry, no drawing, so the choices are testable:
 * - the projection is rotated to the subject's longitude, so a site or track across the
 *   antimeridian (Fiji, the Bering Sea) sits whole in the middle instead of split at the edges;
 *   rotating about the polar axis only keeps meridians vertical and parallels horizontal;
 * - the view never closes in below MIN_SPAN_KM, so a 1 km site still shows the coast around it;
 * - with nothing to show it falls back to the world.
 */
import { type GeoProjection, geoArea, geoBounds, geoDistance, geoMercator } from 'd3-geo';
import type { Feature, FeatureCollection, Geometry, Position } from 'geojson';
import { MEAN_EARTH_RADIUS_M, MEAN_METRES_PER_DEGREE_LAT } from '../../../lib/earth.ts';

export interface Frame {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface MapView {
  projection: GeoProjection;
  frame: Frame;
  /** The longitude and latitude at the middle of the view. */
  center: [number, number];
  /** True when there was nothing to map and the view shows the world. */
  empty: boolean;
}

/** The narrowest view, km: wide enough that a small site shows the coastline around it. */
export const MIN_SPAN_KM = 40;
/**
 * Space kept free between the features and the frame, points: more at the top for the graticule
 * labels and at the bottom for the scale bar.
 */
const PADDING = { top: 30, side: 24, bottom: 36 };
const KM_PER_DEGREE_LAT = MEAN_METRES_PER_DEGREE_LAT / 1000;
const EARTH_RADIUS_KM = MEAN_EARTH_RADIUS_M / 1000;

/** Mercator runs off to infinity at the poles; the world view stops here. */
const WORLD: Feature = {
  type: 'Feature',
  properties: {},
  geometry: {
    type: 'MultiPoint',
    coordinates: [
      [-179.999, -58],
      [179.999, 78],
    ],
  },
};

export function mapView(features: FeatureCollection, frame: Frame): MapView {
  const inner: [[number, number], [number, number]] = [
    [frame.x + PADDING.side, frame.y + PADDING.top],
    [frame.x + frame.width - PADDING.side, frame.y + frame.height - PADDING.bottom],
  ];
  const clip: [[number, number], [number, number]] = [
    [frame.x, frame.y],
    [frame.x + frame.width, frame.y + frame.height],
  ];
  const d3 = forD3(features);
  const center = d3.features.length === 0 ? null : centerOf(d3);
  if (center === null) {
    // The world fills the frame's width exactly, so the longitudes never repeat.
    const world: [[number, number], [number, number]] = [
      [frame.x, inner[0][1]],
      [frame.x + frame.width, inner[1][1]],
    ];
    const projection = geoMercator().clipExtent(clip).fitExtent(world, WORLD);
    return { projection, frame, center: [0, 0], empty: true };
  }
  const target: FeatureCollection = {
    type: 'FeatureCollection',
    features: [...d3.features, minimumBox(center)],
  };
  const projection = geoMercator().rotate([-center[0], 0]).clipExtent(clip).fitExtent(inner, target);
  const middle = projection.invert?.([frame.x + frame.width / 2, frame.y + frame.height / 2]) ?? center;
  return { projection, frame, center: [middle[0], middle[1]], empty: false };
}

/** Kilometres per point along the horizontal through the middle of the view. */
export function kmPerPoint(view: MapView): number {
  const { frame, projection } = view;
  const cx = frame.x + frame.width / 2;
  const cy = frame.y + frame.height / 2;
  const a = projection.invert?.([cx - 50, cy]);
  const b = projection.invert?.([cx + 50, cy]);
  if (!a || !b) return Number.NaN;
  return (geoDistance(a, b) * EARTH_RADIUS_KM) / 100;
}

/**
 * The longitudes and latitudes at the frame's edges. `east` may pass 180 when the view crosses the
 * antimeridian, so `west < east` always holds.
 */
export function viewBounds(view: MapView): { west: number; east: number; south: number; north: number } {
  const { frame, projection, center } = view;
  // Mercator x is linear in longitude, so the edges follow from the scale; inverting the edge
  // points instead would wrap them when the view spans the whole world.
  const halfSpan = ((frame.width / 2 / projection.scale()) * 180) / Math.PI;
  const cx = frame.x + frame.width / 2;
  const north = projection.invert?.([cx, frame.y])?.[1] ?? 85;
  const south = projection.invert?.([cx, frame.y + frame.height])?.[1] ?? -85;
  return { west: center[0] - halfSpan, east: center[0] + halfSpan, south, north };
}

/** A box of MIN_SPAN_KM around the centre, fitted along with the features. */
function minimumBox([lon, lat]: [number, number]): Feature {
  const halfLat = MIN_SPAN_KM / 2 / KM_PER_DEGREE_LAT;
  const halfLon = halfLat / Math.max(Math.cos((lat * Math.PI) / 180), 0.05);
  return {
    type: 'Feature',
    properties: {},
    geometry: {
      type: 'MultiPoint',
      coordinates: [
        [lon - halfLon, lat - halfLat],
        [lon + halfLon, lat + halfLat],
      ],
    },
  };
}

/** The middle of the features' bounding box, the antimeridian taken into account by d3. */
function centerOf(features: FeatureCollection): [number, number] | null {
  const [[west, south], [east, north]] = geoBounds(features);
  if (![west, south, east, north].every(Number.isFinite)) return null;
  const span = east >= west ? east - west : east + 360 - west;
  let lon = west + span / 2;
  if (lon > 180) lon -= 360;
  return [lon, (south + north) / 2];
}

/**
 * The features with every polygon wound the way d3-geo expects. RFC 7946 winds exterior rings
 * counter-clockwise; d3 reads that as "everything but this ring", so a polygon covering more than
 * half the sphere is one wound the GeoJSON way and gets its rings reversed.
 */
export function forD3(features: FeatureCollection): FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: features.features.flatMap((f) => {
      const geometry = f.geometry === null ? null : rewind(f.geometry);
      return geometry === null ? [] : [{ ...f, geometry }];
    }),
  };
}

/** The geometry wound for d3-geo (see forD3); null for a type d3 cannot draw. */
export function rewind(geometry: Geometry): Geometry | null {
  switch (geometry.type) {
    case 'Polygon':
      return { type: 'Polygon', coordinates: rewindPolygon(geometry.coordinates) };
    case 'MultiPolygon':
      return { type: 'MultiPolygon', coordinates: geometry.coordinates.map(rewindPolygon) };
    case 'GeometryCollection': {
      const geometries = geometry.geometries.flatMap((g) => rewind(g) ?? []);
      return { type: 'GeometryCollection', geometries };
    }
    case 'Point':
    case 'MultiPoint':
    case 'LineString':
    case 'MultiLineString':
      return geometry;
    default:
      // Content is validated loosely (ReportGeometry); a geometry of no known type is left off the map.
      return null;
  }
}

function rewindPolygon(rings: Position[][]): Position[][] {
  const [exterior] = rings;
  if (exterior === undefined) return rings;
  const area = geoArea({ type: 'Polygon', coordinates: [exterior] });
  return area > 2 * Math.PI ? rings.map((ring) => [...ring].reverse()) : rings;
}
