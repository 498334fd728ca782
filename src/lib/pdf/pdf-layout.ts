/**
 * The PDF kit shared by reports and SAR drafts: layout on A4 with pdfkit's built-in Helvetica:
 * headings, label–value lists, tables that continue on the next page with their header, a bar chart
 * and page footers. Text in table cells is cut to fit by measuring, or, in tables that must show
 * every character (identifiers in a SAR draft), wrapped onto as many lines as it takes, breaking a
 * word with no space in it (a hash, an address) wherever the column ends; either way pdfkit never
 * wraps a cell or breaks a page on its own.
 */
import type PDFDocument from 'pdfkit';
import { winAnsi } from './pdf-format.ts';

export type Pdf = typeof PDFDocument;

/** A4 in points, with the margins every page keeps. */
export const PAGE = { width: 595.28, height: 841.89, margin: 48 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** Content stops here; the footer sits below. */
const CONTENT_BOTTOM = PAGE.height - PAGE.margin - 8;

export const INK = { text: '#212529', muted: '#6c757d', rule: '#ced4da', accent: '#1c3d5a', band: '#f1f3f5' };

export const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' } as const;

/** Starts a new page unless `height` points still fit on this one. */
export function ensureSpace(doc: Pdf, height: number): void {
  if (doc.y + height > CONTENT_BOTTOM) doc.addPage();
}

export function heading(doc: Pdf, text: string): void {
  ensureSpace(doc, 60);
  const top = doc.y + 10;
  doc.font(FONT.bold).fontSize(12).fillColor(INK.accent);
  doc.text(winAnsi(text), PAGE.margin, top, { lineBreak: false });
  const rule = top + 16;
  doc
    .moveTo(PAGE.margin, rule)
    .lineTo(PAGE.margin + CONTENT_WIDTH, rule)
    .lineWidth(0.6);
  doc.strokeColor(INK.rule).stroke();
  doc.y = rule + 6;
}

/** Wrapped text across the content width; pdfkit breaks pages inside it when needed. */
export function paragraph(
  doc: Pdf,
  text: string,
  options: { size?: number; color?: string; bold?: boolean } = {},
): void {
  doc
    .font(options.bold ? FONT.bold : FONT.regular)
    .fontSize(options.size ?? 9)
    .fillColor(options.color ?? INK.text);
  ensureSpace(doc, Math.min(doc.heightOfString(winAnsi(text), { width: CONTENT_WIDTH }), 120));
  doc.text(winAnsi(text), PAGE.margin, doc.y, { width: CONTENT_WIDTH });
  doc.y += 4;
}

/** Two columns: labels on the left, values (wrapped when long) on the right. */
export function keyValues(doc: Pdf, rows: readonly (readonly [string, string])[], labelWidth = 130): void {
  const valueWidth = CONTENT_WIDTH - labelWidth;
  for (const [label, raw] of rows) {
    const value = winAnsi(raw);
    doc.font(FONT.regular).fontSize(9);
    const height = Math.max(doc.heightOfString(value, { width: valueWidth }), 11);
    ensureSpace(doc, height + 2);
    const y = doc.y;
    doc.font(FONT.bold).fillColor(INK.muted).text(winAnsi(label), PAGE.margin, y, { lineBreak: false });
    doc
      .font(FONT.regular)
      .fillColor(INK.text)
      .text(value, PAGE.margin + labelWidth, y, { width: valueWidth });
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

export interface TableOptions {
  /** Wrap each cell onto as many lines as it needs instead of cutting it: nothing is left out. */
  wrap?: boolean;
}

/** A table with a shaded header, repeated at the top of each page it continues on. */
export function table(
  doc: Pdf,
  columns: readonly Column[],
  rows: readonly (readonly string[])[],
  options: TableOptions = {},
): void {
  ensureSpace(doc, ROW_HEIGHT * Math.min(rows.length + 1, 4));
  tableHeader(doc, columns);
  rows.forEach((row, index) => {
    doc.font(FONT.regular).fontSize(8).fillColor(INK.text);
    const cells = columns.map((column, i) => {
      const text = winAnsi(row[i] ?? '');
      return options.wrap ? wrapLines(doc, text, column.width - 2 * CELL_PAD) : [text];
    });
    const lines = Math.max(1, ...cells.map((c) => c.length));
    const height = ROW_HEIGHT + (lines - 1) * WRAPPED_LINE;
    if (doc.y + height > CONTENT_BOTTOM) {
      doc.addPage();
      tableHeader(doc, columns);
    }
    const y = doc.y;
    if (index % 2 === 1) doc.rect(PAGE.margin, y, CONTENT_WIDTH, height).fill(INK.band);
    doc.font(FONT.regular).fontSize(8).fillColor(INK.text);
    let x = PAGE.margin;
    columns.forEach((column, i) => {
      (cells[i] ?? []).forEach((line, n) => {
        cell(doc, line, x, y + n * WRAPPED_LINE, column);
      });
      x += column.width;
    });
    doc.y = y + height;
  });
  doc.y += 6;
}

/**
 * `text` in lines no wider than `width` in the current font: broken at spaces, and a word wider
 * than the line broken where the line ends (a hash or an address has no space to break at).
 */
export function wrapLines(doc: Pdf, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const joined = line === '' ? word : `${line} ${word}`;
    if (doc.widthOfString(joined) <= width) {
      line = joined;
      continue;
    }
    if (line !== '') lines.push(line);
    line = '';
    let rest = word;
    while (doc.widthOfString(rest) > width) {
      let cut = rest.length - 1;
      while (cut > 1 && doc.widthOfString(rest.slice(0, cut)) > width) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line !== '' || lines.length === 0) lines.push(line);
  return lines;
}

function tableHeader(doc: Pdf, columns: readonly Column[]): void {
  const y = doc.y;
  doc.rect(PAGE.margin, y, CONTENT_WIDTH, ROW_HEIGHT + 1).fill('#dde3ea');
  doc.font(FONT.bold).fontSize(8).fillColor(INK.accent);
  let x = PAGE.margin;
  for (const column of columns) {
    cell(doc, column.header, x, y + 0.5, column);
    x += column.width;
  }
  doc.y = y + ROW_HEIGHT + 1;
}

/** One line of text cut with an ellipsis to the column, in the current font. */
function cell(doc: Pdf, raw: string, x: number, y: number, column: Column): void {
  const text = fitText(doc, winAnsi(raw), column.width - 2 * CELL_PAD);
  const left =
    column.align === 'right' ? x + column.width - CELL_PAD - doc.widthOfString(text) : x + CELL_PAD;
  doc.text(text, left, y + CELL_PAD, { lineBreak: false });
}

export function fitText(doc: Pdf, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let cut = text;
  while (cut.length > 0 && doc.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
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
      const label = winAnsi(bar.label);
      doc.fillColor(INK.muted).text(label, x + (slot - doc.widthOfString(label)) / 2, bottom + 3, {
        lineBreak: false,
      });
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
    const left = fitText(doc, winAnsi(text), CONTENT_WIDTH - doc.widthOfString(pageText) - 20);
    doc.text(left, PAGE.margin, y, { lineBreak: false });
    doc.text(pageText, PAGE.margin + CONTENT_WIDTH - doc.widthOfString(pageText), y, { lineBreak: false });
    doc.page.margins.bottom = margin;
  }
}
