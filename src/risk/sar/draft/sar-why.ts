/**
 * Why a threat's activity is suspicious, one reason per typology, each written from the facts its
 * alerts carry (what the rule compared), never from what the typology usually means: an address
 * poisoning that only put a dust transfer in a customer's history does not say the customer paid
 * the attacker, and a drainer approval whose tokens were not moved does not say they were.
 */
import type { StoredAlert } from '../../agents/index.ts';

/** One reason, and the alerts it rests on. */
export interface Reason {
  typology: string;
  text: string;
  alerts: StoredAlert[];
}

type Fact = StoredAlert['facts'][string] | undefined;

const text = (value: Fact): string | undefined => (typeof value === 'string' ? value : undefined);
const num = (value: Fact): number | undefined => (typeof value === 'number' ? value : undefined);

/** `3 minutes`, `2 hours 5 minutes`, `45 seconds`. */
export function duration(seconds: number): string {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const h = `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  return rest === 0 ? h : `${h} ${rest} ${rest === 1 ? 'minute' : 'minutes'}`;
}

/** The alert whose fact `key` is smallest (closest exposure, fewest hops), or the first. */
function closest(alerts: readonly StoredAlert[], key: string): StoredAlert | undefined {
  return [...alerts].sort((a, b) => (num(a.facts[key]) ?? 0) - (num(b.facts[key]) ?? 0))[0];
}

/** The alert whose fact `key` is largest (the longest chain seen), or the first. */
function largest(alerts: readonly StoredAlert[], key: string): StoredAlert | undefined {
  return [...alerts].sort((a, b) => (num(b.facts[key]) ?? 0) - (num(a.facts[key]) ?? 0))[0];
}

function exposureReason(alerts: readonly StoredAlert[], what: string, labelKey: string): string {
  const alert = closest(alerts, 'hops');
  const facts = alert?.facts ?? {};
  const label = text(facts[labelKey]);
  const named = label === undefined ? what : `${what} (${label})`;
  switch (text(facts.exposure)) {
    case 'ownership':
      return `a party of the activity is itself ${named}`;
    case 'direct':
      return `value moved directly between a party and ${named}`;
    default: {
      const hops = num(facts.hops);
      const share = num(facts.share);
      const part =
        share === undefined ? 'funds' : `${Math.round(share * 1000) / 10} % of its funds in one direction`;
      return `a party's ${part} trace${share === undefined ? '' : 's'} to ${named}${hops === undefined ? '' : ` within ${hops} hops`}`;
    }
  }
}

const REASONS: Readonly<Record<string, (alerts: readonly StoredAlert[]) => string>> = {
  sanctions: (alerts) => exposureReason(alerts, 'an address on a sanctions list', 'label'),
  mixer: (alerts) => exposureReason(alerts, 'a mixing service', 'label'),
  peel_chain: (alerts) => {
    const facts = largest(alerts, 'peels')?.facts ?? {};
    const span = num(facts.span_s);
    return `a balance was peeled off in a chain of ${num(facts.peels) ?? 'several'} transactions${span === undefined ? '' : ` over ${duration(span)}`}, each paying out a small part and sending the rest to a fresh address, the pattern BlockSci describes for laundering and cashing out`;
  },
  layering: (alerts) => {
    const facts = largest(alerts, 'hops')?.facts ?? {};
    const span = num(facts.span_s);
    return `funds moved on through ${num(facts.hops) ?? 'several'} hops${span === undefined ? '' : ` within ${duration(span)}`}, most of what arrived passed on each time, a FATF red flag for layering`;
  },
  structuring: (alerts) => {
    const facts = largest(alerts, 'count')?.facts ?? {};
    const low = num(facts.near_min_usd);
    const threshold = num(facts.threshold_usd);
    const band =
      low === undefined || threshold === undefined
        ? 'each just under a round reporting amount'
        : `each from USD ${low} to just under USD ${threshold}`;
    const moved = { deposit: 'deposited', withdrawal: 'withdrawn', transfer_out: 'sent from one address' }[
      text(facts.direction) ?? ''
    ];
    return `${num(facts.count) ?? 'several'} virtual currency transactions, ${band}, were ${moved ?? 'moved'} within a day: a pattern of breaking up value to stay under a reporting amount (the currency transaction report itself covers cash, not virtual currency)`;
  },
  address_poisoning: (alerts) => {
    const paid = alerts.some((alert) => alert.facts.kind === 'paid_lookalike');
    const kinds = [
      ...new Set(
        alerts
          .map((alert) => text(alert.facts.kind))
          .filter((k): k is string => k !== undefined && k !== 'paid_lookalike'),
      ),
    ];
    const planted =
      kinds.length === 0 ? '' : `: ${kinds.map((k) => `${k.replaceAll('_', '-')} transfers`).join(', ')}`;
    return paid
      ? 'a look-alike of an address the customer deals with first put transfers in the customer’s history, and the customer then sent value to the look-alike'
      : `a look-alike of an address the customer deals with put transfers in the customer’s history${planted}, so that the customer may copy it and pay the look-alike by mistake`;
  },
  drainer_approval: (alerts) => {
    const drained = alerts.find((alert) => alert.facts.drained === true);
    if (drained !== undefined) {
      const after = num(drained.facts.seconds_after_grant);
      return `a token approval granted to a spender that is not allow-listed was followed${after === undefined ? '' : ` ${duration(after)} later`} by that spender moving the owner’s tokens away with transferFrom`;
    }
    const grant = alerts[0]?.facts ?? {};
    const label = text(grant.spender_label);
    const category = text(grant.spender_category);
    const named =
      label === undefined
        ? 'a spender'
        : `a spender labelled ${label}${category === undefined ? '' : ` (${category.replaceAll('_', ' ')})`}`;
    return `an unlimited token approval was granted to ${named}`;
  },
};

/** One reason per typology of the threat, in the order given. */
export function reasonsOf(typologies: readonly string[], alerts: readonly StoredAlert[]): Reason[] {
  return typologies.map((typology) => {
    const own = alerts.filter((alert) => alert.typology === typology);
    const reason = REASONS[typology];
    return {
      typology,
      alerts: own,
      text:
        reason === undefined
          ? `an agent flagged the activity as ${typology.replaceAll('_', ' ')}`
          : reason(own),
    };
  });
}
