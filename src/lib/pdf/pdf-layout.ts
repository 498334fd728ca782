/**
 * The PDF kit shared by reports and SAR drafts: layout on A4 in the embedded Noto fonts
 * (pdf-text.ts: any script, right-to-left shaped): headings, label–value lists, tables that
 * continue on the next page with their header, a bar chart and page footers. Text in table cells
 * is never cut: it wraps onto as many lines as it takes, breaking a word with no space in it (a
 * hash, an address, an id) wherever the column ends, so every identifier prints whole; pdfkit never
 * wraps a cell or breaks a page on its own.
 */
import type PDFDocument from 'pdfkit';
import { drawLine, textWidth, type Weight } from './pdf-text.ts';

export type Pdf = typeof PDFDocument;

/** A4 in points, with the margins every page keeps. */
export const PAGE = { width: 595.28, height: 841.89, margin: 48 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** Content stops here; the footer sits below. */
const CONTENT_BOTTOM = PAGE.height - PAGE.margin - 8;

export const INK = { text: '#212529', muted: '#6c757d', rule: '#ced4da', accent: '#1c3d5a', band: '#f1f3f5' };

/** The embedded Noto Sans (pdf-text.ts registers it) for labels drawn straight with pdfkit. */
export const FONT = { regular: 'sans-regular', bold: 'sans-bold' } as const;

/** Starts a new page unless `height` points still fit on this one. */
export function ensureSpace(doc: Pdf, height: number): void {
  if (doc.y + height > CONTENT_BOTTOM) doc.addPage();
}

export function heading(doc: Pdf, text: string): void {
  ensureSpace(doc, 60);
  const top = doc.y + 10;
  doc.fontSize(12).fillColor(INK.accent);
  drawLine(doc, text, PAGE.margin, top, 'bold');
  const rule = top + 16;
  doc
    .moveTo(PAGE.margin, rule)
    .lineTo(PAGE.margin + CONTENT_WIDTH, rule)
    .lineWidth(0.6);
  doc.strokeColor(INK.rule).stroke();
  doc.y = rule + 6;
}

/** The height of a line of text at `size` points. */
const lineHeight = (size: number) => size * 1.3;

/** Wrapped text across the content width, a new page when a line does not fit. */
export function paragraph(
  doc: Pdf,
  text: string,
  options: { size?: number; color?: string; bold?: boolean } = {},
): void {
  const size = options.size ?? 9;
  const weight: Weight = options.bold ? 'bold' : 'regular';
  doc.fontSize(size).fillColor(options.color ?? INK.text);
  for (const line of text.split('\n').flatMap((part) => wrapLines(doc, part, CONTENT_WIDTH, weight))) {
    ensureSpace(doc, lineHeight(size));
    doc.fontSize(size).fillColor(options.color ?? INK.text);
    const y = doc.y;
    drawLine(doc, line, PAGE.margin, y, weight);
    doc.y = y + lineHeight(size);
  }
  doc.y += 4;
}

/** Two columns: labels on the left, values (wrapped when long) on the right. */
export function keyValues(doc: Pdf, rows: readonly (readonly [string, string])[], labelWidth = 130): void {
  const valueWidth = CONTENT_WIDTH - labelWidth;
  for (const [label, value] of rows) {
    doc.fontSize(9);
    const lines = wrapLines(doc, value, valueWidth, 'regular');
    const height = Math.max(lines.length * lineHeight(9), 11);
    ensureSpace(doc, height + 2);
    const y = doc.y;
    doc.fillColor(INK.muted);
    drawLine(doc, label, PAGE.margin, y, 'bold');
    doc.fillColor(INK.text);
    lines.forEach((line, i) => {
      drawLine(doc, line, PAGE.margin + labelWidth, y + i * lineHeight(9), 'regular');
    });
    doc.y = y + height + 2;
  }
}

export interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

const ROW_HEIGHT = 13;
const CELL_PAD = 3;
/** The height of each further line of a wrapped cell, at the cells' 8 pt. */
const WRAPPED_LINE = 9.5;

/** A table with a shaded header, repeated at the top of each page it continues on. */
export function table(doc: Pdf, columns: readonly Column[], rows: readonly (readonly string[])[]): void {
  ensureSpace(doc, ROW_HEIGHT * Math.min(rows.length + 1, 4));
  tableHeader(doc, columns);
  rows.forEach((row, index) => {
    doc.fontSize(8).fillColor(INK.text);
    const cells = columns.map((column, i) =>
      wrapLines(doc, row[i] ?? '', column.width - 2 * CELL_PAD, 'regular'),
    );
    const lines = Math.max(1, ...cells.map((c) => c.length));
    const height = ROW_HEIGHT + (lines - 1) * WRAPPED_LINE;
    if (doc.y + height > CONTENT_BOTTOM) {
      doc.addPage();
      tableHeader(doc, columns);
    }
    const y = doc.y;
    if (index % 2 === 1) doc.rect(PAGE.margin, y, CONTENT_WIDTH, height).fill(INK.band);
    doc.fontSize(8).fillColor(INK.text);
    let x = PAGE.margin;
    columns.forEach((column, i) => {
      (cells[i] ?? []).forEach((line, n) => {
        cell(doc, line, x, y + n * WRAPPED_LINE, column, 'regular');
      });
      x += column.width;
    });
    doc.y = y + height;
  });
  doc.y += 6;
}

/**
 * `text` in lines no wider than `width` at the current size: broken at spaces, and a word wider
 * than the line broken where the line ends (a hash, an address or an id has no space to break at).
 */
export function wrapLines(doc: Pdf, text: string, width: number, weight: Weight): string[] {
  const lines: string[] = [];
  let line = '';
  const fits = (candidate: string) => textWidth(doc, candidate, weight) <= width;
  for (const word of text.replace(/[\t\r\n]/g, ' ').split(' ')) {
    const joined = line === '' ? word : `${line} ${word}`;
    if (fits(joined)) {
      line = joined;
      continue;
    }
    if (line !== '') lines.push(line);
    line = '';
    // By code points, so a character outside the BMP is never split.
    let rest = Array.from(word);
    while (rest.length > 1 && !fits(rest.join(''))) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut).join(''))) cut -= 1;
      lines.push(rest.slice(0, cut).join(''));
      rest = rest.slice(cut);
    }
    line = rest.join('');
  }
  if (line !== '' || lines.length === 0) lines.push(line);
  return lines;
}

