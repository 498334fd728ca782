import type { Feature } from 'geojson';
import { describe, expect, it } from 'vitest';
import { reportFeatures } from '../../../../src/geo/reports/render/report-features.ts';
import {
  antimeridianAssetContent,
  antimeridianSiteContent,
  assetContent,
  caseContent,
  emptyAssetContent,
  emptySiteContent,
  siteContent,
} from './report-content-factory.ts';

const roles = (features: Feature[]) => features.map((f) => f.properties?.role);

describe('reportFeatures', () => {
  it('gives a site report its boundary and one point per latest detection that has a geometry', () => {
    const content = siteContent();
    const { type, features } = reportFeatures(content);
    const located = content.detections.latest.filter((d) => d.geometry !== null);
    expect(type).toBe('FeatureCollection');
    expect(located.length).toBeLessThan(content.detections.latest.length);
    expect(roles(features)).toEqual(['site', ...located.map(() => 'detection')]);
    expect(features[0]).toEqual({
      type: 'Feature',
      geometry: content.site.boundary,
      properties: { role: 'site', id: content.site.id, name: 'Maasvlakte approaches' },
    });
  });

  it('carries each detection’s type, confidence, time and feedback', () => {
    const content = siteContent();
    const detection = content.detections.latest[0];
    const feature = reportFeatures(content).features[1];
    expect(feature?.geometry).toEqual(detection?.geometry);
    expect(feature?.properties).toEqual({
      role: 'detection',
      id: detection?.id,
      type: detection?.type,
      confidence: detection?.confidence,
      observed_at: detection?.observed_at,
      useful: detection?.useful,
    });
  });

  it('gives a site without detections only its boundary', () => {
    expect(roles(reportFeatures(emptySiteContent()).features)).toEqual(['site']);
  });

  it('keeps geometries across the antimeridian as they were stored', () => {
    const content = antimeridianSiteContent();
    expect(reportFeatures(content).features[0]?.geometry).toEqual(content.site.boundary);
  });

  it('draws an asset’s track as one line, oldest first, with the sites it visited', () => {
    const content = assetContent();
    const [track, ...sites] = reportFeatures(content).features;
    expect(track?.geometry).toEqual({ type: 'LineString', coordinates: content.track.line });
    expect(track?.properties).toEqual({
      role: 'track',
      asset_id: content.asset.id,
      first_at: content.track.first_at,
      last_at: content.track.last_at,
      distance_km: content.track.distance_km,
    });
    expect(roles(sites)).toEqual(['site']);
    expect(sites[0]?.properties?.id).toBe(content.sites[0]?.site_id);
  });

  it('draws a track of a single position as a point', () => {
    const [track] = reportFeatures(assetContent({ points: 1 })).features;
    expect(track?.geometry.type).toBe('Point');
  });

  it('gives an asset without positions no features', () => {
    expect(reportFeatures(emptyAssetContent()).features).toEqual([]);
  });

  it('gives each case item with a geometry a feature named by its kind, and leaves notes without one out', () => {
    const content = caseContent();
    const { features } = reportFeatures(content);
    expect(roles(features)).toEqual(['site', 'detection', 'asset']);
    expect(features.map((f) => f.geometry.type)).toEqual(['Polygon', 'Point', 'Point']);
    expect(features[1]?.properties).toEqual({
      role: 'detection',
      item_id: 'itm_02',
      ref_id: content.items[1]?.ref_id,
      label: 'loitering, 87 % confidence',
    });
  });

  it('cuts a track that crosses the antimeridian into a MultiLineString at ±180° (RFC 7946 §3.1.9)', () => {
    const [track] = reportFeatures(antimeridianAssetContent()).features;
    expect(track?.properties?.role).toBe('track');
    expect(track?.geometry).toEqual({
      type: 'MultiLineString',
      coordinates: [
        [
          [179.5, 50],
          [179.75, 50],
          [180, 50],
        ],
        [
          [-180, 50],
          [-179.75, 50],
          [-179.5, 50],
        ],
      ],
    });
  });

  it('keeps a track that does not cross it one LineString', () => {
    const [track] = reportFeatures(assetContent()).features;
    expect(track?.geometry?.type).toBe('LineString');
  });
});
