/**
 * Streams the records of a flat XML list (the UN's consolidated list: one element per listed party,
 * all at the same depth) as small element trees, one at a time. The document is never held: text
 * goes through a SAX parser chunk by chunk, only the record being read is built, and the next chunk
 * is read only when the consumer asks for more records than are ready. Plain XML or bzip2.
 */
import { SaxesParser } from 'saxes';
import { VigilError } from '../../lib/errors.ts';
import { sdnText } from './ofac/sdn-source.ts';

export interface XmlElement {
  /** Local name: a namespace prefix is dropped. */
  name: string;
  attributes: Record<string, string>;
  /** The element's own text, trimmed ('' when it has none). */
  text: string;
  children: XmlElement[];
}

export interface XmlRecordsOptions {
  /** The root element the document must have, e.g. `CONSOLIDATED_LIST`. */
  root: string;
  /** The names of record elements, e.g. `INDIVIDUAL` and `ENTITY`. */
  records: readonly string[];
  /** How records sit below the root: 2 for `<ROOT><GROUP><RECORD>`. */
  depth: number;
  /** Called with the root's attributes as soon as it is read, before any record. */
  onRoot?: (attributes: Record<string, string>) => void;
  /** How messages name the document. */
  document: string;
}

export async function* readXmlRecords(
  source: string | NodeJS.ReadableStream,
  options: XmlRecordsOptions,
): AsyncGenerator<XmlElement, void, undefined> {
  const parser = new SaxesParser();
  const ready: XmlElement[] = [];
  // Elements open below (and including) the record being read; empty between records.
  const open: XmlElement[] = [];
  let depth = 0;
  let failure: unknown;
  parser.on('error', (error) => {
    failure ??= new VigilError(
      'validation_failed',
      `malformed XML in the ${options.document}: ${error.message}`,
      {
        cause: error,
      },
    );
  });
  parser.on('opentag', (tag) => {
    const name = localName(tag.name);
    const attributes = detachAll(tag.attributes as Record<string, string>);
    if (depth === 0) {
      if (name !== options.root) {
        throw new VigilError(
          'validation_failed',
          `not the ${options.document}: root is <${name}>, not <${options.root}>`,
        );
      }
      options.onRoot?.(attributes);
    }
    depth += 1;
    const inRecord = open.length > 0;
    if (!inRecord && !(depth === options.depth + 1 && options.records.includes(name))) return;
    const element: XmlElement = { name, attributes, text: '', children: [] };
    open.at(-1)?.children.push(element);
    open.push(element);
  });
  parser.on('text', (text) => {
    const element = open.at(-1);
    if (element) element.text += text;
  });
  parser.on('closetag', () => {
    depth -= 1;
    const element = open.pop();
    if (!element) return;
    element.text = detach(element.text.trim());
    if (open.length === 0) ready.push(element);
  });

  for await (const text of sdnText(source)) {
    parser.write(text);
    if (failure) throw failure;
    yield* ready.splice(0);
  }
  parser.close();
  if (failure) throw failure;
  yield* ready.splice(0);
}

/** The first child named `name`. */
export function child(element: XmlElement, name: string): XmlElement | undefined {
  return element.children.find((c) => c.name === name);
}

export function childrenNamed(element: XmlElement, name: string): XmlElement[] {
  return element.children.filter((c) => c.name === name);
}

/** The text of the first child named `name`, or '' when there is none. */
export function childText(element: XmlElement, name: string): string {
  return child(element, name)?.text ?? '';
}

function localName(name: string): string {
  return name.slice(name.indexOf(':') + 1);
}

/**
 * A copy sharing no memory with the parser's input: V8 keeps a substring as a view of its parent,
 * so a retained name would otherwise pin a whole chunk of the document.
 */
function detach(value: string): string {
  return Buffer.from(value, 'utf8').toString('utf8');
}

function detachAll(attributes: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(attributes).map(([key, value]) => [key, detach(value)]));
}
