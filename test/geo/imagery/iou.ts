/** Intersection over union of a detection's polygon with truth given as 20 m pixel rectangles. */
import type { Polygon } from 'geojson';
import * as polyclip from 'polyclip-ts';
import proj4 from 'proj4';
import { EPSG, pixelToUtm } from '../../fixtures/imagery/synthetic-scenes.ts';

type Rings = [number, number][][][];

function shoelace(ring: [number, number][]): number {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    sum += ((ring[j]?.[0] ?? 0) - (ring[i]?.[0] ?? 0)) * ((ring[j]?.[1] ?? 0) + (ring[i]?.[1] ?? 0));
  }
  return Math.abs(sum) / 2;
}

const areaOf = (polygons: Rings) =>
  polygons.reduce(
    (s, rings) => s + rings.reduce((t, ring, i) => t + (i === 0 ? 1 : -1) * shoelace(ring), 0),
    0,
  );

/** Computed in the tile's UTM metres, where pixels are squares. */
export function iouWithTruth(geometry: unknown, truth: readonly [number, number, number, number][]): number {
  const polygon = geometry as Polygon | undefined;
  if (polygon?.type !== 'Polygon') return 0;
  const toUtm = proj4('EPSG:4326', `EPSG:${EPSG}`);
  const detected: Rings = [
    polygon.coordinates.map((ring) => ring.map((p) => toUtm.forward(p) as [number, number])),
  ];
  const rects: Rings = truth.map(([x0, y0, x1, y1]) => [
    [pixelToUtm(x0, y0), pixelToUtm(x1, y0), pixelToUtm(x1, y1), pixelToUtm(x0, y1), pixelToUtm(x0, y0)],
  ]);
  const truthUnion = polyclip.union(rects[0] ?? [], ...rects.slice(1)) as Rings;
  const inter = areaOf(polyclip.intersection(detected, truthUnion) as Rings);
  const union = areaOf(polyclip.union(detected, truthUnion) as Rings);
  return union === 0 ? 0 : inter / union;
}
