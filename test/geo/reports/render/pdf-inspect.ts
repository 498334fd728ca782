/**
 * Reading an uncompressed pdfkit PDF in tests: its pages, the text it shows and its metadata.
 * Enough for pdfkit's own output with the built-in fonts, not a general PDF parser.
 */
const cp1252 = new TextDecoder('windows-1252');

function hexText(hex: string): string {
  return cp1252.decode(Buffer.from(hex, 'hex'));
}

export function pageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
}

/** Each text-showing operation (`[<hex> kern <hex>] TJ`) as one line. */
export function shownText(pdf: Buffer): string[] {
  const lines = pdf.toString('latin1').match(/\[[^\]]*\] TJ/g) ?? [];
  return lines.map((op) => [...op.matchAll(/<([0-9a-f]*)>/g)].map((m) => hexText(m[1] ?? '')).join(''));
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
