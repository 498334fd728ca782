/**
 * The ledger's zone rows derived from what is stored, once, when the store asks for it (migration
 * 0025, for a store whose ledger began after its data): every asset whose last stored position is
 * inside a zone in force is recorded inside it, as of that position, unless the ledger already says
 * something of it. Without the row an asset last seen inside more than an hour before a start is
 * placed afresh (the prime places only the last hour's assets), and its next fix inside tells an
 * entry that was told before the upgrade.
 *
 * Rows are only added, never changed, so two engines doing it at once (PostgreSQL, at the first
 * start of several processes) agree; a crossing told meanwhile is newer than the position the row
 * is dated by, and wins.
 */
import type { Store } from '../../store/store.ts';
import type { AssetsService } from '../assets/index.ts';
import { areaBBox } from '../geometry/index.ts';
import { createGeofenceEngine, type Zone } from '../zones/index.ts';
import { backfillDone, backfillRequested, insertLedgerRows, type LedgerRow } from './ledger-repo.ts';

export async function backfillZoneLedger(
  deps: { store: Store; assets: Pick<AssetsService, 'recentlySeenIn'>; now: number },
  zones: readonly Zone[],
): Promise<number> {
  const { store, assets, now } = deps;
  if (!(await backfillRequested(store.db, 'zones'))) return 0;
  // A geofence engine of its own: the placements are read, not kept (the watcher's engine holds
  // only the assets of the last hour).
  const engine = createGeofenceEngine();
  const lastAt = new Map<string, number>();
  for (const zone of zones) {
    engine.setZone(zone);
    const inBox = await assets.recentlySeenIn(areaBBox(zone.area), Number.MIN_SAFE_INTEGER);
    for (const asset of inBox) lastAt.set(asset.id, asset.at);
    engine.place(
      zone.id,
      inBox.map((asset) => ({ assetId: asset.id, at: asset.at, lon: asset.lon, lat: asset.lat })),
    );
  }
  const rows: LedgerRow[] = engine.snapshot().assets.flatMap((asset) =>
    asset.zones
      .filter((zone) => zone.inside)
      .map((zone) => ({
        watch: `zone:${zone.zoneId}`,
        subject: asset.assetId,
        state: 'inside',
        since: lastAt.get(asset.assetId) ?? asset.horizon,
        // As a row from before spans were kept: its stay is derived from its state (ledger-rules.ts).
        spans: null,
        told_at: null,
        updated_at: now,
      })),
  );
  await store.db.transaction().execute(async (tx) => {
    await insertLedgerRows(tx, rows);
    await backfillDone(tx, 'zones');
  });
  return rows.length;
}
