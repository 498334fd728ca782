/**
 * Distress devices (AIS-SART, MOB, EPIRB-AIS: geo/ingest station-kinds.ts) that say they are active
 * are told as `asset.distress`, once per activation, to every workspace: a person in the water is
 * everyone's news, as a silent feed is. A device in test mode, or one that says nothing of its
 * mode, is never told.
 *
 * An activation begins with the device's first active report and ends when it reports test mode,
 * or when it was not heard for ACTIVATION_GAP_MS (an active SART sends eight reports a minute, IEC
 * 61097-14; an hour unheard and active again is a new activation). What was told is kept in the
 * tracking ledger (watch `distress`, subject the asset id) as an episode, so an activation is told
 * once across restarts and across engines.
 */
import { toRfc3339 } from '../../lib/clock.ts';
import type { Outbox } from '../../platform/outbox/index.ts';
import type { Executor } from '../../store/store.ts';
import type { AssetsService } from '../assets/index.ts';
import { isDistressDevice, type StoredPosition } from '../ingest/index.ts';
import { note } from './ledger-repo.ts';
import type { TRACKING_EVENTS } from './tracking-events.ts';

/** Unheard this long, a device active again is activated again. */
export const ACTIVATION_GAP_MS = 60 * 60 * 1000;
/** Devices whose last active report this process remembers, at most (few are ever active). */
const MAX_REMEMBERED = 10_000;
const WATCH = 'distress';

export interface DistressWatch {
  /** Judges stored positions, in time order, inside the transaction that stored them. */
  observe(db: Executor, positions: readonly StoredPosition[]): Promise<void>;
  /** Forgets the devices `which` picks: another engine judges them now. */
  forget(which: (assetId: string) => boolean): void;
}

export function createDistressWatch(deps: {
  outbox: Outbox<typeof TRACKING_EVENTS>;
  assets: Pick<AssetsService, 'newestPositions'>;
  clock: { now(): number };
  rowLocks: boolean;
  /** How far back the ledger keeps the activations it told, ms. */
  lateHorizonMs: number;
  workspaceIds(db: Executor): Promise<string[]>;
}): DistressWatch {
  const { outbox, assets, clock, rowLocks, lateHorizonMs } = deps;
  /** Each device's last active report this process judged. */
  const lastActive = new Map<string, number>();

  function remember(assetId: string, at: number): void {
    lastActive.delete(assetId);
    lastActive.set(assetId, at);
    const oldest = lastActive.keys().next();
    if (lastActive.size > MAX_REMEMBERED && !oldest.done) lastActive.delete(oldest.value);
  }

  /**
   * When the device was last heard before `at`, within the activation gap: from memory, or after a
   * restart (or a handover) from its stored positions.
   */
  async function heardBefore(db: Executor, assetId: string, at: number): Promise<number | undefined> {
    const remembered = lastActive.get(assetId);
    if (remembered !== undefined) return remembered >= at - ACTIVATION_GAP_MS ? remembered : undefined;
    const rows = await assets.newestPositions([assetId], at - ACTIVATION_GAP_MS, 2, db);
    const before = rows.map((row) => Number(row.at)).filter((t) => t < at);
    return before.length === 0 ? undefined : Math.max(...before);
  }

  return {
    async observe(db, positions) {
      for (const { assetId, report } of positions) {
        if (!isDistressDevice(report.kind) || report.distress === undefined) continue;
        const now = clock.now();
        const options = { rowLocks, now, keepFrom: now - lateHorizonMs };
        if (report.distress === 'test') {
          lastActive.delete(assetId);
          await note(db, options, WATCH, assetId, { kind: 'episode_ended', since: report.at });
          continue;
        }
        const previous = await heardBefore(db, assetId, report.at);
        remember(assetId, report.at);
        // Unheard for the gap: whatever activation was told ended when the device went quiet.
        if (previous === undefined)
          await note(db, options, WATCH, assetId, { kind: 'episode_ended', since: report.at - 1 });
        const decision = await note(db, options, WATCH, assetId, {
          kind: 'episode_started',
          since: report.at,
        });
        if (!decision.tell) continue;
        const data = {
          asset_id: assetId,
          kind: report.kind,
          mmsi: report.key,
          position: {
            at: toRfc3339(report.at),
            lon: report.lon,
            lat: report.lat,
            speed_kn: report.speedKn ?? null,
            course_deg: report.courseDeg ?? null,
            heading_deg: report.headingDeg ?? null,
            altitude_ft: report.altitudeFt ?? null,
          },
          started_at: toRfc3339(report.at),
        };
        for (const workspaceId of await deps.workspaceIds(db))
          await outbox.publish(db, workspaceId, 'asset.distress', data);
      }
    },

    forget(which) {
      for (const assetId of lastActive.keys()) if (which(assetId)) lastActive.delete(assetId);
    },
  };
}
