/**
 * List versions and workspace labels as a past screening used them: what an audit of it shows.
 * A list version's id is one import's (`source:seq`), so two imports of a publication with the same
 * date are told apart; a workspace label is found as it stood at the screening's time, removed
 * since or not.
 */
import { toRfc3339 } from '../../lib/clock.ts';
import type { Executor } from '../../store/store.ts';
import type { ListVersionRef } from './label-hit.ts';

/** One list version as an audit shows it. */
export interface ListVersionDetail {
  source: string;
  id: string | null;
  version: string;
  /** RFC 3339; null for a version whose import is not recorded (a TagPack stored before imports were). */
  imported_at: string | null;
  file_name: string | null;
}

/** A workspace label as it stood when a screening used it. */
export interface LabelVersion {
  id: string;
  chain: string;
  address: string;
  label: string;
  category: string;
  confidence: number;
  created_at: string;
  created_by: string | null;
  removed_at: string | null;
  removed_by: string | null;
}

/** `source:seq` read back; the source may itself hold a colon (`tagpack:<pack>`). */
function parseVersionId(id: string): { source: string; seq: number } | undefined {
  const at = id.lastIndexOf(':');
  const seq = Number(id.slice(at + 1));
  return at <= 0 || !Number.isSafeInteger(seq) ? undefined : { source: id.slice(0, at), seq };
}

/**
 * The versions a screening record names (`{source: {id, version}}`, or `{source: version}` as
 * records stored before ids were kept), with their imports' time and file.
 */
export async function listVersionDetails(
  db: Executor,
  named: Record<string, ListVersionRef | string>,
): Promise<ListVersionDetail[]> {
  const details: ListVersionDetail[] = [];
  for (const [source, ref] of Object.entries(named)) {
    const { id, version } = typeof ref === 'string' ? { id: null, version: ref } : ref;
    const key = id === null ? undefined : parseVersionId(id);
    const row =
      key === undefined
        ? undefined
        : await db
            .selectFrom('list_versions')
            .select(['imported_at', 'file_name'])
            .where('source', '=', key.source)
            .where('seq', '=', key.seq)
            .executeTakeFirst();
    details.push({
      source,
      id,
      version,
      imported_at: row === undefined ? null : toRfc3339(row.imported_at),
      file_name: row?.file_name ?? null,
    });
  }
  return details.sort((a, b) => (a.source < b.source ? -1 : a.source > b.source ? 1 : 0));
}

/**
 * The workspace's labels on `addresses` that were in force at `at` (made by then, not removed by
 * then) and read `labels`: the versions of its own labels a screening made then matched.
 */
export async function labelsInForce(
  db: Executor,
  workspaceId: string,
  chain: string,
  addresses: readonly string[],
  labels: readonly string[],
  at: number,
): Promise<LabelVersion[]> {
  if (addresses.length === 0 || labels.length === 0) return [];
  const rows = await db
    .selectFrom('address_labels')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('chain', '=', chain)
    .where('address', 'in', [...new Set(addresses)])
    .where('label', 'in', [...new Set(labels)])
    .where('source', '=', 'custom')
    .where('created_at', '<=', at)
    .where((eb) => eb.or([eb('removed_at', 'is', null), eb('removed_at', '>', at)]))
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    chain: row.chain,
    address: row.address,
    label: row.label,
    category: row.category,
    confidence: row.confidence,
    created_at: toRfc3339(row.created_at),
    created_by: row.created_by,
    removed_at: row.removed_at === null ? null : toRfc3339(row.removed_at),
    removed_by: row.removed_by,
  }));
}
