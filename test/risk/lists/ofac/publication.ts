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
 * The imports take the entries from a file the first reader of a run writes (`publicationEntries`:
 * node_modules/.cache/vigil-tests/, named by a digest of the publication and of the reader's
 * sources, so a changed reader or file reads again): each tier has workers of its own, and four
 * workers reading the same file cost some 80 s of CPU in every `npm test`. The reader's own tests
 * read through `readPublication`, always the real read; when no other worker is reading it, that
 * read takes the lock and writes the file, so that on a first run the imports of another worker
 * wait for it rather than read the publication a second time.
 *
 * The entries are frozen: an import that changed what it was given would make the next import in
 * the worker read something else than the publication, so it fails here instead.
 */
import {
  createReadStream,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import {
  type ImportOptions,
  importList,
  type ListImportSummary,
} from '../../../../src/risk/lists/import-list.ts';
import { OFAC_SDN } from '../../../../src/risk/lists/import-ofac.ts';
import { readSdnAdvanced, type SdnEntry } from '../../../../src/risk/lists/ofac/index.ts';
import type { Store } from '../../../../src/store/store.ts';
import { digestOf, TEST_CACHE_DIR } from '../../../fixtures/test-cache.ts';

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
  reading ??= readAndShare(!existsSync(cacheFile()) && takeLock());
  return reading;
}

/** Reads the publication; holding the lock, writes its entries for the other workers and frees it. */
async function readAndShare(holdingLock: boolean): Promise<PublicationRead> {
  try {
    const read = await readFromFile();
    if (holdingLock) {
      const file = cacheFile();
      const written = `${file}.${process.pid}`;
      writeFileSync(written, JSON.stringify({ publishedAt: read.publishedAt, entries: read.entries }));
      renameSync(written, file);
    }
    return read;
  } finally {
    if (holdingLock) rmSync(lockFile(), { recursive: true, force: true });
  }
}

async function readFromFile(): Promise<PublicationRead> {
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

/** The publication's date and entries, as `readPublication` reads them. */
type PublicationEntries = Pick<PublicationRead, 'publishedAt' | 'entries'>;

const READER_DIR = fileURLToPath(new URL('../../../../src/risk/lists/ofac/', import.meta.url));
const LOCK_FILE = fileURLToPath(new URL('../../../../package-lock.json', import.meta.url));
/** A reader that left its lock this long ago is taken to have died: read without it. */
const STALE_LOCK_MS = 180_000;
let entries: Promise<PublicationEntries> | undefined;

/**
 * The entries `readPublication` reads, from this worker's read if it made one, else from the file
 * the first reader of the run wrote, else read now (under a lock, so that workers starting together
 * read once) and written for the others.
 */
export function publicationEntries(): Promise<PublicationEntries> {
  entries ??= reading ?? fromCache();
  return entries;
}

async function fromCache(): Promise<PublicationEntries> {
  for (;;) {
    const cached = readCached(cacheFile());
    if (cached) return cached;
    if (takeLock()) break;
    // Another worker is reading; its lock gone means the file is there at the next look.
    const lockedAt = statSafe(lockFile());
    if (lockedAt !== undefined && Date.now() - lockedAt > STALE_LOCK_MS) return readPublication();
    await sleep(250);
  }
  if (reading) {
    rmSync(lockFile(), { recursive: true, force: true });
    return reading;
  }
  reading = readAndShare(true);
  return reading;
}

let entriesFile: string | undefined;

/** Where the entries are kept, named by what they are read from and by. */
function cacheFile(): string {
  entriesFile ??= path.join(TEST_CACHE_DIR, `sdn-${digestOf([SDN_PUBLICATION, LOCK_FILE, READER_DIR])}.json`);
  return entriesFile;
}

const lockFile = (): string => `${cacheFile()}.lock`;

/** Takes the lock of the entries' file: true when this worker now holds it. */
function takeLock(): boolean {
  mkdirSync(TEST_CACHE_DIR, { recursive: true });
  try {
    mkdirSync(lockFile());
    return true;
  } catch {
    return false;
  }
}

function readCached(file: string): PublicationEntries | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const cached = JSON.parse(text) as { publishedAt?: string; entries: SdnEntry[] };
  return { publishedAt: cached.publishedAt, entries: cached.entries.map(deepFreeze) };
}

function statSafe(file: string): number | undefined {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
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
  const publication = await publicationEntries();
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
