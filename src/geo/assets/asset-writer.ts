/**
 * The registry's write path: the assets a batch of reports names (created when first seen, locked
 * where the store has row locks), the positions stored in order after each report's fate is planned
 * (position-plan.ts), and the changes each report makes to its asset, written once per asset.
 */
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import type { Executor, Store } from '../../store/store.ts';
import type { PositionOutcome, PositionReport, StaticReport } from '../ingest/index.ts';
import { type AssetChanges, blankAsset, positionChanges, staticChanges } from './asset-merge.ts';
import {
  type AssetRow,
  findAssetsByIdentifier,
  insertAssetsIfAbsent,
  insertPositions,
  listNewestFixes,
  listPositionsAt,
  type PositionRow,
  updateAssets,
} from './assets-repo.ts';
import { type IdentityField, recordIdentity } from './identity-history.ts';
import { positionCell } from './position-cells.ts';
import { instantKey, planPositions } from './position-plan.ts';
import { RELOCATE_AFTER } from './position-quality.ts';

/** What every report says of the asset it is about. */
type Reporting = { kind: AssetRow['kind']; key: string; identifier?: 'mmsi' | 'icao24' | undefined };

export interface AssetWriter {
  /** Stores positions in `tx`, creating assets first seen; what became of each report, in order. */
  storePositions(tx: Executor, reports: readonly PositionReport[]): Promise<PositionOutcome[]>;
  /** Merges static facts in `tx`; the asset id of each report, in order. */
  recordStatic(tx: Executor, reports: readonly StaticReport[]): Promise<string[]>;
}

