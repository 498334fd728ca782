/**
 * Reads OFAC's SDN "advanced" XML (sdn_advanced.xml, or its .bz2) as an async iterable of
 * `SdnEntry`. The document (about 120 MB) is never held: text goes through a SAX parser chunk by
 * chunk and the next chunk is read only when the consumer asks for more entries than are ready.
 */
import { SaxesParser } from 'saxes';
import { VigilError } from '../../../lib/errors.ts';
import { createSdnCollector } from './sdn-collector.ts';
import type { SdnEntry, SdnPublication } from './sdn-entry.ts';
import { createSdnJoin } from './sdn-join.ts';
import { sdnText } from './sdn-source.ts';

/**
 * Streams the entries of an SDN publication one by one.
 * @param source a path to a `.xml` or `.xml.bz2` file, or a stream of its bytes (bzip2 is detected).
 * @param onPublication called once, early, with the publication date (DateOfIssue).
 */
export async function* readSdnAdvanced(
  source: string | NodeJS.ReadableStream,
  onPublication?: (publication: SdnPublication) => void,
): AsyncGenerator<SdnEntry, void, undefined> {
  const join = createSdnJoin((publishedAt) => onPublication?.({ publishedAt }));
  const collector = createSdnCollector(join);
  const parser = new SaxesParser();
  // saxes reports a malformed (or empty) document through this handler; keep the first error.
  let failure: unknown;
  parser.on('error', (error) => {
    failure ??= new VigilError('validation_failed', `malformed SDN XML: ${error.message}`, { cause: error });
  });
  // A collector error (wrong root, bad date) thrown inside a saxes callback is rethrown by write().
  parser.on('opentag', (tag) => collector.open(tag.name, tag.attributes));
  parser.on('text', (text) => collector.text(text));
  parser.on('closetag', (tag) => collector.close(tag.name));

  for await (const text of sdnText(source)) {
    parser.write(text);
    if (failure) throw failure;
    yield* join.drain();
  }
  parser.close();
  if (failure) throw failure;
  join.finish();
  yield* join.drain();
}
