/**
 * Decoded observations kept in memory between scenes: a site's scenes run one after another, and
 * each compares with the same few prior scenes, so decoding them from the store every time would
 * be most of a scene's work. A scene's own observation goes in as it is stored (in its stored,
 * rounded form: the next scene compares with exactly what a restarted Vigil would read back).
 * Bounded by bytes; the least recently used go first. Observations never change once stored, so a
 * cached one is never stale.
 */
import type { GridWindow } from '../raster/grid.ts';
import { decodeObservation, OBSERVATION_BANDS, type Observation } from './observation.ts';

/** 64 MiB: the priors of a dozen 100 km² sites. */
const DEFAULT_BUDGET_BYTES = 64 * 1024 * 1024;

export class ObservationCache {
  readonly #entries = new Map<string, Observation>();
  readonly #budget: number;
  #bytes = 0;

  constructor(budgetBytes = DEFAULT_BUDGET_BYTES) {
    this.#budget = budgetBytes;
  }

  /** The observation of `sceneId`, decoded from `load()` unless it is cached. */
  async get(sceneId: string, window: GridWindow, load: () => Promise<string>): Promise<Observation> {
    const cached = this.#entries.get(sceneId);
    if (cached) {
      this.#entries.delete(sceneId);
      this.#entries.set(sceneId, cached);
      return cached;
    }
    const observation = await decodeObservation(window, await load());
    this.put(sceneId, observation);
    return observation;
  }

  /** Keeps the stored form of `sceneId`'s observation (as decodeObservation reads it). */
  put(sceneId: string, observation: Observation): void {
    const size = sizeOf(observation);
    if (size > this.#budget) return;
    const old = this.#entries.get(sceneId);
    if (old) {
      this.#entries.delete(sceneId);
      this.#bytes -= sizeOf(old);
    }
    this.#entries.set(sceneId, observation);
    this.#bytes += size;
    for (const [id, entry] of this.#entries) {
      if (this.#bytes <= this.#budget) break;
      this.#entries.delete(id);
      this.#bytes -= sizeOf(entry);
    }
  }
}

/** The mask, the bands, and the three indices computed from it once it serves as a prior. */
function sizeOf(observation: Observation): number {
  return observation.clear.byteLength + (OBSERVATION_BANDS.length + 3) * observation.clear.length * 4;
}
