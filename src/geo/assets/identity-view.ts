/**
 * An asset's self-reported identity over time (`GET /v1/assets/:id/identity`), as Global Fishing
 * Watch's Vessels API shows it: each value with the time range it was reported. Names, call signs,
 * IMO numbers, ship types and destinations come from the stored history (identity-history.ts: one
 * run per value, from the first report of it until the next run of that field began). The MMSI is
 * what the asset is keyed by, so it has one run, from the asset's first report (its first position
 * or static report, by their own times, or when Vigil created it if that is earlier); the flag is
 * what that MMSI's MID names. A ship re-flagged under a new MMSI is a second asset carrying the
 * same IMO: its MMSI and flag are listed too, naming that asset, over the time it carried the IMO.
 */
import type { Executor } from '../../store/store.ts';
import type { AssetRow } from './assets-repo.ts';
import { findAssetsByIdentifier, findAssetsByIds } from './assets-repo.ts';
import { assetsThatCarried, IDENTITY_FIELDS, type IdentityField, identityRuns } from './identity-history.ts';
import { flagOf } from './mmsi-kinds.ts';

export type IdentityEntryField = IdentityField | 'mmsi' | 'flag';

export interface IdentityEntry {
  field: IdentityEntryField;
  value: string;
  /** For a flag: the ISO 3166-1 alpha-2 code, when the MID names one country. */
  code?: string | null;
  from: number;
  /** When the next value began; null while it is the current one. */
  to: number | null;
  /** Set when the value was reported by another asset of the same ship (another MMSI for its IMO). */
  assetId?: string;
}

/** Field order in the answer: what GFW's identity lists first comes first. */
const ORDER: readonly IdentityEntryField[] = [
  'name',
  'mmsi',
  'flag',
  'imo',
  'call_sign',
  'ship_type',
  'destination',
  'registration',
  'flight',
];

/** Every asset that carries, or once carried, this IMO number (a re-flagged ship has several MMSIs). */
export async function carriersOfImo(db: Executor, imo: string): Promise<AssetRow[]> {
  const [now, before] = await Promise.all([
    findAssetsByIdentifier(db, 'imo', [imo]),
    assetsThatCarried(db, 'imo', imo),
  ]);
  const known = new Set(now.map((row) => row.id));
  return [
    ...now,
    ...(await findAssetsByIds(
      db,
      before.filter((id) => !known.has(id)),
    )),
  ];
}

/** The time of the asset's first report: its first position or static report, or its creation. */
async function firstReport(
  db: Executor,
  asset: AssetRow,
  runs: Map<IdentityField, RunsByAsset>,
): Promise<number> {
  const first = await db
    .selectFrom('positions')
    .select('at')
    .where('asset_id', '=', asset.id)
    .orderBy('at')
    .limit(1)
    .executeTakeFirst();
  const starts = [...runs.values()].flatMap((byAsset) =>
    (byAsset.get(asset.id) ?? []).map((run) => run.from),
  );
  return Math.min(
    asset.created_at,
    first === undefined ? Number.POSITIVE_INFINITY : Number(first.at),
    ...starts,
  );
}

type RunsByAsset = Awaited<ReturnType<typeof identityRuns>>;

async function runsOf(db: Executor, assetIds: readonly string[]) {
  const byField = await Promise.all(
    IDENTITY_FIELDS.map(async (field) => [field, await identityRuns(db, assetIds, field)] as const),
  );
  return new Map(byField);
}

/** The MMSI and flag of `asset` over `[from, to)`, naming it when it is not the asked-for asset. */
function mmsiEntries(asset: AssetRow, from: number, to: number | null, other: boolean): IdentityEntry[] {
  if (asset.mmsi === null) return [];
  const named = other ? { assetId: asset.id } : {};
  const entries: IdentityEntry[] = [{ field: 'mmsi', value: asset.mmsi, from, to, ...named }];
  const flag = flagOf(asset.mmsi);
  if (flag) entries.push({ field: 'flag', value: flag.country, code: flag.code, from, to, ...named });
  return entries;
}

/** Every identity entry of the asset, by field in `ORDER`, oldest first within a field. */
export async function identityOf(db: Executor, asset: AssetRow): Promise<IdentityEntry[]> {
  const runs = await runsOf(db, [asset.id]);
  const entries: IdentityEntry[] = [];
  for (const field of IDENTITY_FIELDS) {
    for (const run of runs.get(field)?.get(asset.id) ?? []) {
      entries.push({ field, value: run.value, from: run.from, to: run.to });
    }
  }
  entries.push(...mmsiEntries(asset, await firstReport(db, asset, runs), null, false));
  // Other MMSIs of the same ship: the assets that carried one of this asset's IMO numbers.
  const imos = [...new Set((runs.get('imo')?.get(asset.id) ?? []).map((run) => run.value))];
  for (const imo of imos) {
    const others = (await carriersOfImo(db, imo)).filter((row) => row.id !== asset.id);
    const otherRuns = await identityRuns(
      db,
      others.map((row) => row.id),
      'imo',
    );
    for (const other of others) {
      for (const run of otherRuns.get(other.id) ?? []) {
        if (run.value === imo) entries.push(...mmsiEntries(other, run.from, run.to, true));
      }
    }
  }
  const rank = (field: IdentityEntryField) => ORDER.indexOf(field);
  return entries.sort((a, b) => rank(a.field) - rank(b.field) || a.from - b.from);
}
