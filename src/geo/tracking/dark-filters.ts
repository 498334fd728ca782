/**
 * A `dark` rule's filters (ship type, flag, size; alerts/rule-filters.ts), judged when the vessel
 * goes dark. The dark watch plans its vessels before their static data is known (a rule's vessels
 * are watched from their first fix), so the filter is asked when the silence is found, of the
 * profile read at that moment; an unknown value never matches, as for the other behaviours.
 */
import type { Executor } from '../../store/store.ts';
import type { AssetProfiles } from '../assets/index.ts';
import type { DarkEvent } from './dark-watch.ts';
import type { Target } from './tracking-plan.ts';
import type { WatchInputs } from './watch-inputs.ts';

/** The filter of the rule a dark key reports to, if it has one. */
export function darkFilterOf(
  key: string,
  targets: ReadonlyMap<string, Target>,
  inputs: Pick<WatchInputs, 'rules' | 'filterOf'>,
): ((assetId: string) => boolean) | undefined {
  const target = targets.get(key);
  const rule = target?.kind === 'rule' ? inputs.rules.get(target.ruleId) : undefined;
  return rule === undefined ? undefined : inputs.filterOf(rule);
}

/** The silences whose rule's filters pass the vessel, the profiles read first (a query only with filters). */
export async function passingFilters(
  db: Executor,
  found: readonly DarkEvent[],
  targets: ReadonlyMap<string, Target>,
  inputs: Pick<WatchInputs, 'rules' | 'filterOf'>,
  profiles: Pick<AssetProfiles, 'refresh'>,
): Promise<DarkEvent[]> {
  const filtered = found.filter((event) => darkFilterOf(event.key, targets, inputs) !== undefined);
  if (filtered.length === 0) return [...found];
  await profiles.refresh(
    db,
    filtered.map((event) => event.assetId),
  );
  return found.filter((event) => darkFilterOf(event.key, targets, inputs)?.(event.assetId) ?? true);
}
