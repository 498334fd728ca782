/**
 * A decoder "pool" for geotiff.js that inflates Deflate tiles (TIFF compression 8 and 32946, what
 * Earth Search's and CDSE's COGs use) with Node's zlib instead of pako: the same bytes out, in
 * about a third of the time (a 256-pixel 16-bit tile: 0.7 ms against 1.8 ms, measured side by side
 * on this machine). The predictor is still geotiff.js's (BaseDecoder.decode applies it to what
 * decodeBlock returns). Other compressions go to geotiff.js's own decoders.
 */
import { inflateSync } from 'node:zlib';
import { BaseDecoder, type DecoderWorker, getDecoder, type Pool } from 'geotiff';

/** TIFF Compression tag values for Deflate (Adobe's and the old PKZIP code). */
const DEFLATE = new Set([8, 32946]);

class NativeDeflateDecoder extends BaseDecoder {
  override decodeBlock(buffer: ArrayBufferLike): ArrayBufferLike {
    const out = inflateSync(new Uint8Array(buffer));
    return out.buffer.slice(out.byteOffset, out.byteOffset + out.byteLength);
  }
}

type DecoderParameters = ConstructorParameters<typeof BaseDecoder>[0];

/** Passed as readRasters' `pool`: geotiff.js asks it for a decoder per image it reads. */
export const nativeDecoders: Pool = {
  workerWrappers: null,
  bindParameters(compression: number, parameters: DecoderParameters): DecoderWorker {
    if (DEFLATE.has(compression)) {
      const decoder = new NativeDeflateDecoder(parameters);
      return { decode: (buffer) => decoder.decode(buffer) };
    }
    const decoder = getDecoder(compression, parameters);
    return { decode: async (buffer) => (await decoder).decode(buffer) };
  },
  async destroy() {},
};
