/**
 * Part V of a SAR draft: the narrative, written from the threat's facts alone so that the same
 * threat always reads the same. It answers who, what, when, where, why and how, as FinCEN's
 * guidance on SAR narratives asks, and leaves a person to add what only they know.
 *
 * Every sentence is built from facts and names them in its `basis` (`threat:thr_…`, `alert:alr_…`,
 * `address:<chain>:<address>`, `entity:ent_…`, `account:<id>`, `transfer:<chain>:<tx_hash>`,
 * `typology:<name>`, `institution`), so that a reader (and a test) can check each one against the
 * threat it was written from: nothing is said that the facts do not hold.
 */
import type { StoredAlert } from '../../agents/index.ts';
import type { ThreatRow } from '../../threats/index.ts';
import { type Amounts, formatAmount } from './sar-amounts.ts';
import type { SarCategory, SarContent } from './sar-content.ts';
import type { Parties, PartyAddress } from './sar-parties.ts';
import { reasonsOf } from './sar-why.ts';

/** Items listed in one sentence at most; the rest are counted ("and 12 more"). */
const LISTED = 10;
/** Alerts and transfers told one by one at most. */
const TOLD = 20;

export const NARRATIVE_SECTIONS = ['who', 'what', 'when', 'where', 'why', 'how'] as const;
type Section = (typeof NARRATIVE_SECTIONS)[number];

interface Sentence {
  text: string;
  basis: string[];
}

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

/** English plurals of the nouns a narrative counts: address → addresses, entity → entities. */
export function plural(count: number, noun: string): string {
  if (count === 1) return `${count} ${noun}`;
  const last = noun.split(' ').at(-1) ?? noun;
  const head = noun.slice(0, noun.length - last.length);
  const many = /(s|x|z|ch|sh)$/.test(last)
    ? `${last}es`
    : /[^aeiou]y$/.test(last)
      ? `${last.slice(0, -1)}ies`
      : `${last}s`;
  return `${count} ${head}${many}`;
}

const addressText = (party: { chain: string; address: string }) => `${party.address} (${party.chain})`;
const addressKey = (party: { chain: string; address: string }) => `address:${party.chain}:${party.address}`;

export interface NarrativeFacts {
  threat: ThreatRow;
  typologies: readonly string[];
  alerts: readonly StoredAlert[];
  parties: Parties;
  amounts: Amounts;
  categories: readonly SarCategory[];
  institutionName: string | null;
  deadline: number;
  sanctions: SarContent['sanctions'];
}

function who(facts: NarrativeFacts): Sentence[] {
  const institution = facts.institutionName ?? 'the filing institution';
  const institutionFirst = facts.institutionName ?? 'The filing institution';
  const entities = facts.parties.subjects.filter((s) => s.kind === 'entity');
  const sentences: Sentence[] = [];
  for (const subject of entities) {
    const holder = subject.name === null ? 'An unnamed holder' : subject.name;
    const basis = [`entity:${subject.entity_id}`, ...subject.addresses.map(addressKey)];
    const held = list(subject.addresses.map(addressText), 5);
    sentences.push({
      basis,
      text:
        subject.addresses.length > 1
          ? `${holder} (entity ${subject.entity_id}) holds ${plural(subject.addresses.length, 'virtual currency address')}, ${held}: they were spent together in one transaction, and common-input clustering takes such addresses for one owner.`
          : `${holder} (entity ${subject.entity_id}) holds the virtual currency address ${held}.`,
    });
  }
  if (entities.length > 0) {
    sentences.push({
      basis: entities.flatMap((s) => s.addresses.map(addressKey)),
      text: `Their names, addresses and identification are not known to ${institution} beyond what labels say.`,
    });
  }
  const { accountIds, victims, bystanders } = facts.parties;
  if (accountIds.length > 0) {
    sentences.push({
      basis: accountIds.map((id) => `account:${id}`),
      text: `${institutionFirst}'s customer ${accountIds.length === 1 ? 'account' : 'accounts'} ${list(accountIds)} took part; the customer records hold who they are.`,
    });
  }
  if (victims.length > 0) {
    sentences.push({
      basis: victims.map(addressKey),
      text: `The ${victims.length === 1 ? 'holder' : 'holders'} of ${list(victims.map((v: PartyAddress) => addressText(v)))} ${victims.length === 1 ? 'appears to be a victim' : 'appear to be victims'}, not ${victims.length === 1 ? 'a subject' : 'subjects'}.`,
    });
  }
  if (facts.parties.own.length > 0) {
    const own = facts.parties.own;
    sentences.push({
      basis: own.map(addressKey),
      text: `${list(own.map(addressText))} ${own.length === 1 ? 'is' : 'are'} ${institution}'s own ${own.length === 1 ? 'wallet' : 'wallets'}, which took part as its operations, not as ${own.length === 1 ? 'a subject' : 'subjects'}.`,
    });
  }
  if (bystanders.length > 0) {
    sentences.push({
      basis: bystanders.map(addressKey),
      text: `${list(bystanders.map((b: PartyAddress) => addressText(b)))} took part only as ${bystanders.length === 1 ? 'a genuine counterparty' : 'genuine counterparties'} that look-alike addresses imitated.`,
    });
  }
  if (sentences.length === 0) {
    sentences.push({
      basis: [`threat:${facts.threat.id}`],
      text: 'No address or account of a subject is known.',
    });
  }
  return sentences;
}

