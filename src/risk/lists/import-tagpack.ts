/**
 * Imports a GraphSense TagPack as platform-wide address labels (`address_labels` rows without a
 * workspace), which every workspace's screenings match. A pack is stored whole under its source
 * `tagpack:<slug>`: importing it again replaces all its labels, and records a `list_versions` row
 * in the same transaction, which is what tells running services (their label index watches
 * list_versions) to reload. The same labels at the same version again change nothing.
 */
import type { Clock } from '../../lib/clock.ts';
import { VigilError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { insertInBatches } from '../../store/batches.ts';
import type { AddressLabelsTable, ListVersionsTable } from '../../store/database.ts';
import type { Executor, Store, Tx } from '../../store/store.ts';
import { type ListCounts, latestImport } from './list-store.ts';
import type { TagPackWarning } from './tagpack/index.ts';
import {
  categoryWarnings,
  type SkippedTag,
  type TagLabel,
  tagLabelKey,
  tagLabels,
  tagPackSource,
  tagPackVersion,
} from './tagpack-labels.ts';

export interface TagPackImportOptions {
  clock: Clock;
  /** The pack's file name: it names the pack (`tagpack:<slug>`) and is recorded with the import. */
  fileName: string;
}

/** A reader warning, JSON-ready. */
export interface TagPackImportWarning {
  code: TagPackWarning['code'];
  pointer: string;
  tag_index?: number;
  message: string;
}

/** What an import did. `entries` and `addresses` both count the labels the pack now has. */
export interface TagPackImportSummary extends ListCounts {
  source: string;
  title: string;
  version: string;
  previous_version: string | null;
  /** Labels per chain. */
  chains: Record<string, number>;
  skipped: SkippedTag[];
  warnings: TagPackImportWarning[];
  status: 'imported' | 'already_current';
}

export async function importTagPack(
  store: Store,
  text: string,
  options: TagPackImportOptions,
): Promise<TagPackImportSummary> {
  const { fileName } = options;
  const source = tagPackSource(fileName);
  // The reader (the yaml package) is loaded by the first pack imported, not at every start.
  const { readTagPack } = await import('./tagpack/read-tagpack.ts');
  const { pack, tags, warnings: readWarnings } = readTagPack(text, { fileName });
  // An empty list would delete every label of the pack: far more likely a cut file than meant.
  if (tags.length === 0) {
    throw new VigilError('validation_failed', `${fileName} has no tags: there is nothing to import`);
  }
  const version = tagPackVersion(pack, text);
  const { labels, skipped } = tagLabels(tags);
  // Of the tags that became labels: how each is weighed, when Vigil does not know its concepts.
  const dropped = new Set(skipped.map((tag) => tag.tag_index));
  const warnings = [...readWarnings, ...categoryWarnings(tags.filter((tag) => !dropped.has(tag.index)))];
  const latest = await latestImport(store.db, source);
  const changes = compareLabels(await storedLabels(store.db, source), labels);
  const counts: ListCounts = {
    entries: labels.length,
    vessels: 0,
    aircraft: 0,
    addresses: labels.length,
    ...changes,
  };
  const summary = (status: TagPackImportSummary['status'], previous: string | null) => ({
    source,
    title: pack.title,
    version,
    previous_version: previous,
    ...counts,
    status,
    chains: countByChain(labels),
    skipped,
    warnings: warnings.map(jsonWarning),
  });
  const sameLabels = changes.unchanged === labels.length && changes.removed === 0;
  if (latest?.version === version && sameLabels) return summary('already_current', version);

  const now = options.clock.now();
  const rows = labels.map(
    ({ concepts, ...label }): AddressLabelsTable => ({
      id: newId('label'),
      workspace_id: null,
      ...label,
      concepts: conceptsColumn(concepts),
      source,
      source_version: version,
      created_at: now,
      created_by: null,
      removed_at: null,
      removed_by: null,
    }),
  );
  await store.db.transaction().execute(async (tx) => {
    await insertVersion(tx, {
      source,
      seq: (latest?.seq ?? 0) + 1,
      version,
      previous_version: latest?.version ?? null,
      imported_at: now,
      file_name: fileName,
      ...counts,
    });
    await tx
      .deleteFrom('address_labels')
      .where('source', '=', source)
      .where('workspace_id', 'is', null)
      .execute();
    await insertInBatches(rows, (batch) => tx.insertInto('address_labels').values(batch).execute());
  });
  return summary('imported', latest?.version ?? null);
}

type StoredLabel = Pick<
  AddressLabelsTable,
  'chain' | 'address' | 'label' | 'category' | 'confidence' | 'concepts'
>;

function storedLabels(db: Executor, source: string): Promise<StoredLabel[]> {
  return db
    .selectFrom('address_labels')
    .select(['chain', 'address', 'label', 'category', 'confidence', 'concepts'])
    .where('source', '=', source)
    .where('workspace_id', 'is', null)
    .execute();
}

/** A label is updated when its address and name stay but its category, concepts or confidence changed. */
function compareLabels(
  stored: readonly StoredLabel[],
  labels: readonly TagLabel[],
): Pick<ListCounts, 'added' | 'updated' | 'removed' | 'unchanged'> {
  const before = new Map(stored.map((row) => [tagLabelKey(row), row]));
  let added = 0;
  let updated = 0;
  let unchanged = 0;
  for (const label of labels) {
    const row = before.get(tagLabelKey(label));
    if (row === undefined) added += 1;
    else if (
      row.category === label.category &&
      row.confidence === label.confidence &&
      row.concepts === conceptsColumn(label.concepts)
    )
      unchanged += 1;
    else updated += 1;
  }
  const now = new Set(labels.map(tagLabelKey));
  const removed = [...before.keys()].filter((key) => !now.has(key)).length;
  return { added, updated, removed, unchanged };
}

/** The tag's concepts as stored: JSON, or null when it names none. */
const conceptsColumn = (concepts: readonly string[]) =>
  concepts.length === 0 ? null : JSON.stringify(concepts);

function countByChain(labels: readonly TagLabel[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { chain } of labels) counts[chain] = (counts[chain] ?? 0) + 1;
  return counts;
}

function jsonWarning(warning: TagPackWarning): TagPackImportWarning {
  const { code, pointer, tagIndex, message } = warning;
  return tagIndex === undefined
    ? { code, pointer, message }
    : { code, pointer, tag_index: tagIndex, message };
}

/**
 * The import's list_versions row. As for OFAC's list (list-store.ts): another import of the same
 * pack that finished since this one read the store is a conflict, not a silent overwrite; two
 * racing past this check collide on the primary key (source, seq).
 */
async function insertVersion(tx: Tx, row: ListVersionsTable): Promise<void> {
  const latest = await latestImport(tx, row.source);
  if ((latest?.seq ?? 0) + 1 !== row.seq) {
    throw new VigilError(
      'conflict',
      `another import of ${row.source} finished while this one was reading; run this one again`,
    );
  }
  await tx.insertInto('list_versions').values(row).execute();
}
