/**
 * The tables and charts below the map, one set per kind of report subject.
 */
import { geoCentroid } from 'd3-geo';
import type { Geometry } from 'geojson';
import {
  formatDuration,
  formatLonLat,
  formatNumber,
  formatPercent,
  formatTime,
} from '../../../lib/pdf/pdf-format.ts';
import {
  barChart,
  CONTENT_WIDTH,
  ensureSpace,
  FONT,
  heading,
  INK,
  keyValues,
  PAGE,
  type Pdf,
  paragraph,
  table,
} from '../../../lib/pdf/pdf-layout.ts';
import { rewind } from './map-view.ts';
import {
  type AssetReportContent,
  type CaseReportContent,
  KIND_LABELS,
  type SiteReportContent,
} from './report-content.ts';

/** Rows of the latest-detections table: about a page and a half, the rest is counted. */
export const LATEST_ROWS = 80;

export function siteSections(doc: Pdf, content: SiteReportContent): void {
  const { site, detections } = content;
  heading(doc, 'Site');
  keyValues(doc, [
    ['Name', site.name ?? '(unnamed)'],
    ['ID', site.id],
    ['Status', site.status],
    ['Area', `${formatNumber(site.area_km2, 2)} km²`],
    ['Centre', formatLonLat(site.center)],
    ['Detection types', site.detection_types === null ? 'All' : site.detection_types.join(', ') || 'None'],
  ]);

  heading(doc, 'Detections');
  const { feedback } = detections;
  keyValues(doc, [
    ['Total in period', formatNumber(detections.total)],
    ['Feedback', `${feedback.useful} useful, ${feedback.not_useful} not useful, ${feedback.unrated} unrated`],
    [
      'Useful share',
      feedback.useful_share === null ? 'No rated detections' : formatPercent(feedback.useful_share),
    ],
  ]);
  if (detections.total === 0) {
    paragraph(doc, 'No detections in this period.', { color: INK.muted });
    return;
  }

  subheading(doc, 'By type', 13 * (detections.by_type.length + 1));
  table(
    doc,
    [
      { header: 'Type', width: 260 },
      { header: 'Count', width: 110, align: 'right' },
      { header: 'Mean confidence', width: CONTENT_WIDTH - 370, align: 'right' },
    ],
    detections.by_type.map((t) => [t.type, formatNumber(t.count), formatPercent(t.mean_confidence)]),
  );

  if (detections.by_day.length > 0) {
    subheading(doc, 'By day (UTC)', 134);
    barChart(
      doc,
      detections.by_day.map((d) => ({ label: d.date.slice(5), value: d.count })),
    );
  }

  heading(doc, 'Latest detections');
  const rows = detections.latest.slice(0, LATEST_ROWS);
  table(
    doc,
    [
      { header: 'Observed', width: 70 },
      { header: 'Type', width: 66 },
      { header: 'Concerns', width: 96 },
      { header: 'Conf.', width: 32, align: 'right' },
      { header: 'Feedback', width: 48 },
      { header: 'Position', width: 80 },
      { header: 'ID', width: CONTENT_WIDTH - 392 },
    ],
    rows.map((d) => [
      formatTime(d.observed_at),
      d.type,
      d.assets.length === 0 ? '–' : d.assets.map(assetLabel).join('; '),
      formatPercent(d.confidence),
      d.useful === null ? 'unrated' : d.useful ? 'useful' : 'not useful',
      d.geometry === null ? '–' : position(d.geometry),
      d.id,
    ]),
  );
  const rest = detections.total - rows.length;
  if (rest > 0)
    paragraph(doc, `… and ${formatNumber(rest)} earlier detections not listed.`, { color: INK.muted });
}

