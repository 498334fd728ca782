/**
 * The site report's imagery section: for the latest detections that carry chips, the before and
 * after images side by side with what was seen, so a reader of the PDF sees the change itself.
 */
import { formatPercent, formatTime } from '../../../lib/pdf/pdf-format.ts';
import {
  CONTENT_WIDTH,
  ensureSpace,
  heading,
  INK,
  PAGE,
  type Pdf,
  wrapLines,
} from '../../../lib/pdf/pdf-layout.ts';
import { drawLine } from '../../../lib/pdf/pdf-text.ts';
import type { SiteReportContent } from './report-content.ts';

/** Detections whose chips a report shows: two rows a page, three pages at most. */
export const CHIP_DETECTIONS = 6;
const IMAGE_SIZE = 150;
/** An image, its caption and the gap before the next row. */
const ROW_HEIGHT = IMAGE_SIZE + 20;
const LINE_HEIGHT = 11;

/** The detections of the content whose chips the PDF shows, newest first. */
export function detectionsWithChips(content: SiteReportContent): SiteReportContent['detections']['latest'] {
  return content.detections.latest.filter((d) => d.chips.length > 0).slice(0, CHIP_DETECTIONS);
}

/** `images` maps a chip's url to its bytes; a chip missing from it is named, not drawn. */
export function chipSection(doc: Pdf, content: SiteReportContent, images: ReadonlyMap<string, Buffer>): void {
  const shown = detectionsWithChips(content);
  if (shown.length === 0) return;
  heading(doc, 'Imagery: before and after');
  for (const detection of shown) {
    doc.fontSize(9);
    // Wrapped, not cut: the detection's id is what a reader looks it up by.
    const lines = wrapLines(
      doc,
      `${detection.type} · ${formatTime(detection.observed_at)} · confidence ${formatPercent(detection.confidence)} · ${detection.id}`,
      CONTENT_WIDTH,
      'bold',
    );
    const headHeight = lines.length * LINE_HEIGHT + 3;
    ensureSpace(doc, ROW_HEIGHT + headHeight);
    const top = doc.y;
    doc.fillColor(INK.text);
    for (const [i, line] of lines.entries()) drawLine(doc, line, PAGE.margin, top + i * LINE_HEIGHT, 'bold');
    const imageTop = top + headHeight;
    detection.chips.forEach((chip, i) => {
      const x = PAGE.margin + i * (IMAGE_SIZE + 16);
      const bytes = images.get(chip.url);
      if (bytes) doc.image(bytes, x, imageTop, { width: IMAGE_SIZE, height: IMAGE_SIZE });
      else doc.rect(x, imageTop, IMAGE_SIZE, IMAGE_SIZE).strokeColor(INK.rule).stroke();
      doc.fontSize(8).fillColor(INK.muted);
      for (const [j, line] of wrapLines(doc, chip.name, IMAGE_SIZE, 'regular').entries()) {
        drawLine(doc, line, x, imageTop + IMAGE_SIZE + 3 + j * LINE_HEIGHT, 'regular');
      }
    });
    doc.y = imageTop + ROW_HEIGHT;
  }
}