function what(facts: NarrativeFacts): Sentence[] {
  const { alerts, threat } = facts;
  const sentences: Sentence[] = [
    {
      basis: [`threat:${threat.id}`, ...alerts.map((a) => `alert:${a.id}`)],
      text: `Automated monitoring raised ${plural(alerts.length, 'alert')} of ${list([...facts.typologies])}, correlated into threat ${threat.id} of ${threat.severity} severity.`,
    },
  ];
  for (const alert of alerts.slice(0, TOLD)) {
    sentences.push({
      basis: [`alert:${alert.id}`],
      text: `${day(alert.occurred_at)}, ${alert.typology}: ${alert.summary}`,
    });
  }
  const rest = alerts.slice(TOLD);
  if (rest.length > 0) {
    sentences.push({
      basis: rest.map((a) => `alert:${a.id}`),
      text: `${plural(rest.length, 'further alert')} ${rest.length === 1 ? 'is' : 'are'} in the threat's evidence.`,
    });
  }
  return sentences;
}

function when(facts: NarrativeFacts): Sentence[] {
  const { threat } = facts;
  const basis = [`threat:${threat.id}`];
  return [
    {
      basis,
      text: `The activity took place from ${day(threat.first_seen_at)} to ${day(threat.last_seen_at)}.`,
    },
    { basis, text: `It was correlated into a threat on ${day(threat.created_at)}.` },
    {
      basis,
      text: `The activity was detected on ${day(threat.created_at)}; this report is due by ${day(facts.deadline)}, 30 calendar days after that detection.`,
    },
  ];
}

function where(facts: NarrativeFacts): Sentence[] {
  const chains = JSON.parse(facts.threat.chains) as string[];
  const on =
    chains.length === 0
      ? 'No blockchain is named'
      : `The activity took place on the ${list(chains)} ${chains.length === 1 ? 'blockchain' : 'blockchains'}`;
  const { accountIds } = facts.parties;
  const accounts = accountIds.length > 0 ? `, through customer accounts ${list(accountIds)}` : '';
  return [
    {
      basis: [`threat:${facts.threat.id}`, ...accountIds.map((id) => `account:${id}`)],
      text: `${on}${accounts}.`,
    },
  ];
}

