/**
 * A text's lines, a bounded number at a time, so that a 16 MB body is read and stored in slices
 * between which the process answers other requests, instead of in one piece that holds the event
 * loop for seconds. Lines end at `\n`, with a `\r` before it dropped, as `text.split(/\r?\n/)`
 * would give them (a text ending in a newline has a last, empty line).
 */

export interface LineChunk {
  /** The index in the text of the chunk's first line (0 for the first). */
  first: number;
  lines: string[];
}

/** How many lines `text` has, as `text.split(/\r?\n/).length` would count them. */
export function lineCount(text: string): number {
  let count = 1;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) count += 1;
  return count;
}

export function* lineChunks(text: string, maxLines: number): Generator<LineChunk> {
  let start = 0;
  let first = 0;
  let lines: string[] = [];
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
    }
  }
  yield { first, lines };
}
