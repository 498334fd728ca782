/**
 * Reads a Natural Earth land outline (GeoJSON served by Vigil) off the page's thread and hands back
 * its polygons projected to Web Mercator's unit square, packed in typed arrays that move to the page
 * without a copy: parsing the 1:10m outline (7 MB, 400,000 points) on the page stalled it for a
 * quarter of a second.
 */
import { mercator } from './mercator.ts';

export interface LandMessage {
  scale: string;
  /** x, y pairs of every ring, one after another. */
  points: Float64Array;
  /** Where each ring starts in `points` (in pairs), and one past the last. */
  rings: Int32Array;
  /** For each polygon, its first ring in `rings`; one past the last at the end. */
  polygons: Int32Array;
  /** For each polygon, its box in the unit square: minX, minY, maxX, maxY. */
  boxes: Float64Array;
}

interface WorkerScope {
  onmessage: ((event: MessageEvent<string>) => void) | null;
  postMessage(message: LandMessage, transfer: ArrayBuffer[]): void;
}

type Ring = [number, number][];

/** Latitude beyond which an edge runs along a pole rather than across the antimeridian. */
const POLE = 89;

function polygonsOf(geometry: { type: string; coordinates: unknown }): Ring[][] {
  if (geometry.type === 'Polygon') return [geometry.coordinates as Ring[]];
  if (geometry.type === 'MultiPolygon') return geometry.coordinates as Ring[][];
  return [];
}

async function load(scale: string): Promise<LandMessage> {
  const response = await fetch(`/console/data/land-${scale}.geojson`);
  const land = (await response.json()) as {
    features: { geometry: { type: string; coordinates: unknown } }[];
  };
  const polygons = land.features.flatMap((feature) => polygonsOf(feature.geometry));
  const ringCount = polygons.reduce((n, polygon) => n + polygon.length, 0);
  const pointCount = polygons.reduce((n, polygon) => n + polygon.reduce((m, ring) => m + ring.length, 0), 0);
  const message: LandMessage = {
    scale,
    points: new Float64Array(pointCount * 2),
    rings: new Int32Array(ringCount + 1),
    polygons: new Int32Array(polygons.length + 1),
    boxes: new Float64Array(polygons.length * 4),
  };
  let point = 0;
  let ring = 0;
  polygons.forEach((polygon, p) => {
    message.polygons[p] = ring;
    let minX = Number.POSITIVE_INFINITY;
    let minY = Number.POSITIVE_INFINITY;
    let maxX = Number.NEGATIVE_INFINITY;
    let maxY = Number.NEGATIVE_INFINITY;
    for (const coordinates of polygon) {
      message.rings[ring++] = point;
      // A ring that crosses the antimeridian (Chukotka, Fiji) jumps by 360°: kept continuous, it
      // reaches past the square's edge and the page draws it again a world to the west. Jumps along
      // a pole (Antarctica's closing edge) are the outline's own and stay.
      let shift = 0;
      let previous: [number, number] | undefined;
      for (const [rawLon, lat] of coordinates) {
        if (previous && Math.abs(lat) < POLE && Math.abs(previous[1]) < POLE) {
          const jump = rawLon - previous[0];
          if (jump > 180) shift -= 360;
          else if (jump < -180) shift += 360;
        }
        previous = [rawLon, lat];
        const [x, y] = mercator(rawLon + shift, lat);
        message.points[point * 2] = x;
        message.points[point * 2 + 1] = y;
        point++;
        if (x < minX) minX = x;
        if (x > maxX) maxX = x;
        if (y < minY) minY = y;
        if (y > maxY) maxY = y;
      }
    }
    message.boxes.set([minX, minY, maxX, maxY], p * 4);
  });
  message.rings[ring] = point;
  message.polygons[polygons.length] = ring;
  return message;
}

const scope = self as unknown as WorkerScope;
scope.onmessage = (event) => {
  void load(event.data).then((message) =>
    scope.postMessage(message, [
      message.points.buffer,
      message.rings.buffer,
      message.polygons.buffer,
      message.boxes.buffer,
    ] as ArrayBuffer[]),
  );
};