function why(facts: NarrativeFacts): Sentence[] {
  const reasons = reasonsOf(facts.typologies, facts.alerts);
  const sentences: Sentence[] = reasons.map((reason, i) => ({
    basis: [`typology:${reason.typology}`, ...reason.alerts.map((a) => `alert:${a.id}`)],
    text: `${i === 0 ? 'The activity is suspicious because' : 'It is suspicious also because'} ${reason.text}.`,
  }));
  for (const entry of facts.sanctions?.entries ?? []) {
    const programmes =
      entry.programs.length === 0 ? 'no programme named' : `programme ${entry.programs.join(', ')}`;
    const listed = `${entry.name} (${entry.list_source === 'ofac_sdn' ? 'OFAC SDN' : entry.list_source} entry ${entry.entry_id ?? 'unknown'}, ${programmes}, list of ${entry.list_version ?? 'unknown date'}${entry.designated_at === null ? '' : `, designated ${entry.designated_at}`})`;
    const how =
      entry.exposure === 'indirect'
        ? `funds reached ${entry.listed_address} through ${entry.path ?? 'intermediaries'}${entry.exposure_usd === null ? '' : `, about USD ${entry.exposure_usd} of exposure`}`
        : entry.exposure === 'direct'
          ? `a party dealt directly with ${entry.listed_address}${entry.exposure_usd === null ? '' : ` (USD ${entry.exposure_usd})`}`
          : `${entry.listed_address} itself took part`;
    sentences.push({
      basis: ['typology:sanctions', ...entry.alert_ids.map((id) => `alert:${id}`)],
      text: `The sanctions list entry is ${listed}: ${how}${entry.before_designation ? ', before the designation' : ''}.`,
    });
  }
  if (facts.sanctions !== null) {
    sentences.push({
      basis: ['typology:sanctions'],
      text: 'Blocked property and rejected transactions are also reported to OFAC within 10 business days (31 CFR 501.603, 501.604); this SAR does not replace that report.',
    });
  }
  const filed = facts.categories.map(
    (c) => `${c.item} ${c.category}: ${c.subtype}${c.other_text === null ? '' : ` (${c.other_text})`}`,
  );
  sentences.push({
    basis: facts.categories.flatMap((c) => c.typologies.map((t) => `typology:${t}`)),
    text: `It is reported under ${list(filed, filed.length)}.`,
  });
  return sentences;
}

function how(facts: NarrativeFacts): Sentence[] {
  const { amounts, threat } = facts;
  if (amounts.transfers.length === 0) {
    return [
      {
        basis: [`threat:${threat.id}`],
        text: 'No on-chain transfer of a subject is part of the alerts; the events behind them are listed in the threat’s evidence.',
      },
    ];
  }
  const key = (t: { chain: string; tx_hash: string }) => `transfer:${t.chain}:${t.tx_hash}`;
  const totals = amounts.perAsset.map((a) => `${formatAmount(a.amount, a.asset)} on ${a.chain}`);
  const usd = amounts.usd === null ? '' : ` (USD ${amounts.usd} where the value was given)`;
  const sentences: Sentence[] = [
    {
      basis: amounts.transfers.map(key),
      text: `${plural(amounts.transfers.length, 'transfer')} moved ${list(totals, totals.length)}${usd}.`,
    },
  ];
  for (const t of amounts.transfers.slice(0, TOLD)) {
    sentences.push({
      basis: [key(t)],
      text: `${day(t.occurred_at)}: ${formatAmount(t.amount, t.asset)} from ${t.from ?? 'an unknown address'} to ${t.to ?? 'an unknown address'} in transaction ${t.tx_hash}.`,
    });
  }
  const rest = amounts.transfers.slice(TOLD);
  if (rest.length > 0) {
    sentences.push({
      basis: rest.map(key),
      text: `${plural(rest.length, 'further transfer')} ${rest.length === 1 ? 'is' : 'are'} in the threat’s graph.`,
    });
  }
  if (amounts.excluded > 0) {
    sentences.push({
      basis: amounts.excludedTransfers.map(key),
      text: `${plural(amounts.excluded, 'transfer')} between victims and the genuine counterparties they dealt with ${amounts.excluded === 1 ? 'is' : 'are'} context only, not counted above.`,
    });
  }
  return sentences;
}

const WRITERS: Record<Section, (facts: NarrativeFacts) => Sentence[]> = { who, what, when, where, why, how };

export function writeNarrative(facts: NarrativeFacts): SarContent['narrative'] {
  const sentences = NARRATIVE_SECTIONS.flatMap((section) =>
    WRITERS[section](facts).map((sentence) => ({ section, ...sentence })),
  );
  const join = (section: Section) =>
    sentences
      .filter((s) => s.section === section)
      .map((s) => s.text)
      .join(' ');
  const sections = {
    who: join('who'),
    what: join('what'),
    when: join('when'),
    where: join('where'),
    why: join('why'),
    how: join('how'),
  };
  const text = NARRATIVE_SECTIONS.map(
    (name) => `${name.charAt(0).toUpperCase()}${name.slice(1)}: ${sections[name]}`,
  ).join('\n\n');
  return { text, ...sections, sentences };
}