export function assetSections(doc: Pdf, content: AssetReportContent): void {
  const { asset, track } = content;
  heading(doc, KIND_LABELS[asset.kind]);
  keyValues(doc, [
    ['Name', asset.name ?? '(unknown)'],
    ['ID', asset.id],
    ...identifierRows(asset.identifiers),
  ]);

  heading(doc, 'Track');
  const speed = (kn: number | null) => (kn === null ? '–' : `${formatNumber(kn, 1)} kn`);
  keyValues(doc, [
    ['Positions', formatNumber(track.points)],
    ['First position', track.first_at === null ? '–' : formatTime(track.first_at)],
    ['Last position', track.last_at === null ? '–' : formatTime(track.last_at)],
    ['Distance', `${formatNumber(track.distance_km, 1)} km`],
    ['Highest speed', speed(track.max_speed_kn)],
    ['Mean speed', speed(track.mean_speed_kn)],
  ]);

  heading(doc, 'Time inside sites');
  if (content.sites.length === 0) {
    paragraph(doc, 'The asset entered no site in this period.', { color: INK.muted });
    return;
  }
  table(
    doc,
    [
      { header: 'Site', width: 180 },
      { header: 'ID', width: 160 },
      { header: 'Entries', width: 70, align: 'right' },
      { header: 'Time inside', width: CONTENT_WIDTH - 410, align: 'right' },
    ],
    content.sites.map((s) => [
      s.name ?? '(unnamed)',
      s.site_id,
      formatNumber(s.entries),
      formatDuration(s.time_inside_s),
    ]),
  );
}

export function caseSections(doc: Pdf, content: CaseReportContent): void {
  const { case: c, items } = content;
  heading(doc, 'Case');
  keyValues(doc, [
    ['Title', c.title],
    ['ID', c.id],
    ['Status', c.status],
    ['Opened', formatTime(c.created_at)],
    ['Items', formatNumber(items.length)],
  ]);
  if (c.description !== null) paragraph(doc, c.description);

  heading(doc, 'Items');
  if (items.length === 0) {
    paragraph(doc, 'The case holds no items.', { color: INK.muted });
    return;
  }
  items.forEach((item, i) => {
    ensureSpace(doc, 48);
    doc.y += 4;
    paragraph(doc, `${i + 1}. ${KIND_LABEL[item.kind]}: ${item.label}`, { size: 10, bold: true });
    const meta = [
      `Added ${formatTime(item.added_at)}`,
      ...(item.ref_id === null ? [] : [`ref ${item.ref_id}`]),
    ];
    paragraph(doc, meta.join('  ·  '), { size: 8, color: INK.muted });
    if (item.note !== null) paragraph(doc, item.note);
    if (item.details.length > 0)
      keyValues(
        doc,
        item.details.map((d) => [d.label, d.value] as const),
      );
  });
}

const KIND_LABEL = { site: 'Site', detection: 'Detection', asset: 'Asset', note: 'Note' } as const;

/** A small bold title kept on the same page as the `following` points after it. */
function subheading(doc: Pdf, text: string, following: number): void {
  ensureSpace(doc, following + 20);
  const y = doc.y + 4;
  doc.font(FONT.bold).fontSize(9.5).fillColor(INK.text).text(text, PAGE.margin, y, { lineBreak: false });
  doc.y = y + 15;
}

function identifierRows(ids: AssetReportContent['asset']['identifiers']): [string, string][] {
  const names: [keyof typeof ids, string][] = [
    ['mmsi', 'MMSI'],
    ['imo', 'IMO'],
    ['call_sign', 'Call sign'],
    ['icao24', 'ICAO 24-bit address'],
    ['registration', 'Registration'],
    ['flight', 'Flight'],
  ];
  return names.flatMap(([key, label]) => {
    const value = ids[key];
    return value === undefined ? [] : [[label, value] as [string, string]];
  });
}

/** A point's position, or the centre of a line or area. */
function position(geometry: Geometry): string {
  if (geometry.type === 'Point') return formatLonLat(geometry.coordinates);
  const d3 = rewind(geometry);
  return d3 === null ? geometry.type : `${formatLonLat(geoCentroid(d3))} (centre)`;
}

/** `NORDIC TERN (MMSI 244123456)`: a detection's vessel or aircraft as a reader finds it again. */
function assetLabel(asset: {
  id: string;
  name: string | null;
  mmsi: string | null;
  icao24: string | null;
}): string {
  const identifier = asset.mmsi ? `MMSI ${asset.mmsi}` : asset.icao24 ? `ICAO ${asset.icao24}` : asset.id;
  return asset.name ? `${asset.name} (${identifier})` : identifier;
}
