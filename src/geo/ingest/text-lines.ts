/**
 * A text's lines, a bounded number at a time (as many as `size()` says when each chunk starts), so
 * that a 16 MB body is read and stored in slices between which the process answers other requests,
 * instead of in one piece that holds the event loop for seconds. Lines end at `\n`, with a `\r` before it dropped, as `text.split(/\r?\n/)`
 * would give them (a text ending in a newline has a last, empty line).
 */

/**
 * Why a line holding the NUL character is refused: no store keeps NUL in text (PostgreSQL refuses
 * it), and NMEA's checksum cannot see it (NUL XORs to nothing), so a line with one is reported bad
 * rather than read into a station name or a call sign.
 */
export const NUL_IN_LINE = 'holds the NUL character (\\u0000), which no line may';

export interface LineChunk {
  /** The index in the text of the chunk's first line (0 for the first). */
  first: number;
  lines: string[];
}

export function* lineChunks(text: string, size: () => number): Generator<LineChunk> {
  let start = 0;
  let first = 0;
  let lines: string[] = [];
  let maxLines = size();
  for (;;) {
    const end = text.indexOf('\n', start);
    const raw = end === -1 ? text.slice(start) : text.slice(start, end);
    lines.push(raw.endsWith('\r') && end !== -1 ? raw.slice(0, -1) : raw);
    if (end === -1) break;
    start = end + 1;
    if (lines.length >= maxLines) {
      yield { first, lines };
      first += lines.length;
      lines = [];
      maxLines = size();
    }
  }
  yield { first, lines };
}
