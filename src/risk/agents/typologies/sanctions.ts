/**
 * Sanctions exposure. Rule: a transfer, deposit or withdrawal whose counterparty screens with a
 * sanctions match — a match from a sanctions list Vigil imports (category `sanctioned`) or a label
 * of GraphSense's `sanction` concept — raises one alert for the event, judged as of when the event
 * happened. Its severity follows the closest exposure among the event's counterparties:
 *
 * - the counterparty is itself listed (`ownership`), and the event came on or after the day of its
 *   designation: critical, a dealing with a blocked person; before it: high, a dealing with a party
 *   listed since (the alert says when);
 * - the counterparty dealt directly with a listed one (`direct`) after its designation: critical;
 *   only before it: high;
 * - a listed address `high_max_hops` hops away or closer: high; further: medium.
 *
 * The same rule as screening's `sanctions_hit` (`screening-matches.ts`): a transfer the agent calls
 * critical is one screening answers `severe` for, and the other way round.
 *
 * Source: OFAC, "Sanctions Compliance Guidance for the Virtual Currency Industry" (October 2021),
 * which asks for screening of the wallet addresses of transactions against the SDN list's digital
 * currency addresses; 31 CFR Part 501 (blocked property must be blocked and reported within 10
 * business days, 501.603; rejected transactions too, 501.604). Exposure bands follow the screening
 * model's (`risk-model.ts`).
 *
 * Does not flag: matches of other categories (the mixer agent reads mixing services); an entry the
 * list has since left out (`formerly_sanctioned`: history, weighed by screening); a transfer that
 * moved nothing (a zero-value `transferFrom` can be emitted by anyone in a listed address's name:
 * context, not exposure); custom events; the customer's own deposit address (a deposit's
 * counterparty is its sender); exposure that only passes through one of the workspace's own wallets
 * (a payout from a hot wallet that once received from a listed address: that receipt alerted).
 * Retroactive (`sanctions.retroactive`, Vigil's own event, `retroactive-findings.ts`): a list
 * published after a past transfer named a party of it. The past event is judged again by this same
 * rule, the list now known, and the alert is marked `retroactive` with the designation date and the
 * transfer's date. The listed entry travels in the event, as the store held it when the finding was
 * made, so a process whose screening index has not yet loaded the new list judges it all the same.
 *
 * Every event with a sanctioned counterparty alerts again, with no
 * quiet period: each dealing with a blocked person is its own prohibited transaction to report, and
 * correlation merges them into one threat.
 */
import { type AgentEvent, upgradeEventData } from '../../events/index.ts';
import { isSanctions, type ScreeningMatch } from '../../screening/index.ts';
import type { Agent, AgentContext, AlertDraft, Severity } from '../agent.ts';
import { SEVERITIES } from '../agent.ts';
import { isEventOf } from '../event-history.ts';
import { type RetroactiveFinding, readRetroactiveFinding } from './retroactive-finding.ts';
import { alertAddresses, partyMatches, screenedEvent } from './screened-parties.ts';
import { THRESHOLDS } from './thresholds.ts';
import { movedNothing } from './transfer-parts.ts';

const { high_max_hops } = THRESHOLDS.sanctions;

/** A match that comes from a sanctions list as it stands (not one that has left it). */
export function isSanctionsMatch(match: ScreeningMatch): boolean {
  return isSanctions(match);
}

/** Whether the dealing came before the listed party's designation, as of the event. */
function beforeDesignation(match: ScreeningMatch, occurredAt: number): boolean {
  if (match.designated_at === undefined) return false;
  if (match.exposure === 'ownership') return occurredAt < Date.parse(`${match.designated_at}T00:00:00Z`);
  return match.before_designation === true;
}

function severityOf(match: ScreeningMatch, occurredAt: number): Severity {
  if (match.exposure === 'ownership' || match.exposure === 'direct') {
    return beforeDesignation(match, occurredAt) ? 'high' : 'critical';
  }
  return match.hops <= high_max_hops ? 'high' : 'medium';
}

/** The listed entry a retroactive finding names, as a screening match of the party itself. */
function listedMatch(finding: RetroactiveFinding): ScreeningMatch {
  const match: ScreeningMatch = {
    label: finding.label,
    category: 'sanctioned',
    source: finding.list_source,
    list_version: finding.list_version,
    confidence: 100,
    exposure: 'ownership',
    direct: true,
    hops: 0,
    address: finding.listed_address,
    direction: null,
    share: 1,
    entry_id: finding.entry_id,
  };
  if (finding.designated_at !== null) match.designated_at = finding.designated_at;
  if (finding.programs.length > 0) match.programs = finding.programs;
  return match;
}

