/**
 * A report as a PDF (`GET /v1/reports/:id/pdf`): A4, a header, a map of the subject, then the
 * tables for its kind and a footer with page numbers on every page. Only pdfkit's built-in
 * Helvetica is used, so no font files ship. The creation date is the content's `generated_at`,
 * which makes the bytes depend on the content alone.
 */
import PDFDocument from 'pdfkit';
import { formatPeriod, formatTime, winAnsi } from '../../../lib/pdf/pdf-format.ts';
import { CONTENT_WIDTH, FONT, INK, PAGE, type Pdf, pageFooters } from '../../../lib/pdf/pdf-layout.ts';
import { chipSection } from './report-chips.ts';
import type { ReportContent } from './report-content.ts';
import { drawReportMap } from './report-map.ts';
import { assetSections, caseSections, siteSections } from './report-sections.ts';

export interface RenderPdfOptions {
  /** Compress page streams (default true); tests turn it off to read the page content. */
  compress?: boolean;
  /** Images the content refers to (a detection's chips), by URL; the report job gathers them. */
  images?: ReadonlyMap<string, Buffer>;
}

/** Height of the map on the first page, points; the width is the content width. */
const MAP_HEIGHT = 340;

export async function renderReportPdf(
  content: ReportContent,
  options: RenderPdfOptions = {},
): Promise<Buffer> {
  const parsed = Date.parse(content.generated_at);
  const generated = new Date(Number.isNaN(parsed) ? 0 : parsed);
  const doc: Pdf = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    compress: options.compress ?? true,
    displayTitle: true,
    lang: 'en',
    info: {
      Title: content.title,
      Subject: subjectLine(content),
      Creator: 'Vigil',
      Producer: 'Vigil',
      CreationDate: generated,
      ModDate: generated,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  drawHeader(doc, content);
  const frame = { x: PAGE.margin, y: doc.y, width: CONTENT_WIDTH, height: MAP_HEIGHT };
  drawReportMap(doc, content, frame);
  doc.y = frame.y + frame.height + 12;
  switch (content.kind) {
    case 'site':
      siteSections(doc, content);
      chipSection(doc, content, options.images ?? new Map());
      break;
    case 'asset':
      assetSections(doc, content);
      break;
    case 'case':
      caseSections(doc, content);
      break;
  }
  pageFooters(doc, `Vigil report · ${content.title}`);
  doc.end();
  return done;
}

/** What the report is about, in one line: `Site · Rotterdam approaches`. */
export function subjectLine(content: ReportContent): string {
  switch (content.kind) {
    case 'site':
      return `Site · ${content.site.name ?? content.site.id}`;
    case 'asset': {
      const { asset } = content;
      const kind = asset.kind === 'vessel' ? 'Vessel' : 'Aircraft';
      const id = asset.identifiers.mmsi ? `MMSI ${asset.identifiers.mmsi}` : asset.identifiers.icao24;
      return `${kind} · ${asset.name ?? asset.id}${id ? ` (${id})` : ''}`;
    }
    case 'case':
      return `Case · ${content.case.title}`;
  }
}

function drawHeader(doc: Pdf, content: ReportContent): void {
  doc.font(FONT.regular).fontSize(8).fillColor(INK.muted);
  doc.text('VIGIL REPORT', PAGE.margin, PAGE.margin, { lineBreak: false, characterSpacing: 1 });
  doc.font(FONT.bold).fontSize(18).fillColor(INK.text);
  doc.text(winAnsi(content.title), PAGE.margin, PAGE.margin + 12, { width: CONTENT_WIDTH });
  doc.y += 2;
  doc.font(FONT.regular).fontSize(10.5).fillColor(INK.accent);
  doc.text(winAnsi(subjectLine(content)), PAGE.margin, doc.y, { width: CONTENT_WIDTH });
  doc.y += 2;
  doc.fontSize(8.5).fillColor(INK.muted);
  const line = `Period: ${formatPeriod(content.period)}     Generated: ${formatTime(content.generated_at)}`;
  doc.text(line, PAGE.margin, doc.y, { width: CONTENT_WIDTH });
  doc.y += 10;
}
