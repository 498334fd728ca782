/**
 * OFAC's real SDN publication (../shared/data/ofac/sdn_advanced.xml.bz2, DateOfIssue 2025-11-19),
 * read by Vigil's reader once per test worker, and imported from what it read.
 *
 * Reading it is 121 MB of XML out of bzip2: some 20 s of CPU, every time. The reader's own tests
 * (sdn-publication.test.ts) check that reading, bytes pulled included; the other tests that need the
 * real list (screening, agents, names, chain reads) are about what Vigil does with it once stored.
 * The unit and app tiers share their worker's modules (`isolate: false`), so this module's read is
 * done once a worker, and every import after the first costs only what the import itself does: the
 * diff against the stored list and its writes, through the same `importList` as a file.
 *
 * The entries are frozen: an import that changed what it was given would make the next import in
 * the worker read something else than the publication, so it fails here instead.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import {
  type ImportOptions,
  importList,
  type ListImportSummary,
} from '../../../../src/risk/lists/import-list.ts';
import { OFAC_SDN } from '../../../../src/risk/lists/import-ofac.ts';
import { readSdnAdvanced, type SdnEntry } from '../../../../src/risk/lists/ofac/index.ts';
import type { Store } from '../../../../src/store/store.ts';

export const OFAC_DIR = fileURLToPath(new URL('../../../../../shared/data/ofac/', import.meta.url));
export const SDN_PUBLICATION = `${OFAC_DIR}sdn_advanced.xml.bz2`;

export interface PublicationRead {
  publishedAt: string | undefined;
  entries: readonly SdnEntry[];
  /** Compressed bytes the reader had pulled when the date, then the first entry, came out. */
  bytesAtPublication: number;
  bytesAtFirstEntry: number;
  totalBytes: number;
}

let reading: Promise<PublicationRead> | undefined;

/** The publication as `readSdnAdvanced` reads it from the file, read once a worker. */
export function readPublication(): Promise<PublicationRead> {
  reading ??= read();
  return reading;
}

async function read(): Promise<PublicationRead> {
  let consumed = 0;
  async function* counted(): AsyncGenerator<Buffer> {
    for await (const chunk of createReadStream(SDN_PUBLICATION)) {
      consumed += (chunk as Buffer).length;
      yield chunk as Buffer;
    }
  }
  const entries: SdnEntry[] = [];
  const result = {
    publishedAt: undefined as string | undefined,
    bytesAtPublication: 0,
    bytesAtFirstEntry: 0,
    totalBytes: (await stat(SDN_PUBLICATION)).size,
  };
  // One chunk at a time, so that the bytes pulled when something comes out are what it needed.
  const source = Readable.from(counted(), { highWaterMark: 1 });
  for await (const entry of readSdnAdvanced(source, (publication) => {
    result.publishedAt = publication.publishedAt;
    result.bytesAtPublication = consumed;
  })) {
    if (entries.length === 0) result.bytesAtFirstEntry = consumed;
    entries.push(deepFreeze(entry));
  }
  return { ...result, entries };
}

/**
 * Imports the publication into `store` as `importOfacList` imports the file. `later` makes it a
 * later publication (as OFAC publishes one): issued on `date`, without the parties whose profile ids
 * are in `without`, as OFAC leaves out a party it delists.
 */
export async function importSdnPublication(
  store: Store,
  options: Omit<ImportOptions, 'fileName'> & {
    fileName?: string;
    later?: { date: string; without: readonly string[] };
  },
): Promise<ListImportSummary> {
  const publication = await readPublication();
  const { later, ...importOptions } = options;
  const without = new Set(later?.without ?? []);
  const publishedAt = later?.date ?? publication.publishedAt;
  if (publishedAt === undefined) throw new Error('the SDN publication was read without its date');
  const left = publication.entries.filter((entry) => !without.has(entry.id));
  if (left.length !== publication.entries.length - without.size) {
    throw new Error(`importSdnPublication: not every party of ${[...without].join(', ')} is listed`);
  }
  return importList(
    store,
    {
      ...OFAC_SDN,
      async *read(_source, onPublication) {
        onPublication({ publishedAt });
        yield* left;
      },
    },
    SDN_PUBLICATION,
    { fileName: 'sdn_advanced.xml.bz2', ...importOptions },
  );
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
