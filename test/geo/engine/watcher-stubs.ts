/**
 * Stand-ins for the engines' watchers, for tests that look at an engine alone (its parts, its
 * checkpoints, its reading of the stream), not at what the watchers find.
 */
import type { EngineWatchers } from '../../../src/geo/engine/engine-types.ts';
import type { Decided, Telling } from '../../../src/geo/tracking/index.ts';

/** A decision whose write runs as soon as the engine asks: no other telling to wait for. */
export function decided(write: Telling = async () => {}): Decided {
  return { inTurn: (work) => work(), write };
}

/** Watchers that find nothing: the encounter partition of a test about the others. */
export const decidesNothing: EngineWatchers = {
  decide: async () => decided(),
  async prime() {},
  forget() {},
  setOwnership() {},
};
