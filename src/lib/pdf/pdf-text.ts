/**
 * Text in PDFs (reports, SAR drafts) in any script a customer writes: Latin, Greek and Cyrillic in
 * Noto Sans, Arabic in Noto Naskh Arabic, Hebrew in Noto Sans Hebrew, Chinese and Japanese
 * ideographs and kana in Noto Sans CJK (Hans). The fonts are OFL-1.1, from the npm packages
 * `@embedpdf/fonts-latin`, `-arabic`, `-hebrew` and `-sc`, and embedded (subset) in every PDF.
 *
 * A line is split into runs by the Unicode Bidirectional Algorithm (UAX #9, `bidi-js`) and laid
 * out in visual order; each run is drawn in the first font that has its characters, and fontkit
 * (through pdfkit) shapes it: Arabic letters take their joined forms and a right-to-left run's
 * glyphs come out right to left. Nothing is replaced by `?`.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as fontkit from 'fontkit';
import type PDFDocument from 'pdfkit';

type Pdf = typeof PDFDocument;

export type Weight = 'regular' | 'bold';

interface Family {
  /** The package and its regular and bold files. */
  package: string;
  regular: string;
  bold: string;
}

/** In the order a character is looked for: the first family that has it draws it. */
const FAMILIES = {
  sans: { package: '@embedpdf/fonts-latin', regular: 'NotoSans-Regular.ttf', bold: 'NotoSans-Bold.ttf' },
  arabic: {
    package: '@embedpdf/fonts-arabic',
    regular: 'NotoNaskhArabic-Regular.ttf',
    bold: 'NotoNaskhArabic-Bold.ttf',
  },
  hebrew: {
    package: '@embedpdf/fonts-hebrew',
    regular: 'NotoSansHebrew-Regular.ttf',
    bold: 'NotoSansHebrew-Bold.ttf',
  },
  cjk: { package: '@embedpdf/fonts-sc', regular: 'NotoSansHans-Regular.otf', bold: 'NotoSansHans-Bold.otf' },
} as const satisfies Record<string, Family>;

type FamilyName = keyof typeof FAMILIES;
const ORDER = Object.keys(FAMILIES) as FamilyName[];

/** The font files live beside each package's entry point, in `fonts/`. */
function fontPath(family: Family, weight: Weight): string {
  const entry = fileURLToPath(import.meta.resolve(family.package));
  return join(dirname(entry), '..', 'fonts', family[weight]);
}

const files = new Map<string, string>();
const coverage = new Map<FamilyName, { hasGlyphForCodePoint(codePoint: number): boolean }>();

function fileOf(family: FamilyName, weight: Weight): string {
  const key = `${family}-${weight}`;
  let path = files.get(key);
  if (path === undefined) {
    path = fontPath(FAMILIES[family], weight);
    files.set(key, path);
  }
  return path;
}

/** The family's regular font, opened once, to ask which characters it has. */
function coverageOf(family: FamilyName) {
  let font = coverage.get(family);
  if (font === undefined) {
    const opened = fontkit.openSync(fileOf(family, 'regular'));
    if (!('hasGlyphForCodePoint' in opened)) throw new Error(`${family}: a font collection, not a font`);
    font = opened;
    coverage.set(family, font);
  }
  return font;
}

/** The family that draws `char`: the first that has it; Noto Sans (its missing glyph) when none does. */
function familyOf(char: string): FamilyName {
  const codePoint = char.codePointAt(0) ?? 0;
  for (const family of ORDER) if (coverageOf(family).hasGlyphForCodePoint(codePoint)) return family;
  return 'sans';
}

/** Characters that take the font of the text around them (spaces, punctuation, marks). */
const NEUTRAL = /^[\p{Zs}\p{P}\p{M}\p{S}]$/u;

export interface Run {
  text: string;
  family: FamilyName;
}

// bidi-js is CommonJS: its module is the factory itself.
const bidiFactory = createRequire(import.meta.url)('bidi-js') as typeof import('bidi-js').default;
const bidi = bidiFactory();

/**
 * The line as runs in visual order (left to right on the page), each in one font. A right-to-left
 * run keeps its logical order: the font's layout draws it right to left.
 */
