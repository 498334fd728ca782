/**
 * Part V of a SAR draft: the narrative, written from the threat's facts alone so that the same
 * threat always reads the same. It answers who, what, when, where, why and how, as FinCEN's
 * guidance on SAR narratives asks, and leaves a person to add what only they know.
 */
import type { StoredAlert } from '../../agents/index.ts';
import type { ThreatRow } from '../../threats/index.ts';
import { type Amounts, formatAmount } from './sar-amounts.ts';
import { filingOf } from './sar-categories.ts';
import type { SarCategory, SarContent } from './sar-content.ts';
import type { Parties, PartyAddress } from './sar-parties.ts';

/** Items listed in one sentence at most; the rest are counted ("and 12 more"). */
const LISTED = 10;
/** Alerts and transfers told one by one at most. */
const TOLD = 20;

function day(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

function list(items: readonly string[], limit = LISTED): string {
  const shown = items.slice(0, limit);
  const rest = items.length - shown.length;
  const all = rest > 0 ? [...shown, `${rest} more`] : shown;
  if (all.length <= 1) return all.join('');
  return `${all.slice(0, -1).join(', ')} and ${all.at(-1)}`;
}

function plural(count: number, word: string, many = `${word}s`): string {
  return `${count} ${count === 1 ? word : many}`;
}

function addressText(party: { chain: string; address: string }): string {
  return `${party.address} (${party.chain})`;
}

export interface NarrativeFacts {
  threat: ThreatRow;
  typologies: readonly string[];
  alerts: readonly StoredAlert[];
  parties: Parties;
  amounts: Amounts;
  categories: readonly SarCategory[];
  institutionName: string | null;
  deadline: number;
}

function who(facts: NarrativeFacts): string {
  const institution = facts.institutionName ?? 'the filing institution';
  const institutionFirst = facts.institutionName ?? 'The filing institution';
  const entities = facts.parties.subjects.filter((s) => s.kind === 'entity');
  const sentences: string[] = [];
  if (entities.length > 0) {
    const described = entities.map((subject) => {
      const holder =
        subject.name === null
          ? `entity ${subject.entity_id}`
          : `${subject.name} (entity ${subject.entity_id})`;
      return `${holder}, holding ${list(subject.addresses.map(addressText), 5)}`;
    });
    sentences.push(
      `The subjects are the holders of ${plural(
        entities.reduce((n, s) => n + s.addresses.length, 0),
        'virtual currency address',
      )}, grouped into ${plural(entities.length, 'entity', 'entities')} by common-input clustering: ${list(described)}. Their names, addresses and identification are not known to ${institution} beyond what labels say.`,
    );
  }
  if (facts.parties.accountIds.length > 0) {
    sentences.push(
      `${institutionFirst}'s customer ${facts.parties.accountIds.length === 1 ? 'account' : 'accounts'} ${list(facts.parties.accountIds)} took part; the customer records hold who they are.`,
    );
  }
  if (facts.parties.victims.length > 0) {
    sentences.push(
      `The holders of ${list(facts.parties.victims.map((v: PartyAddress) => addressText(v)))} appear to be victims, not subjects.`,
    );
  }
  if (facts.parties.bystanders.length > 0) {
    sentences.push(
      `${list(facts.parties.bystanders.map((b: PartyAddress) => addressText(b)))} took part only as genuine counterparties the look-alike addresses imitated.`,
    );
  }
  if (sentences.length === 0) sentences.push('No address or account of a subject is known.');
  return sentences.join(' ');
}

function what(facts: NarrativeFacts): string {
  const { alerts } = facts;
  const told = alerts
    .slice(0, TOLD)
    .map((alert) => `${day(alert.occurred_at)}, ${alert.typology}: ${alert.summary}`);
  const rest = alerts.length - told.length;
  return `Automated monitoring raised ${plural(alerts.length, 'alert')} of ${list([...facts.typologies])}, correlated into threat ${facts.threat.id} of ${facts.threat.severity} severity. ${told.join(' ')}${rest > 0 ? ` ${plural(rest, 'further alert')} are in the threat's evidence.` : ''}`;
}

function when(facts: NarrativeFacts): string {
  const { threat } = facts;
  return `The activity took place from ${day(threat.first_seen_at)} to ${day(threat.last_seen_at)}. It was correlated into a threat on ${day(threat.created_at)}. This report is due by ${day(facts.deadline)}, 30 calendar days after the first activity.`;
}

function where(facts: NarrativeFacts): string {
  const chains = JSON.parse(facts.threat.chains) as string[];
  const on =
    chains.length === 0
      ? 'No blockchain is named'
      : `On the ${list(chains)} ${chains.length === 1 ? 'blockchain' : 'blockchains'}`;
  const accounts =
    facts.parties.accountIds.length > 0
      ? `, through customer accounts ${list(facts.parties.accountIds)}`
      : '';
  return `${on}${accounts}.`;
}

function why(facts: NarrativeFacts): string {
  const reasons = facts.typologies.map((typology) => filingOf(typology).why);
  const filed = facts.categories.map(
    (c) => `${c.item} ${c.category}: ${c.subtype}${c.other_text === null ? '' : ` (${c.other_text})`}`,
  );
  return `The activity is suspicious because ${list(reasons, reasons.length)}. It is reported under ${list(filed, filed.length)}.`;
}

function how(facts: NarrativeFacts): string {
  const { amounts } = facts;
  if (amounts.transfers.length === 0) {
    return 'No on-chain transfer is part of the alerts; the events behind them are listed in the threat’s evidence.';
  }
  const totals = amounts.perAsset.map((a) => `${formatAmount(a.amount, a.asset)} on ${a.chain}`);
  const usd = amounts.usd === null ? '' : ` (USD ${amounts.usd.toFixed(2)} where the value was given)`;
  const told = amounts.transfers
    .slice(0, TOLD)
    .map(
      (t) =>
        `${day(t.occurred_at)}: ${formatAmount(t.amount, t.asset)} from ${t.from ?? 'an unknown address'} to ${t.to ?? 'an unknown address'} in transaction ${t.tx_hash}.`,
    );
  const rest = amounts.transfers.length - told.length;
  return `${plural(amounts.transfers.length, 'transfer')} moved ${list(totals, totals.length)}${usd}. ${told.join(' ')}${rest > 0 ? ` ${plural(rest, 'further transfer')} are in the threat’s graph.` : ''}`;
}

export function writeNarrative(facts: NarrativeFacts): SarContent['narrative'] {
  const sections = {
    who: who(facts),
    what: what(facts),
    when: when(facts),
    where: where(facts),
    why: why(facts),
    how: how(facts),
  };
  const text = (Object.keys(sections) as (keyof typeof sections)[])
    .map((name) => `${name.charAt(0).toUpperCase()}${name.slice(1)}: ${sections[name]}`)
    .join('\n\n');
  return { text, ...sections };
}
