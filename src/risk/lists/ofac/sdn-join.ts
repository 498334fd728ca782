/**
 * Joins parties with the sections they draw on. A party needs the lookup tables, its identity
 * documents (IMO, MMSI, aircraft serial) and its sanctions entries (programmes), and each of those
 * sections is complete only once it has closed. A party read after all three goes out at once; one
 * read before is held, as a compact description (names and the facts the reader maps), until they close.
 *
 * Nationalities are Locations, looked up for their country when the party is completed: in
 * OFAC's order Locations is the second section, read long before.
 *
 * OFAC's order is ReferenceValueSets, Locations, IDRegDocuments, DistinctParties, SanctionsEntries, so in
 * practice every party waits for the SanctionsEntries section (the last ~2% of the document): the
 * reader holds about 18,000 compact records, never the XML.
 */
import type { SdnCollectorSink } from './sdn-collector.ts';
import type { SdnEntry } from './sdn-entry.ts';
import type { RawIdDocument, RawParty, RawReference, RawSanctionsEntry, SdnSection } from './sdn-raw.ts';
import { completeParty, type DescribedParty, describeParty } from './sdn-resolve.ts';
import { isWantedLabel, ReferenceTables } from './sdn-vocabulary.ts';

const NEEDED: readonly SdnSection[] = ['ReferenceValueSets', 'IDRegDocuments', 'SanctionsEntries'];

export interface SdnJoin extends SdnCollectorSink {
  /** Entries ready to hand out, resolved one by one as they are taken. */
  drain(): Generator<SdnEntry>;
  /** The document has ended: whatever is still held goes out with what is known. */
  finish(): void;
}

export function createSdnJoin(onPublication: (publishedAt: string) => void): SdnJoin {
  const references = new ReferenceTables();
  const documents = new Map<string, RawIdDocument[]>();
  const entries = new Map<string, RawSanctionsEntry[]>();
  const closed = new Set<SdnSection>();
  // Parties read before the lookup tables stay raw; the rest are described at once, which is smaller.
  let held: (RawParty | DescribedParty)[] = [];
  let ready: (RawParty | DescribedParty)[] = [];
  const links = {
    documents: (identityId: string) => documents.get(identityId) ?? [],
    sanctionsEntries: (profileId: string) => entries.get(profileId) ?? [],
  };

  const release = (): void => {
    ready.push(...held);
    held = [];
  };
  const allClosed = (): boolean => NEEDED.every((section) => closed.has(section));
  const tablesRead = (): boolean => closed.has('ReferenceValueSets');
  const wanted = (set: string, typeId: string): boolean => {
    const label = references.name(set, typeId);
    return label !== undefined && isWantedLabel(label);
  };

  return {
    publication: onPublication,

    reference(reference: RawReference) {
      references.add(reference);
    },

    idDocument(document: RawIdDocument) {
      // Passports and tax ids are most of this section; once the types are known, keep only ours.
      if (tablesRead() && !wanted('IDRegDocType', document.typeId)) return;
      const list = documents.get(document.identityId);
      if (list) list.push(document);
      else documents.set(document.identityId, [document]);
    },

    party(party: RawParty) {
      const item = tablesRead() ? describeParty(party, references) : party;
      if (allClosed()) ready.push(item);
      else held.push(item);
    },

    sanctionsEntry(entry: RawSanctionsEntry) {
      const list = entries.get(entry.profileId);
      if (list) list.push(entry);
      else entries.set(entry.profileId, [entry]);
    },

    sectionEnd(section: SdnSection) {
      closed.add(section);
      if (allClosed()) release();
    },

    finish: release,

    *drain() {
      while (ready.length > 0) {
        const batch = ready;
        ready = [];
        for (const item of batch) {
          const described = 'profileId' in item ? describeParty(item, references) : item;
          yield completeParty(described, references, links);
        }
      }
    },
  };
}
