/**
 * A watched address's screening got worse. Rule: Vigil screened a watched address again (a list
 * import, a label, a transfer near it, the risk policy, a reorganisation of the chain) and told `screening.changed`; the agent
 * raises one alert when the change is for the worse:
 *
 * - a sanctions hit found (the address is listed, or dealt directly with a listed party after its
 *   designation): critical, as the sanctions agent calls a dealing with a blocked person;
 * - the band rose into `severe`: high; into `high`: medium.
 *
 * So a customer's deposit address named by the next OFAC list becomes an alert and, through
 * correlation, a threat, on the watch's address, without waiting for its next transfer.
 *
 * Source: OFAC, "Sanctions Compliance Guidance for the Virtual Currency Industry" (October 2021),
 * which expects screening to be repeated as the SDN list changes; the bands are the screening's.
 *
 * Does not flag: a change for the better (a delisting, a label removed), a new match within the same
 * band, or a band rising to `low` or `medium` (the watch's `screening.changed` tells those). The
 * events are Vigil's own (`OWN_EVENT_TYPES`): a customer cannot send one.
 */
import { readChain } from '../../chains/index.ts';
import type { Agent, Severity } from '../agent.ts';

const BANDS = ['none', 'low', 'medium', 'high', 'severe'] as const;
type Band = (typeof BANDS)[number];

interface Outcome {
  risk_score: number;
  risk_category: Band;
  sanctions_hit: boolean;
}

function outcomeOf(value: unknown): Outcome | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const { risk_score, risk_category, sanctions_hit } = value as Record<string, unknown>;
  if (typeof risk_score !== 'number' || typeof sanctions_hit !== 'boolean') return undefined;
  const band = BANDS.find((b) => b === risk_category);
  return band === undefined ? undefined : { risk_score, risk_category: band, sanctions_hit };
}

const rank = (band: Band) => BANDS.indexOf(band);

function severityOf(before: Outcome, after: Outcome): Severity | undefined {
  if (after.sanctions_hit && !before.sanctions_hit) return 'critical';
  if (rank(after.risk_category) <= rank(before.risk_category)) return undefined;
  if (after.risk_category === 'severe') return 'high';
  if (after.risk_category === 'high') return 'medium';
  return undefined;
}

const REASONS: Record<string, string> = {
  list: 'a list import',
  label: 'a label',
  transfer: 'a transfer near it',
  chain: 'a transfer read from the chain',
  policy: 'the risk policy',
  reorg: 'a reorganisation of the chain',
};

export function screeningChangeAgent(): Agent {
  return {
    name: 'screening_change',
    version: '1.0.0',
    reads: ['screening.changed'],
    windowMs: 0,
    inspect(event) {
      const { data } = event;
      const before = outcomeOf(data.before);
      const after = outcomeOf(data.after);
      if (before === undefined || after === undefined) return [];
      if (typeof data.chain !== 'string' || typeof data.address !== 'string') return [];
      const severity = severityOf(before, after);
      if (severity === undefined) return [];
      const chain = readChain(data.chain);
      const reason = typeof data.reason === 'string' ? data.reason : 'unknown';
      const hit = after.sanctions_hit ? ', a sanctions hit' : '';
      return [
        {
          typology: 'screening_change',
          severity,
          summary: `The watched address ${data.address} screens ${after.risk_category} (${after.risk_score}${hit}) after ${REASONS[reason] ?? reason}; it was ${before.risk_category} (${before.risk_score}).`,
          occurred_at: event.occurred_at,
          addresses: [{ chain, address: data.address, role: 'watched' }],
          event_ids: [event.id],
          transfers: [],
          facts: {
            reason,
            watch_id: typeof data.watch_id === 'string' ? data.watch_id : null,
            screening_id: typeof data.screening_id === 'string' ? data.screening_id : null,
            before_score: before.risk_score,
            before_category: before.risk_category,
            before_sanctions_hit: before.sanctions_hit,
            after_score: after.risk_score,
            after_category: after.risk_category,
            after_sanctions_hit: after.sanctions_hit,
          },
        },
      ];
    },
  };
}
