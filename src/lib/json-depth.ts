/**
 * How deep JSON text nests, found by reading the text once without recursion, before anything
 * parses, walks or serialises it: every later step that recurses (validation, canonical JSON for
 * idempotency, serialisation of stored metadata and evidence) is then safe from a stack overflow.
 */

/**
 * The deepest nesting a JSON body may have. The default of .NET's System.Text.Json (64): deep enough
 * for any GeoJSON geometry (a MultiPolygon's coordinates are 4 levels) and any real metadata, far
 * below where recursion in Node runs out of stack (a few thousand levels).
 */
export const MAX_JSON_DEPTH = 64;

interface Frame {
  isArray: boolean;
  /** The current element's index, in an array. */
  index: number;
  /** Where the current member's key (with its quotes) starts and ends in the text, in an object. */
  keyStart: number;
  keyEnd: number;
}

/**
 * The JSON Pointer (RFC 6901) of the first object or array in `text` that sits deeper than
 * `maxDepth` (the outermost value is at depth 1), or undefined when none does. Text that is not
 * JSON is read as far as its brackets go; the parser that follows reports what is wrong with it.
 */
export function findTooDeep(text: string, maxDepth: number = MAX_JSON_DEPTH): string | undefined {
  const frames: Frame[] = [];
  let expectingKey = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x22 /* " */) {
      const end = closingQuote(text, i);
      const top = frames[frames.length - 1];
      if (expectingKey && top && !top.isArray) {
        top.keyStart = i;
        top.keyEnd = end;
      }
      i = end;
    } else if (code === 0x7b /* { */ || code === 0x5b /* [ */) {
      if (frames.length === maxDepth) return pointerOf(text, frames);
      frames.push({ isArray: code === 0x5b, index: 0, keyStart: -1, keyEnd: -1 });
      expectingKey = code === 0x7b;
    } else if (code === 0x7d /* } */ || code === 0x5d /* ] */) {
      frames.pop();
      expectingKey = false;
    } else if (code === 0x2c /* , */) {
      const top = frames[frames.length - 1];
      if (top?.isArray) top.index++;
      expectingKey = top !== undefined && !top.isArray;
    } else if (code === 0x3a /* : */) {
      expectingKey = false;
    }
  }
  return undefined;
}

/** The index of the quote that closes the string opening at `start` (or the text's end). */
function closingQuote(text: string, start: number): number {
  let at = start;
  for (;;) {
    at = text.indexOf('"', at + 1);
    if (at === -1) return text.length;
    let backslashes = 0;
    while (text.charCodeAt(at - 1 - backslashes) === 0x5c) backslashes++;
    if (backslashes % 2 === 0) return at;
  }
}

function pointerOf(text: string, frames: Frame[]): string {
  let pointer = '';
  for (const frame of frames) {
    pointer += `/${frame.isArray ? String(frame.index) : escapeToken(keyOf(text, frame))}`;
  }
  return pointer;
}

function keyOf(text: string, frame: Frame): string {
  if (frame.keyStart < 0) return '';
  try {
    const key: unknown = JSON.parse(text.slice(frame.keyStart, frame.keyEnd + 1));
    return typeof key === 'string' ? key : '';
  } catch {
    return text.slice(frame.keyStart + 1, frame.keyEnd);
  }
}

function escapeToken(token: string): string {
  return token.replaceAll('~', '~0').replaceAll('/', '~1');
}
