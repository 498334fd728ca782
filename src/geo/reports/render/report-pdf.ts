/**
 * A report as a PDF (`GET /v1/reports/:id/pdf`): A4, a header, a map of the subject, then the
 * tables for its kind and a footer with page numbers on every page. The Noto fonts are embedded
 * (lib/pdf/pdf-text.ts), so a site named in Cyrillic, Chinese or Arabic prints as named. The
 * creation date is the content's `generated_at`, which makes the bytes depend on the content alone.
 */
import PDFDocument from 'pdfkit';
import { formatPeriod, formatTime } from '../../../lib/pdf/pdf-format.ts';
import {
  CONTENT_WIDTH,
  FONT,
  INK,
  PAGE,
  type Pdf,
  pageFooters,
  wrapLines,
} from '../../../lib/pdf/pdf-layout.ts';
import { drawLine, registerFonts } from '../../../lib/pdf/pdf-text.ts';
import { chipSection } from './report-chips.ts';
import { KIND_LABELS, type ReportContent } from './report-content.ts';
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
  registerFonts(doc);
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
      const kind = KIND_LABELS[asset.kind];
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
  doc.y = PAGE.margin + 12;
  lines(doc, content.title, 18, 'bold', INK.text);
  doc.y += 2;
  lines(doc, subjectLine(content), 10.5, 'regular', INK.accent);
  doc.y += 2;
  const line = `Period: ${formatPeriod(content.period)}     Generated: ${formatTime(content.generated_at)}`;
  lines(doc, line, 8.5, 'regular', INK.muted);
  doc.y += 10;
}

/** `text` wrapped to the content width at `size`, from the current y. */
function lines(doc: Pdf, text: string, size: number, weight: 'regular' | 'bold', color: string): void {
  doc.fontSize(size).fillColor(color);
  for (const line of wrapLines(doc, text, CONTENT_WIDTH, weight)) {
    const y = doc.y;
    drawLine(doc, line, PAGE.margin, y, weight);
    doc.y = y + size * 1.25;
  }
}
