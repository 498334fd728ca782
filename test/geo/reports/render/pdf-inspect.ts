/**
 * Reading an uncompressed pdfkit PDF in tests: its pages, the text it shows and its metadata.
 * Text is read back as a PDF reader reads it: each font's glyph codes through the font's
 * ToUnicode CMap (pdfkit writes one for every embedded font), so what comes out is what a reader
 * would copy. Enough for pdfkit's own output, not a general PDF parser.
 */
const cp1252 = new TextDecoder('windows-1252');

/** Glyph code (hex) → the text it stands for, from a ToUnicode CMap's bfchar and bfrange entries. */
function readCMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const utf16 = (hex: string) => new TextDecoder('utf-16be').decode(Buffer.from(hex, 'hex'));
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const entry of (block[1] ?? '').matchAll(
      /<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*(\[[^\]]*\]|<[0-9a-f]+>)/gi,
    )) {
      const start = Number.parseInt(entry[1] ?? '0', 16);
      const end = Number.parseInt(entry[2] ?? '0', 16);
      const target = entry[3] ?? '';
      if (target.startsWith('[')) {
        // A ligature's entry holds several code units, space-separated: `<0066 0069>`.
        [...target.matchAll(/<([0-9a-f ]+)>/gi)].forEach((m, i) => {
          map.set(start + i, utf16((m[1] ?? '').replaceAll(' ', '')));
        });
      } else {
        const base = Number.parseInt(target.slice(1, -1), 16);
        for (let code = start; code <= end; code++) map.set(code, String.fromCharCode(base + code - start));
      }
    }
  }
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const entry of (block[1] ?? '').matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi)) {
      map.set(Number.parseInt(entry[1] ?? '0', 16), utf16(entry[2] ?? ''));
    }
  }
  return map;
}

/** Each font resource name (`F2`) → its ToUnicode map. */
function fontMaps(text: string): Map<string, Map<number, string>> {
  const objects = new Map<string, string>();
  for (const m of text.matchAll(/\n(\d+) 0 obj\n([\s\S]*?)\nendobj/g)) objects.set(m[1] ?? '', m[2] ?? '');
  const maps = new Map<string, Map<number, string>>();
  for (const m of text.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    const font = objects.get(m[2] ?? '') ?? '';
    const ref = /\/ToUnicode (\d+) 0 R/.exec(font)?.[1];
    if (ref !== undefined) maps.set(m[1] ?? '', readCMap(objects.get(ref) ?? ''));
  }
  return maps;
}

export function pageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
}

/**
 * Each text-showing operation (`[<hex> kern <hex>] TJ`) as one string, in drawing order: a line in
 * several fonts or directions is several operations, drawn left to right. A right-to-left run's
 * glyphs are drawn right to left, so its string reads in visual order (a reader's extraction turns
 * it back with the bidirectional algorithm).
 */
export function shownText(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const maps = fontMaps(text);
  const shown: string[] = [];
  for (const stream of text.matchAll(/stream\n([\s\S]*?)\nendstream/g)) {
    let font = '';
    for (const op of (stream[1] ?? '').matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
      if (op[1] !== undefined) {
        font = op[1];
        continue;
      }
      const map = maps.get(font);
      shown.push(
        [...(op[2] ?? '').matchAll(/<([0-9a-f]*)>/g)]
          .map((m) => {
            const hex = m[1] ?? '';
            if (map === undefined) return cp1252.decode(Buffer.from(hex, 'hex'));
            let out = '';
            for (let i = 0; i < hex.length; i += 4)
              out += map.get(Number.parseInt(hex.slice(i, i + 4), 16)) ?? '\ufffd';
            return out;
          })
          .join(''),
      );
    }
  }
  return shown;
}

/** Per embedded font, the glyph codes that stand for `char`: a shaped letter has several. */
export function glyphCodesFor(pdf: Buffer, char: string): number[][] {
  return [...fontMaps(pdf.toString('latin1')).values()].map((map) =>
    [...map].flatMap(([code, text]) => (text === char ? [code] : [])),
  );
}

/** A string of the document information dictionary, e.g. `Title`. */
export function infoValue(pdf: Buffer, key: string): string | undefined {
  const text = pdf.toString('latin1');
  const ref = new RegExp(`/${key} (\\d+) 0 R`).exec(text)?.[1];
  if (ref === undefined) return undefined;
  const body = new RegExp(`\\n${ref} 0 obj\\n(\\(.*?\\)|<[0-9a-fA-F]*>)\\nendobj`, 's').exec(text)?.[1];
  if (body === undefined) return undefined;
  const bytes = body.startsWith('(')
    ? Buffer.from(
        body.slice(1, -1).replace(/\\([nrtbf()\\])/g, (_, c: string) => ESCAPES[c] ?? c),
        'latin1',
      )
    : Buffer.from(body.slice(1, -1), 'hex');
  // UTF-16BE after a byte-order mark, as pdfkit writes strings beyond ASCII.
  return bytes[0] === 0xfe && bytes[1] === 0xff
    ? new TextDecoder('utf-16be').decode(bytes.subarray(2))
    : cp1252.decode(bytes);
}

const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };

/** Straight path segments (`x y l`), of which the map's coastlines are most. */
export function lineSegments(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/ l\n/g) ?? []).length;
}
