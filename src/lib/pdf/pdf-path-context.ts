/**
 * A d3-geo path context that draws into a pdfkit document, so `geoPath(projection, context)` can
 * trace land, boundaries and tracks straight into the PDF. The caller fills or strokes afterwards.
 */
import type { GeoContext } from 'd3-geo';
import type { Pdf } from './pdf-layout.ts';

export function pdfPathContext(doc: Pdf): GeoContext {
  return {
    moveTo: (x, y) => void doc.moveTo(x, y),
    lineTo: (x, y) => void doc.lineTo(x, y),
    closePath: () => void doc.closePath(),
    // d3 only asks for full circles (point symbols).
    arc: (x, y, radius) => void doc.circle(x, y, radius),
    beginPath: () => {},
  };
}
