/**
 * The labels a workspace's screening saw at a past time, for `as_of` screening: the sanctions lists
 * as their last import by then published them (each entry as it stood in that import, listed or
 * delisted), the TagPacks imported by then, and the workspace's own labels made by then and not yet
 * removed. Read for the few addresses a past screening reaches (not the whole index): an audit
 * question, not the hot path.
 *
 * What cannot be told again is said, not guessed (`gaps`): a TagPack imported again since keeps only
 * its new labels (an import replaces the pack), so the labels it had then are unknown.
 */
import { chunks } from '../../lib/chunks.ts';
import type { Executor } from '../../store/store.ts';
import type { LabelTest } from '../exposure/index.ts';
import type { LabelHit } from './label-hit.ts';
import { type ListVersionRef, listVersionRef, type SanctionsAddressMapper } from './label-hit.ts';
import { placeSanctions, type SanctionsAddressRow } from './sanctions-hits.ts';
import { TAGPACK_SOURCE_PREFIX } from './tagpack-labels.ts';

/** Addresses per `in (...)` list: under both stores' bound-parameter limits. */
const ADDRESSES_PER_QUERY = 500;

export interface LabelsAt {
  lookup(workspaceId: string, chain: string, address: string): LabelHit[];
  labelTest(workspaceId: string, chain: string): LabelTest;
  /** The list versions in force at the time, `{source: {id, version}}`. */
  versions(): Record<string, ListVersionRef>;
  versionsJson(): string;
  /** What could not be told as it stood then, e.g. `tagpack:<pack>` imported again since. */
  gaps: string[];
}

/** The import of each list in force at `at`, and each list's newest import. */
async function versionsAt(db: Executor, at: number) {
  const rows = await db
    .selectFrom('list_versions')
    .select(['source', 'seq', 'version', 'imported_at'])
    .execute();
  const then = new Map<string, { seq: number; version: string }>();
  const newest = new Map<string, number>();
  for (const row of rows) {
    newest.set(row.source, Math.max(newest.get(row.source) ?? 0, row.seq));
    if (row.imported_at > at) continue;
    if ((then.get(row.source)?.seq ?? 0) < row.seq)
      then.set(row.source, { seq: row.seq, version: row.version });
  }
  return { then, newest };
}

/** Each entry of a sanctions list as its import `seq` left it: the newest history row at or before it. */
async function sanctionsAt(db: Executor, source: string, seq: number): Promise<SanctionsAddressRow[]> {
  const rows = await db
    .selectFrom('list_entry_history as h')
    .innerJoin('list_entries as e', (join) =>
      join.onRef('e.source', '=', 'h.source').onRef('e.entry_id', '=', 'h.entry_id'),
    )
    .select(['h.entry_id', 'h.seq', 'h.change', 'h.version', 'h.entry', 'e.designated_on'])
    .where('h.source', '=', source)
    .where('h.seq', '<=', seq)
    .execute();
  const latest = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    if ((latest.get(row.entry_id)?.seq ?? 0) < row.seq) latest.set(row.entry_id, row);
  }
  const found: SanctionsAddressRow[] = [];
  for (const row of latest.values()) {
    const entry = JSON.parse(row.entry) as {
      name?: string;
      programs?: string[];
      addresses?: { currency: string; address: string }[];
    };
    for (const address of entry.addresses ?? []) {
      found.push({
        source,
        entry_id: row.entry_id,
        name: entry.name ?? row.entry_id,
        programs: JSON.stringify(entry.programs ?? []),
        designated_on: row.designated_on,
        value: address.address,
        currency: address.currency,
        delisted: row.change === 'delisted' ? row.version : null,
      });
    }
  }
  return found;
}

export async function labelsAt(
  db: Executor,
  mapSanctionsAddress: SanctionsAddressMapper,
  scope: { workspaceId: string; chain: string; addresses: readonly string[]; at: number },
): Promise<LabelsAt> {
  const { workspaceId, chain, at } = scope;
  const wanted = new Set(scope.addresses);
  const byAddress = new Map<string, LabelHit[]>();
  const add = (address: string, hit: LabelHit) => {
    const hits = byAddress.get(address);
    if (hits === undefined) byAddress.set(address, [hit]);
    else hits.push(hit);
  };
  const gaps: string[] = [];
  const { then, newest } = await versionsAt(db, at);
  const versions: Record<string, ListVersionRef> = {};
  for (const [source, { seq, version }] of then) versions[source] = listVersionRef(source, seq, version);

  for (const [source, { seq }] of then) {
    if (source.startsWith(TAGPACK_SOURCE_PREFIX)) continue;
    for (const { chains, address, hit } of placeSanctions(
      await sanctionsAt(db, source, seq),
      mapSanctionsAddress,
      versions,
    )) {
      if (chains.has(chain) && wanted.has(address)) add(address, hit);
    }
  }

  for (const part of chunks([...wanted], ADDRESSES_PER_QUERY)) {
    const rows = await db
      .selectFrom('address_labels')
      .selectAll()
      .where('chain', '=', chain)
      .where('address', 'in', part)
      .where((eb) => eb.or([eb('workspace_id', 'is', null), eb('workspace_id', '=', workspaceId)]))
      .where('created_at', '<=', at)
      .where((eb) => eb.or([eb('removed_at', 'is', null), eb('removed_at', '>', at)]))
      .execute();
    for (const row of rows) {
      if (row.workspace_id === null) {
        // A pack's rows are its newest import's: they are the pack as it stood then only if no
        // import of it came after.
        const seqThen = then.get(row.source)?.seq;
        if (seqThen !== undefined && seqThen !== newest.get(row.source)) continue;
        const hit: LabelHit = {
          label: row.label,
          category: row.category,
          source: row.source,
          list_version: row.source_version,
          confidence: row.confidence,
        };
        if (row.concepts !== null) hit.concepts = JSON.parse(row.concepts) as string[];
        add(row.address, hit);
      } else {
        add(row.address, {
          id: row.id,
          label: row.label,
          category: row.category,
          source: 'custom',
          list_version: null,
          confidence: row.confidence,
        });
      }
    }
  }
  for (const [source, { seq }] of then) {
    if (source.startsWith(TAGPACK_SOURCE_PREFIX) && seq !== newest.get(source)) gaps.push(source);
  }

  const versionsText = JSON.stringify(versions);
  return {
    lookup: (_workspaceId, onChain, address) => (onChain === chain ? (byAddress.get(address) ?? []) : []),
    // Every label here is the workspace's view at that time: asked every time, never cached by a trace.
    labelTest: (_workspaceId, onChain) => ({
      generation: 1,
      platform: () => false,
      own: onChain === chain ? (address) => byAddress.has(address) : undefined,
    }),
    versions: () => ({ ...versions }),
    versionsJson: () => versionsText,
    gaps,
  };
}
