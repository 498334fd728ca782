/**
 * Mixer exposure. Rule: a transfer, deposit or withdrawal whose counterparty screens with a match
 * of category `mixing_service` or `coinjoin` (GraphSense's concepts, as TagPacks label Tornado Cash,
 * Sinbad, Wasabi and the like) raises an alert: the counterparty is the mixer (`ownership`): high;
 * it dealt with one directly (`direct`): medium; further out (`indirect`), when at least
 * `min_indirect_share` of its value in that direction traces to the mixer: low.
 *
 * Source: FATF, "Virtual Assets Red Flag Indicators of Money Laundering and Terrorist Financing"
 * (September 2020), red flags on anonymity: funds received from or sent to mixing or tumbling
 * services; FinCEN, proposed rule on CVC mixing as a primary money laundering concern (88 FR 72701,
 * October 2023). Exposure and shares are the screening's (`screening-service.ts`, `risk-model.ts`).
 *
 * Does not flag: indirect exposure below the share; exposure that only passes through one of the
 * workspace's own wallets (`partyMatches`); the sanctions of a sanctioned mixer (the
 * sanctions agent reads those matches, so such a mixer raises both alerts). Quiet period: a flagged counterparty
 * already seen within `repeat_window_ms` with the same other party (a transfer sharing a party, or
 * the same customer account's deposit or withdrawal) raises nothing new: that relationship is
 * reported; a new customer or a new counterparty alerts again.
 */
import type { ChainName } from '../../chains/index.ts';
import type { AgentEvent } from '../../events/index.ts';
import type { ScreeningMatch } from '../../screening/index.ts';
import type { Agent, AgentContext, AlertDraft, Severity } from '../agent.ts';
import { SEVERITIES } from '../agent.ts';
import { isEventOf } from '../event-history.ts';
import { alertAddresses, partyMatches, type ScreenedEvent, screenedEvent } from './screened-parties.ts';
import { THRESHOLDS } from './thresholds.ts';
import { before, movedNothing, transferAddresses } from './transfer-parts.ts';

const { min_indirect_share, repeat_window_ms } = THRESHOLDS.mixer;

export const MIXER_CATEGORIES: ReadonlySet<string> = new Set(['mixing_service', 'coinjoin']);

function severityOf(match: ScreeningMatch): Severity | undefined {
  if (!MIXER_CATEGORIES.has(match.category)) return undefined;
  if (match.exposure === 'ownership') return 'high';
  if (match.exposure === 'direct') return 'medium';
  return match.share >= min_indirect_share ? 'low' : undefined;
}

/** Whether the history holds, within the quiet period, the same mixer-exposed counterparty in the same relationship. */
function seenBefore(
  event: AgentEvent,
  screened: ScreenedEvent,
  counterparty: string,
  context: AgentContext,
): boolean {
  const since = event.occurred_at - repeat_window_ms;
  const chain: ChainName = screened.chain;
  if (isEventOf(event, 'deposit.received') || isEventOf(event, 'withdrawal.requested')) {
    return before(context.history.accountActivity(event.data.account_id, since), event).some((other) =>
      isEventOf(other, 'deposit.received')
        ? other.data.from === counterparty
        : isEventOf(other, 'withdrawal.requested') && other.data.to === counterparty,
    );
  }
  const others = new Set(screened.parties.map((p) => p.address).filter((a) => a !== counterparty));
  const earlier = [
    ...context.history.transfersFrom(chain, counterparty, since),
    ...context.history.transfersTo(chain, counterparty, since),
  ];
  return before(earlier, event).some(({ data }) => transferAddresses(data).some((a) => others.has(a)));
}

export function mixerAgent(): Agent {
  return {
    name: 'mixer',
    version: '1.0.0',
    reads: ['transfer.observed', 'deposit.received', 'withdrawal.requested'],
    windowMs: repeat_window_ms,
    inspect(event, context) {
      const screened = screenedEvent(event);
      // A transfer that moved nothing is context: anyone can emit one in another's name.
      if (screened === undefined || (isEventOf(event, 'transfer.observed') && movedNothing(event.data)))
        return [];
      let worst: { match: ScreeningMatch; role: string; address: string; severity: Severity } | undefined;
      const flagged = new Map<string, string>();
      let fresh = false;
      for (const party of screened.parties) {
        if (!party.screened) continue;
        for (const match of partyMatches(context, screened.chain, party.address)) {
          const severity = severityOf(match);
          if (severity === undefined) continue;
          if (!flagged.has(party.address)) {
            flagged.set(party.address, match.exposure === 'ownership' ? 'mixer' : 'mixer_exposed');
            fresh ||= !seenBefore(event, screened, party.address, context);
          }
          if (worst === undefined || SEVERITIES.indexOf(severity) > SEVERITIES.indexOf(worst.severity)) {
            worst = { match, role: party.role, address: party.address, severity };
          }
        }
      }
      if (worst === undefined || !fresh) return [];
      const { match } = worst;
      const how =
        match.exposure === 'ownership'
          ? `is a mixer: ${match.label}`
          : `received or sent ${Math.round(match.share * 100)}% of its value ${match.hops} hop${match.hops === 1 ? '' : 's'} from the mixer ${match.label}`;
      const alert: AlertDraft = {
        typology: 'mixer',
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
          share: match.share,
          direction: match.direction,
          label: match.label,
          category: match.category,
          label_source: match.source,
          mixer_address: match.address,
          counterparty_role: worst.role,
          parties_flagged: flagged.size,
          min_indirect_share,
        },
      };
      return [alert];
    },
  };
}
