/**
 * Imports a publication of a sanctions list (OFAC's SDN or consolidated non-SDN list, the UN
 * Security Council's consolidated list) into the list store, whichever reader turns its file into
 * entries. The file is streamed and compared with the stored entries as it goes; the changes are
 * written at the end in one transaction, so an import that fails or is interrupted leaves the store
 * as it was. A publication is known by the date its publisher gives it (OFAC's DateOfIssue, the
 * UN's dateGenerated): the same date again changes nothing, an older one is refused unless asked
 * for (to roll a bad publication back). Crypto addresses screening cannot place (a chain Vigil does
 * not screen, a string that is no address at all) are stored as published and reported in the
 * summary's `skipped_addresses`; those it matches on other chains than their ticker names, in
 * `placed_elsewhere`.
 */
import type { Clock } from '../../lib/clock.ts';
import { VigilError } from '../../lib/errors.ts';
import type { ListVersionsTable } from '../../store/database.ts';
import type { Store } from '../../store/store.ts';
import { createListDiff, type PublishedEntry } from './list-diff.ts';
import { sdnIdentifiers } from './list-identifiers.ts';
import {
  type ListCounts,
  type ListSource,
  latestImport,
  loadEntryStates,
  readWithLess,
  writeListImport,
  writeRereadOnly,
} from './list-store.ts';
import type { SdnEntry } from './ofac/index.ts';
import {
  type AddressReport,
  addressReport,
  type PlacedAddress,
  type SkippedAddress,
  sortReport,
  storedAddressReport,
} from './ofac-address-report.ts';

export type ImportProgress =
  | { phase: 'reading'; entries: number }
  | { phase: 'writing'; statements: number; total: number };

export interface ImportOptions {
  clock: Clock;
  /** Recorded with the import, to tell later where a version came from. */
  fileName: string;
  /** Import a publication older than the stored one, rolling the list back to it. */
  allowOlder?: boolean;
  onProgress?: (progress: ImportProgress) => void;
}

export interface ListImportSummary extends ListCounts {
  source: ListSource;
  version: string;
  previous_version: string | null;
  status: 'imported' | 'already_current';
  /** Crypto addresses stored but never matched: a chain Vigil does not screen, or no valid address. */
  skipped_addresses: SkippedAddress[];
  /** Crypto addresses matched on other chains than their ticker names, and why. */
  placed_elsewhere: PlacedAddress[];
}

/** The publication is older than the stored one and `allowOlder` was not given. */
export class OlderListError extends VigilError {
  readonly version: string;
  readonly current: string;
  constructor(source: string, version: string, current: string) {
    super(
      'conflict',
      `the ${source} publication of ${version} is older than the stored one of ${current}; importing it would roll the list back`,
    );
    this.version = version;
    this.current = current;
  }
}

/** Reading only on after the date would be wasted: thrown from the date callback to stop early. */
class SameVersion extends Error {}

/** Progress is reported every this many entries while reading. */
const PROGRESS_EVERY = 500;

/** One list's reader: its entries in the shape every list shares (`SdnEntry`), and its publication date. */
export type ListReader = (
  input: string | NodeJS.ReadableStream,
  onPublication: (publication: { publishedAt: string }) => void,
) => AsyncGenerator<SdnEntry, void, undefined>;

/** What the importer needs to know of a list. */
export interface ListSpec {
  source: ListSource;
  /** How messages name the document: "SDN publication", "UN consolidated list"… */
  document: string;
  read: ListReader;
  /**
   * Why this entry shows the file is not this list (another list's file given by mistake), or
   * undefined. Asked of every entry, so one misfiled document is refused before anything is stored.
   */
  misfiled?: (entry: SdnEntry) => string | undefined;
}

