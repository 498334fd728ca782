/**
 * The map on the first page of a report: Natural Earth land on a light sea, the report's features
 * on top (site boundaries, detections coloured by feedback, the track with its start and end),
 * a graticule labelled at the edges, a scale bar and a legend. Everything inside the frame is
 * clipped to it.
 */
import { type GeoPath, type GeoPermissibleObjects, geoPath } from 'd3-geo';
import type { Feature, Geometry } from 'geojson';
import { formatDegrees } from '../../../lib/pdf/pdf-format.ts';
import { FONT, INK, type Pdf } from '../../../lib/pdf/pdf-layout.ts';
import { pdfPathContext } from '../../../lib/pdf/pdf-path-context.ts';
import { drawLegend, drawNotice, drawScaleBar, type LegendEntry, marker, PAINT } from './map-furniture.ts';
import { type Frame, forD3, type MapView, mapView, viewBounds } from './map-view.ts';
import { LAND_ATTRIBUTION, naturalEarthLand } from './natural-earth.ts';
import type { CaseReportContent, ReportContent } from './report-content.ts';
import { reportFeatures } from './report-features.ts';

export function drawReportMap(doc: Pdf, content: ReportContent, frame: Frame): MapView {
  const features = reportFeatures(content);
  const view = mapView(features, frame);
  const path = geoPath(view.projection, pdfPathContext(doc)).pointRadius(3);

  doc.save();
  doc.rect(frame.x, frame.y, frame.width, frame.height).clip();
  doc.rect(frame.x, frame.y, frame.width, frame.height).fill(PAINT.sea);
  path(naturalEarthLand());
  doc.lineWidth(0.4).fillAndStroke(PAINT.land, PAINT.coast, 'even-odd');
  drawGraticule(doc, view, false);
  const layered = [...forD3(features).features].sort((a, b) => layer(a) - layer(b));
  for (const feature of layered) drawFeature(doc, path, feature, content.kind);
  if (content.kind === 'asset') drawTrackEnds(doc, view, content.track.line);
  doc.restore();

  doc.rect(frame.x, frame.y, frame.width, frame.height).lineWidth(0.8).strokeColor(INK.text).stroke();
  drawGraticule(doc, view, true);
  if (!view.empty) drawScaleBar(doc, view);
  if (!view.empty) drawLegend(doc, frame, legendFor(content));
  if (view.empty)
    drawNotice(doc, frame, content.kind === 'asset' ? 'No positions in this period' : 'Nothing to map');
  doc.font(FONT.regular).fontSize(6.5).fillColor(INK.muted);
  const note = `${LAND_ATTRIBUTION}. Mercator projection.`;
  doc.text(note, frame.x + frame.width - doc.widthOfString(note), frame.y + frame.height + 3, {
    lineBreak: false,
  });
  return view;
}

/** Sites below, tracks above them, points on top. */
function layer(feature: Feature): number {
  const role = feature.properties?.role;
  return role === 'site' ? 0 : role === 'track' ? 1 : 2;
}

function colorOf(feature: Feature, kind: ReportContent['kind']): string {
  const p = feature.properties ?? {};
  // A case's detections carry no feedback; they take one colour.
  if (kind === 'case' && p.role === 'detection') return PAINT.detection;
  switch (p.role) {
    case 'site':
      return PAINT.site;
    case 'track':
      return PAINT.track;
    case 'detection':
      return p.useful === true ? PAINT.useful : p.useful === false ? PAINT.notUseful : PAINT.unrated;
    case 'asset':
      return PAINT.asset;
    default:
      return PAINT.note;
  }
}

function drawFeature(
  doc: Pdf,
  path: GeoPath<unknown, GeoPermissibleObjects>,
  feature: Feature,
  kind: ReportContent['kind'],
): void {
  const color = colorOf(feature, kind);
  const shape = shapeOf(feature.geometry);
  doc.save();
  path(feature);
  if (shape === 'line') {
    doc.lineWidth(1.6).lineJoin('round').lineCap('round').strokeColor(color).stroke();
  } else if (shape === 'point') {
    doc.lineWidth(0.6).fillColor(color).strokeColor('#ffffff').fillAndStroke();
  } else {
    const site = feature.properties?.role === 'site';
    doc
      .fillOpacity(site ? 0.14 : 0.35)
      .lineWidth(site ? 1.4 : 0.8)
      .lineJoin('round');
    doc.fillColor(color).strokeColor(color).fillAndStroke('even-odd');
  }
  doc.restore();
}

function shapeOf(geometry: Geometry): 'point' | 'line' | 'area' {
  switch (geometry.type) {
    case 'Point':
    case 'MultiPoint':
      return 'point';
    case 'LineString':
    case 'MultiLineString':
      return 'line';
    default:
      return 'area';
  }
}

