/**
 * The history of what identifies an asset: names, call signs, IMO numbers, ship types,
 * destinations (and an aircraft's registration and flight). A vessel is renamed, and sometimes
 * takes a name back; reports of the old name keep arriving late from slow feeds. So each field is
 * kept as runs in the order of the reports' own times, never in the order they arrived: a run
 * starts at the first report of its value and lasts until the next run. A report older than the
 * newest run says something of the past: it goes into the history where its time falls, and does
 * not change what the asset carries now. What this keeps can answer "which names, from when to
 * when" (`GET /v1/assets/:id/identity`, later) and lets search find a vessel by a former name.
 */
import { chunks } from '../../lib/chunks.ts';
import { insertInBatches, KEYS_PER_QUERY } from '../../store/batches.ts';
import type { AssetIdentityTable } from '../../store/database.ts';
import type { Executor } from '../../store/store.ts';
import type { StaticReport } from '../ingest/index.ts';
import { normaliseName } from './asset-merge.ts';

export const IDENTITY_FIELDS = [
  'name',
  'call_sign',
  'imo',
  'ship_type',
  'destination',
  'registration',
  'flight',
] as const;
export type IdentityField = (typeof IDENTITY_FIELDS)[number];

type Run = Pick<AssetIdentityTable, 'value' | 'from_at'>;

/** The values a static report gives, by field, as text. */
export function identityValues(report: StaticReport): Partial<Record<IdentityField, string>> {
  const values: Partial<Record<IdentityField, string>> = {};
  const set = (field: IdentityField, value: string | number | undefined) => {
    const text = value === undefined ? '' : String(value).trim();
    if (text !== '') values[field] = text;
  };
  set('name', report.name);
  set('call_sign', report.callSign);
  set('imo', report.imo);
  set('ship_type', report.shipType);
  set('destination', report.destination);
  set('registration', report.registration);
  set('flight', report.flight);
  return values;
}

export function identityNorm(field: IdentityField, value: string): string {
  return field === 'name' ? normaliseName(value) : value.toUpperCase();
}

/** Where a report of `value` at `at` goes in the runs (oldest first), changing them in place. */
function placeReport(runs: Run[], value: string, at: number): void {
  // The run the report falls in: the last that started at or before it.
  let index = -1;
  for (let i = 0; i < runs.length && (runs[i]?.from_at ?? Number.POSITIVE_INFINITY) <= at; i++) index = i;
  const current = runs[index];
  if (current?.value === value) return;
  if (current?.from_at === at) {
    // Two values for one instant: the one received later is the one kept.
    current.value = value;
    return;
  }
  const next = runs[index + 1];
  // The next run has this value: it began earlier than known.
  if (next?.value === value) {
    next.from_at = at;
    return;
  }
  runs.splice(index + 1, 0, { value, from_at: at });
}

/**
 * Records the reports' values in the history, in `tx`; answers, for each report, the fields whose
 * value is now the asset's current one (a report older than its field's newest run changes
 * nothing current).
 */
export async function recordIdentity(
  tx: Executor,
  reports: readonly { assetId: string; report: StaticReport }[],
): Promise<Set<IdentityField>[]> {
  const assetIds = [...new Set(reports.map((r) => r.assetId))];
  const stored = new Map<string, Run[]>();
  for (const chunk of chunks(assetIds, KEYS_PER_QUERY)) {
    const rows = await tx
      .selectFrom('asset_identity')
      .select(['asset_id', 'field', 'value', 'from_at'])
      .where('asset_id', 'in', chunk)
      .orderBy('from_at')
      .execute();
    for (const row of rows) {
      const key = `${row.asset_id}|${row.field}`;
      stored.set(key, [...(stored.get(key) ?? []), { value: row.value, from_at: Number(row.from_at) }]);
    }
  }
  const before = new Map([...stored].map(([key, runs]) => [key, runs.map((run) => ({ ...run }))]));
  const current: Set<IdentityField>[] = [];
  for (const { assetId, report } of reports) {
    const fields = new Set<IdentityField>();
    for (const [field, value] of Object.entries(identityValues(report)) as [IdentityField, string][]) {
      const key = `${assetId}|${field}`;
      const runs = stored.get(key) ?? [];
      stored.set(key, runs);
      placeReport(runs, value, report.at);
      if (runs.at(-1)?.value === value) fields.add(field);
    }
    current.push(fields);
  }
  await writeChanges(tx, before, stored);
  return current;
}

/** Each (asset, field) whose runs changed: the runs that went deleted, the new ones inserted. */
async function writeChanges(
  tx: Executor,
  before: ReadonlyMap<string, readonly Run[]>,
  after: ReadonlyMap<string, readonly Run[]>,
): Promise<void> {
  const inserts: AssetIdentityTable[] = [];
  for (const [key, runs] of after) {
    const [assetId = '', field = ''] = key.split('|');
    const old = new Map((before.get(key) ?? []).map((run) => [run.from_at, run.value]));
    const kept = new Set<number>();
    for (const run of runs) {
      if (old.get(run.from_at) === run.value) {
        kept.add(run.from_at);
        continue;
      }
      inserts.push({
        asset_id: assetId,
        field,
        value: run.value,
        value_norm: identityNorm(field as IdentityField, run.value),
        from_at: run.from_at,
      });
    }
    const gone = [...old.keys()].filter((at) => !kept.has(at));
    if (gone.length > 0) {
      await tx
        .deleteFrom('asset_identity')
        .where('asset_id', '=', assetId)
        .where('field', '=', field)
        .where('from_at', 'in', gone)
        .execute();
    }
  }
  await insertInBatches(inserts, (batch) => tx.insertInto('asset_identity').values(batch).execute());
}

/** Each asset's runs of a field, oldest first, with when each ended (null: it is the current one). */
export async function identityRuns(
  db: Executor,
  assetIds: readonly string[],
  field: IdentityField,
): Promise<Map<string, { value: string; from: number; to: number | null }[]>> {
  const runs = new Map<string, { value: string; from: number; to: number | null }[]>();
  if (assetIds.length === 0) return runs;
  for (const chunk of chunks(assetIds, KEYS_PER_QUERY)) {
    const rows = await db
      .selectFrom('asset_identity')
      .select(['asset_id', 'value', 'from_at'])
      .where('asset_id', 'in', chunk)
      .where('field', '=', field)
      .orderBy('asset_id')
      .orderBy('from_at')
      .execute();
    for (const row of rows) {
      const list = runs.get(row.asset_id) ?? [];
      const previous = list.at(-1);
      if (previous) previous.to = Number(row.from_at);
      list.push({ value: row.value, from: Number(row.from_at), to: null });
      runs.set(row.asset_id, list);
    }
  }
  return runs;
}

/** The ids of assets that carried `value` in `field` at some time (exact, as normalised). */
export async function assetsThatCarried(
  db: Executor,
  field: IdentityField,
  value: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('asset_identity')
    .select('asset_id')
    .distinct()
    .where('field', '=', field)
    .where('value_norm', '=', identityNorm(field, value))
    .execute();
  return rows.map((row) => row.asset_id);
}
