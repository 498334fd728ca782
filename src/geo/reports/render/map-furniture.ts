/**
 * What sits on top of the report map besides the data: the paint box, point markers, the legend,
 * the scale bar and a notice for an empty map.
 */

import { FONT, INK, type Pdf } from '../../../lib/pdf/pdf-layout.ts';
import { type Frame, kmPerPoint, type MapView } from './map-view.ts';

export const PAINT = {
  sea: '#d6e6f2',
  land: '#e8e6df',
  coast: '#a7a49a',
  graticule: '#8fa6bb',
  site: '#d9480f',
  useful: '#2b8a3e',
  notUseful: '#c92a2a',
  unrated: '#868e96',
  track: '#1864ab',
  start: '#2b8a3e',
  end: '#c92a2a',
  detection: '#ae3ec9',
  asset: '#1864ab',
  note: '#495057',
} as const;

export type MarkSymbol = 'area' | 'dot' | 'line' | 'start' | 'end';
export interface LegendEntry {
  label: string;
  symbol: MarkSymbol;
  color: string;
}

export function marker(doc: Pdf, symbol: MarkSymbol, x: number, y: number, color: string, r: number): void {
  doc.save().lineWidth(1.2).fillColor(color).strokeColor('#ffffff');
  if (symbol === 'end') doc.rect(x - r, y - r, 2 * r, 2 * r);
  else doc.circle(x, y, r);
  doc.fillAndStroke().restore();
}

/** A bar of a round number of kilometres, about 70–150 points long, at the bottom left. */
export function drawScaleBar(doc: Pdf, view: MapView): void {
  const perPoint = kmPerPoint(view);
  if (!Number.isFinite(perPoint) || perPoint <= 0) return;
  const target = perPoint * 100;
  const power = 10 ** Math.floor(Math.log10(target));
  const km = [1, 2, 5, 10].map((m) => m * power).findLast((v) => v <= target * 1.5) ?? power;
  const length = km / perPoint;
  const { frame } = view;
  const x = frame.x + 10;
  const y = frame.y + frame.height - 14;
  const label = `${km >= 1 ? km : km.toFixed(1)} km`;
  doc
    .save()
    .fillOpacity(0.85)
    .rect(x - 5, y - 12, length + 10, 21)
    .fill('#ffffff')
    .restore();
  for (let i = 0; i < 4; i++) {
    doc.rect(x + (i * length) / 4, y, length / 4, 3.5).fill(i % 2 === 0 ? INK.text : '#ffffff');
  }
  doc.rect(x, y, length, 3.5).lineWidth(0.5).strokeColor(INK.text).stroke();
  doc.font(FONT.regular).fontSize(6.5).fillColor(INK.text);
  doc.text('0', x - 1.5, y - 9, { lineBreak: false });
  doc.text(label, x + length - doc.widthOfString(label) / 2, y - 9, { lineBreak: false });
}

export function drawLegend(doc: Pdf, frame: Frame, entries: readonly LegendEntry[]): void {
  if (entries.length === 0) return;
  doc.font(FONT.regular).fontSize(7.5);
  const width = Math.max(...entries.map((e) => doc.widthOfString(e.label))) + 30;
  const height = entries.length * 12 + 8;
  const x = frame.x + frame.width - width - 8;
  const y = frame.y + 8;
  doc.save().fillOpacity(0.9).rect(x, y, width, height).fill('#ffffff').restore();
  doc.rect(x, y, width, height).lineWidth(0.5).strokeColor(INK.rule).stroke();
  entries.forEach((entry, i) => {
    const cy = y + 10 + i * 12;
    const sx = x + 12;
    if (entry.symbol === 'area') {
      doc
        .save()
        .fillOpacity(0.14)
        .rect(sx - 6, cy - 4, 12, 8)
        .fill(entry.color)
        .restore();
      doc
        .rect(sx - 6, cy - 4, 12, 8)
        .lineWidth(1.2)
        .strokeColor(entry.color)
        .stroke();
    } else if (entry.symbol === 'line') {
      doc
        .moveTo(sx - 7, cy)
        .lineTo(sx + 7, cy)
        .lineWidth(1.6)
        .strokeColor(entry.color)
        .stroke();
    } else {
      marker(doc, entry.symbol, sx, cy, entry.color, entry.symbol === 'dot' ? 3 : 4);
    }
    doc.fillColor(INK.text).text(entry.label, x + 24, cy - 3.2, { lineBreak: false });
  });
}

export function drawNotice(doc: Pdf, frame: Frame, text: string): void {
  doc.font(FONT.bold).fontSize(10);
  const width = doc.widthOfString(text) + 24;
  const x = frame.x + (frame.width - width) / 2;
  const y = frame.y + frame.height / 2 - 12;
  doc.save().fillOpacity(0.9).rect(x, y, width, 24).fill('#ffffff').restore();
  doc.fillColor(INK.text).text(text, x + 12, y + 7, { lineBreak: false });
}