export function createAssetWriter(deps: {
  store: Store;
  clock: Clock;
  reorderWindowMs: number;
}): AssetWriter {
  const { store, clock, reorderWindowMs } = deps;

  /** What a report names its asset by: MMSI for vessels and AIS SAR aircraft, else the ICAO address. */
  const identifierOf = (report: Reporting): 'mmsi' | 'icao24' =>
    report.identifier ?? (report.kind === 'aircraft' ? 'icao24' : 'mmsi');

  /**
   * The assets of these reports, created when first seen, keyed `identifier:value`, as they are
   * before the reports are applied.
   */
  async function resolve(tx: Executor, reports: readonly Reporting[]): Promise<Map<string, AssetRow>> {
    const byKey = new Map<string, AssetRow>();
    const now = clock.now();
    // Each asset is read locked where the store has row locks, so concurrent batches that touch it
    // apply their changes one after the other instead of overwriting each other's.
    const forUpdate = store.dialect.rowLocks;
    for (const identifier of ['mmsi', 'icao24'] as const) {
      // The kind a new asset gets: that of the first report naming it.
      const kinds = new Map<string, AssetRow['kind']>();
      for (const report of reports) {
        if (identifierOf(report) === identifier && !kinds.has(report.key)) kinds.set(report.key, report.kind);
      }
      const keys = [...kinds.keys()];
      if (keys.length === 0) continue;
      const found = await findAssetsByIdentifier(tx, identifier, keys, { forUpdate });
      const known = new Set(found.map((asset) => asset[identifier]));
      const unseen = keys.filter((key) => !known.has(key));
      if (unseen.length > 0) {
        const blanks = unseen.map((key) =>
          blankAsset(newId('asset'), kinds.get(key) ?? 'vessel', { [identifier]: key }, now),
        );
        await insertAssetsIfAbsent(tx, identifier, blanks);
        // Ours or another transaction's, whichever stored it first.
        found.push(...(await findAssetsByIdentifier(tx, identifier, unseen, { forUpdate })));
      }
      for (const asset of found) {
        const key = asset[identifier];
        if (key !== null) byKey.set(`${identifier}:${key}`, asset);
      }
    }
    return byKey;
  }

  const keyOf = (report: Reporting) => `${identifierOf(report)}:${report.key}`;

  function assetIn(byKey: ReadonlyMap<string, AssetRow>, report: Reporting) {
    const asset = byKey.get(keyOf(report));
    if (!asset) throw new Error(`asset ${keyOf(report)} was neither found nor stored`);
    return asset;
  }

  /**
   * Applies reports in order to their assets, writing each changed asset once; the rows in `byKey`
   * (read in this transaction) are brought up to date as it goes.
   */
  async function apply<R extends Reporting>(
    tx: Executor,
    byKey: Map<string, AssetRow>,
    reports: readonly R[],
    changesOf: (asset: AssetRow, report: R, now: number) => AssetChanges,
  ): Promise<void> {
    const now = clock.now();
    const changed = new Map<string, AssetChanges>();
    for (const report of reports) {
      const asset = assetIn(byKey, report);
      const changes = changesOf(asset, report, now);
      if (Object.keys(changes).length === 0) continue;
      const pending = changed.get(asset.id);
      if (pending === undefined) changed.set(asset.id, { ...changes, updated_at: now });
      else Object.assign(pending, changes);
      // The row read for this transaction, brought up to date for the next report of its asset.
      Object.assign(asset, changes);
      asset.updated_at = now;
    }
    await updateAssets(tx, store.dialect.name, changed);
  }

  /** Stores positions in order: each report's fate is planned first (see position-plan.ts). */
  async function storePositions(
    tx: Executor,
    reports: readonly PositionReport[],
  ): Promise<PositionOutcome[]> {
    if (reports.length === 0) return [];
    const byKey = await resolve(tx, reports);
    // Ids, and the last positions as they were before these reports: read before `apply` below.
    const assetOf = (report: PositionReport) => assetIn(byKey, report);
    // Only a report no newer than its asset's last position can meet a stored row.
    const touching = reports.flatMap((report) => {
      const asset = assetOf(report);
      return asset.last_at !== null && report.at <= asset.last_at
        ? [{ assetId: asset.id, at: report.at }]
        : [];
    });
    const stored = new Map<string, PositionRow[]>();
    for (const row of await listPositionsAt(tx, touching)) {
      const key = instantKey(row.asset_id, row.at);
      stored.set(key, [...(stored.get(key) ?? []), row]);
    }
    const settings = { now: clock.now(), reorderWindowMs };
    let plan = planPositions(reports, assetOf, stored, settings);
    // Jumps are rare: only then are the assets' newest stored fixes read, to see whether the jumps
    // agree with each other (the asset moved) rather than with its last good fix.
    const jumping = new Set(
      reports.flatMap((report, i) =>
        plan[i]?.quality === 'impossible_jump' && assetOf(report).last_at !== null
          ? [assetOf(report).id]
          : [],
      ),
    );
    if (jumping.size > 0) {
      const recent = await listNewestFixes(tx, [...jumping], RELOCATE_AFTER - 1);
      plan = planPositions(reports, assetOf, stored, { ...settings, recent });
    }
    const rows: PositionRow[] = [];
    const kept: PositionReport[] = [];
    /** Whether each of `kept` is suspect. */
    const keptSuspect: boolean[] = [];
    reports.forEach((report, i) => {
      const step = plan[i];
      if (step?.status !== 'stored') return;
      kept.push(report);
      keptSuspect.push(step.quality !== null);
      rows.push({
        asset_id: assetOf(report).id,
        at: report.at,
        seq: step.seq,
        lon: report.lon,
        lat: report.lat,
        speed_kn: report.speedKn ?? null,
        course_deg: report.courseDeg ?? null,
        heading_deg: report.headingDeg ?? null,
        altitude_ft: report.altitudeFt ?? null,
        quality: step.quality,
        cell: positionCell(report.lon, report.lat),
      });
    });
    await insertPositions(tx, rows);
    const named = await withCurrentNames(tx, kept, assetOf);
    const suspectNamed = new Set(named.filter((_, i) => keptSuspect[i] === true));
    // A suspect fix never becomes the asset's last position; what else it says (a name) still counts.
    await apply(tx, byKey, named, (asset, report, now) =>
      positionChanges(asset, report, now, !suspectNamed.has(report)),
    );
    return reports.map((report, i) => ({
      assetId: assetOf(report).id,
      status: plan[i]?.status ?? 'stored',
      late: plan[i]?.late ?? false,
      quality: plan[i]?.quality ?? null,
      seq: plan[i]?.seq ?? 0,
    }));
  }

  return {
    storePositions,
    async recordStatic(tx, reports) {
      const byKey = await resolve(tx, reports);
      const ids = reports.map((report) => assetIn(byKey, report).id);
      const current = await recordIdentity(
        tx,
        reports.map((report, i) => ({ assetId: ids[i] ?? '', report })),
      );
      // A value a newer report has replaced goes into the history only, not onto the asset.
      const applied = reports.map((report, i) => currentOnly(report, current[i] ?? new Set()));
      await apply(tx, byKey, applied, staticChanges);
      return ids;
    },
  };
}

/** The report without the identifying values that are not the asset's current ones. */
function currentOnly(report: StaticReport, current: ReadonlySet<IdentityField>): StaticReport {
  const keep = <T>(field: IdentityField, value: T | undefined) => (current.has(field) ? value : undefined);
  return {
    ...report,
    name: keep('name', report.name),
    callSign: keep('call_sign', report.callSign),
    imo: keep('imo', report.imo),
    shipType: keep('ship_type', report.shipType),
    destination: keep('destination', report.destination),
    registration: keep('registration', report.registration),
    flight: keep('flight', report.flight),
  };
}

/**
 * Reports that name their asset (JSON positions may) put the name in its history; a name a newer
 * report has replaced is left off the report, so it does not rename the asset.
 */
async function withCurrentNames(
  tx: Executor,
  reports: readonly PositionReport[],
  assetOf: (report: PositionReport) => { id: string },
): Promise<PositionReport[]> {
  const named = reports.filter((report) => report.name !== undefined);
  if (named.length === 0) return [...reports];
  const current = await recordIdentity(
    tx,
    named.map((report) => ({
      assetId: assetOf(report).id,
      report: { kind: report.kind, key: report.key, at: report.at, name: report.name },
    })),
  );
  const stale = new Set(named.filter((_, i) => !current[i]?.has('name')));
  return reports.map((report) => (stale.has(report) ? { ...report, name: undefined } : report));
}
