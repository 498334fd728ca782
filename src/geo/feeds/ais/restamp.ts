/**
 * Re-dating a recorded AIS line, for `vigil replay --as-live`: the line gets a tag block `c:` of
 * the new time (milliseconds), which outranks every other receive time it carries (receive-times.ts),
 * so an old archive plays as if heard now. A tag block the line has keeps its other fields (its
 * ORBCOMM `T:` goes, since it would name the old time to a reader); a line without one gets one. A
 * `$PGHP` wrapper and anything that is not an AIS sentence are left as they are.
 */
import { nmeaChecksum } from './nmea-checksum.ts';
import { parseTagBlock } from './tag-block.ts';

function withChecksum(fields: string): string {
  return `\\${fields}*${nmeaChecksum(fields).toString(16).toUpperCase().padStart(2, '0')}\\`;
}

export function restampAisLine(line: string, at: number): string {
  const text = line.trim();
  let rest = text;
  let fields: string[] = [];
  if (text.startsWith('\\')) {
    const close = text.indexOf('\\', 1);
    if (close < 0) return line;
    const block = parseTagBlock(text.slice(1, close));
    // A tag block that fails its own check is left for the service to refuse, as sent.
    if (typeof block === 'string') return line;
    fields = Object.entries(block.fields)
      .filter(([key]) => key !== 'c' && key !== 'T')
      .map(([key, value]) => `${key}:${value}`);
    rest = text.slice(close + 1);
  }
  if (!/^!..VD[MO],/.test(rest)) return line;
  return `${withChecksum([...fields, `c:${Math.round(at)}`].join(','))}${rest}`;
}
