/**
 * What counts as a watched address's outcome changing: its band, its sanctions hit, or what it
 * matched (a new list entry, label or counterparty, or one gone). Its score moving within a band
 * with the same matches is not a change: exposure shares shift with every new transfer, and a
 * change nobody needs to hear of would bury the ones that matter.
 */
import type { WalletScreening } from '../screening/index.ts';

export function outcomeOf(result: WalletScreening): string {
  const matched = new Set<string>();
  for (const m of result.matches) {
    matched.add(`${m.source}|${m.entry_id ?? m.label}|${m.category}|${m.exposure}|${m.address}`);
  }
  return `${result.risk_category}|${result.sanctions_hit ? 1 : 0}|${[...matched].sort().join(';')}`;
}
