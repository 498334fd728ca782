/**
 * The zone watcher's roaming zones: the fences of the rules that have one, kept in line with the
 * watch inputs, and rebuilt at start as zones are. A fence added while assets are near its anchor
 * starts with them inside, silently (they did not enter); at start every recently seen asset's last
 * judged position is noted, each fence places those inside silently, and the pairs the ledger says
 * were told inside are put back inside, so their exit is still news and their entry is not told again.
 */
import type { LedgerRow, TrackFix, WatchInputs } from '../tracking/index.ts';
import type { Transition } from '../zones/index.ts';
import { createRoamingFences, type RoamingFences } from './roaming-fences.ts';
import { roamingFence } from './zone-definitions.ts';

export interface RoamingWatch {
  /** Installs, replaces or removes the roaming zone of the rule `id` (none when it has none). */
  install(ruleId: string): void;
  /** Removes the fences of rules no longer in the inputs. */
  keepOnly(ruleIds: ReadonlySet<string>): void;
  /** Whether a zone id (`rule:<id>`) is a roaming zone's. */
  has(zoneId: string): boolean;
  prime(
    places: Iterable<{ assetId: string; at: number; lon: number; lat: number }>,
    told: readonly LedgerRow[],
  ): void;
  observe(fix: TrackFix): Transition[];
  forget(which: (assetId: string) => boolean): void;
  expire(now: number): void;
  fences: RoamingFences;
}

export function createRoamingWatch(inputs: WatchInputs): RoamingWatch {
  const fences = createRoamingFences();
  /** Until primed, a fence added places nobody: the prime places everyone in every fence at once. */
  let primed = false;

  return {
    fences,

    install(ruleId) {
      const rule = inputs.rules.get(ruleId);
      const fence = rule === undefined ? undefined : roamingFence(rule, inputs);
      if (fence === undefined) {
        fences.remove(`rule:${ruleId}`);
        return;
      }
      const added = !fences.has(fence.id);
      fences.set(fence);
      if (added && primed) fences.placeInside(fence.id);
    },

    keepOnly(ruleIds) {
      for (const id of [...fences.ids()]) if (!ruleIds.has(id.slice('rule:'.length))) fences.remove(id);
    },

    has: (zoneId) => fences.has(zoneId),

    prime(places, told) {
      primed = true;
      for (const place of places) fences.record({ ...place, speedKn: null, courseDeg: null, aisClass: null });
      for (const id of fences.ids()) fences.placeInside(id);
      for (const row of told) fences.restoreInside(row.watch.slice('zone:'.length), row.subject);
    },

    observe: (fix) => fences.observe(fix),

    forget: (which) => fences.forget(which),
    expire: (now) => fences.expire(now),
  };
}
