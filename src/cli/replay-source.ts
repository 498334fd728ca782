/**
 * Reading a recorded feed for `vigil replay`: line by line from a stream (recordings run to
 * gigabytes), with each line's number and end offset for error reports and progress; which format
 * the file holds; when each line was received; and whether a line leaves an AIS message unfinished,
 * since the ingest endpoint needs all parts of a message in one request.
 */
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import {
  createLineTimeReader,
  parseSbsLine,
  parseTagBlock,
  restampAisLine,
  restampSbsLine,
} from '../geo/feeds/index.ts';

export type ReplayFormat = 'nmea' | 'sbs';

export interface FileLine {
  text: string;
  /** From 1, as an editor counts. */
  lineNo: number;
  /** Bytes of the file up to and including this line's newline. */
  endByte: number;
}

const NEWLINE = 0x0a;

export async function* readFileLines(file: string): AsyncGenerator<FileLine> {
  let rest: Buffer = Buffer.alloc(0);
  let offset = 0;
  let lineNo = 0;
  const line = (bytes: Buffer): FileLine => {
    offset += bytes.length;
    lineNo += 1;
    const text = bytes.toString('utf8').replace(/\r?\n$/, '');
    return { text, lineNo, endByte: offset };
  };
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    const buffer = rest.length > 0 ? Buffer.concat([rest, chunk]) : chunk;
    let start = 0;
    for (let end = buffer.indexOf(NEWLINE); end !== -1; end = buffer.indexOf(NEWLINE, start)) {
      yield line(buffer.subarray(start, end + 1));
      start = end + 1;
    }
    rest = buffer.subarray(start);
  }
  if (rest.length > 0) yield line(rest);
}

/** Blank lines and `#` comments (as in gpsd's test files) are never data and are not sent. */
export function isDataLine(text: string): boolean {
  const trimmed = text.trim();
  return trimmed !== '' && !trimmed.startsWith('#');
}

const NMEA_START = /^[!$\\]/;
const SBS_START = /^(MSG|SEL|ID|AIR|STA|CLK),/;
/** Enough of the file to see past a long comment header. */
const SNIFF_BYTES = 64 * 1024;

/** The format the first data lines show, or null when they show neither. */
export async function guessFormat(file: string): Promise<ReplayFormat | null> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    for (const text of buffer.toString('utf8', 0, bytesRead).split('\n')) {
      if (!isDataLine(text)) continue;
      if (NMEA_START.test(text.trim())) return 'nmea';
      if (SBS_START.test(text.trim())) return 'sbs';
    }
    return null;
  } finally {
    await handle.close();
  }
}

/** The tag block text between the backslashes in front of a sentence, if there is one. */
function tagBlockOf(text: string): string | null {
  if (!text.startsWith('\\')) return null;
  const end = text.indexOf('\\', 1);
  return end < 0 ? null : text.slice(1, end);
}

/**
 * When a line was received, in ms, as the file says: for NMEA every form the service reads (tag
 * block `c:` or `T:`, a `$PGHP` wrapper, USCG metadata after the checksum), SBS's generated date
 * and time read in `timeZone`. Null when the line does not say. Read in file order (a `$PGHP`
 * wrapper dates the line after it).
 */
export function lineTimeReader(format: ReplayFormat, timeZone: string): (text: string) => number | null {
  if (format === 'sbs') {
    return (text) => {
      const parsed = parseSbsLine(text, { timeZone });
      return parsed.kind === 'message' ? parsed.message.at : null;
    };
  }
  return createLineTimeReader();
}

/** The line dated `at` instead of the time it was recorded with (`--as-live`). */
export function lineRestamper(format: ReplayFormat): (text: string, at: number) => string {
  return format === 'sbs' ? restampSbsLine : restampAisLine;
}

/**
 * True when the line is a part of a multi-part AIS message (by its sentence fields or its tag
 * block group) other than the last, so that the request must not end after it.
 */
export function leavesMessageOpen(format: ReplayFormat, text: string): boolean {
  if (format !== 'nmea') return false;
  const inner = tagBlockOf(text);
  if (inner !== null) {
    const block = parseTagBlock(inner);
    if (typeof block !== 'string' && block.group && block.group.sentence < block.group.count) return true;
  }
  const sentence = inner === null ? text : text.slice(inner.length + 2);
  const [talker = '', count = '', part = ''] = sentence.split(',', 3);
  return /^!..VD[MO]$/.test(talker) && Number(part) < Number(count);
}