export async function importList(
  store: Store,
  spec: ListSpec,
  source: string | NodeJS.ReadableStream,
  options: ImportOptions,
): Promise<ListImportSummary> {
  const list = spec.source;
  const latest = await latestImport(store.db, list);
  const current = latest?.version ?? null;
  const states = await loadEntryStates(store.db, list);
  const diff = createListDiff(states);
  // A list stored before Vigil read designation dates, or birth dates and nationalities, is read
  // again to complete it, even at the same version.
  const incomplete =
    [...states.values()].some((state) => state.listed && state.designatedOn === null) ||
    (await readWithLess(store.db, list, 'birthDates'));
  let rereading = false;
  const found = { entries: 0, vessels: 0, aircraft: 0, addresses: 0 };
  const report: AddressReport = { skipped: [], placed: [] };
  let version: string | undefined;

  const onPublication = ({ publishedAt }: { publishedAt: string }): void => {
    version = publishedAt;
    if (current === null || publishedAt > current) return;
    if (publishedAt === current) {
      if (!incomplete) throw new SameVersion();
      rereading = true;
      return;
    }
    if (!options.allowOlder) throw new OlderListError(list, publishedAt, current);
  };
  try {
    for await (const entry of readEntries(spec, source, onPublication)) {
      const wrong = spec.misfiled?.(entry);
      if (wrong !== undefined)
        throw new VigilError('validation_failed', `not the ${spec.document}: ${wrong}`);
      const published = publishedEntry(entry);
      diff.add(published);
      const addresses = addressReport(published, published.identifiers);
      report.skipped.push(...addresses.skipped);
      report.placed.push(...addresses.placed);
      found.entries += 1;
      if (entry.kind === 'vessel') found.vessels += 1;
      if (entry.kind === 'aircraft') found.aircraft += 1;
      found.addresses += entry.addresses.length;
      if (found.entries % PROGRESS_EVERY === 0)
        options.onProgress?.({ phase: 'reading', entries: found.entries });
    }
  } catch (error) {
    if (error instanceof SameVersion && latest) {
      return alreadyCurrent(list, latest, await storedAddressReport(store.db, list));
    }
    throw error;
  }
  options.onProgress?.({ phase: 'reading', entries: found.entries });
  if (version === undefined) {
    throw new VigilError('validation_failed', `the ${spec.document} has no publication date`);
  }
  if (rereading && latest && found.entries === 0) {
    return alreadyCurrent(list, latest, await storedAddressReport(store.db, list));
  }
  // A well-formed publication without entries would delist everything: never what a publisher means.
  if (found.entries === 0) throw new VigilError('validation_failed', `the ${spec.document} lists no entries`);

  const { changes, delisted, unchanged, designations, reread } = diff.finish();
  if (rereading && latest && found.entries > 0) {
    await writeRereadOnly(store.db, list, designations, reread);
    return alreadyCurrent(list, latest, await storedAddressReport(store.db, list));
  }
  const counts: ListCounts = {
    ...found,
    added: changes.filter((c) => c.change === 'listed').length,
    updated: changes.filter((c) => c.change === 'changed').length,
    removed: delisted.length,
    unchanged,
  };
  await writeListImport(
    store.db,
    {
      source: list,
      version,
      previousVersion: current,
      afterSeq: latest?.seq ?? 0,
      importedAt: options.clock.now(),
      fileName: options.fileName,
      counts,
      changes,
      delisted,
      designations,
      reread,
    },
    (statements, total) => options.onProgress?.({ phase: 'writing', statements, total }),
  );
  return {
    source: list,
    version,
    previous_version: current,
    ...counts,
    status: 'imported',
    ...reportFields(sortReport(report)),
  };
}

/**
 * The reader's entries, its failures told as what they are: the file is not a readable publication
 * of the list. Errors of this module's own (a refusal, the early stop) pass through unchanged.
 */
async function* readEntries(
  spec: ListSpec,
  source: string | NodeJS.ReadableStream,
  onPublication: (publication: { publishedAt: string }) => void,
): AsyncGenerator<SdnEntry> {
  try {
    yield* spec.read(source, onPublication);
  } catch (error) {
    if (error instanceof VigilError || error instanceof SameVersion) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new VigilError('validation_failed', `cannot read the ${spec.document}: ${reason}`, {
      cause: error,
    });
  }
}

function publishedEntry(entry: SdnEntry): PublishedEntry {
  const { designatedOn, ...document } = entry;
  // Vigil read birth dates and nationalities from 2026-11 on; an entry stored before is the same entry.
  const { birthDates: _birthDates, countries: _countries, ...earlierReading } = document;
  return {
    earlierReading,
    entryId: entry.id,
    kind: entry.kind,
    name: entry.name,
    programs: entry.programs,
    lists: entry.lists,
    document,
    identifiers: sdnIdentifiers(entry),
    // '' when the publication dates it not: read, unlike null (stored before dates were read).
    designatedOn: designatedOn ?? '',
  };
}

function reportFields(report: AddressReport) {
  return { skipped_addresses: report.skipped, placed_elsewhere: report.placed };
}

/** The stored list is this publication: its address report is that of the stored entries. */
function alreadyCurrent(
  source: ListSource,
  latest: ListVersionsTable,
  report: AddressReport,
): ListImportSummary {
  const { version, entries, vessels, aircraft, addresses } = latest;
  return {
    source,
    version,
    previous_version: version,
    entries,
    vessels,
    aircraft,
    addresses,
    added: 0,
    updated: 0,
    removed: 0,
    unchanged: entries,
    status: 'already_current',
    ...reportFields(report),
  };
}
