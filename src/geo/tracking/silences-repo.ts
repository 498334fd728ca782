/**
 * Silences of vessels that went dark (`asset_silences`): one row per silence of an asset, opened
 * by the first watch that tells it, closed by the asset's next position. Rows are kept, so an
 * asset's history of silences stays readable.
 */
import { newId } from '../../lib/ids.ts';
import type { AssetSilencesTable } from '../../store/database.ts';
import type { Executor } from '../../store/store.ts';

export type SilenceRow = AssetSilencesTable;

/** Silences still open, every asset's. */
export function listOpenSilences(db: Executor): Promise<SilenceRow[]> {
  return db.selectFrom('asset_silences').selectAll().where('ended_at', 'is', null).execute();
}

/**
 * Opens the silence after the fix at `lastAt`, unless it is open already: the first watch to tell
 * it records it (the ledger says which watches told it). One row per asset and start, so two
 * processes cannot both open it.
 */
export async function openSilence(
  db: Executor,
  silence: {
    assetId: string;
    lastAt: number;
    lon: number;
    lat: number;
    thresholdS: number;
    now: number;
    /** A silence found late, between two stored fixes: the second one's time. */
    endedAt?: number;
  },
): Promise<void> {
  await db
    .insertInto('asset_silences')
    .values({
      id: newId('silence'),
      asset_id: silence.assetId,
      last_at: silence.lastAt,
      last_lon: silence.lon,
      last_lat: silence.lat,
      threshold_s: Math.ceil(silence.thresholdS),
      detected_at: silence.now,
      ended_at: silence.endedAt ?? null,
    })
    .onConflict((c) => c.columns(['asset_id', 'last_at']).doNothing())
    .execute();
}

/** Closes the asset's open silences that began before `at`, the time of its next position. */
export async function endSilences(db: Executor, assetId: string, at: number): Promise<void> {
  await db
    .updateTable('asset_silences')
    .set({ ended_at: at })
    .where('asset_id', '=', assetId)
    .where('ended_at', 'is', null)
    .where('last_at', '<', at)
    .execute();
}

/** Each asset's newest silence, open or closed, among `assetIds`. */
export async function latestSilences(
  db: Executor,
  assetIds: readonly string[],
): Promise<Map<string, SilenceRow>> {
  const latest = new Map<string, SilenceRow>();
  if (assetIds.length === 0) return latest;
  const rows = await db
    .selectFrom('asset_silences')
    .selectAll()
    .where('asset_id', 'in', [...new Set(assetIds)])
    .orderBy('last_at', 'desc')
    .execute();
  for (const row of rows) if (!latest.has(row.asset_id)) latest.set(row.asset_id, row);
  return latest;
}

/** Whether a silence of the asset was recorded that overlaps the time from `from` to `to`. */
export async function silenceOverlaps(
  db: Executor,
  assetId: string,
  from: number,
  to: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('asset_silences')
    .select('id')
    .where('asset_id', '=', assetId)
    .where('last_at', '<', to)
    .where((eb) => eb.or([eb('ended_at', 'is', null), eb('ended_at', '>', from)]))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