export function visualRuns(text: string): Run[] {
  if (text === '') return [];
  const levels = bidi.getEmbeddingLevels(text);
  // Runs of one embedding level, in logical order.
  const spans: { start: number; end: number; level: number }[] = [];
  for (let i = 0; i < text.length; i++) {
    const level = levels.levels[i] ?? 0;
    const last = spans.at(-1);
    if (last && last.level === level) last.end = i + 1;
    else spans.push({ start: i, end: i + 1, level });
  }
  // UAX #9 L2: from the highest level down to the lowest odd one, reverse every sequence of spans
  // at that level or higher.
  const max = Math.max(...spans.map((s) => s.level));
  const lowestOdd = Math.min(...spans.map((s) => s.level).filter((l) => l % 2 === 1), max + 1);
  for (let level = max; level >= lowestOdd; level--) {
    for (let i = 0; i < spans.length; i++) {
      if ((spans[i]?.level ?? 0) < level) continue;
      let j = i;
      while (j + 1 < spans.length && (spans[j + 1]?.level ?? 0) >= level) j++;
      spans.splice(i, j - i + 1, ...spans.slice(i, j + 1).reverse());
      i = j;
    }
  }
  return spans.flatMap((span) => byFont(text.slice(span.start, span.end), span.level % 2 === 1));
}

/** A span split where its font changes; neutral characters stay with the run they sit in. */
function byFont(text: string, rtl: boolean): Run[] {
  const runs: Run[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    const family = NEUTRAL.test(char) && last ? last.family : familyOf(char);
    if (last && last.family === family) last.text += char;
    else runs.push({ text: char, family });
  }
  // Within a right-to-left span the runs themselves go right to left.
  return rtl ? runs.reverse() : runs;
}

/**
 * Each font, opened once per process. Given a file, pdfkit would read and parse it again for every
 * document, and fontkit decode its shaping tables (GSUB, GPOS) again on the first line of text: that
 * was two thirds of the time a report took to render. What belongs to one document (the subset of
 * glyphs it embeds, its layout cache) pdfkit keeps per document.
 */
const opened = new Map<string, fontkit.Font>();

function fontOf(family: FamilyName, weight: Weight): fontkit.Font {
  const key = `${family}-${weight}`;
  let font = opened.get(key);
  if (font === undefined) {
    const file = fontkit.openSync(fileOf(family, weight));
    if (!('layout' in file)) throw new Error(`${key}: a font collection, not a font`);
    // See `registerFonts`: without this cache to empty, a shared font would carry glyphs across
    // documents.
    if (!('_glyphs' in file)) throw new Error(`${key}: fontkit keeps no glyph cache where expected`);
    font = file;
    opened.set(key, font);
  }
  return font;
}

/**
 * Registers each font with the document under `<family>-<weight>`.
 *
 * fontkit caches each glyph with the characters it was first asked for, and those characters
 * become the PDF's ToUnicode map (what a reader copies and searches). A glyph first met as part of
 * another (an accent's base, when a subset is embedded) has none, so a glyph cache kept from one
 * document to the next would make a document's text depend on the documents rendered before it.
 * Each document starts with an empty cache, as it did with a font of its own; documents do not
 * interleave, as each is drawn and ended synchronously after this call.
 */
export function registerFonts(doc: Pdf): void {
  for (const family of ORDER) {
    for (const weight of ['regular', 'bold'] as const) {
      const font = fontOf(family, weight);
      Reflect.set(font, '_glyphs', {});
      // pdfkit takes a parsed fontkit font as a source (it checks for `layout`), which its types
      // do not list.
      doc.registerFont(`${family}-${weight}`, font as unknown as Buffer);
    }
  }
}

/** The width of `text` at the document's current size, in points. */
export function textWidth(doc: Pdf, text: string, weight: Weight): number {
  let width = 0;
  for (const run of visualRuns(text)) {
    doc.font(`${run.family}-${weight}`);
    width += doc.widthOfString(run.text);
  }
  return width;
}

/** Draws one line at (x, y), run by run; returns the x after it. */
export function drawLine(doc: Pdf, text: string, x: number, y: number, weight: Weight): number {
  let cursor = x;
  for (const run of visualRuns(text)) {
    doc.font(`${run.family}-${weight}`);
    doc.text(run.text, cursor, y, { lineBreak: false });
    cursor += doc.widthOfString(run.text);
  }
  return cursor;
}
