/**
 * What moved in a threat's activity: its distinct transfers (alerts often share one), summed exactly
 * per chain and asset, and the US-dollar total of the distinct movements whose events carried
 * `value_usd` (SAR item 26: a deposit and the transfer it is, or an event resent, count once).
 * Only the suspicious activity counts: a transfer between victims and the genuine counterparties
 * they dealt with (the customer's real payment an address poisoner imitated) is context an alert
 * carries, not part of the amount involved, and neither is its event's value.
 */
import {
  addDecimals,
  type Decimal,
  decimalOfNumber,
  formatDecimal,
  parseDecimal,
  roundDecimal,
  ZERO,
} from '../../../lib/decimal.ts';
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
  /** Dollars with cents, decimal text; null when no event gave a value. */
  usd: string | null;
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
  const perAsset = new Map<
    string,
    { chain: string; asset: string | null; amount: Decimal; transfers: number }
  >();
  let unknownAmounts = 0;
  for (const transfer of transfers) {
    const key = `${transfer.chain}|${transfer.asset ?? ''}`;
    const entry = perAsset.get(key) ?? {
      chain: transfer.chain,
      asset: transfer.asset,
      amount: ZERO,
      transfers: 0,
    };
    entry.transfers += 1;
    const amount = transfer.amount === null ? undefined : parseDecimal(transfer.amount);
    if (amount === undefined) unknownAmounts += 1;
    else entry.amount = addDecimals(entry.amount, amount);
    perAsset.set(key, entry);
  }
  let usd: Decimal | null = null;
  let usdMissing = 0;
  let valueEvents = 0;
  const movements = new Set<string>();
  for (const event of events) {
    if (!VALUE_EVENTS.has(event.type)) continue;
    const { chain, tx_hash } = event.data;
    const transaction = `${String(chain)}:${String(tx_hash)}`;
    if (contextTransactions.has(transaction) && !counted.has(transaction)) continue;
    // One movement told by two events (a deposit and its transfer) is one value.
    const movement =
      tx_hash === undefined
        ? event.id
        : `${transaction}:${String(event.data.log_index ?? event.data.output_index ?? event.data.to ?? '')}`;
    if (movements.has(movement)) continue;
    movements.add(movement);
    valueEvents += 1;
    // Events stored by an older Vigil gave numbers: read as the decimal they stand for.
    const given = event.data.value_usd;
    const value =
      typeof given === 'string'
        ? parseDecimal(given)
        : typeof given === 'number'
          ? decimalOfNumber(given)
          : undefined;
    if (value !== undefined) usd = addDecimals(usd ?? ZERO, value);
    else usdMissing += 1;
  }
  return {
    transfers,
    excludedTransfers,
    excluded: excludedTransfers.length,
    perAsset: [...perAsset.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([, entry]) => ({ ...entry, amount: formatDecimal(entry.amount) })),
    usd: usd === null ? null : centsText(usd),
    usdMissing,
    valueEvents,
    unknownAmounts,
  };
}

/** Dollars to the cent, always two decimals: `9500.00`. */
export function centsText(usd: Decimal): string {
  const text = formatDecimal(roundDecimal(usd, 2));
  const [whole, fraction = ''] = text.split('.');
  return `${whole}.${fraction.padEnd(2, '0')}`;
}

/** `1.5 ETH`, `0.25 (asset not given)`. */
export function formatAmount(amount: string | null, asset: string | null): string {
  const value = amount ?? 'an unknown amount';
  return asset === null ? `${value} (asset not given)` : `${value} ${asset}`;
}
