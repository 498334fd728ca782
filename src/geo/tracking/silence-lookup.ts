/** What the dark watch recorded, for others to show: the newest silence of each asset. */
import type { Store } from '../../store/store.ts';
import { latestSilences, type SilenceRow } from './silences-repo.ts';

export function createSilenceLookup(
  store: Store,
): (assetIds: readonly string[]) => Promise<Map<string, SilenceRow>> {
  return (assetIds) => latestSilences(store.db, assetIds);
}
