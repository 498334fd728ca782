import { geoArea, geoContains, geoPath } from 'd3-geo';
import type { Position } from 'geojson';
import { describe, expect, it } from 'vitest';
import {
  type Frame,
  forD3,
  kmPerPoint,
  type MapView,
  MIN_SPAN_KM,
  mapView,
  viewBounds,
} from '../../../../src/geo/reports/render/map-view.ts';
import { naturalEarthLand } from '../../../../src/geo/reports/render/natural-earth.ts';
import { reportFeatures } from '../../../../src/geo/reports/render/report-features.ts';
import {
  antimeridianSiteContent,
  assetContent,
  emptyAssetContent,
  siteContent,
} from './report-content-factory.ts';

const FRAME: Frame = { x: 48, y: 120, width: 499, height: 340 };

function inFrame(view: MapView, position: Position): boolean {
  const [x, y] = view.projection(position as [number, number]) ?? [Number.NaN, Number.NaN];
  return x > FRAME.x && x < FRAME.x + FRAME.width && y > FRAME.y && y < FRAME.y + FRAME.height;
}

function boundaryPositions(content: ReturnType<typeof siteContent>): Position[] {
  const boundary = content.site.boundary;
  if (boundary.type !== 'Polygon') throw new Error('the factory builds polygons');
  return boundary.coordinates.flat();
}

describe('mapView', () => {
  it('keeps a small site and its detections inside the frame', () => {
    const content = siteContent();
    const view = mapView(reportFeatures(content), FRAME);
    expect(boundaryPositions(content).every((p) => inFrame(view, p))).toBe(true);
    expect(
      content.detections.latest.every(
        (d) => d.geometry?.type !== 'Point' || inFrame(view, d.geometry.coordinates),
      ),
    ).toBe(true);
  });

  it('never closes in below the minimum span, so a small site shows the coast around it', () => {
    const view = mapView(reportFeatures(siteContent()), FRAME);
    const across = kmPerPoint(view) * FRAME.width;
    expect(across).toBeGreaterThanOrEqual(MIN_SPAN_KM);
    expect(across).toBeLessThan(MIN_SPAN_KM * 3);
  });

  it('centres a site across the antimeridian instead of splitting it to the frame edges', () => {
    const content = antimeridianSiteContent();
    const view = mapView(reportFeatures(content), FRAME);
    const xs = boundaryPositions(content).map(
      (p) => view.projection(p as [number, number])?.[0] ?? Number.NaN,
    );
    expect(boundaryPositions(content).every((p) => inFrame(view, p))).toBe(true);
    expect(Math.max(...xs) - Math.min(...xs)).toBeLessThan(FRAME.width / 2);
    const bounds = viewBounds(view);
    expect(bounds.east - bounds.west).toBeLessThan(5);
    expect([-180, 180].some((meridian) => bounds.west < meridian && meridian < bounds.east)).toBe(true);
  });

  it('fits a track across the North Sea with both ends inside the frame', () => {
    const content = assetContent();
    const view = mapView(reportFeatures(content), FRAME);
    expect(content.track.line.every((p) => inFrame(view, p))).toBe(true);
    expect(kmPerPoint(view) * FRAME.width).toBeGreaterThan(500);
  });

  it('shows the whole world, once across, when there is nothing to map', () => {
    const view = mapView(reportFeatures(emptyAssetContent()), FRAME);
    expect(view.empty).toBe(true);
    const bounds = viewBounds(view);
    expect(bounds.west).toBeLessThanOrEqual(-179);
    expect(bounds.east).toBeGreaterThanOrEqual(179);
    expect(bounds.east - bounds.west).toBeLessThan(370);
  });
});

describe('forD3', () => {
  it('rewinds RFC 7946 polygons so d3 reads them as the small area they enclose', () => {
    const content = siteContent();
    expect(geoArea(content.site.boundary)).toBeGreaterThan(2 * Math.PI);
    const [boundary] = forD3(reportFeatures(content)).features;
    expect(boundary && geoArea(boundary)).toBeLessThan(1e-4);
  });
});

describe('naturalEarthLand', () => {
  it('holds the Dutch coast: Rotterdam on land, the Maasvlakte approaches at sea', () => {
    const land = naturalEarthLand();
    expect(geoContains(land, [4.48, 51.92])).toBe(true);
    expect(geoContains(land, [3.96, 51.99])).toBe(false);
  });

  it('gives a site map land to draw', () => {
    const view = mapView(reportFeatures(siteContent()), FRAME);
    const path = geoPath(view.projection)(naturalEarthLand()) ?? '';
    expect(path.length).toBeGreaterThan(100);
  });
});