/**
 * The rule over one event: the alert it raises, or none. `listed`, for a retroactive finding, is
 * the entry the new list holds for one party, weighed beside what screening finds.
 */
function judge(event: AgentEvent, context: AgentContext, listed?: ScreeningMatch): AlertDraft | undefined {
  const screened = screenedEvent(event);
  if (screened === undefined) return undefined;
  if (isEventOf(event, 'transfer.observed') && movedNothing(event.data)) return undefined;
  let worst: { match: ScreeningMatch; role: string; address: string; severity: Severity } | undefined;
  // Address → its role in the alert: `sanctioned` if listed itself, else `sanctions_exposed`.
  const flagged = new Map<string, string>();
  for (const party of screened.parties) {
    if (!party.screened) continue;
    const matches = partyMatches(context, screened.chain, party.address).filter(isSanctionsMatch);
    if (listed?.address === party.address && !matches.some((m) => m.exposure === 'ownership')) {
      matches.push(listed);
    }
    for (const match of matches) {
      if (flagged.get(party.address) !== 'sanctioned') {
        flagged.set(party.address, match.exposure === 'ownership' ? 'sanctioned' : 'sanctions_exposed');
      }
      const severity = severityOf(match, event.occurred_at);
      if (worst === undefined || SEVERITIES.indexOf(severity) > SEVERITIES.indexOf(worst.severity)) {
        worst = { match, role: party.role, address: party.address, severity };
      }
    }
  }
  if (worst === undefined) return undefined;
  const { match } = worst;
  const before = beforeDesignation(match, event.occurred_at);
  const since = match.designated_at === undefined ? '' : `, designated ${match.designated_at}`;
  const listedAs = `${match.label} (${match.source}${since})`;
  const when = before ? ': the designation came after this transfer' : '';
  const how =
    match.exposure === 'ownership'
      ? `is listed: ${listedAs}${when}`
      : `is ${match.hops} hop${match.hops === 1 ? '' : 's'} from ${match.address}, listed: ${listedAs}${before ? ': it dealt with it before the designation' : ''}`;
  return {
    typology: 'sanctions',
    severity: worst.severity,
    summary: `The ${worst.role} ${worst.address} ${how}.`,
    occurred_at: event.occurred_at,
    addresses: alertAddresses(screened, flagged),
    accounts: screened.accounts,
    event_ids: [event.id],
    transfers: screened.transfers,
    facts: {
      exposure: match.exposure,
      hops: match.hops,
      label: match.label,
      list_source: match.source,
      list_version: match.list_version,
      programs: match.programs?.join(', ') ?? null,
      entry_id: match.entry_id ?? null,
      designated_at: match.designated_at ?? null,
      before_designation: before,
      listed_address: match.via_entity?.address ?? match.address,
      share: match.share,
      exposure_usd: match.value_usd ?? null,
      path: match.path?.join(' > ') ?? null,
      counterparty_role: worst.role,
      parties_flagged: flagged.size,
    },
  };
}

/**
 * A past event judged again now that a list names one of its parties: the alert it would have
 * raised had the list been known, marked retroactive, behind both the past event and the finding.
 */
function judgeRetroactive(event: AgentEvent, context: AgentContext): AlertDraft | undefined {
  const finding = readRetroactiveFinding(event.data);
  if (finding === undefined) return undefined;
  const past: AgentEvent = {
    id: finding.event_id,
    workspace_id: event.workspace_id,
    type: finding.event_type,
    occurred_at: event.occurred_at,
    received_at: event.received_at,
    data: upgradeEventData(finding.event_type, finding.event_data),
  };
  const alert = judge(past, context, listedMatch(finding));
  // The finding is about the newly listed party: an alert that does not name it is not this finding.
  if (alert === undefined || !alert.addresses.some((a) => a.address === finding.listed_address)) {
    return undefined;
  }
  return {
    ...alert,
    summary: `Found after the fact (${finding.list_source} ${finding.list_version}): ${alert.summary}`,
    event_ids: [finding.event_id, event.id],
    facts: {
      ...alert.facts,
      retroactive: true,
      retroactive_listed_address: finding.listed_address,
      retroactive_entry_id: finding.entry_id,
      retroactive_list_version: finding.list_version,
      first_listed_in: finding.first_listed_in,
      found_at: new Date(event.received_at).toISOString(),
    },
  };
}

export function sanctionsAgent(): Agent {
  return {
    name: 'sanctions',
    version: '1.0.0',
    reads: ['transfer.observed', 'deposit.received', 'withdrawal.requested', 'sanctions.retroactive'],
    windowMs: 0,
    inspect(event, context) {
      const alert =
        event.type === 'sanctions.retroactive' ? judgeRetroactive(event, context) : judge(event, context);
      return alert === undefined ? [] : [alert];
    },
  };
}
