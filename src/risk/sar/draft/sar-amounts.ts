/**
 * What moved in a threat's activity: its distinct transfers (alerts often share one), summed per
 * chain and asset, and the US-dollar total of the events that carried `value_usd` (SAR item 26).
 * Only the suspicious activity counts: a transfer between victims and the genuine counterparties
 * they dealt with (the customer's real payment an address poisoner imitated) is context an alert
 * carries, not part of the amount involved, and neither is its event's value.
 */
import type { StoredAlert } from '../../agents/index.ts';
import type { EvidenceEvent } from '../../threats/index.ts';
import type { SarContent } from './sar-content.ts';

/** Events that move value, whose `value_usd` counts towards item 26. */
const VALUE_EVENTS: ReadonlySet<string> = new Set([
  'transfer.observed',
  'deposit.received',
  'withdrawal.requested',
]);

export type Transfer = StoredAlert['transfers'][number];

export interface Amounts {
  /** Distinct transfers of the suspicious activity, oldest first. */
  transfers: Transfer[];
  /** Distinct transfers between victims and genuine counterparties only: context, not counted. */
  excludedTransfers: Transfer[];
  excluded: number;
  perAsset: SarContent['suspicious_activity']['amounts'];
  usd: number | null;
  /** Value events without `value_usd`, and how many there were. */
  usdMissing: number;
  valueEvents: number;
  /** Transfers whose amount the events did not give. */
  unknownAmounts: number;
}

export function distinctTransfers(alerts: readonly StoredAlert[]): Transfer[] {
  const byKey = new Map<string, Transfer>();
  for (const alert of alerts) {
    for (const transfer of alert.transfers) {
      const key = `${transfer.chain}|${transfer.tx_hash}|${transfer.from ?? ''}|${transfer.to ?? ''}`;
      if (!byKey.has(key)) byKey.set(key, transfer);
    }
  }
  return [...byKey.values()].sort(
    (a, b) => a.occurred_at - b.occurred_at || (a.tx_hash < b.tx_hash ? -1 : a.tx_hash > b.tx_hash ? 1 : 0),
  );
}

/**
 * `innocent(chain, address)`: the address is a victim's or a genuine counterparty's only. A
 * transfer whose every known end is innocent is context.
 */
export function amountsOf(
  alerts: readonly StoredAlert[],
  events: readonly EvidenceEvent[],
  innocent: (chain: string, address: string) => boolean,
): Amounts {
  const all = distinctTransfers(alerts);
  const isContext = (t: Transfer) =>
    [t.from, t.to].every((end) => end === null || innocent(t.chain, end)) &&
    (t.from !== null || t.to !== null);
  const transfers = all.filter((t) => !isContext(t));
  const excludedTransfers = all.filter(isContext);
  const contextTransactions = new Set(excludedTransfers.map((t) => `${t.chain}:${t.tx_hash}`));
  const counted = new Set(transfers.map((t) => `${t.chain}:${t.tx_hash}`));
  const perAsset = new Map<string, SarContent['suspicious_activity']['amounts'][number]>();
  let unknownAmounts = 0;
  for (const transfer of transfers) {
    const key = `${transfer.chain}|${transfer.asset ?? ''}`;
    const entry = perAsset.get(key) ?? {
      chain: transfer.chain,
      asset: transfer.asset,
      amount: 0,
      transfers: 0,
    };
    entry.transfers += 1;
    if (transfer.amount === null) unknownAmounts += 1;
    else entry.amount += transfer.amount;
    perAsset.set(key, entry);
  }
  let usd: number | null = null;
  let usdMissing = 0;
  let valueEvents = 0;
  for (const event of events) {
    if (!VALUE_EVENTS.has(event.type)) continue;
    const { chain, tx_hash } = event.data;
    const transaction = `${String(chain)}:${String(tx_hash)}`;
    if (contextTransactions.has(transaction) && !counted.has(transaction)) continue;
    valueEvents += 1;
    const value = event.data.value_usd;
    if (typeof value === 'number' && Number.isFinite(value)) usd = (usd ?? 0) + value;
    else usdMissing += 1;
  }
  return {
    transfers,
    excludedTransfers,
    excluded: excludedTransfers.length,
    // Fifteen significant digits drop the noise of summing doubles (0.1 + 0.2) and keep every real digit.
    perAsset: [...perAsset.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([, entry]) => ({ ...entry, amount: Number(entry.amount.toPrecision(15)) })),
    // Cents: a sum of many doubles should not print as 1234.5600000001.
    usd: usd === null ? null : Math.round(usd * 100) / 100,
    usdMissing,
    valueEvents,
    unknownAmounts,
  };
}

/** `1.5 ETH`, `0.25 (asset not given)`. */
export function formatAmount(amount: number | null, asset: string | null): string {
  const value = amount === null ? 'an unknown amount' : String(amount);
  return asset === null ? `${value} (asset not given)` : `${value} ${asset}`;
}
