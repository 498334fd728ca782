// The screening_change agent: a watched address's screening changed for the worse (a sanctions hit
// found, a band risen into high or severe) is an alert; a change for the better, within a band, or
// into low or medium is not.
import { describe, expect, it } from 'vitest';
import type { AgentContext } from '../../../../src/risk/agents/agent.ts';
import { screeningChangeAgent } from '../../../../src/risk/agents/typologies/screening-change.ts';
import type { AgentEvent } from '../../../../src/risk/events/index.ts';

const ADDRESS = '0x8589427373d6d84e98730d7795d8f6f8731fda16';
const none = { risk_score: 0, risk_category: 'none', sanctions_hit: false };
const medium = { risk_score: 40, risk_category: 'medium', sanctions_hit: false };
const high = { risk_score: 60, risk_category: 'high', sanctions_hit: false };
const severe = { risk_score: 80, risk_category: 'severe', sanctions_hit: false };
const hit = { risk_score: 100, risk_category: 'severe', sanctions_hit: true };

function changed(before: object, after: object, reason = 'list'): AgentEvent {
  return {
    id: 'ing_01jq3vf8h9j0k1m2n3p4q5r6tv',
    workspace_id: 'ws_01jq3v8k9m0n1p2q3r4s5t6v7w',
    type: 'screening.changed',
    occurred_at: Date.parse('2026-06-01T09:00:00Z'),
    received_at: Date.parse('2026-06-01T09:00:00Z'),
    data: {
      watch_id: 'wch_01jq3vf8h9j0k1m2n3p4q5r6tv',
      chain: 'ethereum',
      address: ADDRESS,
      screening_id: 'scr_01jq3vg2k3m4n5p6q7r8s9t0vw',
      reason,
      before,
      after,
    },
  };
}

// The rule reads the event alone.
const context = {} as AgentContext;
const inspect = (event: AgentEvent) => screeningChangeAgent().inspect(event, context);

describe('screening_change', () => {
  it.each([
    ['a sanctions hit found', none, hit, 'critical'],
    ['a sanctions hit found on a severe address', severe, hit, 'critical'],
    ['a band risen into severe', medium, severe, 'high'],
    ['a band risen into high', none, high, 'medium'],
  ])('fires on %s', (_name, before, after, severity) => {
    const [alert, ...more] = inspect(changed(before, after));
    expect(more).toEqual([]);
    expect(alert).toMatchObject({
      typology: 'screening_change',
      severity,
      addresses: [{ chain: 'ethereum', address: ADDRESS, role: 'watched' }],
      event_ids: ['ing_01jq3vf8h9j0k1m2n3p4q5r6tv'],
      facts: { reason: 'list', before_category: before.risk_category, after_category: after.risk_category },
    });
  });

  it.each([
    ['a delisting', hit, none],
    ['a band fallen', severe, medium],
    ['a change within a band', severe, { ...severe, risk_score: 90 }],
    ['a band risen into medium', none, medium],
    ['data that is not an outcome', none, { risk_score: 'high' }],
  ])('does not fire on %s', (_name, before, after) => {
    expect(inspect(changed(before, after))).toEqual([]);
  });
});
