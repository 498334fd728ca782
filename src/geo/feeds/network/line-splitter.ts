/**
 * Turns a byte stream, already decoded to text, into whole lines. TCP delivers chunks wherever
 * the network cut them, so the unfinished end of one chunk waits for the next. A sender that
 * never sends a newline must not grow our memory without bound: an over-long line is dropped up
 * to its next newline and counted.
 */

/** NMEA 0183 sentences are at most 82 characters, SBS lines about 150; 16 KiB is surely garbage. */
export const MAX_LINE_CHARS = 16 * 1024;

export interface LineSplitter {
  /** The lines the chunk completed, without their CR/LF; blank lines are left out. */
  push(chunk: string): string[];
  /** Lines thrown away for being longer than the limit. */
  overlong(): number;
}

export function createLineSplitter(maxLineChars = MAX_LINE_CHARS): LineSplitter {
  let partial = '';
  // True while skipping the rest of an over-long line, up to its newline.
  let skipping = false;
  let overlong = 0;
  return {
    push(chunk) {
      const parts = (partial + chunk).split('\n');
      partial = parts.pop() ?? '';
      const lines: string[] = [];
      for (const [i, part] of parts.entries()) {
        if (i === 0 && skipping) {
          skipping = false;
          continue;
        }
        const line = part.endsWith('\r') ? part.slice(0, -1) : part;
        if (line.length > maxLineChars) overlong += 1;
        else if (line.trim() !== '') lines.push(line);
      }
      if (partial.length > maxLineChars) {
        if (!skipping) overlong += 1;
        partial = '';
        skipping = true;
      }
      return lines;
    },
    overlong: () => overlong,
  };
}

/** A datagram holds whole lines (one or several), the last one often without a newline. */
export function datagramLines(text: string): string[] {
  return text.split(/\r?\n/).filter((line) => line.trim() !== '' && line.length <= MAX_LINE_CHARS);
}
