/**
 * What alert rules' filters read of an asset (ship type, flag, length, beam), held in memory for
 * the engines: read for a whole batch of positions in one query before it is judged, kept for
 * PROFILE_TTL_MS, so a rule's filter costs a map lookup per position. Read only while some rule
 * filters (`inUse`): with none, nothing is read.
 */
import { chunks } from '../../lib/chunks.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Executor } from '../../store/store.ts';
import { flagOf } from './mmsi-kinds.ts';

/**
 * Five minutes: class A ships send their static data (message 5) every 6 minutes, so a ship whose
 * type or size was unknown is matched within minutes of the store learning it.
 */
export const PROFILE_TTL_MS = 5 * 60 * 1000;

/** What a filter can know of an asset; null where AIS has not told it (or told "not available"). */
export interface AssetProfile {
  /** ITU-R M.1371 ship and cargo type, 1–99 (0, "not available", is null). */
  shipType: number | null;
  /** ISO 3166-1 alpha-2 of the MMSI's MID (ITU's table); null without an MMSI or for MID 306. */
  flag: string | null;
  lengthM: number | null;
  beamM: number | null;
}

export interface AssetProfiles {
  /** Whether any rule filters: when false, `refresh` reads nothing. */
  inUse: boolean;
  /** The profile last read, or undefined when it was never read. */
  get(assetId: string): AssetProfile | undefined;
  /** Reads the profiles of these assets not read in the last PROFILE_TTL_MS: one query per thousand. */
  refresh(db: Executor, assetIds: Iterable<string>): Promise<void>;
}

const positive = (value: number | null): number | null => (value !== null && value > 0 ? value : null);

export function createAssetProfiles(deps: { clock: Clock }): AssetProfiles {
  const profiles = new Map<string, { profile: AssetProfile; readAt: number }>();
  const holder: AssetProfiles = {
    inUse: false,
    get: (assetId) => profiles.get(assetId)?.profile,
    async refresh(db, assetIds) {
      if (!holder.inUse) return;
      const now = deps.clock.now();
      const due = new Set<string>();
      for (const id of assetIds) {
        const known = profiles.get(id);
        if (known === undefined || now - known.readAt >= PROFILE_TTL_MS) due.add(id);
      }
      for (const part of chunks([...due], 1000)) {
        const rows = await db
          .selectFrom('assets')
          .select(['id', 'mmsi', 'ship_type', 'length_m', 'beam_m'])
          .where('id', 'in', part)
          .execute();
        for (const row of rows) {
          profiles.set(row.id, {
            readAt: now,
            profile: {
              shipType: positive(row.ship_type),
              flag: flagOf(row.mmsi)?.code ?? null,
              lengthM: positive(row.length_m),
              beamM: positive(row.beam_m),
            },
          });
        }
      }
    },
  };
  return holder;
}
