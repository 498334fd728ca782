/**
 * Sanctions exposure. Rule: a transfer, deposit or withdrawal whose counterparty screens with a
 * sanctions match — a match from OFAC's SDN list (`source` `ofac_sdn`) or of category `sanctioned`
 * (a workspace's or a TagPack's sanctions label) — raises one alert for the event. Its severity
 * follows the closest exposure among the event's counterparties: the counterparty is the listed
 * address (`ownership`) or dealt with one directly (`direct`): critical; a listed address
 * `high_max_hops` hops away or closer: high; further: medium. Exposure is the screening's
 * (`screening-service.ts`: own labels, then direct and indirect counterparties in the transfers
 * Vigil holds).
 *
 * Source: OFAC, "Sanctions Compliance Guidance for the Virtual Currency Industry" (October 2021),
 * which asks for screening of the wallet addresses of transactions against the SDN list's digital
 * currency addresses; 31 CFR Part 501 (blocked property must be blocked and reported within 10
 * business days). Exposure bands follow the screening model's (`risk-model.ts`).
 *
 * Does not flag: matches of other categories (the mixer agent reads mixing services); custom
 * events; the customer's own deposit address (a deposit's counterparty is its sender). Every event
 * with a sanctioned counterparty alerts again, with no quiet period: each dealing with a blocked
 * person is its own prohibited transaction to report, and correlation merges them into one threat.
 */
import type { ScreeningMatch } from '../../screening/index.ts';
import type { Agent, AlertDraft, Severity } from '../agent.ts';
import { SEVERITIES } from '../agent.ts';
import { alertAddresses, screenedEvent } from './screened-parties.ts';
import { THRESHOLDS } from './thresholds.ts';

const { high_max_hops } = THRESHOLDS.sanctions;

/** A match that comes from a sanctions list. */
export function isSanctionsMatch(match: ScreeningMatch): boolean {
  return match.source === 'ofac_sdn' || match.category === 'sanctioned';
}

function severityOf(match: ScreeningMatch): Severity {
  if (match.exposure === 'ownership' || match.exposure === 'direct') return 'critical';
  return match.hops <= high_max_hops ? 'high' : 'medium';
}

export function sanctionsAgent(): Agent {
  return {
    name: 'sanctions',
    version: '1.0.0',
    reads: ['transfer.observed', 'deposit.received', 'withdrawal.requested'],
    windowMs: 0,
    inspect(event, context) {
      const screened = screenedEvent(event);
      if (screened === undefined) return [];
      let worst: { match: ScreeningMatch; role: string; address: string; severity: Severity } | undefined;
      // Address → its role in the alert: `sanctioned` if listed itself, else `sanctions_exposed`.
      const flagged = new Map<string, string>();
      for (const party of screened.parties) {
        if (!party.screened) continue;
        const matches = context.screen(screened.chain, party.address).matches.filter(isSanctionsMatch);
        for (const match of matches) {
          if (flagged.get(party.address) !== 'sanctioned') {
            flagged.set(party.address, match.exposure === 'ownership' ? 'sanctioned' : 'sanctions_exposed');
          }
          const severity = severityOf(match);
          if (worst === undefined || SEVERITIES.indexOf(severity) > SEVERITIES.indexOf(worst.severity)) {
            worst = { match, role: party.role, address: party.address, severity };
          }
        }
      }
      if (worst === undefined) return [];
      const { match } = worst;
      const listed = `${match.label} (${match.source})`;
      const how =
        match.exposure === 'ownership'
          ? `is listed: ${listed}`
          : `is ${match.hops} hop${match.hops === 1 ? '' : 's'} from ${match.address}, listed: ${listed}`;
      const alert: AlertDraft = {
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
          listed_address: match.address,
          counterparty_role: worst.role,
          parties_flagged: flagged.size,
        },
      };
      return [alert];
    },
  };
}
