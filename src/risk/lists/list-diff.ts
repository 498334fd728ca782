/**
 * Compares a publication, entry by entry as it streams past, with what the store holds: an entry
 * whose content hash is unchanged is only counted, so memory holds the changed entries alone.
 */
import { createHash } from 'node:crypto';
import { canonicalJson } from '../../lib/canonical-json.ts';
import { VigilError } from '../../lib/errors.ts';
import type { ListIdentifier } from './list-identifiers.ts';
import type { EntryChange, RereadEntry, StoredEntryState } from './list-store.ts';

/** One entry of a publication, in the terms every list shares. */
export interface PublishedEntry {
  entryId: string;
  kind: string;
  name: string;
  programs: string[];
  lists: string[];
  /** The whole entry as the list's reader gives it; stored as canonical JSON and hashed. */
  document: unknown;
  identifiers: ListIdentifier[];
  /** When the list designated it, YYYY-MM-DD ('' when it gives no date); kept beside the entry, not in its content. */
  designatedOn: string;
  /**
   * The entry as an earlier Vigil read it (without what the reader has learnt to read since). A
   * stored entry whose hash is this one's is unchanged by the list: its document is brought up to
   * date without counting it as changed or writing history, since the publisher changed nothing.
   */
  earlierReading?: unknown;
}

export interface ListDiff {
  add(entry: PublishedEntry): void;
  /** The publication has ended: what changed, and the listed entries it no longer holds. */
  finish(): {
    changes: EntryChange[];
    delisted: string[];
    unchanged: number;
    entries: number;
    /** Unchanged entries whose designation date is new to the store. */
    designations: { entryId: string; designatedOn: string }[];
    /** Unchanged entries read with more than the store holds of them. */
    reread: RereadEntry[];
  };
}

export function createListDiff(stored: ReadonlyMap<string, StoredEntryState>): ListDiff {
  const seen = new Set<string>();
  const changes: EntryChange[] = [];
  const designations: { entryId: string; designatedOn: string }[] = [];
  const reread: RereadEntry[] = [];
  let unchanged = 0;

  return {
    add(entry) {
      if (seen.has(entry.entryId)) {
        throw new VigilError('validation_failed', `the publication lists entry ${entry.entryId} twice`);
      }
      seen.add(entry.entryId);
      const json = canonicalJson(entry.document);
      const contentHash = sha256(json);
      const before = stored.get(entry.entryId);
      const readWithLess =
        before?.listed === true &&
        before.contentHash !== contentHash &&
        entry.earlierReading !== undefined &&
        sha256(canonicalJson(entry.earlierReading)) === before.contentHash;
      if (readWithLess) reread.push({ entryId: entry.entryId, json, contentHash });
      if (before?.listed && (before.contentHash === contentHash || readWithLess)) {
        unchanged += 1;
        if (before.designatedOn !== entry.designatedOn) {
          designations.push({ entryId: entry.entryId, designatedOn: entry.designatedOn });
        }
        return;
      }
      const { document: _document, earlierReading: _earlier, ...rest } = entry;
      // A delisted entry that comes back is listed again, whether or not its content changed.
      changes.push({ ...rest, change: before?.listed ? 'changed' : 'listed', json, contentHash });
    },

    finish() {
      const delisted = [...stored]
        .filter(([entryId, state]) => state.listed && !seen.has(entryId))
        .map(([entryId]) => entryId);
      return { changes, delisted, unchanged, entries: seen.size, designations, reread };
    },
  };
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
