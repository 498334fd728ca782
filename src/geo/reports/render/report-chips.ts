/**
 * The site report's imagery section: for the latest detections that carry chips, the before and
 * after images side by side with what was seen, so a reader of the PDF sees the change itself.
 */
import { formatPercent, formatTime } from '../../../lib/pdf/pdf-format.ts';
import {
  CONTENT_WIDTH,
  ensureSpace,
  FONT,
  heading,
  INK,
  PAGE,
  type Pdf,
} from '../../../lib/pdf/pdf-layout.ts';
import type { SiteReportContent } from './report-content.ts';

/** Detections whose chips a report shows: two rows a page, three pages at most. */
export const CHIP_DETECTIONS = 6;
const IMAGE_SIZE = 150;
const ROW_HEIGHT = IMAGE_SIZE + 34;

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
    ensureSpace(doc, ROW_HEIGHT);
    const top = doc.y;
    doc
      .font(FONT.bold)
      .fontSize(9)
      .fillColor(INK.text)
      .text(
        `${detection.type} · ${formatTime(detection.observed_at)} · confidence ${formatPercent(detection.confidence)} · ${detection.id}`,
        PAGE.margin,
        top,
        { width: CONTENT_WIDTH },
      );
    const imageTop = top + 14;
    detection.chips.forEach((chip, i) => {
      const x = PAGE.margin + i * (IMAGE_SIZE + 16);
      const bytes = images.get(chip.url);
      if (bytes) doc.image(bytes, x, imageTop, { width: IMAGE_SIZE, height: IMAGE_SIZE });
      else doc.rect(x, imageTop, IMAGE_SIZE, IMAGE_SIZE).strokeColor(INK.rule).stroke();
      doc
        .font(FONT.regular)
        .fontSize(8)
        .fillColor(INK.muted)
        .text(chip.name, x, imageTop + IMAGE_SIZE + 3, { width: IMAGE_SIZE });
    });
    doc.y = top + ROW_HEIGHT;
  }
}
