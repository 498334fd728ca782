/**
 * A screening as a compliance officer reads it: how the wallet is exposed to each match (a direct
 * counterparty with what moved and when, however small its share; a list entry dealt with before
 * its designation; one since delisted), and what the answer stands on (nothing known is not clean).
 * No DOM: the words alone, tested without a browser.
 */
import { amountText } from '../graph/amount.ts';
import type { Api } from '../lib/api-types.ts';

type Screening = Api<'WalletScreening'>;
type Match = Screening['matches'][number];

/** `40 %`, `0.075 %`: a share as a percentage, two significant digits under 1 %, never `0 %` for some. */
export function percent(share: number): string {
  if (share >= 0.01 || share === 0) return `${Math.round(share * 100)} %`;
  return `${Number((share * 100).toPrecision(2))} %`;
}

/** `$4,532`: dollars without cents. */
const dollars = (usd: string) => `$${Number(usd).toLocaleString(undefined, { maximumFractionDigits: 0 })}`;

/** "direct, incoming, 1 hop, 0.075 % of the value: 1.5 ETH ($4,532)": how the wallet is exposed to a match. */
export function exposureText(m: Match): string {
  const parts: string[] = [];
  if (m.exposure === 'ownership') parts.push('ownership (the address itself)');
  else {
    parts.push(m.exposure);
    if (m.direction) parts.push(m.direction);
    parts.push(`${m.hops} hop${m.hops === 1 ? '' : 's'}`, `${percent(m.share)} of the value`);
  }
  let text = parts.join(', ');
  const moved = (m.amounts ?? []).map((a) => amountText(a.amount, a.asset)).join(' + ');
  if (moved !== '') text += `: ${moved}${m.value_usd === undefined ? '' : ` (${dollars(m.value_usd)})`}`;
  else if (m.value_usd !== undefined && m.exposure !== 'ownership') text += ` (${dollars(m.value_usd)})`;
  if (m.before_designation === true && m.designated_at !== undefined) {
    text += `; before its designation on ${m.designated_at}, so not a sanctions hit`;
  }
  if (m.delisted_at !== undefined) text += `; formerly listed, removed on ${m.delisted_at}`;
  return text;
}

/** What the answer stands on: "Nothing is known of this address …", or the transfers and hops read. */
export function coverageText(c: Screening['coverage']): string {
  if (c.status === 'none') {
    return 'Nothing is known of this address: no transfer, list or label names it. A score of 0 here is no finding, not "clean".';
  }
  const read = `${c.transfers.toLocaleString()} transfer${c.transfers === 1 ? '' : 's'} read, ${c.hops} hop${c.hops === 1 ? '' : 's'} reached`;
  const span =
    c.from !== undefined && c.to !== undefined ? `, ${c.from.slice(0, 10)} to ${c.to.slice(0, 10)}` : '';
  const limits = c.limits.length > 0 ? `; limited by ${c.limits.join(', ')}` : '';
  const unvalued =
    c.unvalued_assets.length > 0 ? `; no dollar value for ${c.unvalued_assets.join(', ')}` : '';
  const status = c.status === 'complete' ? 'Coverage complete' : 'Coverage partial';
  return `${status}: ${read}${span}${limits}${unvalued}.`;
}
