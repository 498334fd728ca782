/**
 * What alert rules' filters read of an asset (ship type, flag, length, beam), held in memory for
 * the engines: read for a whole batch of positions in one query before it is judged, kept for
 * PROFILE_TTL_MS, so a rule's filter costs a map lookup per position. Read only while some rule
 * filters (`inUse`): with none, nothing is read and nothing is held.
 *
 * Memory: about 100 bytes an asset, for the assets asked about (`refresh`) in the last
 * PROFILE_IDLE_MS only: an asset not asked about for that long is dropped (looked for at most once
 * every PROFILE_TTL_MS), so what is held follows the live fleet, not every asset ever seen. A
 * dropped profile is never taken as "no profile": the next `refresh` naming the asset reads it
 * again, and every engine asks for the assets of each batch before judging it. Between batches an
 * engine's filter may ask about an asset that is not in the batch (the other ship of a pair, one
 * near a roaming zone's anchor); the engines forget such an asset two hours after its last fix
 * (MAX_BRIDGED_GAP_S, the roaming zones' FORGET_AFTER_MS), well inside PROFILE_IDLE_MS, so its
 * profile is still held when they ask.
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

/**
 * Six hours: three times the longest an engine keeps asking about an asset it has no new fix of
 * (two hours, see above); a profile not asked about for this long is dropped.
 */
export const PROFILE_IDLE_MS = 6 * 60 * 60 * 1000;

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
  /** Whether any rule filters: when false, `refresh` reads nothing and nothing is held. */
  inUse: boolean;
  /** The profile last read, or undefined when it was not read (or was dropped, idle). */
  get(assetId: string): AssetProfile | undefined;
  /**
   * Reads the profiles of these assets not read in the last PROFILE_TTL_MS (or dropped): one query
   * per thousand. Each asset named counts as asked about now.
   */
  refresh(db: Executor, assetIds: Iterable<string>): Promise<void>;
  /** How many profiles are held. */
  size(): number;
}

const positive = (value: number | null): number | null => (value !== null && value > 0 ? value : null);

export function createAssetProfiles(deps: { clock: Clock }): AssetProfiles {
  const profiles = new Map<string, { profile: AssetProfile; readAt: number; askedAt: number }>();
  let inUse = false;
  let sweptAt = deps.clock.now();

  /** Drops the profiles not asked about for PROFILE_IDLE_MS; looks at most once every PROFILE_TTL_MS. */
  function sweep(now: number): void {
    if (now - sweptAt < PROFILE_TTL_MS) return;
    sweptAt = now;
    for (const [id, held] of profiles) if (now - held.askedAt >= PROFILE_IDLE_MS) profiles.delete(id);
  }

  const holder: AssetProfiles = {
    get inUse() {
      return inUse;
    },
    set inUse(value) {
      inUse = value;
      // No rule filters: nothing reads the profiles until one does, and they are read afresh then.
      if (!value) profiles.clear();
    },
    get: (assetId) => profiles.get(assetId)?.profile,
    size: () => profiles.size,
    async refresh(db, assetIds) {
      if (!inUse) return;
      const now = deps.clock.now();
      sweep(now);
      const due = new Set<string>();
      for (const id of assetIds) {
        const known = profiles.get(id);
        if (known === undefined || now - known.readAt >= PROFILE_TTL_MS) due.add(id);
        else known.askedAt = now;
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
            askedAt: now,
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
