/**
 * Roaming zones judged apart from the area zones: what an engine shared through NATS runs in the
 * holder of its encounter partition, the one lease whose holder reads every partition's positions.
 * A roaming zone pairs its anchor with assets of any partition, as an encounter pairs two vessels,
 * so it is judged where encounters are; the engines of the asset partitions judge no roaming zone
 * (their zone watchers are made with `roaming: false`).
 *
 * Crossings are told through the tracking ledger in the transaction that moves the encounter
 * partition's checkpoint, as every zone crossing is: when the lease moves (its holder stopped or
 * died), the new holder is primed from the ledger (the pairs told inside are put back inside) and
 * from the positions judged (the ones still on the stream are left out, and judged when read), and
 * resumes from the checkpoint, so nothing is told twice or lost.
 *
 * With no roaming rule nothing is read at prime and a position costs a size check.
 */
import type { Outbox } from '../../platform/outbox/index.ts';
import type { Store } from '../../store/store.ts';
import type { AssetsService } from '../assets/index.ts';
import type { DetectionsService } from '../detections/index.ts';
import { isStation, type StoredPosition } from '../ingest/index.ts';
import {
  type Affected,
  listLedger,
  type PrimeScope,
  type Telling,
  type WatchInputs,
  WHOLE_STORE,
} from '../tracking/index.ts';
import type { Transition } from '../zones/index.ts';
import { createRoamingWatch } from './roaming-watch.ts';
import type { ZONE_EVENTS } from './zone-events.ts';
import { recentPlaces } from './zone-prime.ts';
import { createZoneTeller } from './zone-teller.ts';

export interface RoamingJudge {
  /** Brings the fences in line with the inputs (after a full load); a fence added places who is near. */
  reconcile(): Promise<void>;
  /** Installs or removes the fences of the rules a change touched. */
  applied(affected: Affected): Promise<void>;
  /** Puts the pairs back as the ledger and the positions judged say (when the lease is taken). */
  prime(scope?: PrimeScope): Promise<void>;
  forget(which: (assetId: string) => boolean): void;
  setOwnership(owns: (assetId: string) => boolean): void;
  /** Judges stored positions in memory, now; what it answers tells their crossings (zone-watcher.ts). */
  decide(positions: readonly StoredPosition[]): Telling;
  /** Positions judged late move no roaming zone (docs/monitoring.md): nothing to judge again. */
  rejudge(): Promise<void>;
  /** Drops positions too old to judge anything; run on a timer. */
  tick(): Promise<void>;
  /** How many roaming fences are in force here. */
  fenceCount(): number;
  /** How many assets' positions are held for them (none while no fence exists, or none is held). */
  trackedCount(): number;
}

export function createRoamingJudge(deps: {
  store: Store;
  inputs: WatchInputs;
  assets: AssetsService;
  detections: DetectionsService;
  outbox: Outbox<typeof ZONE_EVENTS>;
  clock: { now(): number };
  lateHorizonMs: number;
}): RoamingJudge {
  const { store, inputs, assets, clock } = deps;
  /** Nothing until the engine hands this process the encounter partition (and after it goes). */
  let owns: (assetId: string) => boolean = () => true;
  const roaming = createRoamingWatch({ inputs, assets, db: () => store.db, clock, owns: (id) => owns(id) });
  const teller = createZoneTeller({
    store,
    outbox: deps.outbox,
    detections: deps.detections,
    clock,
    lateHorizonMs: deps.lateHorizonMs,
    // Only sites' presence detections and ports' visits ask these: a roaming crossing is neither.
    assetOf: () => undefined,
    ports: { workspacesFor: () => [], left: () => {} },
  });

  async function install(ruleIds: Iterable<string>): Promise<void> {
    const added: string[] = [];
    for (const id of ruleIds) {
      const zoneId = roaming.install(id);
      if (zoneId !== undefined) added.push(zoneId);
    }
    for (const zoneId of added) await roaming.place(zoneId);
  }

  return {
    async reconcile() {
      roaming.keepOnly(new Set(inputs.rules.keys()));
      await install(inputs.rules.keys());
    },

    applied: (affected) => install(affected.ruleIds),

    async prime(scope: PrimeScope = WHOLE_STORE) {
      // No fence: nothing to put back, and nothing read (a fence added later reads what it needs).
      if (roaming.fences.fenceCount() === 0) {
        roaming.prime([], []);
        return;
      }
      const { places } = await recentPlaces(assets, store.db, scope, clock.now());
      const told = (await listLedger(store.db, 'zone:', 'inside')).filter(
        (row) => scope.owns(row.subject) && roaming.has(row.watch.slice('zone:'.length)),
      );
      roaming.prime(
        [...places].map(([assetId, place]) => ({ assetId, at: place.at, lon: place.lon, lat: place.lat })),
        told,
      );
    },

    forget: (which) => roaming.forget(which),

    setOwnership(next) {
      owns = next;
    },

    decide(positions) {
      if (roaming.fences.fenceCount() === 0) return async () => {};
      const ordered = [...positions].sort((a, b) => a.report.at - b.report.at);
      const transitions: Transition[] = [];
      for (const { assetId, report } of ordered) {
        if (isStation(report.kind)) continue;
        transitions.push(
          ...roaming.observe({
            assetId,
            at: report.at,
            lon: report.lon,
            lat: report.lat,
            speedKn: report.speedKn ?? null,
            courseDeg: report.courseDeg ?? null,
            aisClass: null,
          }),
        );
      }
      return async (db) => {
        if (transitions.length > 0) await teller.tell(db, transitions);
      };
    },

    async rejudge() {},

    async tick() {
      roaming.expire(clock.now());
    },

    fenceCount: () => roaming.fences.fenceCount(),
    trackedCount: () => roaming.fences.trackedCount(),
  };
}
