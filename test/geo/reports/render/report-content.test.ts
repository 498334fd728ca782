import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import {
  AssetReportContent,
  CaseReportContent,
  ReportContent,
  SiteReportContent,
} from '../../../../src/geo/reports/render/report-content.ts';
import {
  antimeridianSiteContent,
  assetContent,
  caseContent,
  emptyAssetContent,
  emptySiteContent,
  siteContent,
} from './report-content-factory.ts';

describe('ReportContent schema', () => {
  it.each([
    ['a site report', siteContent()],
    ['a site report across the antimeridian', antimeridianSiteContent()],
    ['a site report without detections', emptySiteContent()],
    ['an asset report', assetContent()],
    ['an asset report without positions', emptyAssetContent()],
    ['a case report', caseContent()],
  ])('accepts %s', (_, content) => {
    expect([...Value.Errors(ReportContent, content)]).toEqual([]);
  });

  it('tells the kinds apart by kind', () => {
    expect(Value.Check(SiteReportContent, siteContent())).toBe(true);
    expect(Value.Check(AssetReportContent, siteContent())).toBe(false);
    expect(Value.Check(ReportContent, { ...siteContent(), kind: 'asset' })).toBe(false);
  });

  it('rejects a site centre outside WGS 84', () => {
    const content = siteContent();
    expect(Value.Check(ReportContent, { ...content, site: { ...content.site, center: [190, 51.9] } })).toBe(
      false,
    );
  });

  it('rejects a detection confidence above 1', () => {
    const content = siteContent();
    const [first, ...rest] = content.detections.latest;
    const latest = [{ ...first, confidence: 1.2 }, ...rest];
    expect(Value.Check(ReportContent, { ...content, detections: { ...content.detections, latest } })).toBe(
      false,
    );
  });

  it('passes any stored GeoJSON geometry through, however it is shaped', () => {
    const content = caseContent();
    const items = content.items.map((item) => ({
      ...item,
      geometry: { type: 'GeometryCollection', geometries: [{ type: 'Point', coordinates: [4, 52] }] },
    }));
    expect(Value.Check(CaseReportContent, { ...content, items })).toBe(true);
  });

  it('names every content schema, so OpenAPI can list it as a component', () => {
    expect(
      [SiteReportContent, AssetReportContent, CaseReportContent, ReportContent].map(
        (s) => (s as { $id?: unknown }).$id,
      ),
    ).toEqual(['SiteReportContent', 'AssetReportContent', 'CaseReportContent', 'ReportContent']);
  });
});