function drawTrackEnds(doc: Pdf, view: MapView, line: readonly [number, number][]): void {
  const first = line[0];
  const last = line.at(-1);
  if (first === undefined || last === undefined) return;
  const start = view.projection(first);
  const end = view.projection(last);
  if (start) marker(doc, 'start', start[0], start[1], PAINT.start, 4.5);
  if (end && line.length > 1) marker(doc, 'end', end[0], end[1], PAINT.end, 4.5);
}

const GRATICULE_STEPS = [0.01, 0.02, 0.05, 0.1, 0.2, 0.25, 0.5, 1, 2, 5, 10, 15, 30, 45, 60, 90];

/** About three to six lines each way, at round steps. */
function graticuleStep(span: number): number {
  return GRATICULE_STEPS.find((step) => span / step <= 6) ?? 90;
}

function decimalsOf(step: number): number {
  return (String(step).split('.')[1] ?? '').length;
}

/** Lines inside the clip (labels false), or their labels along the top and left edges (true). */
function drawGraticule(doc: Pdf, view: MapView, labels: boolean): void {
  const { frame, projection, center } = view;
  const bounds = viewBounds(view);
  const lonStep = graticuleStep(bounds.east - bounds.west);
  const latStep = graticuleStep(bounds.north - bounds.south);
  const lonDigits = decimalsOf(lonStep);
  const latDigits = decimalsOf(latStep);
  doc.font(FONT.regular).fontSize(6);
  let lines = 0;
  for (let k = Math.ceil(bounds.west / lonStep); k * lonStep <= bounds.east; k++) {
    const lon = ((((k * lonStep + 180) % 360) + 360) % 360) - 180;
    const x = projection([lon, center[1]])?.[0];
    if (x === undefined || x < frame.x + 2 || x > frame.x + frame.width - 2) continue;
    if (!labels) {
      doc.moveTo(x, frame.y).lineTo(x, frame.y + frame.height);
      lines++;
      continue;
    }
    const text = formatDegrees(Number(lon.toFixed(lonDigits)), 'E', 'W', lonDigits);
    const width = doc.widthOfString(text);
    const left = Math.min(Math.max(x - width / 2, frame.x + 2), frame.x + frame.width - width - 2);
    edgeLabel(doc, text, left, frame.y + 2);
  }
  for (let k = Math.ceil(bounds.south / latStep); k * latStep <= bounds.north; k++) {
    const lat = k * latStep;
    const y = projection([center[0], lat])?.[1];
    if (y === undefined || y < frame.y + 12 || y > frame.y + frame.height - 2) continue;
    if (!labels) {
      doc.moveTo(frame.x, y).lineTo(frame.x + frame.width, y);
      lines++;
      continue;
    }
    edgeLabel(doc, formatDegrees(Number(lat.toFixed(latDigits)), 'N', 'S', latDigits), frame.x + 2, y - 3.5);
  }
  if (lines > 0) doc.lineWidth(0.3).strokeColor(PAINT.graticule).strokeOpacity(0.7).stroke().strokeOpacity(1);
}

function edgeLabel(doc: Pdf, text: string, x: number, y: number): void {
  doc
    .save()
    .fillOpacity(0.8)
    .rect(x - 1, y - 0.5, doc.widthOfString(text) + 2, 8)
    .fill('#ffffff')
    .restore();
  doc.fillColor(INK.muted).text(text, x, y + 0.5, { lineBreak: false });
}

function legendFor(content: ReportContent): LegendEntry[] {
  switch (content.kind) {
    case 'site':
      return [
        { label: 'Site boundary', symbol: 'area', color: PAINT.site },
        { label: 'Detection: useful', symbol: 'dot', color: PAINT.useful },
        { label: 'Detection: not useful', symbol: 'dot', color: PAINT.notUseful },
        { label: 'Detection: unrated', symbol: 'dot', color: PAINT.unrated },
      ];
    case 'asset':
      return [
        { label: 'Track', symbol: 'line', color: PAINT.track },
        { label: 'Start', symbol: 'start', color: PAINT.start },
        { label: 'End', symbol: 'end', color: PAINT.end },
        ...(content.sites.length > 0
          ? [{ label: 'Site visited', symbol: 'area' as const, color: PAINT.site }]
          : []),
      ];
    case 'case': {
      const kinds = new Set(content.items.filter((i) => i.geometry !== null).map((i) => i.kind));
      const all: [CaseReportContent['items'][number]['kind'], LegendEntry][] = [
        ['site', { label: 'Site', symbol: 'area', color: PAINT.site }],
        ['detection', { label: 'Detection', symbol: 'dot', color: PAINT.detection }],
        ['asset', { label: 'Asset', symbol: 'dot', color: PAINT.asset }],
        ['note', { label: 'Note', symbol: 'dot', color: PAINT.note }],
      ];
      return all.filter(([kind]) => kinds.has(kind)).map(([, entry]) => entry);
    }
  }
}
