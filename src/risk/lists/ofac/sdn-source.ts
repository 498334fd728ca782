/**
 * Opens an SDN publication as a stream of text: a file path or a byte stream, plain XML or bzip2
 * (told apart by the "BZh" magic, not the file name), decoded as UTF-8 chunk by chunk.
 */
import { createReadStream } from 'node:fs';
import { PassThrough, Readable } from 'node:stream';
import unbzip2 from 'unbzip2-stream';

/** Every bzip2 stream starts "BZh" followed by the block size digit. */
const BZIP2_MAGIC = Buffer.from('BZh');

export async function* sdnText(source: string | NodeJS.ReadableStream): AsyncGenerator<string> {
  const { input, close } = open(source);
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let bytes: AsyncIterable<Buffer> = asBuffers(input);
  let decompressor: Readable | undefined;
  const head = await peek(bytes, BZIP2_MAGIC.length);
  bytes = head.rest;
  if (head.bytes.subarray(0, BZIP2_MAGIC.length).equals(BZIP2_MAGIC)) {
    decompressor = bunzip2(bytes);
    bytes = decompressor;
  }
  try {
    for await (const chunk of bytes) yield decoder.decode(chunk, { stream: true });
    const tail = decoder.decode();
    if (tail) yield tail;
  } finally {
    decompressor?.destroy();
    close();
  }
}

/** A path is opened (and closed) here; a caller's stream is the caller's to close. */
function open(source: string | NodeJS.ReadableStream): { input: NodeJS.ReadableStream; close: () => void } {
  if (typeof source !== 'string') return { input: source, close: () => {} };
  const file = createReadStream(source);
  return { input: file, close: () => file.destroy() };
}

async function* asBuffers(input: NodeJS.ReadableStream): AsyncGenerator<Buffer> {
  for await (const chunk of input) yield typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
}

/** Reads at least `size` bytes (unless the input is shorter) and gives them back with the rest. */
async function peek(
  input: AsyncIterable<Buffer>,
  size: number,
): Promise<{ bytes: Buffer; rest: AsyncIterable<Buffer> }> {
  const iterator = input[Symbol.asyncIterator]();
  const seen: Buffer[] = [];
  let length = 0;
  while (length < size) {
    const next = await iterator.next();
    if (next.done) break;
    seen.push(next.value);
    length += next.value.length;
  }
  const bytes = Buffer.concat(seen);
  async function* rest(): AsyncGenerator<Buffer> {
    try {
      if (bytes.length > 0) yield bytes;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
    } finally {
      await iterator.return?.();
    }
  }
  return { bytes, rest: rest() };
}

/**
 * unbzip2-stream is an old-style `through` stream (not async-iterable, errors not forwarded by
 * pipe), so it sits between two modern streams and every error is passed on to the output.
 */
function bunzip2(compressed: AsyncIterable<Buffer>): Readable {
  const input = Readable.from(compressed);
  const decompressor = unbzip2();
  const output = new PassThrough();
  input.on('error', (error) => output.destroy(error));
  // Its own messages for a cut-off file are internals ("Cannot read properties of undefined").
  decompressor.on('error', (error: Error) =>
    output.destroy(new Error(`damaged or truncated bzip2 data (${error.message})`, { cause: error })),
  );
  output.on('close', () => input.destroy());
  input.pipe(decompressor).pipe(output);
  return output;
}