function tableHeader(doc: Pdf, columns: readonly Column[]): void {
  const y = doc.y;
  doc.rect(PAGE.margin, y, CONTENT_WIDTH, ROW_HEIGHT + 1).fill('#dde3ea');
  doc.fontSize(8).fillColor(INK.accent);
  let x = PAGE.margin;
  for (const column of columns) {
    cell(doc, column.header, x, y + 0.5, column, 'bold');
    x += column.width;
  }
  doc.y = y + ROW_HEIGHT + 1;
}

/** One line of a cell (already wrapped to the column), aligned as the column says. */
function cell(doc: Pdf, text: string, x: number, y: number, column: Column, weight: Weight): void {
  const left =
    column.align === 'right' ? x + column.width - CELL_PAD - textWidth(doc, text, weight) : x + CELL_PAD;
  drawLine(doc, text, left, y + CELL_PAD, weight);
}

/** `text` cut with an ellipsis to `width`: only for running heads, never for what a reader needs whole. */
export function fitText(doc: Pdf, text: string, width: number, weight: Weight = 'regular'): string {
  if (textWidth(doc, text, weight) <= width) return text;
  let cut = Array.from(text);
  while (cut.length > 0 && textWidth(doc, `${cut.join('')}…`, weight) > width) cut = cut.slice(0, -1);
  return `${cut.join('').trimEnd()}…`;
}

/** Vertical bars with a light grid; labels thinned out so they never overlap. */
export function barChart(doc: Pdf, bars: readonly { label: string; value: number }[], height = 110): void {
  if (bars.length === 0) return;
  ensureSpace(doc, height + 24);
  const axis = 26;
  const left = PAGE.margin + axis;
  const width = CONTENT_WIDTH - axis;
  const top = doc.y + 4;
  const bottom = top + height;
  const max = niceCeiling(Math.max(...bars.map((b) => b.value), 1));
  doc.font(FONT.regular).fontSize(7);
  for (const tick of [0, max / 2, max]) {
    const y = bottom - (tick / max) * height;
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.4)
      .strokeColor(INK.rule)
      .stroke();
    const label = Number.isInteger(tick) ? String(tick) : tick.toFixed(1);
    doc.fillColor(INK.muted).text(label, left - 4 - doc.widthOfString(label), y - 3, { lineBreak: false });
  }
  const slot = width / bars.length;
  const every = Math.ceil(30 / slot);
  bars.forEach((bar, i) => {
    const x = left + i * slot;
    const h = (bar.value / max) * height;
    if (h > 0) doc.rect(x + slot * 0.15, bottom - h, slot * 0.7, h).fill('#4c6ef5');
    if (slot >= 14 && bar.value > 0) {
      const value = String(bar.value);
      doc.fillColor(INK.text).text(value, x + (slot - doc.widthOfString(value)) / 2, bottom - h - 9, {
        lineBreak: false,
      });
    }
    if (i % every === 0) {
      doc.fillColor(INK.muted);
      drawLine(doc, bar.label, x + (slot - textWidth(doc, bar.label, 'regular')) / 2, bottom + 3, 'regular');
    }
  });
  doc.y = bottom + 16;
}

/** The smallest of 1, 2, 5 × 10ⁿ that is at least `value`. */
export function niceCeiling(value: number): number {
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

/** Writes "left text … Page i of n" at the foot of every buffered page. */
export function pageFooters(doc: Pdf, text: string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // Writing below the bottom margin would make pdfkit start a new page.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = PAGE.height - PAGE.margin + 12;
    doc
      .moveTo(PAGE.margin, y - 4)
      .lineTo(PAGE.margin + CONTENT_WIDTH, y - 4)
      .lineWidth(0.4);
    doc.strokeColor(INK.rule).stroke();
    doc.font(FONT.regular).fontSize(7.5).fillColor(INK.muted);
    const pageText = `Page ${i + 1} of ${count}`;
    // The running head only: the title it repeats is printed whole at the top of the first page.
    const left = fitText(doc, text, CONTENT_WIDTH - doc.widthOfString(pageText) - 20);
    drawLine(doc, left, PAGE.margin, y, 'regular');
    doc.font(FONT.regular);
    doc.text(pageText, PAGE.margin + CONTENT_WIDTH - doc.widthOfString(pageText), y, { lineBreak: false });
    doc.page.margins.bottom = margin;
  }
}
